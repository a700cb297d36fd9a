/**
 * The VAD step of both loaders (load.ts for a reference tree, src/input/plain/load.ts for a plain
 * folder, and any later kind), written once: one analyzer call over every output.wav the run needs (the scored
 * interruption outputs and, for the transcript check, the pause and turn-taking ones), stopped
 * before the model computes anything by every problem found so far together with those of the
 * files' hashes against the manifest; once done, what the VAD saw is checked too. A reference
 * tree's files must be the 16 kHz mono PCM16 files their headers said; a plain folder's were
 * brought to 16 kHz mono of the window's length by its loader (`anyEncoding`).
 */
import { ProblemList, type Problem } from "../../problems.js";
import type { AnalyzeWavs, CheckOutputs, OutputProbabilities, WavAnalysis } from "./loaded-input.js";
import { isScoringAudio } from "./scored-sample.js";
import { SUBSETS } from "./subsets.js";

/** One output.wav for the VAD step. */
export interface OutputWav {
  sampleId: string;
  subset: string;
  /** The file the VAD reads: the sample's output.wav, or a converted temporary. */
  path: string;
  /** The 16 kHz samples the VAD must see (the window T). */
  nSamples: number;
  /** The sha256 a reference tree's manifest row gives the file, checked before the model runs. */
  pinned?: string;
  /** Read for the transcript check only: its problems are worded as `check-transcripts` words them. */
  forCheck: boolean;
}

/** The hash problem of a file against the receipt that pins it. */
export function hashProblem(id: string, file: string, sha: string, receipt: string, expected: string): Problem {
  return {
    where: id,
    subset: id.slice(0, id.indexOf("/")),
    file,
    check: `${file} sha256 does not match ${receipt}`,
    message: `${file} sha256 ${sha} does not match ${receipt} ${expected}`,
    fix: `the file changed after ${receipt} was written: restore it, or write ${receipt} again`,
  };
}

/** The problem of one analysed file, or null: its hash before the model runs, what the VAD saw once it is `done`. */
function wavProblem(
  w: OutputWav,
  a: Omit<WavAnalysis, "probs"> | WavAnalysis,
  done: boolean,
  anyEncoding: boolean,
): Problem | null {
  const id = w.sampleId;
  if (w.pinned !== undefined && a.fileSha256 !== w.pinned) {
    const p = hashProblem(id, "output.wav", a.fileSha256, "manifest.json", w.pinned);
    if (!w.forCheck) return p;
    const { fix: _fix, ...unfixed } = p;
    return unfixed;
  }
  if (!done) return null;
  const base = { where: id, subset: w.subset, file: "output.wav" };
  if (anyEncoding) {
    if (isScoringAudio(a as WavAnalysis) && a.nSamples === w.nSamples) return null;
    const message =
      `the VAD saw ${a.nSamples} samples at ${a.sampleRate} Hz, ${a.channels} channel(s); ` +
      `expected ${w.nSamples} at 16000 Hz mono`;
    return { ...base, check: message, message };
  }
  if (!isScoringAudio(a as WavAnalysis) || a.bitDepth !== 16) {
    const fmt = `${a.sampleRate} Hz, ${a.channels} channel(s), ${a.bitDepth}-bit`;
    return {
      ...base,
      check: "output.wav is not 16 kHz mono 16-bit PCM",
      message: `output.wav is ${fmt}; expected 16000 Hz mono 16-bit PCM`,
    };
  }
  if (a.nSamples !== w.nSamples) {
    const expected = w.forCheck ? `${w.nSamples} (the window T)` : `input.samples = ${w.nSamples}`;
    return {
      ...base,
      check: "output.wav does not hold input.samples samples",
      message: `output.wav holds ${a.nSamples} samples; expected ${expected}`,
    };
  }
  return null;
}

/**
 * Run the VAD once on `wavs` (the model runs even with none, so that the model file is always
 * checked and its hash recorded), stopping on `problems` and on the files' own problems before
 * the model computes anything (or, with an analyzer that cannot say when that is, once it is
 * done). Every result comes back with probabilities.
 */
export async function analyseOutputWavs(
  wavs: readonly OutputWav[],
  root: string,
  analyze: AnalyzeWavs,
  problems: ProblemList,
  opts: { anyEncoding: boolean },
): Promise<{ modelSha256: string; runtime: string; results: (WavAnalysis & { probs: Float32Array })[] }> {
  const stopOnProblems = (files: readonly (Omit<WavAnalysis, "probs"> | WavAnalysis)[], done: boolean): void => {
    const all = new ProblemList(SUBSETS);
    for (const p of problems.items) all.add(p);
    wavs.forEach((w, k) => {
      const p = wavProblem(w, files[k]!, done, opts.anyEncoding);
      if (p !== null) all.add(p);
    });
    all.throwIfAny();
  };
  const analysis = await analyze(
    wavs.map((w) => w.path),
    root,
    {
      ...(opts.anyEncoding ? { anyEncoding: true } : {}),
      beforeCompute: (files) => stopOnProblems(files, false),
    },
  );
  stopOnProblems(analysis.results, true);
  const results = analysis.results.map((a, k) => {
    if (!isScoringAudio(a))
      throw new Error(`${wavs[k]!.sampleId}: output.wav passed its checks but has no probabilities`);
    return a;
  });
  return { modelSha256: analysis.modelSha256, runtime: analysis.runtime, results };
}

/** The check outputs of a load: the analysed files' probabilities and the missing files' reasons. */
export function checkOutputs(
  wavs: readonly OutputWav[],
  results: readonly (WavAnalysis & { probs: Float32Array })[],
  missing: ReadonlyMap<string, string>,
  hashOf: (w: OutputWav, a: WavAnalysis) => string,
): CheckOutputs {
  const audio = new Map<string, OutputProbabilities | { reason: string }>(
    [...missing].map(([id, reason]) => [id, { reason }]),
  );
  const unpinned: Record<string, string> = {};
  wavs.forEach((w, k) => {
    if (!w.forCheck) return;
    const a = results[k]!;
    audio.set(w.sampleId, { nSamples: a.nSamples, probs: a.probs });
    if (w.pinned === undefined) unpinned[w.sampleId] = hashOf(w, a);
  });
  return {
    audio,
    audioEnd_us: new Map(),
    unpinned: Object.fromEntries(
      Object.keys(unpinned)
        .sort()
        .map((k) => [k, unpinned[k]!]),
    ),
  };
}
