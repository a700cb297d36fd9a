/**
 * A Full-Duplex-Bench v1.5 folder as an input, end to end through the CLI with the real VAD on
 * the committed speech clips: recognised in both layouts, refused when it mixes versions, every
 * bad input listed in one pass with nothing written, missing files and the clock as named
 * reasons, converted outputs recorded, the identity flags, deterministic outputs, the console
 * table, --yield-margin-s, and the refusals of the commands that read v1.0 only.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { encodeWav as encodeAny } from "../../src/audio/encode.js";
import { loadInput, UsageError } from "../../src/api/index.js";
import { jsonLinesText } from "../../src/io/json-output.js";
import { scoreMatched } from "../../src/matched/family.js";
import { loadV15Fixture } from "../fixtures/matched-behaviours.js";
import { REPO, runCli, tempDir } from "../helpers/cli.js";
import { encodeWav } from "../helpers/tree.js";
import { buildPlain, PLAIN_FIXTURE, snapshot } from "../dataset/build.js";
import { placed, SCHEDULE, SURE, v15Sample, WEATHER } from "./v15-build.js";

const UI = "user_interruption";
const BG = "background_speech";

/** A yielded sample (the control talks on to about 4.1 s), a continued one, and a background one. */
function goodFolder(nested = false): string {
  const at = (p: string) => (nested ? p.replace(/^([^/]+)\//, "$1/$1/") : p);
  const files: Record<string, Buffer | string> = {};
  const add = (prefix: string, spec: Parameters<typeof v15Sample>[1] = {}) => {
    for (const [k, v] of Object.entries(v15Sample(prefix, spec))) files[at(k)] = v;
  };
  add(`${UI}/1`);
  add(`${UI}/2`, {
    output: [
      [SURE, 0],
      [SCHEDULE, 1.7],
    ],
  });
  add(`${BG}/1`, { output: [[WEATHER, 0]], clean_output: [[WEATHER, 0]] });
  return buildPlain(files);
}

function score(dir: string, out: string, ...extra: string[]) {
  return runCli(["score", "--dataset", dir, "--out", out, ...extra]);
}

const rowsOf = (out: string) =>
  readFileSync(join(out, "unified-samples.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));

test("a v1.5 folder is recognised in both layouts and scored by the matched runs, the same bytes every run", () => {
  const flat = goodFolder();
  const nested = goodFolder(true);
  const out = tempDir();
  try {
    const a = score(flat, join(out, "a"));
    assert.equal(a.code, 0, a.stderr);
    const b = score(flat, join(out, "b"));
    const c = score(nested, join(out, "c"), "--quiet");
    assert.equal(c.code, 0, c.stderr);
    assert.equal(c.stdout, "");
    for (const f of ["unified.json", "unified-samples.jsonl"]) {
      const bytes = readFileSync(join(out, "a", f));
      assert.deepEqual(readFileSync(join(out, "b", f)), bytes, `${f} is deterministic`);
      assert.deepEqual(readFileSync(join(out, "c", f)), bytes, `${f} does not depend on the layout`);
    }
    assert.equal(a.stdout, b.stdout);
    const u = JSON.parse(readFileSync(join(out, "a", "unified.json"), "utf8"));
    assert.equal(u.definitions, "fdb-v1.5-matched-1");
    assert.equal(u.yield_margin_s, 0.5);
    assert.deepEqual(Object.keys(u.subsets), [UI, BG]);
    assert.equal(u.subsets[UI].counts.declared, 2);
    assert.deepEqual(u.inputs.resampled, []);
    assert.deepEqual(u.inputs.converted_from, {});
    const rows = rowsOf(join(out, "a"));
    assert.deepEqual(
      rows.map((r) => [r.sample_id, r.outcome, r.inputs_identical, r.outputs_identical]),
      [
        [`${UI}/1`, "yielded", true, true],
        [`${UI}/2`, "continued", true, true],
        [`${BG}/1`, "continued", true, true],
      ],
    );
    // the console table: counts and outcomes, net_yield_rate first, the stop picture together
    const lines = a.stdout.split("\n");
    const head = lines.findIndex((l) => l.startsWith(`${UI}: declared 2 · selected 2 · eligible 2`));
    assert.ok(head >= 0, a.stdout);
    assert.match(lines[head + 1]!, /^ {2}outcomes: yielded 1 · extended 0 · ended anyway 0 · continued 1$/);
    assert.match(lines[head + 2]!, /^ {2}metric +value +95% interval +count +selected bounds +sign test p +better$/);
    assert.match(
      lines[head + 3]!,
      /^ {2}net_yield_rate +0\.500 +\[0\.000, 1\.000\] +\+1 -0 of 2 +\[0\.500, 0\.500\] +1\.000 +higher$/,
    );
    const names = lines.slice(head + 3).map((l) => l.trim().split(/\s+/)[0]);
    const at = (n: string) => names.indexOf(n);
    assert.deepEqual(
      [at("stop_effect_2s") + 1, at("ended_anyway_rate") + 1, at("stop_latency_s") + 1],
      [at("ended_anyway_rate"), at("stop_latency_s"), at("clean_stop_latency_s")],
    );
    assert.match(a.stdout, /\nsignature: fdb-unified:[^|]+\|defs:fdb-v1\.5-matched-1\|.*\|margin:0\.5\n$/);
  } finally {
    for (const d of [flat, nested, out]) rmSync(d, { recursive: true, force: true });
  }
});

test("a folder mixing v1.0 and v1.5 subset folders is refused, naming which are which; nothing written", () => {
  const dir = buildPlain({
    ...v15Sample(`${UI}/1`),
    "candor_turn_taking/1/input.wav": encodeWav(new Int16Array(16000)),
  });
  const out = join(tempDir(), "out");
  try {
    const before = snapshot(dir);
    for (const cmd of [
      ["score", "--dataset", dir, "--out", out],
      ["export-tree", "--dataset", dir, "--out", out],
    ]) {
      const r = runCli(cmd);
      assert.equal(r.code, 2, r.stderr);
      assert.equal(
        r.stderr,
        `error: ${dir}: mixes Full-Duplex-Bench v1.0 subset folders (candor_turn_taking/) with v1.5 ones ` +
          `(${UI}/); keep each version in a folder of its own, or pass --ignore NAME to skip the folders of one\n`,
      );
    }
    assert.ok(!existsSync(out));
    assert.deepEqual(snapshot(dir), before);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("every bad input of every sample in one pass: exit 2, one line each, nothing written, the folder unchanged", () => {
  const dir = buildPlain({
    ...v15Sample(`${UI}/1`, { timestamps: [2, 2] }),
    ...v15Sample(`${UI}/2`, { timestamps: [1, 7] }),
    ...v15Sample(`${UI}/3`, { timestamps: [1, "2"] }),
    ...v15Sample(`${UI}/4`, { timestamps: [-1, 2] }),
    ...v15Sample(`${UI}/5`, {
      files: { "clean_output.json": JSON.stringify({ chunks: [{ text: "late", timestamp: [9, 9.5] }] }) },
    }),
    ...v15Sample(`${UI}/6`, { files: { "output.json": JSON.stringify({ segments: [] }) } }),
    ...v15Sample(`${UI}/7`),
  });
  const out = join(tempDir(), "out");
  try {
    const before = snapshot(dir);
    const r = score(dir, out);
    assert.equal(r.code, 2, r.stderr);
    const lines = r.stderr.trimEnd().split("\n");
    assert.equal(lines.length, 7, r.stderr);
    assert.equal(lines[6], "error: 6 problems in 6 samples; nothing was written");
    assert.equal(lines[0], `error: ${UI}/1: metadata.json overlap start s = 2.00 s is not before its end e = 2.00 s`);
    assert.equal(lines[1], `error: ${UI}/2: metadata.json overlap end e at 7.00 s is past T = 6 s`);
    assert.equal(
      lines[2],
      `error: ${UI}/3: metadata.json timestamps is [1,"2"], not two numbers [s, e]; ` +
        `metadata.json needs "timestamps": [s, e], the overlap event's start and end in seconds`,
    );
    assert.equal(lines[3], `error: ${UI}/4: metadata.json overlap start s at -1.00 s is negative`);
    assert.match(
      lines[4]!,
      new RegExp(`^error: ${UI}/5: clean_output\\.json word 1 "late" start at 9\\.00 s is past T = 6 s`),
    );
    assert.match(lines[5]!, new RegExp(`^error: ${UI}/6: output\\.json`));
    assert.equal(r.stdout, "");
    assert.ok(!existsSync(out), "nothing written");
    assert.deepEqual(snapshot(dir), before, "the input is never modified");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("missing files and a clock ending inside the overlap make named ineligible samples", () => {
  const dir = buildPlain({
    ...v15Sample(`${UI}/1`),
    ...v15Sample(`${UI}/2`, { files: { "clean_input.wav": null, "clean_output.wav": null } }),
    ...v15Sample(`${UI}/3`, { files: { "metadata.json": null } }),
    ...v15Sample(`${UI}/4`, { T_clean: 1.5 }),
    ...v15Sample(`${UI}/5`, { T_clean: 2 }),
  });
  const out = tempDir();
  try {
    const r = score(dir, out);
    assert.equal(r.code, 0, r.stderr);
    const rows = rowsOf(out);
    assert.deepEqual(
      rows.map((x) => [x.sample_id, x.eligible, x.reasons ?? x.outcome]),
      [
        [`${UI}/1`, true, "yielded"],
        [`${UI}/2`, false, ["clean_input.wav missing", "clean_output.wav missing"]],
        [`${UI}/3`, false, ["metadata.json missing"]],
        [`${UI}/4`, false, ["the clock ends inside the overlap"]],
        // H = e = 2: the control's run reaches H (its end counts as 2), 0.3 s after the output's
        [`${UI}/5`, true, "continued"],
      ],
    );
    const c = JSON.parse(readFileSync(join(out, "unified.json"), "utf8")).subsets[UI].counts;
    assert.deepEqual([c.declared, c.selected, c.eligible, c.ineligible], [5, 5, 2, 3]);
    assert.match(r.stdout, new RegExp(`\\n {2}ineligible: 1 × the clock ends inside the overlap \\(${UI}/4\\)\\n`));
    assert.match(r.stdout, new RegExp(`\\n {2}ineligible: 1 × clean_output\\.wav missing \\(${UI}/2\\)\\n`));
    // H = e is eligible: the clock reaches the overlap's end; the lengths differ, which the warning names
    assert.match(
      r.stdout,
      new RegExp(`warning: the net rates assume .*input lengths differ by more than one sample: 1 \\(${UI}/5\\)`),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
});

/** 16 kHz int16 samples at 24 kHz by linear interpolation (speech stays speech). */
function at24k(x: Int16Array): Int16Array {
  const n = Math.floor((x.length * 3) / 2);
  const y = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    const t = (i * 2) / 3;
    const k = Math.floor(t);
    y[i] = Math.round(x[k]! + (t - k) * ((x[k + 1] ?? x[k]!) - x[k]!));
  }
  return y;
}

test("24 kHz, stereo and float outputs are converted through the one audio path and recorded", () => {
  const out16 = placed(6, [[SURE, 0]]);
  const clean16 = placed(6, [
    [SURE, 0],
    [SCHEDULE, 1.7],
  ]);
  const stereo = new Int16Array(clean16.length * 2);
  clean16.forEach((v, i) => {
    stereo[2 * i] = v;
    stereo[2 * i + 1] = v;
  });
  const dir = buildPlain({
    ...v15Sample(`${UI}/1`, {
      files: {
        "output.wav": encodeAny(at24k(out16), { rate: 24000 }),
        "clean_output.wav": encodeAny(stereo, { rate: 16000, channels: 2 }),
      },
    }),
    ...v15Sample(`${UI}/2`, {
      files: {
        "output.wav": encodeAny(
          Float32Array.from(out16, (v) => v / 32768),
          { rate: 16000, encoding: "float32" },
        ),
      },
    }),
  });
  const out = tempDir();
  try {
    const r = score(dir, out);
    assert.equal(r.code, 0, r.stderr);
    const u = JSON.parse(readFileSync(join(out, "unified.json"), "utf8"));
    assert.deepEqual(u.inputs.resampled, [`${UI}/1/output.wav`, `${UI}/1/clean_output.wav`]);
    assert.deepEqual(u.inputs.converted_from, {
      [`${UI}/1/output.wav`]: { encoding: "pcm16", rate: 24000, channels: 1 },
      [`${UI}/1/clean_output.wav`]: { encoding: "pcm16", rate: 16000, channels: 2 },
      [`${UI}/2/output.wav`]: { encoding: "float32", rate: 16000, channels: 1 },
    });
    // said once, on stderr, naming each kind of file and what was done to it
    assert.match(
      r.stderr,
      /note: [^:]+: 3 WAV files converted to 16 kHz mono: 1 output\.wav resampled from 24000 Hz; 1 output\.wav decoded from 32-bit float; 1 clean_output\.wav mixed from 2 channels \(recorded in unified\.json's inputs\); the segments of the 2 outputs changed may differ slightly from the Python path's \(docs\/plain-dataset\.md\)\n/,
    );
    assert.deepEqual([u.inputs.input_resampled, u.inputs.input_converted_from], [[], {}]);
    assert.deepEqual(
      rowsOf(out).map((x) => x.outcome),
      ["yielded", "yielded"],
    );
    assert.doesNotMatch(r.stdout, /converted/);
    assert.match(r.stdout, /\|resampled:2\n$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
});

test("the identity flags: inputs or outputs that differ before s, named in the warning with the nets over identical inputs", () => {
  const loud = placed(6, [[WEATHER, 0]]);
  const dir = buildPlain({
    ...v15Sample(`${UI}/1`, { files: { "clean_input.wav": encodeWav(loud) } }),
    // the two outputs differ only after s: still identical before it
    ...v15Sample(`${UI}/2`),
    // a clean output that differs before s
    ...v15Sample(`${UI}/3`, {
      clean_output: [
        [SURE, 0.05],
        [SCHEDULE, 1.7],
      ],
    }),
  });
  const out = tempDir();
  try {
    const r = score(dir, out);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(
      rowsOf(out).map((x) => [x.inputs_identical, x.outputs_identical]),
      [
        [false, true],
        [true, true],
        [true, false],
      ],
    );
    const u = JSON.parse(readFileSync(join(out, "unified.json"), "utf8"));
    assert.deepEqual(u.subsets[UI].assumption.inputs_not_identical, [`${UI}/1`]);
    assert.match(r.stdout, new RegExp(`warning: the net rates assume .*inputs differ before s: 1 \\(${UI}/1\\)`));
    assert.match(r.stdout, /\n {2}over identical inputs only: net_yield_rate \d\.\d{3} \(\+\d -\d of 2\)/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
});

test("--yield-margin-s: a margin decides the outcome and is recorded; bad values exit 2 with one line", () => {
  const dir = goodFolder();
  const out = tempDir();
  try {
    const r = score(dir, out, "--yield-margin-s", "3", "--quiet");
    assert.equal(r.code, 0, r.stderr);
    assert.equal(JSON.parse(readFileSync(join(out, "unified.json"), "utf8")).yield_margin_s, 3);
    // c_end − o_end = 2.4 s: a yield at 0.5 s, not at 3 s
    assert.equal(rowsOf(out)[0].outcome, "continued");
    for (const bad of ["-0.1", "abc", "", "Infinity", "NaN"]) {
      const b = score(dir, join(out, "bad"), "--yield-margin-s", bad);
      assert.equal(b.code, 2, b.stderr);
      assert.equal(
        b.stderr,
        `error: --yield-margin-s: ${JSON.stringify(bad)} is not a number of seconds >= 0 (the yield margin, default 0.5)\n`,
      );
      assert.ok(!existsSync(join(out, "bad")));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
});

test("a v1.0 plain folder accepts --yield-margin-s and keeps every output byte", () => {
  const out = tempDir();
  try {
    const a = score(PLAIN_FIXTURE(), join(out, "a"));
    const b = score(PLAIN_FIXTURE(), join(out, "b"), "--yield-margin-s", "2");
    assert.equal(a.code, 0, a.stderr);
    assert.equal(b.code, 0, b.stderr);
    assert.equal(b.stdout, a.stdout);
    for (const f of ["unified.json", "unified-samples.jsonl"])
      assert.deepEqual(readFileSync(join(out, "b", f)), readFileSync(join(out, "a", f)));
    assert.equal(JSON.parse(readFileSync(join(out, "a", "unified.json"), "utf8")).definitions, "fdb-v1.0-unified-4");
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test("commands and notebook helpers that read v1.0 only refuse a v1.5 folder with one line saying what to use", async () => {
  const dir = goodFolder();
  const out = join(tempDir(), "out");
  try {
    const v15 = `error: ${dir}: a Full-Duplex-Bench v1.5 folder (its subset folders have v1.5 names); `;
    const cases: [string[], string][] = [
      [
        ["official", "--dataset", dir],
        `the official v1.0 numbers have no v1.5 counterpart here; score its matched runs with fdb-unified score --dataset ${dir}`,
      ],
      [
        ["check-transcripts", "--dataset", dir, "--out", out],
        "the transcript check reads v1.0 transcripts only (a v1.5 folder's output.json and clean_output.json are shown, " +
          `never scored); leave the check out, and score it with fdb-unified score --dataset ${dir}`,
      ],
      [
        ["export-tree", "--dataset", dir, "--out", out],
        `export-tree writes v1.0 trees only; score it with fdb-unified score --dataset ${dir}`,
      ],
    ];
    for (const [args, instead] of cases) {
      const r = runCli(args);
      assert.equal(r.code, 2, `${args[0]}: ${r.stderr}`);
      assert.equal(r.stderr, `${v15}${instead}\n`);
      assert.equal(r.stdout, "");
    }
    assert.ok(!existsSync(out));
    // the notebooks load with the library's loadInput, which names the v1.5 loader
    await assert.rejects(loadInput(dir), (e: unknown) => {
      assert.ok(e instanceof UsageError);
      assert.match((e as Error).message, /is a Full-Duplex-Bench v1\.5 folder; load it with loadMatchedInput$/);
      return true;
    });
    // every --dataset help line says which versions it takes
    for (const cmd of [
      "score",
      "report",
      "sweep",
      "official",
      "check-transcripts",
      "compare",
      "table",
      "view",
      "export-tree",
    ]) {
      const h = runCli([cmd, "--help"]);
      const line = h.stdout.split("\n").find((l) => l.trimStart().startsWith("--dataset"))!;
      const both = ["score", "report", "sweep", "compare", "table", "view"].includes(cmd);
      assert.match(line, both ? /v1\.0 or v1\.5/ : /v1\.0 .*not v1\.5/, `${cmd}: ${line}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the committed v1.5 fixtures: the loader gives the rows of the fixtures' own reading of their plan", async () => {
  const out = tempDir();
  try {
    for (const system of ["v15", "v15-b"]) {
      const dir = join(REPO, "fixtures", system);
      const r = score(dir, join(out, system), "--quiet");
      assert.equal(r.code, 0, r.stderr);
      const expected = scoreMatched(await loadV15Fixture(dir)).rows;
      assert.equal(readFileSync(join(out, system, "unified-samples.jsonl"), "utf8"), jsonLinesText(expected), system);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
