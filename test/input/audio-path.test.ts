/**
 * One audio path: the VAD probabilities `check-transcripts` records for a pause sample's output
 * (the plain loader's transcript-check outputs) and those `view --transcript-check` draws (the
 * sample view's media) are the same numbers, for outputs that need converting: a 16 kHz float32
 * file (analysed with no int16 round trip), a 24 kHz PCM24 file and a stereo 44.1 kHz float file.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { encodeWav } from "../../src/audio/encode.js";
import { parseWav } from "../../src/audio/wav.js";
import { loadInput } from "../../src/input/load.js";
import type { AnalyzeWavs } from "../../src/input/tree/loaded-input.js";
import type { PauseSample } from "../../src/input/tree/sample.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { samplesMedia } from "../../src/view/media.js";
import { REPO } from "../helpers/cli.js";
import { plainFolderOf } from "../helpers/tree.js";

const ID = "synthetic_pause_handling/1";
const scratch = mkdtempSync(join(tmpdir(), "fdb-unified-audio-path-"));
after(() => rmSync(scratch, { recursive: true, force: true }));
const analyze: AnalyzeWavs = (paths, root, opts) =>
  analyzeFiles(paths, {
    inputRoot: root,
    anyEncoding: opts?.anyEncoding,
    beforeCompute: opts?.beforeCompute,
    cacheDir: join(scratch, "cache"),
  });

/**
 * The sample's 16 kHz PCM16 output as floats on [-1, 1), linearly interpolated to `rate`, on
 * `channels` channels, with a fraction of an int16 step added so that no sample lies on the int16
 * grid (a path that rounds to int16 before the VAD then sees another signal).
 */
function resampled(rate: number, channels: number): number[] {
  const src = parseWav(readFileSync(join(REPO, "fixtures", "tree-audio", ID, "output.wav"))).samples;
  const n = Math.ceil((src.length * rate) / 16000);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = (i * 16000) / rate;
    const k = Math.floor(t);
    const a = src[Math.min(k, src.length - 1)]! / 32768;
    const b = src[Math.min(k + 1, src.length - 1)]! / 32768;
    const v = a + (b - a) * (t - k) + (((i % 7) - 3) * 0.17) / 32768;
    for (let c = 0; c < channels; c++) out.push(c === 0 ? v : v * 0.5);
  }
  return out;
}

const VARIANTS: { label: string; wav: () => Buffer }[] = [
  { label: "16 kHz float32 mono", wav: () => encodeWav(resampled(16000, 1), { rate: 16000, encoding: "float32" }) },
  {
    label: "24 kHz PCM24 mono",
    wav: () =>
      encodeWav(
        resampled(24000, 1).map((x) => Math.round(x * 8388608)),
        { rate: 24000, encoding: "pcm24" },
      ),
  },
  {
    label: "44.1 kHz float32 stereo",
    wav: () => encodeWav(resampled(44100, 2), { rate: 44100, channels: 2, encoding: "float32" }),
  },
];

for (const [k, v] of VARIANTS.entries()) {
  test(`check-transcripts and view --transcript-check see one signal: ${v.label}`, async () => {
    const dir = plainFolderOf(join(REPO, "fixtures", "tree-audio"), join(scratch, `plain-${k}`));
    writeFileSync(join(dir, ID, "output.wav"), v.wav());
    const loaded = await loadInput({ kind: "dataset", dir }, analyze, { checkOutputs: true });
    const checked = loaded.outputs!.audio.get(ID);
    assert.ok(checked !== undefined && "probs" in checked, `${ID}: the transcript check read its output`);
    const sample = loaded.subsets.flatMap((s) => s.samples).find((x) => x.sampleId === ID) as PauseSample;
    const media = (await samplesMedia(loaded, [sample], analyze)).get(ID)!;
    assert.equal(media.nSamples, checked.nSamples);
    assert.ok(media.probs !== null && media.probs.length > 0);
    assert.deepEqual(Array.from(media.probs), Array.from(checked.probs), `${v.label}: the probabilities differ`);
  });
}
