/**
 * Load a plain Full-Duplex-Bench v1.0 folder (`--dataset DIR`) into the same `LoadedTree` the
 * reference-tree loader builds, so scoring, reports, sweeps and comparisons work unchanged:
 * samples found in the official layout, eligible unless a needed file is missing, the tree
 * loader's checks, T from `input.wav`, and the VAD on each interruption `output.wav` brought to
 * 16 kHz mono of the window's length. Every sample's checks run before the VAD, and any problem
 * stops the run there with all of them (src/problems). Hashes are computed, not checked: `inputs` is
 * `{"layout": "plain", "dataset_sha256", "resampled": [sample ids whose audio was converted],
 * "converted_from": {sample id: {encoding, rate, channels}}}` (src/dataset/converted.ts).
 */
import { join } from "node:path";
import { inputError } from "../errors.js";
import type { AnalyzeWavs, LoadedTree, LoadOptions } from "../tree/load.js";
import { sha256Hex } from "../sha256.js";
import { readBytes } from "../tree/read.js";
import { SampleSlots } from "../tree/sample-slots.js";
import { isScoringAudio, withProbabilities } from "../tree/scored-sample.js";
import { datasetSha256, hashLine } from "./hash.js";
import { type NativeAudio, outputAudio } from "./output-audio.js";
import { readDataset } from "./read.js";
import { TempWavs } from "./temp-wavs.js";

/** The `inputs` block of unified.json for a plain folder. */
export interface PlainInputs {
  layout: "plain";
  dataset_sha256: string;
  /** Interruption samples whose output.wav was resampled, mixed to mono, padded or cropped. */
  resampled: string[];
  /**
   * Every interruption output.wav not analysed as the mono 16 kHz PCM16 file it is (those in
   * `resampled`, and 16 kHz mono files in another encoding, decoded as they are), with what it
   * was; sample ids in `resampled`'s order.
   */
  converted_from: Record<string, NativeAudio>;
}

export async function loadDataset(dir: string, analyze: AnalyzeWavs, opts: LoadOptions = {}): Promise<LoadedTree> {
  const read = readDataset(dir, opts);
  const problems = read.problems;
  const lines = [...read.lines];
  const resampled: string[] = [];
  const convertedFrom: Record<string, NativeAudio> = {};
  const pending: { subsetIndex: number; sampleIndex: number; slot: number; path: string; nSamples: number }[] = [];
  const temp = new TempWavs(dir);
  const lists = read.subsets.map(() => new SampleSlots());
  try {
    read.subsets.forEach((s, subsetIndex) => {
      s.samples.forEach((x, sampleIndex) => {
        if (x.kind === "done") {
          lists[subsetIndex]!.push(x.sample);
          return;
        }
        const id = x.dir.sampleId;
        const wavPath = join(x.dir.folder, "output.wav");
        const audio = problems.attempt(id, () => {
          const bytes = readBytes(wavPath, id, "output.wav");
          lines.push(hashLine(id, "output.wav", sha256Hex(bytes)));
          return outputAudio(id, bytes, x.nSamples);
        }, x.dir.subset);
        if (audio === undefined || problems.size > 0) return; // nothing is converted once the run is known to stop
        let path = wavPath;
        if (audio.converted !== null) {
          path = temp.write(audio.converted);
          resampled.push(id);
        }
        if (audio.converted !== null || audio.decoded) {
          const { encoding, rate, channels } = audio.native;
          convertedFrom[id] = { encoding, rate, channels };
        }
        pending.push({ subsetIndex, sampleIndex, slot: lists[subsetIndex]!.reserve(), path, nSamples: x.nSamples });
      });
    });
    // Every check of every sample is done: any problem stops the run before the VAD.
    problems.throwIfAny();
    // As in tree mode, the VAD runs even with no interruption output, so that the model file
    // is always checked and its hash recorded.
    const analysis = await analyze(pending.map((p) => p.path), dir, { anyEncoding: true });
    pending.forEach((p, k) => {
      const x = read.subsets[p.subsetIndex]!.samples[p.sampleIndex]!;
      if (x.kind !== "interruption") throw new Error("pending sample is not an interruption");
      const a = analysis.results[k]!;
      const id = x.dir.sampleId;
      if (!isScoringAudio(a) || a.nSamples !== p.nSamples) {
        throw inputError(id, `the VAD saw ${a.nSamples} samples at ${a.sampleRate} Hz, ${a.channels} channel(s); expected ${p.nSamples} at 16000 Hz mono`);
      }
      lists[p.subsetIndex]!.fill(p.slot, withProbabilities(x.pending, a));
    });

    const inputs: PlainInputs = { layout: "plain", dataset_sha256: datasetSha256(lines), resampled, converted_from: convertedFrom };
    return {
      inputs: { ...inputs },
      // A plain folder has no manifest.json or asr.json (and so no summary.json to match).
      manifestSha256: "",
      asrSha256: "",
      reference: { status: "absent" },
      subsets: read.subsets.map((s, i) => ({ subset: s.subset, task: s.task, samples: lists[i]!.samples() })),
      vad: { modelSha256: analysis.modelSha256, runtime: analysis.runtime },
      ...(read.ignored.length > 0 ? { ignored: read.ignored } : {}),
    };
  } finally {
    temp.remove();
  }
}
