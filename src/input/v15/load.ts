/**
 * Load a Full-Duplex-Bench v1.5 folder (`--dataset DIR` whose subset folders have v1.5 names) into
 * a `LoadedMatchedInput` (docs/plain-dataset.md, docs/matched-runs.md): samples found in either
 * layout, ineligible for each needed file missing or when the clock ends inside the overlap;
 * metadata.json's [s, e] checked on the microsecond grid against T (input.wav's length); the
 * optional transcripts checked as v1.0's output.json; every WAV through the one audio path, the
 * outputs padded or cropped to their input's length with the records of a v1.0 plain output.wav;
 * the identity tests on the 16 kHz mono floats; and the VAD once over every output. Every problem
 * of every sample is gathered before the VAD runs. `inputs` is `{"layout": "plain",
 * "dataset_sha256", "resampled": ["<id>/<file>"], "converted_from": {"<id>/<file>": {...}},
 * "input_resampled", "input_converted_from"}` (the last two the same of input.wav and
 * clean_input.wav, as the identity test read them); `conversions` holds what was done to each file,
 * for the command line's note (src/input/tree/conversions.ts).
 */
import { join } from "node:path";
import { TempWavs, type NativeAudio, type VadAudio, vadAudio, vadPath } from "../../audio/vad-audio.js";
import { inputError } from "../../errors.js";
import { checkNotAFile, inputExists } from "../../io/input.js";
import { fail, ProblemList } from "../../problems.js";
import { sha256Hex } from "../../sha256.js";
import { conversionOf, type FileConversion, INPUT_FILES, inputFileRecords } from "../tree/conversions.js";
import { datasetSha256, hashLine } from "../plain/files.js";
import { inputWindow } from "../plain/window.js";
import { checkedTime, checkedWords, seconds } from "../tree/checks.js";
import { isDirectory } from "../tree/folders.js";
import type { AnalyzeWavs, LoadOptions } from "../tree/loaded-input.js";
import { analyseOutputWavs, type OutputWav } from "../tree/output-wavs.js";
import { parseJsonFile, parseWith, readBytes } from "../tree/read.js";
import { TranscriptSchema } from "../tree/schemas.js";
import { discoverV15, V15_TRANSCRIPTS, type V15SampleDir } from "./discover.js";
import { remember, v15AnnotationHashes, v15OutputHashes, v15SampleFile } from "./files.js";
import type { LoadedMatchedInput, MatchedInputLoader, MatchedSample, MatchedTranscript } from "./loaded.js";
import { CLOCK_INSIDE_OVERLAP, clockEndsInsideOverlap, identityLength, samplesIdentical } from "./sample-rules.js";
import { MATCHED_SUBSETS } from "./subsets.js";

/** The outputs of a v1.5 sample, in the order they are analysed and recorded. */
const OUTPUTS = ["output.wav", "clean_output.wav"] as const;

/** A sample read and checked, its outputs waiting for the VAD. */
interface Pending {
  base: { sampleId: string; subset: V15SampleDir["subset"]; name: string };
  s_us: number;
  e_us: number;
  T_us: number;
  T_clean_us: number;
  inputs_identical: boolean;
  outputs_identical: boolean;
  transcripts: { output: MatchedTranscript | null; clean_output: MatchedTranscript | null };
  audio: [VadAudio, VadAudio];
  nSamples: [number, number];
  /** input.wav and clean_input.wav as the identity test read them. */
  inputAudio: [VadAudio, VadAudio];
}

/** The first `n` samples the VAD would see of a WAV, as floats on the [-1, 1) scale. */
function leadingFloats(audio: VadAudio, n: number): Float32Array {
  const x = audio.samples();
  const out = new Float32Array(Math.min(n, x.length));
  const scale = x instanceof Int16Array ? 1 / 32768 : 1;
  for (let i = 0; i < out.length; i++) out[i] = x[i]! * scale;
  return out;
}

const TIMESTAMPS_FIX = 'metadata.json needs "timestamps": [s, e], the overlap event\'s start and end in seconds';

/** [s, e] of metadata.json, checked: two finite numbers, 0 ≤ s < e ≤ T on the microsecond grid. */
function overlapEvent(id: string, bytes: Uint8Array, T_us: number): { s_us: number; e_us: number } {
  const file = "metadata.json";
  const value = parseJsonFile(bytes, id, file);
  const ts = value !== null && typeof value === "object" ? (value as { timestamps?: unknown }).timestamps : undefined;
  if (!Array.isArray(ts) || ts.length !== 2 || !ts.every((x) => typeof x === "number")) {
    const found = ts === undefined ? "missing" : JSON.stringify(ts).slice(0, 60);
    fail(id, {
      file,
      check: "metadata.json: timestamps is not two numbers",
      message: `metadata.json timestamps is ${found}, not two numbers [s, e]`,
      fix: TIMESTAMPS_FIX,
    });
  }
  const [s, e] = ts as [number, number];
  const s_us = checkedTime(id, { file, label: "overlap start s", kind: "the overlap start s" }, s, T_us);
  const e_us = checkedTime(id, { file, label: "overlap end e", kind: "the overlap end e" }, e, T_us);
  if (s_us >= e_us)
    fail(id, {
      file,
      check: "metadata.json: the overlap start s is not before its end e",
      message: `metadata.json overlap start s = ${seconds(s)} s is not before its end e = ${seconds(e)} s`,
    });
  return { s_us, e_us };
}

/** Read and check one sample whose needed files are all there; an ineligible one when its clock ends inside the overlap. */
function readSample(x: V15SampleDir, lines: string[]): Pending | MatchedSample {
  const base = { sampleId: x.sampleId, subset: x.subset, name: x.name };
  const id = x.sampleId;
  const read = (file: string): Buffer => {
    const bytes = readBytes(join(x.folder, file), id, file);
    lines.push(hashLine(id, file, sha256Hex(bytes)));
    return bytes;
  };
  const inBytes = read("input.wav");
  const cleanBytes = read("clean_input.wav");
  const input = inputWindow(id, inBytes);
  const clean = inputWindow(id, cleanBytes, "clean_input.wav");
  const { s_us, e_us } = overlapEvent(id, read("metadata.json"), input.T_us);
  if (clockEndsInsideOverlap(input.T_us, clean.T_us, e_us))
    return { ...base, eligible: false, reasons: [CLOCK_INSIDE_OVERLAP] };
  const transcript = (file: string, T_us: number): MatchedTranscript | null => {
    if (!inputExists(join(x.folder, file), id)) return null;
    const t = parseWith(read(file), TranscriptSchema, id, file);
    const words = checkedWords(id, t.chunks, T_us, file);
    return { chunks: t.chunks.map((c) => ({ text: c.text ?? "", start: c.timestamp[0], end: c.timestamp[1] })), words };
  };
  const [outFile, cleanFile] = V15_TRANSCRIPTS;
  const transcripts = { output: transcript(outFile, input.T_us), clean_output: transcript(cleanFile, clean.T_us) };
  const out = vadAudio(id, "output.wav", read("output.wav"), input.nSamples);
  const cleanOut = vadAudio(id, "clean_output.wav", read("clean_output.wav"), clean.nSamples);
  const n = identityLength(s_us);
  const inputAudio: [VadAudio, VadAudio] = [
    vadAudio(id, "input.wav", inBytes, input.nSamples),
    vadAudio(id, "clean_input.wav", cleanBytes, clean.nSamples),
  ];
  const inputsIdentical = samplesIdentical(leadingFloats(inputAudio[0], n), leadingFloats(inputAudio[1], n), s_us);
  const outputsIdentical = samplesIdentical(leadingFloats(out, n), leadingFloats(cleanOut, n), s_us);
  return {
    base,
    s_us,
    e_us,
    T_us: input.T_us,
    T_clean_us: clean.T_us,
    inputs_identical: inputsIdentical,
    outputs_identical: outputsIdentical,
    transcripts,
    audio: [out, cleanOut],
    nSamples: [input.nSamples, clean.nSamples],
    inputAudio,
  };
}

export async function loadV15(dir: string, analyze: AnalyzeWavs, opts: LoadOptions = {}): Promise<LoadedMatchedInput> {
  checkNotAFile(dir, "dataset folder");
  if (!isDirectory(dir)) throw inputError(dir, "dataset folder does not exist");
  if (inputExists(join(dir, "manifest.json")))
    throw inputError(dir, "holds manifest.json: this is a reference tree, score it with --tree");
  const problems = new ProblemList(MATCHED_SUBSETS);
  const ignored: string[] = [];
  const found = discoverV15(dir, problems, { strays: true, ignore: opts.ignore, ignored });
  // Said at once, so the warning is printed even when the load then fails on other problems.
  for (const x of ignored) opts.onIgnored?.(x);
  const lines: string[] = [];
  const resampled: string[] = [];
  const convertedFrom: Record<string, NativeAudio> = {};
  const conversions: FileConversion[] = [];
  const wavs: OutputWav[] = [];
  const temp = new TempWavs(dir);
  try {
    const read = found.map((s) => ({
      subset: s.subset,
      declared: s.samples.length,
      samples: s.samples.flatMap((x): (Pending | MatchedSample)[] => {
        if (x.missing.length > 0)
          return [
            {
              sampleId: x.sampleId,
              subset: x.subset,
              name: x.name,
              eligible: false,
              reasons: x.missing.map((f) => `${f} missing`),
            },
          ];
        const r = problems.attempt(x.sampleId, () => readSample(x, lines), x.subset);
        if (r === undefined || !("audio" in r) || problems.size > 0) return r === undefined ? [] : [r];
        for (const [k, a] of [...r.inputAudio, ...r.audio].entries()) {
          const c = conversionOf(x.sampleId, [...INPUT_FILES, ...OUTPUTS][k]!, a);
          if (c !== null) conversions.push(c);
        }
        r.audio.forEach((a, k) => {
          const key = `${x.sampleId}/${OUTPUTS[k]}`;
          if (a.converted !== null) resampled.push(key);
          if (a.converted !== null || a.decoded) {
            const { encoding, rate, channels } = a.native;
            convertedFrom[key] = { encoding, rate, channels };
          }
          const path = vadPath(temp, join(x.folder, OUTPUTS[k]), a);
          wavs.push({ sampleId: x.sampleId, subset: x.subset, path, nSamples: r.nSamples[k]!, forCheck: false });
        });
        return [r];
      }),
    }));
    // Every check of every sample is done: any problem stops the run before the VAD.
    problems.throwIfAny();
    const analysis = await analyseOutputWavs(wavs, dir, analyze, problems, { anyEncoding: true });
    let k = 0;
    const subsets = read.map((s) => ({
      subset: s.subset,
      declared: s.declared,
      samples: s.samples.map((x): MatchedSample => {
        if (!("audio" in x)) return x;
        const [o, c] = [analysis.results[k++]!, analysis.results[k++]!];
        return {
          ...x.base,
          eligible: true,
          s_us: x.s_us,
          e_us: x.e_us,
          T_us: x.T_us,
          T_clean_us: x.T_clean_us,
          output: { nSamples: o.nSamples, probs: o.probs },
          clean_output: { nSamples: c.nSamples, probs: c.probs },
          inputs_identical: x.inputs_identical,
          outputs_identical: x.outputs_identical,
          transcripts: x.transcripts,
        };
      }),
    }));
    const loaded: LoadedMatchedInput = {
      version: "v1.5",
      source: { kind: "dataset", dir },
      inputs: {
        layout: "plain",
        dataset_sha256: datasetSha256(lines),
        resampled,
        converted_from: convertedFrom,
        ...inputFileRecords(conversions),
      },
      subsets,
      vad: { modelSha256: analysis.modelSha256, runtime: analysis.runtime },
      conversions,
      ...(ignored.length > 0 ? { ignored } : {}),
    };
    remember(loaded, found);
    return loaded;
  } finally {
    temp.remove();
  }
}

/** The v1.5 folder's loader. */
export const v15Loader: MatchedInputLoader = {
  load: loadV15,
  annotationHashes: v15AnnotationHashes,
  outputHashes: v15OutputHashes,
  sampleFile: v15SampleFile,
};
