/**
 * `table --transcript-check`: after the word-based table, the audio-checked values of every metric
 * the transcript can change, in each layout; the dagger on a word-based best that moves; `--check
 * NAME=DIR` read when it is that input's check and refused otherwise; and the table without the
 * flag unchanged. Over these few samples no paired test holds, so no best is marked word-based and
 * no dagger appears; the audio-checked values are never marked (the check holds no per-sample
 * values to pair). B is fixtures/tree-audio with two words added to its turn-taking transcripts:
 * one invented in silence (sample 5, so B's latency is best word-based) and one 0.26 s into an
 * untranscribed reply (sample 3, under the lead L, so the check keeps it and B's audio-checked
 * latency is worse than A's).
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { REPO, runCli, tempDir } from "../helpers/cli.js";

const A = join(REPO, "fixtures", "tree-audio");

function treeB(): string {
  const dir = join(tempDir(), "B");
  cpSync(A, dir, { recursive: true });
  const asrPath = join(dir, "asr.json");
  const asr = JSON.parse(readFileSync(asrPath, "utf8")) as {
    subsets: Record<string, { transcripts: Record<string, string> }>;
  };
  const add = (id: string, text: string, start: number, end: number) => {
    const p = join(dir, "candor_turn_taking", id, "output.json");
    const o = JSON.parse(readFileSync(p, "utf8")) as { text: string; chunks: { text: string; timestamp: number[] }[] };
    o.chunks.push({ text, timestamp: [start, end] });
    o.chunks.sort((x, y) => x.timestamp[0]! - y.timestamp[0]!);
    o.text = o.chunks.map((c) => c.text).join(" ");
    const bytes = JSON.stringify(o, null, 4);
    writeFileSync(p, bytes);
    asr.subsets["candor_turn_taking"]!.transcripts[id] = createHash("sha256").update(bytes).digest("hex");
  };
  add("3", "Well", 3.3, 3.6);
  add("5", "Yes", 3.2, 3.3);
  writeFileSync(asrPath, JSON.stringify(asr, null, 2));
  return dir;
}

const B = treeB();
const METRICS = ["--metrics", "response_latency_s,stop_latency_s"];
const table = (...args: string[]) => runCli(["table", "--tree", `A=${A}`, "--tree", `B=${B}`, ...METRICS, ...args]);

test("markdown: the audio-checked table after a heading, without the VAD-only metrics, nothing marked", () => {
  const r = table("--transcript-check");
  assert.equal(r.code, 0, r.stderr);
  const [word, audio] = r.stdout.split("\n### audio-checked\n");
  assert.ok(audio !== undefined, r.stdout);
  // B's word-based latency is lowest by value, but over 5 pairs no paired test can hold: no bold, no dagger.
  assert.match(word!, /^\| B \| 1\.000 \| 1\.300 \[0\.200, not reached\] \|/m);
  assert.match(word!, /Stop \(s\)/);
  assert.doesNotMatch(audio!.split("\n\n")[1]!, /Stop \(s\)/);
  assert.match(audio!, /^\| A \| 1\.000 \| 1\.040 \[0\.600, not reached\] \|/m);
  assert.doesNotMatch(r.stdout, /\*\*/, "nothing bold");
  assert.match(r.stdout, /No audio-checked value is marked best/);
  assert.match(audio!, /^\| B \| 1\.000 \| 1\.300 \[0\.600, not reached\] \|/m);
  assert.doesNotMatch(r.stdout, /†/);
  // The word-based table is the table without the flag, but for the dagger.
  const plain = table();
  assert.equal(plain.code, 0, plain.stderr);
  const firstTable = (s: string) => s.split("\n\n")[0]!.trimEnd();
  assert.equal(firstTable(word!), firstTable(plain.stdout));
});

test("latex: a second float captioned and labelled for the audio-checked values; it compiles without overfull boxes", () => {
  const r = table("--transcript-check", "--format", "latex", "--caption", "Results", "--label", "tab:r");
  assert.equal(r.code, 0, r.stderr);
  assert.doesNotMatch(r.stdout, /\\textbf|\\dagger/);
  assert.match(r.stdout, /\n% audio-checked values\n\\begin\{table\}\[tbp\]/);
  assert.match(r.stdout, /\\caption\{Results\. The audio-checked values\.\}\\label\{tab:r-audio-checked\}/);
  const bare = table("--transcript-check", "--format", "latex");
  assert.match(bare.stdout, /\n% audio-checked values\n\\bigskip\n\{\\small/);
  const dir = tempDir();
  writeFileSync(join(dir, "t.tex"), r.stdout);
  writeFileSync(
    join(dir, "doc.tex"),
    "\\documentclass{article}\n\\usepackage{booktabs}\n\\begin{document}\n\\input{t.tex}\n\\end{document}\n",
  );
  const run = spawnSync("pdflatex", ["-interaction=nonstopmode", "-halt-on-error", "-no-shell-escape", "doc.tex"], {
    cwd: dir,
    encoding: "utf8",
  });
  assert.equal(run.status, 0, run.stdout);
  const log = readFileSync(join(dir, "doc.log"), "utf8");
  assert.doesNotMatch(log, /Overfull \\hbox|Float too large/);
});

test("csv: one file, a transcript column of word-based then audio-checked rows", () => {
  const r = table("--transcript-check", "--format", "csv");
  assert.equal(r.code, 0, r.stderr);
  const lines = r.stdout.trim().split("\n");
  assert.match(lines[0]!, /^system,subset,metric,transcript,kind,/);
  const rows = lines.slice(1).map((l) => l.split(","));
  assert.deepEqual(
    rows.map((c) => `${c[0]} ${c[2]} ${c[3]}`),
    [
      "A response_latency_s word-based",
      "A response_latency_s word-based",
      "A stop_latency_s word-based",
      "B response_latency_s word-based",
      "B response_latency_s word-based",
      "B stop_latency_s word-based",
      "A response_latency_s audio-checked",
      "A response_latency_s audio-checked",
      "B response_latency_s audio-checked",
      "B response_latency_s audio-checked",
    ],
  );
  assert.equal(rows[6]![8], "1.04");
  const plain = table("--format", "csv");
  assert.doesNotMatch(plain.stdout, /transcript/);
});

test("json: the word-based board with transcript and moved, the audio-checked one under audio_checked", () => {
  const r = table("--transcript-check", "--format", "json");
  assert.equal(r.code, 0, r.stderr);
  const j = JSON.parse(r.stdout) as {
    transcript: string;
    rows: { system: string; cells: { best: boolean; moved?: boolean }[] }[];
    audio_checked: { transcript: string; columns: { metric: string }[]; rows: { cells: { value: number }[] }[] };
  };
  assert.equal(j.transcript, "word-based");
  assert.equal(j.audio_checked.transcript, "audio-checked");
  assert.deepEqual(
    j.rows.map((row) => row.cells.map((c) => c.moved === true)),
    [
      [false, false, false],
      [false, false, false],
    ],
  );
  assert.deepEqual(
    j.audio_checked.columns.map((c) => c.metric),
    ["response_latency_s", "response_latency_s"],
  );
  assert.equal(j.audio_checked.rows[0]!.cells[0]!.value, 1.04);
  assert.doesNotMatch(table("--format", "json").stdout, /audio_checked|"moved"/);
});

test("--check NAME=DIR: a check of that input is read (the same table as running it); another is refused", () => {
  const out = tempDir();
  const a = join(out, "a");
  const b = join(out, "b");
  const t04 = join(out, "t04");
  assert.equal(runCli(["check-transcripts", "--tree", A, "--out", a, "--quiet"]).code, 0);
  assert.equal(runCli(["check-transcripts", "--tree", B, "--out", b, "--quiet"]).code, 0);
  assert.equal(runCli(["check-transcripts", "--tree", A, "--out", t04, "--quiet", "--threshold", "0.4"]).code, 0);
  const ran = table("--transcript-check");
  const read = table("--transcript-check", "--check", `A=${a}`, "--check", `B=${b}`);
  assert.equal(read.code, 0, read.stderr);
  assert.equal(read.stdout, ran.stdout);

  const file = join(out, "t.md");
  const wrong = table("--transcript-check", "--check", `A=${b}`, "--out", file);
  assert.equal(wrong.code, 2);
  assert.equal(
    wrong.stderr,
    `error: --check A=${b}: not the check of input A (its input hash asr_sha256 differs); ` +
      "run check-transcripts on that input with the default VAD settings\n",
  );
  const vad = table("--transcript-check", "--check", `A=${t04}`, "--out", file);
  assert.equal(vad.code, 2);
  assert.equal(
    vad.stderr,
    `error: --check A=${t04}: not the check of input A (its VAD setting threshold is 0.4, the table's 0.5); ` +
      "run check-transcripts on that input with the default VAD settings\n",
  );
  assert.equal(existsSync(file), false);
  const noFlag = table("--check", `A=${a}`);
  assert.equal(noFlag.code, 2);
  assert.equal(noFlag.stderr.split("\n").length, 2);
  const unknown = table("--transcript-check", "--check", `Z=${a}`);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /^error: --check Z=.*: "Z" is not one of the inputs \(A, B\)\n$/);
  const missing = table("--transcript-check", "--check", `A=${out}`);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /^error: --check A=.*: transcript-check\.json .*; write it with check-transcripts/);
});
