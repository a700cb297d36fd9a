/**
 * Every conversion of a plain folder's outputs recorded, said and judged by `check-transcripts`
 * (docs/transcript-check.md, "Bad input" and "Outputs"): a pause output shorter than the window
 * is padded, recorded with its seconds in `inputs.padded_or_cropped`, warned about over 0.5 s,
 * and its words after the file's end are listed in `after_audio_end`, not as unheard; a 24 kHz
 * turn-taking output is resampled and recorded in `inputs.resampled` and `inputs.converted_from`;
 * a cropping of exactly 0.5 s is recorded without a warning.
 */
import assert from "node:assert/strict";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { parseWav } from "../../src/audio/wav.js";
import type { CheckSampleLine, TranscriptCheckJson } from "../../src/transcript-check/check.js";
import { REPO, runCli, tempDir } from "../helpers/cli.js";
import { encodeWav } from "../helpers/tree.js";
import { loadInput } from "../../src/input/load.js";
import type { AnalyzeWavs } from "../../src/input/tree/loaded-input.js";
import type { PauseSample } from "../../src/input/tree/sample.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { samplesMedia } from "../../src/view/media.js";
import { sampleViewData } from "../../src/charts/sample-view.js";
import { sampleRow } from "../../src/unified/rows-from-tree.js";
import { checkedView } from "../../src/view/transcript-check.js";
import { DEFAULT_VAD_SETTINGS } from "../../src/vad/settings.js";

const CACHE = tempDir("fdb-unified-check-plain-cache-");
const analyze: AnalyzeWavs = (paths, root, opts) =>
  analyzeFiles(paths, { inputRoot: root, anyEncoding: opts?.anyEncoding, cacheDir: CACHE });

const TREE = join(REPO, "fixtures", "tree-audio");

/** A plain folder of the audio fixture's eligible samples. */
function plainFolder(): string {
  const plain = join(tempDir(), "plain");
  const manifest = JSON.parse(readFileSync(join(TREE, "manifest.json"), "utf8")) as {
    samples: { sample_id: string; eligible: boolean; input?: { samples: number } }[];
  };
  for (const row of manifest.samples.filter((r) => r.eligible)) {
    const to = join(plain, row.sample_id);
    cpSync(join(TREE, row.sample_id), to, { recursive: true });
    writeFileSync(join(to, "input.wav"), encodeWav(new Int16Array(row.input!.samples)));
  }
  return plain;
}

function check(args: string[]) {
  const out = tempDir();
  const r = runCli(["check-transcripts", ...args, "--out", out]);
  assert.equal(r.code, 0, r.stderr);
  const json = JSON.parse(readFileSync(join(out, "transcript-check.json"), "utf8")) as TranscriptCheckJson;
  const lines = readFileSync(join(out, "transcript-check-samples.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as CheckSampleLine);
  return { json, lines, r };
}

/** The plain folder with a short, a long and a 24 kHz output. */
function convertedFolder(): string {
  const plain = plainFolder();
  // synthetic_pause_handling/1: 8 s window, words "Okay I will stop here." from 0.4 to 1.76 s; keep 1.12 s
  const p1 = join(plain, "synthetic_pause_handling", "1", "output.wav");
  const pcm = parseWav(readFileSync(p1)).samples;
  writeFileSync(p1, encodeWav(pcm.slice(0, 17920)));
  // synthetic_pause_handling/2: 0.5 s longer than the window, cropped by exactly 0.5 s: no warning
  const p2 = join(plain, "synthetic_pause_handling", "2", "output.wav");
  const pcm2 = parseWav(readFileSync(p2)).samples;
  const longer = new Int16Array(pcm2.length + 8000);
  longer.set(pcm2);
  writeFileSync(p2, encodeWav(longer));
  // candor_turn_taking/1 at 24 kHz (each 16 kHz pair of samples as three, linearly), as long as the window
  const t1 = join(plain, "candor_turn_taking", "1", "output.wav");
  const pcm3 = parseWav(readFileSync(t1)).samples;
  const up = new Int16Array((pcm3.length * 3) / 2);
  for (let i = 0; i < up.length; i++) {
    const x = (i * 2) / 3;
    const k = Math.floor(x);
    up[i] = Math.round(pcm3[k]! + (pcm3[Math.min(k + 1, pcm3.length - 1)]! - pcm3[k]!) * (x - k));
  }
  writeFileSync(t1, encodeWav(up, 24000));
  return plain;
}

test("must show: a short and a 24 kHz pause or turn-taking output in a plain folder are recorded, said and judged", () => {
  const plain = convertedFolder();
  const { json, lines, r } = check(["--dataset", `sys=${plain}`]);
  assert.deepEqual(json.inputs.resampled, [
    "synthetic_pause_handling/1",
    "synthetic_pause_handling/2",
    "candor_turn_taking/1",
  ]);
  assert.deepEqual(json.inputs.converted_from, {
    "synthetic_pause_handling/1": { encoding: "pcm16", rate: 16000, channels: 1 },
    "synthetic_pause_handling/2": { encoding: "pcm16", rate: 16000, channels: 1 },
    "candor_turn_taking/1": { encoding: "pcm16", rate: 24000, channels: 1 },
  });
  assert.deepEqual(json.inputs.padded_or_cropped, {
    "synthetic_pause_handling/1": { audio_s: 1.12, padded_s: 6.88 },
    "synthetic_pause_handling/2": { audio_s: 8.5, cropped_s: 0.5 },
  });
  // the words from the file's end on are after_audio_end, not unheard; "will" spans the end and is heard
  const l1 = lines.find((l) => l.sample_id === "synthetic_pause_handling/1")!;
  assert.deepEqual(l1.unheard_words, []);
  assert.deepEqual(l1.after_audio_end, [
    { text: "stop", start: 1.12, end: 1.44 },
    { text: "here.", start: 1.44, end: 1.76 },
  ]);
  assert.deepEqual(l1.changes, {});
  assert.equal(json.subsets.synthetic_pause_handling!.counts.after_audio_end_words, 2);
  assert.equal(lines.find((l) => l.sample_id === "candor_turn_taking/1")!.checked, true);
  // the warning names the padded sample only, and the console says both records
  assert.equal(
    r.stderr.match(/^warning: .*$/gm)?.join("\n"),
    "warning: sys: 1 output.wav padded or cropped to the window by more than 0.5 s: synthetic_pause_handling/1 " +
      "(1.12 s of audio, padded 6.88 s); make the outputs as long as their input.wav, or read them with care " +
      "(inputs.padded_or_cropped)",
  );
  assert.match(
    r.stdout,
    /\ninput: 3 WAV files converted to 16 kHz mono: 2 output\.wav only padded or cropped; 1 output\.wav resampled from 24000 Hz \(inputs\.converted_from\)\n/,
  );
  assert.match(
    r.stdout,
    /\ninput: 2 output\.wav padded or cropped to the window: 1 padded, 1 cropped, at most 6\.88 s \(inputs\.padded_or_cropped\)\n/,
  );
});

test("a plain folder whose outputs are all 16 kHz mono PCM16 of the window's length records none", () => {
  const { json, r } = check(["--dataset", plainFolder()]);
  assert.deepEqual([json.inputs.resampled, json.inputs.converted_from, json.inputs.padded_or_cropped], [[], {}, {}]);
  assert.doesNotMatch(r.stderr, /warning/);
  assert.doesNotMatch(r.stdout, /padded or cropped/);
});

test("--lead-s is recorded in the header; a negative or non-numeric value exits 2 and writes nothing", () => {
  const { json } = check(["--tree", TREE, "--lead-s", "0.5"]);
  assert.equal(json.lead_s, 0.5);
  for (const bad of ["-0.1", "abc", "", "Infinity"]) {
    const out = join(tempDir(), "out");
    const r = runCli(["check-transcripts", "--tree", TREE, "--out", out, "--lead-s", bad]);
    assert.equal(r.code, 2, bad);
    assert.match(r.stderr, /^error: --lead-s: .* is not a valid value \(expected seconds >= 0, e\.g\. 0\.3\)\n$/);
    assert.throws(() => readFileSync(join(out, "transcript-check.json")));
  }
  assert.equal(check(["--tree", TREE, "--lead-s", "0"]).json.lead_s, 0);
});

test("the marked sample view of a padded output does not box its words after the file's end as unheard", async () => {
  const plain = convertedFolder();
  const input = await loadInput({ kind: "dataset", dir: plain }, analyze);
  const sample = input.subsets[0]!.samples.find((x) => x.sampleId === "synthetic_pause_handling/1") as PauseSample;
  const media = (await samplesMedia(input, [sample], analyze)).get(sample.sampleId)!;
  assert.equal(media.outputEnd_us, 1_120_000);
  const data = sampleViewData(sample, sampleRow(sample, DEFAULT_VAD_SETTINGS)!, media, DEFAULT_VAD_SETTINGS);
  const view = checkedView({ sample, media, data }, DEFAULT_VAD_SETTINGS);
  assert.deepEqual(view.data.check!.unheard, []);
});
