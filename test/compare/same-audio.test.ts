/**
 * `compare` of the same audio transcribed twice: the audio fixture against a copy whose
 * transcripts are the audio-checked ones (what a second ASR that agreed with the audio would
 * give) says so in its first line and lists the samples whose row changes; two systems with
 * different audio get no `same_audio` block, so their compare.json is as before.
 */
import assert from "node:assert/strict";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { loadTree } from "../../src/input/tree/load.js";
import type { AnalyzeWavs } from "../../src/input/tree/loaded-input.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { DEFAULT_VAD_SETTINGS } from "../../src/vad/settings.js";
import { transcriptCheck } from "../../src/transcript-check/check.js";
import { checkedTranscript } from "../../src/transcript-check/sample-check.js";
import { FIXTURE_TREE, REPO, runCli, tempDir } from "../helpers/cli.js";
import { sha } from "../helpers/tree.js";

const TREE = join(REPO, "fixtures", "tree-audio");
const CACHE = tempDir("fdb-unified-same-audio-cache-");
const analyze: AnalyzeWavs = (paths, root, opts) =>
  analyzeFiles(paths, { inputRoot: root, anyEncoding: opts?.anyEncoding, cacheDir: CACHE });

/** A copy of the audio fixture with the audio-checked transcripts (the same audio, another transcription). */
async function retranscribed(): Promise<string> {
  const dir = join(tempDir(), "asr-b");
  cpSync(TREE, dir, { recursive: true });
  const tree = await loadTree(dir, analyze, { checkOutputs: true });
  const check = transcriptCheck(tree, (id) => tree.outputs!.audio.get(id), DEFAULT_VAD_SETTINGS);
  const asr = JSON.parse(readFileSync(join(dir, "asr.json"), "utf8"));
  for (const c of check.checks.values()) {
    if (c.unheard.length === 0 && c.untranscribed.length === 0) continue;
    const [subset, name] = c.sampleId.split("/") as [string, string];
    const text = JSON.stringify(checkedTranscript(c), null, 4);
    writeFileSync(join(dir, subset, name, "output.json"), text);
    asr.subsets[subset].transcripts[name] = sha(text);
  }
  writeFileSync(join(dir, "asr.json"), JSON.stringify(asr, null, 2) + "\n");
  return dir;
}

test("must show: the same audio with different transcripts says so first and lists the changed samples", async () => {
  const b = await retranscribed();
  const out = tempDir();
  const r = runCli(["compare", "--tree", `asr-a=${TREE}`, "--tree", `asr-b=${b}`, "--out", out]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(
    r.stdout.split("\n")[0]!,
    /^same audio, different transcripts: all 17 samples eligible in both have the same output\.wav; 6 transcripts differ and 6 rows change$/,
  );
  assert.match(
    r.stdout,
    /samples whose row changes between A and B \(6\):\n {2}synthetic_pause_handling\/3: pause_intrusion true → false/,
  );
  const json = JSON.parse(readFileSync(join(out, "compare.json"), "utf8"));
  assert.deepEqual(Object.keys(json), ["compared", "subsets", "same_audio"]);
  assert.deepEqual(
    json.same_audio.changed.map((c: { sample_id: string }) => c.sample_id),
    [
      "synthetic_pause_handling/3",
      "synthetic_pause_handling/4",
      "candor_turn_taking/2",
      "candor_turn_taking/3",
      "synthetic_user_interruption/2",
      "synthetic_user_interruption/4",
    ],
  );
  assert.deepEqual(json.same_audio.changed[2].fields.outcome, { a: "early_start", b: "response" });
  // the same tree twice: same audio, same transcripts, so no block
  const same = runCli(["compare", "--tree", `a=${TREE}`, "--tree", `b=${TREE}`, "--json"]);
  assert.equal(same.code, 0, same.stderr);
  assert.equal(JSON.parse(same.stdout).same_audio, undefined);
});

test("two systems with different audio (or audio the manifest does not pin) get no same_audio block", () => {
  const r = runCli([
    "compare",
    "--tree",
    `a=${FIXTURE_TREE}`,
    "--tree",
    `b=${join(REPO, "fixtures", "tree-b")}`,
    "--json",
  ]);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(Object.keys(JSON.parse(r.stdout)), ["compared", "subsets"]);
  assert.doesNotMatch(r.stdout, /same audio/);
});
