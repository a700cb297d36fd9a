/**
 * The transcript check on the audio fixture (fixtures/tree-audio, every sample with speech audio
 * that matches its transcript except planted disagreements): exactly the planted samples are
 * found and change, the samples that agree change nothing, the word-based column is unified.json,
 * and the audio-checked column is what `score` gives on a tree whose output.json files are the
 * audio-checked transcripts.
 */
import assert from "node:assert/strict";
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import type { AnalyzeWavs } from "../../src/input/tree/loaded-input.js";
import { loadTree } from "../../src/input/tree/load.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { DEFAULT_VAD_SETTINGS } from "../../src/vad/settings.js";
import { transcriptCheck, type CheckSampleLine, type TranscriptCheckJson } from "../../src/transcript-check/check.js";
import { checkedTranscript } from "../../src/transcript-check/sample-check.js";
import { generateAudioTree } from "../../fixtures/generator/variant-audio.js";
import { REPO, runCli, tempDir } from "../helpers/cli.js";
import { encodeWav, sha } from "../helpers/tree.js";
import { encodeWav as encodeAnyWav } from "../../src/audio/encode.js";
import { parseWav } from "../../src/audio/wav.js";
import { audioCheckedRows, wordBasedRows } from "../../src/notebook/transcript-check.js";

const TREE = join(REPO, "fixtures", "tree-audio");
const CACHE = tempDir("fdb-unified-check-cache-");
const analyze: AnalyzeWavs = (paths, root, opts) =>
  analyzeFiles(paths, { inputRoot: root, anyEncoding: opts?.anyEncoding, cacheDir: CACHE });

const PLANTED = [
  "candor_turn_taking/2",
  "candor_turn_taking/3",
  "synthetic_pause_handling/3",
  "synthetic_pause_handling/4",
  "synthetic_user_interruption/2",
  "synthetic_user_interruption/4",
];

function copyTree(): string {
  const dir = join(tempDir(), "tree");
  cpSync(TREE, dir, { recursive: true });
  return dir;
}

function runCheck(args: string[]): {
  json: TranscriptCheckJson;
  lines: CheckSampleLine[];
  stdout: string;
  out: string;
} {
  const out = tempDir();
  const r = runCli(["check-transcripts", ...args, "--out", out]);
  assert.equal(r.code, 0, r.stderr);
  const json = JSON.parse(readFileSync(join(out, "transcript-check.json"), "utf8")) as TranscriptCheckJson;
  const lines = readFileSync(join(out, "transcript-check-samples.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as CheckSampleLine);
  return { json, lines, stdout: r.stdout, out };
}

const sorted = (xs: string[]) => [...xs].sort();

test("must show: exactly the planted disagreements are found, and only their samples change", () => {
  const { json, lines, stdout } = runCheck(["--tree", TREE]);
  assert.deepEqual(sorted(lines.filter((l) => Object.keys(l.changes).length > 0).map((l) => l.sample_id)), PLANTED);
  assert.deepEqual(
    lines.filter((l) => l.unheard_words.length > 0).map((l) => [l.sample_id, l.unheard_words]),
    [
      ["synthetic_pause_handling/3", [{ text: "uh", start: 3.2, end: 3.44 }]],
      ["candor_turn_taking/2", [{ text: "Mm", start: 1.2, end: 1.44 }]],
      ["synthetic_user_interruption/4", [{ text: "Sure", start: 4.4, end: 4.72 }]],
    ],
  );
  assert.deepEqual(sorted(lines.filter((l) => l.untranscribed_segments.length > 0).map((l) => l.sample_id)), [
    "candor_turn_taking/3",
    "synthetic_pause_handling/4",
    "synthetic_user_interruption/2",
  ]);
  // the lone 200 ms "Yeah." over speech is heard, though the 250 ms minimum drops its segment
  const lone = lines.find((l) => l.sample_id === "synthetic_pause_handling/5")!;
  assert.deepEqual([lone.checked, lone.unheard_words, lone.untranscribed_segments], [true, [], []]);
  // a segment ending exactly at R is out of scope
  const atR = lines.find((l) => l.sample_id === "synthetic_user_interruption/3")!;
  assert.deepEqual([atR.untranscribed_segments, atR.changes], [[], {}]);
  // the only deciding word unheard flips the flag
  const sp3 = lines.find((l) => l.sample_id === "synthetic_pause_handling/3")!;
  assert.deepEqual(sp3.changes.pause_intrusion, { transcript: true, audio_checked: false });
  assert.deepEqual(json.subsets.synthetic_pause_handling!.metrics.pause_intrusion_rate!.flips, { to_yes: 1, to_no: 1 });
  assert.equal(json.subsets.synthetic_user_interruption!.metrics.exercised_rate, undefined);
  assert.ok(json.subsets.synthetic_user_interruption!.identical_by_construction.includes("stop_latency_s"));
  assert.equal(json.definitions, "fdb-v1.0-transcript-check-2");
  assert.equal(json.lead_s, 0.3);
  assert.deepEqual(
    lines.filter((l) => l.untranscribed_leads.length + l.after_audio_end.length > 0),
    [],
  );
  assert.equal(lines.length, 16);
  assert.match(
    stdout,
    /samples whose row changes \(2\):\n {4}candor_turn_taking\/2: outcome "early_start" → "response"/,
  );
});

test("must show: with default settings and every output present, the word-based column is unified.json", () => {
  const { json } = runCheck(["--tree", TREE]);
  const out = tempDir();
  assert.equal(runCli(["score", "--tree", TREE, "--out", out, "--quiet"]).code, 0);
  const unified = JSON.parse(readFileSync(join(out, "unified.json"), "utf8"));
  assert.deepEqual(json.inputs, unified.inputs);
  assert.deepEqual(json.vad, { ...unified.vad, heard_test_min_speech_duration_ms: 0 });
  for (const [subset, s] of Object.entries(json.subsets)) {
    for (const [name, m] of Object.entries(s.metrics))
      assert.deepEqual(m.transcript, unified.subsets[subset].metrics[name], `${subset} ${name}`);
  }
});

test("must show: the audio-checked metrics equal score on a tree whose output.json files are the audio-checked transcripts", async () => {
  const dir = copyTree();
  const tree = await loadTree(dir, analyze, { checkOutputs: true });
  const check = transcriptCheck(tree, (id) => tree.outputs!.audio.get(id), DEFAULT_VAD_SETTINGS);
  const asr = JSON.parse(readFileSync(join(dir, "asr.json"), "utf8"));
  for (const c of check.checks.values()) {
    const [subset, name] = c.sampleId.split("/") as [string, string];
    const text = JSON.stringify(checkedTranscript(c), null, 4);
    writeFileSync(join(dir, subset, name, "output.json"), text);
    asr.subsets[subset].transcripts[name] = sha(text);
  }
  writeFileSync(join(dir, "asr.json"), JSON.stringify(asr, null, 2) + "\n");
  const out = tempDir();
  const r = runCli(["score", "--tree", dir, "--out", out, "--quiet"]);
  assert.equal(r.code, 0, r.stderr);
  const unified = JSON.parse(readFileSync(join(out, "unified.json"), "utf8"));
  let compared = 0;
  for (const [subset, s] of Object.entries(check.json.subsets)) {
    for (const [name, m] of Object.entries(s.metrics)) {
      assert.deepEqual(m.audio_checked, unified.subsets[subset].metrics[name], `${subset} ${name}`);
      compared += 1;
    }
  }
  assert.equal(compared, 7 + 7 + 6 + 5);
  // the notebook's typed rows of the audio-checked column are the rewritten tree's own rows
  const scoredRows = readFileSync(join(out, "unified-samples.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  const tt = audioCheckedRows(check, "candor_turn_taking");
  assert.deepEqual(
    tt.map((r) => [r.sample_id, r.outcome, r.latency_s]),
    scoredRows
      .filter((r) => r.subset === "candor_turn_taking" && r.eligible)
      .map((r) => [r.sample_id, r.outcome, r.latency_s]),
  );
  const ui = audioCheckedRows(check, "synthetic_user_interruption");
  assert.deepEqual(
    ui.map((r) => [r.sample_id, r.outcome, r.stop_s]),
    scoredRows
      .filter((r) => r.subset === "synthetic_user_interruption" && r.eligible)
      .map((r) => [r.sample_id, r.outcome, r.stop_s]),
  );
  assert.notDeepEqual(
    wordBasedRows(check, "candor_turn_taking").map((r) => r.outcome),
    tt.map((r) => r.outcome),
    "a planted disagreement changes an outcome",
  );
  // the rewritten tree agrees with its audio: checked again, nothing changes
  const again = runCheck(["--tree", dir]);
  assert.deepEqual(
    again.lines.filter((l) => Object.keys(l.changes).length > 0),
    [],
  );
  rmSync(dir, { recursive: true, force: true });
});

test("must show: where the transcript agrees with the audio everywhere, the audio-checked values are the word-based ones and no sample changes", async () => {
  const full = await loadTree(TREE, analyze, { checkOutputs: true });
  const tree = {
    ...full,
    subsets: full.subsets.map((s) => ({ ...s, samples: s.samples.filter((x) => !PLANTED.includes(x.sampleId)) })),
  };
  const check = transcriptCheck(tree, (id) => full.outputs!.audio.get(id), DEFAULT_VAD_SETTINGS);
  for (const s of Object.values(check.json.subsets)) {
    assert.equal(s.counts.checked, s.counts.eligible);
    for (const m of Object.values(s.metrics)) {
      assert.deepEqual(m.audio_checked, m.transcript);
      assert.ok("to_yes" in m.flips ? m.flips.to_yes + m.flips.to_no === 0 : m.flips.changed === 0);
    }
    assert.equal(s.counts.changed_samples, 0);
    assert.equal(s.counts.unheard_words + s.counts.untranscribed_segments, 0);
  }
  assert.deepEqual(
    check.lines.filter((l) => Object.keys(l.changes).length > 0),
    [],
  );
});

function editManifest(dir: string, edit: (rows: { sample_id: string; files: Record<string, string> }[]) => void): void {
  const m = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
  edit(m.samples);
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(m, null, 2) + "\n");
}

test("a missing pause or turn-taking output.wav leaves its sample unchecked, named in the console", () => {
  const dir = copyTree();
  rmSync(join(dir, "candor_turn_taking", "1", "output.wav"));
  const { json, lines, stdout } = runCheck(["--tree", dir]);
  const tt = json.subsets.candor_turn_taking!;
  assert.deepEqual(
    [tt.counts.checked, tt.counts.not_checked, tt.counts.not_checked_reasons],
    [4, 1, { "output.wav missing": 1 }],
  );
  assert.deepEqual(
    lines.find((l) => l.sample_id === "candor_turn_taking/1"),
    {
      sample_id: "candor_turn_taking/1",
      subset: "candor_turn_taking",
      checked: false,
      reason: "output.wav missing",
      unheard_words: [],
      untranscribed_segments: [],
      untranscribed_leads: [],
      after_audio_end: [],
      changes: {},
    },
  );
  assert.match(stdout, /not checked: 1 × output\.wav missing\n {4}candor_turn_taking\/1\n/);
  const r = tt.metrics.response_rate_1s!.transcript as { n: number; selected_bounds: [number, number] };
  assert.equal(r.n, 4);
  assert.deepEqual(r.selected_bounds, [0, 0.2]); // its one response within 1 s is now unknown
});

test("an output.wav that disagrees with the manifest, or of the wrong length, exits 2 with one problem line and writes nothing", () => {
  const dir = copyTree();
  const wav = join(dir, "synthetic_pause_handling", "1", "output.wav");
  const bytes = readFileSync(wav);
  bytes[bytes.length - 1] ^= 1;
  writeFileSync(wav, bytes);
  const out = join(tempDir(), "out");
  let r = runCli(["check-transcripts", "--tree", dir, "--out", out]);
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /^error: synthetic_pause_handling\/1: output\.wav sha256 [0-9a-f]{64} does not match manifest\.json [0-9a-f]{64}\nerror: 1 problem; nothing was written\n$/,
  );
  // unpinned, it is read and its hash recorded
  editManifest(
    dir,
    (rows) => delete rows.find((x) => x.sample_id === "synthetic_pause_handling/1")!.files["output.wav"],
  );
  const { json } = runCheck(["--tree", dir]);
  assert.deepEqual(json.inputs.output_wav_sha256, { "synthetic_pause_handling/1": sha(bytes) });
  // a shorter file than the window
  const short = Buffer.concat([bytes.subarray(0, 44), bytes.subarray(44, 44 + 3200)]);
  short.writeUInt32LE(short.length - 8, 4);
  short.writeUInt32LE(3200, 40);
  writeFileSync(wav, short);
  r = runCli(["check-transcripts", "--tree", dir, "--out", out]);
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /^error: synthetic_pause_handling\/1: output\.wav holds 1600 samples; expected 128000 \(the window T\)\nerror: 1 problem; nothing was written\n$/,
  );
  assert.throws(() => readFileSync(join(out, "transcript-check.json")));
});

test("--out is required, and bad input exits 2 before anything is written", () => {
  let r = runCli(["check-transcripts", "--tree", TREE]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /^error: --out: required \(fdb-unified check-transcripts/);
  r = runCli(["check-transcripts", "--tree", TREE, "--out", tempDir(), "--threshold", "2"]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /--threshold/);
});

test("fixtures/tree-audio is what its generator writes, byte for byte", () => {
  const out = join(tempDir(), "tree-audio");
  generateAudioTree(out);
  const list = (dir: string): string[] => {
    const files: string[] = [];
    const walk = (d: string) => {
      for (const e of readdirSync(d))
        statSync(join(d, e)).isDirectory() ? walk(join(d, e)) : files.push(relative(dir, join(d, e)));
    };
    walk(dir);
    return files.sort();
  };
  assert.deepEqual(list(out), list(TREE));
  for (const f of list(TREE)) assert.ok(readFileSync(join(out, f)).equals(readFileSync(join(TREE, f))), f);
  // every eligible sample of every subset has its output audio
  const manifest = JSON.parse(readFileSync(join(TREE, "manifest.json"), "utf8")) as {
    samples: { eligible: boolean; files?: Record<string, string> }[];
  };
  for (const row of manifest.samples.filter((r) => r.eligible)) assert.ok(row.files?.["output.wav"]);
});

test("a plain folder of the same files, one output in 32-bit float, gives the same findings and records every hash", () => {
  const plain = join(tempDir(), "plain");
  const manifest = JSON.parse(readFileSync(join(TREE, "manifest.json"), "utf8")) as {
    samples: { sample_id: string; subset: string; eligible: boolean; input?: { samples: number } }[];
  };
  for (const row of manifest.samples.filter((r) => r.eligible)) {
    const from = join(TREE, row.sample_id);
    const to = join(plain, row.sample_id);
    cpSync(from, to, { recursive: true });
    writeFileSync(join(to, "input.wav"), encodeWav(new Int16Array(row.input!.samples)));
  }
  const f = join(plain, "candor_turn_taking", "2", "output.wav");
  const pcm = parseWav(readFileSync(f)).samples;
  writeFileSync(
    f,
    encodeAnyWav(
      Float32Array.from(pcm, (x) => x / 32768),
      { rate: 16000, encoding: "float32" },
    ),
  );
  const fromTree = runCheck(["--tree", TREE]);
  const fromPlain = runCheck(["--dataset", plain]);
  assert.deepEqual(fromPlain.lines, fromTree.lines);
  // the same values; only the selected bounds differ, as the plain folder lacks the tree's ineligible sample
  const noBounds = (x: unknown) => JSON.parse(JSON.stringify(x, (k, v) => (k === "selected_bounds" ? undefined : v)));
  for (const [s, x] of Object.entries(fromTree.json.subsets))
    assert.deepEqual(
      noBounds(fromPlain.json.subsets[s as keyof typeof fromPlain.json.subsets]!.metrics),
      noBounds(x.metrics),
      s,
    );
  const hashes = fromPlain.json.inputs.output_wav_sha256 as Record<string, string>;
  assert.deepEqual(
    Object.keys(hashes).sort(),
    fromTree.lines
      .filter((l) => !l.subset.startsWith("synthetic_user"))
      .map((l) => l.sample_id)
      .sort(),
  );
  assert.equal(hashes["candor_turn_taking/2"], sha(readFileSync(f)));
});
