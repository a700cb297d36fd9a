/**
 * Load a plain Full-Duplex-Bench v1.0 folder (`--dataset DIR`) into the same `LoadedInput` the
 * reference-tree loader builds, so scoring, reports, sweeps and comparisons work unchanged:
 * samples found in the official layout, eligible unless a needed file is missing, the tree
 * loader's checks, T from `input.wav`, and the VAD on each interruption and backchannel `output.wav` (and, for the
 * transcript check, each pause and turn-taking one) brought to 16 kHz mono of the window's
 * length. Every sample's checks run before the VAD, and any problem stops the run there with all
 * of them (src/problems). The rule of a plain folder's output.wav: a needed file, so a missing one
 * makes its sample ineligible (files.ts). An interruption sample with a control run
 * (clean_output.wav, control.ts) has it read the same way, in the same VAD call, and carries it as
 * `control`. Hashes are computed, not checked: `inputs` is
 * `{"layout": "plain", "dataset_sha256", "resampled": [sample ids whose audio was converted],
 * "converted_from": {sample id: {encoding, rate, channels}}}`, with the same of the control runs'
 * outputs and of the inputs the identity tests read when there are control runs; `conversions`
 * says what was done to each file, for the command line's note (src/input/tree/conversions.ts).
 * Asked for the transcript check, the load also records the same of every output the check reads,
 * pause and turn-taking ones too, with each output padded or cropped to the window and where its
 * own audio ends (`outputs.records`, `outputs.audioEnd_us`).
 */
import { join } from "node:path";
import { TempWavs, vadAudio, vadPath, type NativeAudio } from "../../audio/vad-audio.js";
import type {
  AnalyzeWavs,
  InputLoader,
  LoadedInput,
  LoadOptions,
  OutputRecords,
  WavAnalysis,
} from "../tree/loaded-input.js";
import { samplesToMicros, toMicros, fromMicros } from "../../time.js";
import { VAD_RATE } from "../../audio/rates.js";
import { sha256Hex } from "../../sha256.js";
import { readBytes } from "../tree/read.js";
import { SampleSlots } from "../tree/sample-slots.js";
import { analyseOutputWavs, checkOutputs, type OutputWav } from "../tree/output-wavs.js";
import { withProbabilities, type PendingAudio } from "../tree/scored-sample.js";
import { datasetAnnotationHashes, datasetOutputHashes, datasetSampleFile, datasetSha256, hashLine } from "./files.js";
import { readDataset } from "./read.js";
import { distributionForLoad } from "../tree/icc-distribution.js";
import { conversionOf, type FileConversion, inputFileRecords } from "../tree/conversions.js";
import { beforeOnset, CLEAN_OUTPUT, hasControl, readControl, type PendingControl } from "./control.js";
import type { ControlRun, InterruptionSample } from "../tree/sample.js";

/** The `inputs` block of unified.json for a plain folder. */
export interface PlainInputs {
  layout: "plain";
  dataset_sha256: string;
  /** Interruption and backchannel samples whose output.wav was resampled, mixed to mono, padded or cropped. */
  resampled: string[];
  /**
   * Every interruption and backchannel output.wav not analysed as the mono 16 kHz PCM16 file it is (those in
   * `resampled`, and 16 kHz mono files in another encoding, decoded as they are), with what it
   * was; sample ids in `resampled`'s order.
   */
  converted_from: Record<string, NativeAudio>;
  /**
   * Only when some interruption sample has a control run: the same two records for the
   * clean_output.wav files (docs/matched-runs.md), so those of output.wav keep their meaning.
   */
  clean_resampled?: string[];
  clean_converted_from?: Record<string, NativeAudio>;
  /**
   * Only with control runs too: the same two records for the input files the identity tests read
   * as audio (input.wav and clean_input.wav of a sample with clean_input.wav), keyed
   * `<sample_id>/<file>` (src/input/tree/conversions.ts).
   */
  input_resampled?: string[];
  input_converted_from?: Record<string, NativeAudio>;
}

export async function loadDataset(dir: string, analyze: AnalyzeWavs, opts: LoadOptions = {}): Promise<LoadedInput> {
  const read = readDataset(dir, opts);
  const problems = read.problems;
  const lines = [...read.lines];
  const resampled: string[] = [];
  const convertedFrom: Record<string, NativeAudio> = {};
  // the same of every output the transcript check reads, and each padded or cropped one
  const records: OutputRecords = { resampled: [], converted_from: {}, padded_or_cropped: {} };
  const audioEnd_us = new Map<string, number>();
  // The output.wav files for the VAD, each with the slot its interruption sample fills (null:
  // read for the transcript check) and its sha256 when the VAD reads a converted temporary
  // (otherwise the VAD's own hash of the file is the one recorded: each file is hashed once).
  const wavs: OutputWav[] = [];
  const slots: ({ subsetIndex: number; pending: PendingAudio; slot: number } | null)[] = [];
  const convertedSha = new Map<string, string>();
  // The control runs (clean_output.wav) read so far, and the index of each in `wavs`.
  const controls = new Map<string, { wav: number; sha256: string | null; run: Omit<ControlRun, "probs"> }>();
  const cleanWavs = new Map<string, PendingControl>();
  const cleanResampled: string[] = [];
  const cleanConvertedFrom: Record<string, NativeAudio> = {};
  const conversions: FileConversion[] = [];
  let anyControl = false;
  const temp = new TempWavs(dir);
  const lists = read.subsets.map(() => new SampleSlots());
  try {
    read.subsets.forEach((s, subsetIndex) => {
      s.samples.forEach((x) => {
        if (x.kind === "done") {
          const y = x.sample;
          if (!y.eligible && y.task === "user_interruption" && hasControl(x.dir.folder, y.sampleId)) {
            anyControl = true;
            lists[subsetIndex]!.push({ ...y, withControl: true });
          } else lists[subsetIndex]!.push(y);
        }
        const forCheck =
          x.kind === "done" &&
          opts.checkOutputs === true &&
          x.sample.eligible &&
          (x.sample.task === "pause_handling" || x.sample.task === "turn_taking");
        if (x.kind === "done" && !forCheck) return;
        // a plain folder's output.wav is a needed file: missing, its sample is already ineligible
        const id = x.dir.sampleId;
        const nSamples = x.nSamples!;
        const wavPath = join(x.dir.folder, "output.wav");
        const audio = problems.attempt(
          id,
          () => {
            const bytes = readBytes(wavPath, id, "output.wav");
            const a = vadAudio(id, "output.wav", bytes, nSamples);
            if (a.converted !== null) convertedSha.set(id, sha256Hex(bytes));
            return a;
          },
          x.dir.subset,
        );
        const pending = x.kind === "audio" && x.pending.task === "user_interruption" ? x.pending : null;
        const control =
          pending !== null && hasControl(x.dir.folder, id)
            ? problems.attempt(id, () => readControl(id, x.dir.folder, { ...pending, nSamples }, lines), x.dir.subset)
            : undefined;
        if (audio === undefined || problems.size > 0) return; // nothing is converted once the run is known to stop
        for (const [file, a] of [
          ...(control?.inputAudio.map((i) => [i.file, i.audio] as const) ?? []),
          ["output.wav", audio] as const,
          ...(control !== undefined ? [[CLEAN_OUTPUT, control.audio] as const] : []),
        ]) {
          const c = conversionOf(id, file, a);
          if (c !== null) conversions.push(c);
        }
        const path = vadPath(temp, wavPath, audio);
        if (control !== undefined && pending !== null) {
          anyControl = true;
          const c = control.audio;
          const { T_clean_us, clean_output, input, clean_input } = control;
          const output = beforeOnset(audio.samples(), pending.S_us);
          const run = { T_clean_us, nSamples: control.nSamples, before: { output, clean_output, input, clean_input } };
          controls.set(id, { wav: wavs.length + 1, sha256: control.convertedSha256, run });
          cleanWavs.set(id, control);
          if (c.converted !== null) cleanResampled.push(id);
          if (c.converted !== null || c.decoded) {
            const { encoding, rate, channels } = c.native;
            cleanConvertedFrom[id] = { encoding, rate, channels };
          }
        }
        if (audio.converted !== null && !forCheck) resampled.push(id);
        const { encoding, rate, channels, frames } = audio.native;
        if (!forCheck && (audio.converted !== null || audio.decoded)) convertedFrom[id] = { encoding, rate, channels };
        if (audio.converted !== null) records.resampled.push(id);
        if (audio.converted !== null || audio.decoded) records.converted_from[id] = { encoding, rate, channels };
        audioEnd_us.set(id, toMicros(frames / rate));
        if (audio.fit !== 0) {
          const s = fromMicros(samplesToMicros(Math.abs(audio.fit), VAD_RATE));
          records.padded_or_cropped[id] = {
            audio_s: fromMicros(toMicros(frames / rate)),
            ...(audio.fit > 0 ? { padded_s: s } : { cropped_s: s }),
          };
        }
        wavs.push({ sampleId: id, subset: x.dir.subset, path, nSamples, forCheck });
        slots.push(
          x.kind === "audio" ? { subsetIndex, pending: x.pending, slot: lists[subsetIndex]!.reserve() } : null,
        );
        const clean = cleanWavs.get(id);
        if (clean !== undefined) {
          const cleanPath = vadPath(temp, clean.path, clean.audio);
          wavs.push({ sampleId: id, subset: x.dir.subset, path: cleanPath, nSamples: clean.nSamples, forCheck: false });
          slots.push(null);
          cleanWavs.delete(id); // its converted samples are in the temporary file now
        }
      });
    });
    const backchannels = slots.flatMap((s) => (s?.pending.task === "backchannel" ? [s.pending.name] : []));
    const iccDistribution = distributionForLoad(opts.iccDistribution, backchannels, problems);
    // Every check of every sample is done: any problem stops the run before the VAD.
    problems.throwIfAny();
    const analysis = await analyseOutputWavs(wavs, dir, analyze, problems, { anyEncoding: true });
    const shaOf = (w: OutputWav, a: WavAnalysis): string => convertedSha.get(w.sampleId) ?? a.fileSha256;
    slots.forEach((slot, k) => {
      if (slot === null) return;
      const a = analysis.results[k]!;
      const id = wavs[k]!.sampleId;
      lines.push(hashLine(id, "output.wav", shaOf(wavs[k]!, a)));
      const c = controls.get(id);
      if (c === undefined) {
        lists[slot.subsetIndex]!.fill(slot.slot, withProbabilities(slot.pending, a));
        return;
      }
      const clean = analysis.results[c.wav]!;
      lines.push(hashLine(id, CLEAN_OUTPUT, c.sha256 ?? clean.fileSha256));
      const run: ControlRun = { ...c.run, nSamples: clean.nSamples, probs: clean.probs };
      lists[slot.subsetIndex]!.fill(slot.slot, {
        ...(withProbabilities(slot.pending, a) as InterruptionSample),
        control: run,
      });
    });

    const inputs: PlainInputs = {
      layout: "plain",
      dataset_sha256: datasetSha256(lines),
      resampled,
      converted_from: convertedFrom,
      ...(anyControl
        ? {
            clean_resampled: cleanResampled,
            clean_converted_from: cleanConvertedFrom,
            ...inputFileRecords(conversions),
          }
        : {}),
    };
    return {
      source: { kind: "dataset", dir },
      inputs: { ...inputs },
      // A plain folder has no manifest.json or asr.json (and so no summary.json to match).
      manifestSha256: "",
      asrSha256: "",
      reference: { status: "absent" },
      subsets: read.subsets.map((s, i) => ({ subset: s.subset, task: s.task, samples: lists[i]!.samples() })),
      vad: { modelSha256: analysis.modelSha256, runtime: analysis.runtime },
      ...(read.ignored.length > 0 ? { ignored: read.ignored } : {}),
      conversions,
      ...(opts.checkOutputs
        ? { outputs: { ...checkOutputs(wavs, analysis.results, new Map(), shaOf), audioEnd_us, records } }
        : {}),
      ...(iccDistribution ? { iccDistribution } : {}),
    };
  } finally {
    temp.remove();
  }
}

/** The plain folder's loader. */
export const plainLoader: InputLoader = {
  load: loadDataset,
  annotationHashes: datasetAnnotationHashes,
  outputHashes: datasetOutputHashes,
  sampleFile: datasetSampleFile,
};
