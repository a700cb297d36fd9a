/**
 * Load a v1.0 reference tree: manifest.json, asr.json, optional summary.json and the files of
 * each eligible sample, validated, hash-checked and range-checked, then the Silero probabilities
 * of every eligible interruption output.wav. The first failure stops loading with one line
 * naming the sample and the problem (an InputError); nothing is written.
 */
import { join } from "node:path";
import { inputError } from "../errors.js";
import { checkNotAFile, inputExists } from "../io/input.js";
import { checkedInterruption, checkedPauses, checkedTime, checkedWords, checkWordsFromR, type Word } from "./checks.js";
import { checkFolders, checkSampleName } from "./folders.js";
import { parseManifest } from "./manifest.js";
import { parseWith, readBytes, sha256Hex } from "./read.js";
import type {
  EligibleSample,
  IneligibleSample,
  InterruptionSample,
  PauseSample,
  RawTimes,
  Sample,
  SubsetSamples,
  TurnTakingSample,
} from "./sample.js";
import {
  AsrReceipt,
  InterruptAnnotation,
  type Manifest,
  PauseAnnotation,
  Summary,
  Transcript,
  TurnTakingAnnotation,
  type ManifestRow,
} from "./schemas.js";
import { ANNOTATION_FILE, isSubsetName, SUBSET_TASK, SUBSETS, type SubsetName } from "./subsets.js";
import { referenceStatus, type ReferenceStatus } from "./summary.js";

/** What the VAD edge returns for one file (see src/vad/analyze.ts). */
export interface WavAnalysis {
  fileSha256: string;
  sampleRate: number;
  channels: number;
  bitDepth: number;
  nSamples: number;
  probs: Float32Array | null;
}
/**
 * Runs the VAD on `paths`, files of the input folder `inputRoot` (which no cache may enter);
 * with `anyEncoding`, 16 kHz mono files in any decodable encoding are analysed too.
 */
export type AnalyzeWavs = (
  paths: string[],
  inputRoot: string,
  opts?: { anyEncoding?: boolean },
) => Promise<{ modelSha256: string; runtime: string; results: WavAnalysis[] }>;

export interface LoadedTree {
  /** The `inputs` block of unified.json: what identifies the scored inputs. */
  inputs: Record<string, unknown>;
  manifestSha256: string;
  asrSha256: string;
  reference: ReferenceStatus;
  /** All five subsets in the order of SUBSETS. */
  subsets: SubsetSamples[];
  vad: { modelSha256: string; runtime: string };
}

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Validate manifest rows: known subset and task, safe name, unique ids, T for eligible rows. */
function checkRows(manifest: Manifest): ManifestRow[] {
  const seen = new Set<string>();
  for (const row of manifest.samples) {
    const id = row.sample_id;
    if (!isSubsetName(row.subset)) throw inputError(id, `unknown subset ${JSON.stringify(row.subset)}`);
    const slash = id.indexOf("/");
    const name = slash >= 0 ? id.slice(slash + 1) : "";
    if (id.slice(0, slash) !== row.subset) throw inputError(id, `sample id does not start with its subset ${row.subset}/`);
    checkSampleName(id, name);
    if (row.task !== SUBSET_TASK[row.subset]) {
      throw inputError(id, `task ${JSON.stringify(row.task)} does not match subset ${row.subset} (${SUBSET_TASK[row.subset]})`);
    }
    if (seen.has(id)) throw inputError(id, "sample id appears twice in manifest.json");
    seen.add(id);
    if (row.eligible && row.input === undefined) throw inputError(id, "eligible manifest row has no input.samples");
  }
  return [...manifest.samples].sort((a, b) => byString(a.sample_id, b.sample_id));
}

interface Pending {
  row: ManifestRow;
  name: string;
  T: number;
  raw: RawTimes;
  words: Word[];
  S: number;
  R: number;
  wavPath: string;
}

/** An interruption sample before the VAD has run (no `nSamples`, no `probs`). */
export type PendingInterruption = Omit<InterruptionSample, "nSamples" | "probs">;

/**
 * Parse and check the annotation of one scored sample against its transcript, exactly as the
 * tree loader does; shared with the plain-dataset loader (src/dataset) so that both apply the
 * same checks. Backchannel samples have no annotation and are not passed here.
 */
export function checkedScoredSample(
  base: Pick<PauseSample, "sampleId" | "subset" | "name" | "task">,
  T: number,
  transcript: Transcript,
  annotationBytes: Uint8Array,
): PauseSample | TurnTakingSample | PendingInterruption {
  const id = base.sampleId;
  const annotationFile = ANNOTATION_FILE[base.task];
  if (annotationFile === null) throw new Error(`${id}: a backchannel sample has no annotation to check`);
  const words = checkedWords(id, transcript.chunks, T);
  const chunks = transcript.chunks.map((c) => ({ text: c.text ?? "", start: c.timestamp[0], end: c.timestamp[1] }));
  if (base.task === "pause_handling") {
    const spans = parseWith(annotationBytes, PauseAnnotation, id, annotationFile);
    const pauses = checkedPauses(id, spans, T);
    const raw = { chunks, annotation: spans.map((x) => x.timestamp) };
    return { ...base, eligible: true, kind: "pause", T, raw, words, pauses };
  }
  if (base.task === "turn_taking") {
    const spans = parseWith(annotationBytes, TurnTakingAnnotation, id, annotationFile);
    const E = checkedTime(id, "turn end E", spans[0]!.timestamp[0], T);
    const raw = { chunks, annotation: spans.map((x) => x.timestamp) };
    return { ...base, eligible: true, kind: "turn_taking", T, raw, words, E };
  }
  const spans = parseWith(annotationBytes, InterruptAnnotation, id, annotationFile);
  const { S, R } = checkedInterruption(id, spans[0]!.timestamp, T);
  checkWordsFromR(id, words, R);
  const raw = { chunks, annotation: spans.map((x) => x.timestamp) };
  return { ...base, eligible: true, kind: "interruption", T, raw, words, S, R };
}

/** Load and check a tree. `analyze` runs the VAD on the interruption outputs (an edge). */
export async function loadTree(dir: string, analyze: AnalyzeWavs): Promise<LoadedTree> {
  checkNotAFile(dir, "tree");
  const manifestBytes = readBytes(join(dir, "manifest.json"), "manifest.json", "manifest.json");
  const manifest = parseManifest(manifestBytes);
  if (!inputExists(join(dir, "asr.json"), "asr.json")) throw inputError("asr.json", "asr.json is missing: run reference-asr on the tree first");
  const asrBytes = readBytes(join(dir, "asr.json"), "asr.json", "asr.json");
  const asr = parseWith(asrBytes, AsrReceipt, "asr.json", "asr.json");
  const manifestSha256 = sha256Hex(manifestBytes);
  const asrSha256 = sha256Hex(asrBytes);
  let summary: Summary | null = null;
  if (inputExists(join(dir, "summary.json"), "summary.json")) {
    summary = parseWith(readBytes(join(dir, "summary.json"), "summary.json", "summary.json"), Summary, "summary.json", "summary.json");
  }

  const rows = checkRows(manifest);
  const eligibleNames = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!row.eligible) continue;
    const set = eligibleNames.get(row.subset) ?? new Set<string>();
    set.add(row.sample_id.slice(row.subset.length + 1));
    eligibleNames.set(row.subset, set);
  }
  checkFolders(dir, eligibleNames);

  const bySubset = new Map<SubsetName, Sample[]>(SUBSETS.map((s) => [s, []]));
  const pending: { index: number; subset: SubsetName; p: Pending }[] = [];

  for (const row of rows) {
    const subset = row.subset as SubsetName;
    const task = SUBSET_TASK[subset];
    const id = row.sample_id;
    const name = id.slice(subset.length + 1);
    const base = { sampleId: id, subset, name, task };
    const list = bySubset.get(subset)!;
    if (!row.eligible) {
      list.push({ ...base, eligible: false, reasons: [...row.reasons] } satisfies IneligibleSample);
      continue;
    }
    if (task === "backchannel") {
      list.push({ ...base, eligible: true, kind: "backchannel" });
      continue;
    }
    const folder = join(dir, subset, name);
    const T = checkedTime(id, "T", row.input!.samples / 16000, Infinity);

    // output.json against the ASR receipt.
    const expectedTranscript = asr.subsets[subset]?.transcripts[name];
    if (expectedTranscript === undefined) throw inputError(id, "asr.json has no transcript hash for this sample");
    const transcriptBytes = readBytes(join(folder, "output.json"), id, "output.json");
    const transcriptSha = sha256Hex(transcriptBytes);
    if (transcriptSha !== expectedTranscript) {
      throw inputError(id, `output.json sha256 ${transcriptSha} does not match asr.json ${expectedTranscript}`);
    }
    const transcript = parseWith(transcriptBytes, Transcript, id, "output.json");

    // The annotation against the manifest row.
    const annotationFile = ANNOTATION_FILE[task]!;
    const expectedAnnotation = row.files[annotationFile];
    if (expectedAnnotation === undefined) throw inputError(id, `manifest row has no sha256 for ${annotationFile}`);
    const annotationBytes = readBytes(join(folder, annotationFile), id, annotationFile);
    const annotationSha = sha256Hex(annotationBytes);
    if (annotationSha !== expectedAnnotation) {
      throw inputError(id, `${annotationFile} sha256 ${annotationSha} does not match manifest.json ${expectedAnnotation}`);
    }

    const checked = checkedScoredSample(base, T, transcript, annotationBytes);
    if (checked.kind !== "interruption") {
      list.push(checked);
      continue;
    }
    if (row.files["output.wav"] === undefined) throw inputError(id, "manifest row has no sha256 for output.wav");
    if (!inputExists(join(folder, "output.wav"), id)) throw inputError(id, "output.wav is missing");
    const { raw, words, S, R } = checked;
    pending.push({ index: list.length, subset, p: { row, name, T, raw, words, S, R, wavPath: join(folder, "output.wav") } });
    list.push(undefined as unknown as Sample); // filled once the VAD has run
  }

  // The VAD runs even with no interruption output, so that the model file is always checked
  // and its hash recorded.
  const analysis = await analyze(pending.map((x) => x.p.wavPath), dir);
  const vad = { modelSha256: analysis.modelSha256, runtime: analysis.runtime };
  {
    pending.forEach(({ index, subset, p }, k) => {
      const a = analysis.results[k]!;
      const id = p.row.sample_id;
      const expected = p.row.files["output.wav"]!;
      if (a.fileSha256 !== expected) throw inputError(id, `output.wav sha256 ${a.fileSha256} does not match manifest.json ${expected}`);
      const fmt = `${a.sampleRate} Hz, ${a.channels} channel(s), ${a.bitDepth}-bit`;
      if (a.sampleRate !== 16000 || a.channels !== 1 || a.bitDepth !== 16 || a.probs === null) {
        throw inputError(id, `output.wav is ${fmt}; expected 16000 Hz mono 16-bit PCM`);
      }
      const expectedSamples = p.row.input!.samples;
      if (a.nSamples !== expectedSamples) {
        throw inputError(id, `output.wav holds ${a.nSamples} samples; expected input.samples = ${expectedSamples}`);
      }
      const sample: EligibleSample = {
        sampleId: id,
        subset,
        name: p.name,
        task: "user_interruption",
        eligible: true,
        kind: "interruption",
        T: p.T,
        raw: p.raw,
        words: p.words,
        S: p.S,
        R: p.R,
        nSamples: a.nSamples,
        probs: a.probs,
      };
      bySubset.get(subset)![index] = sample;
    });
  }

  return {
    inputs: { manifest_sha256: manifestSha256, asr_sha256: asrSha256 },
    manifestSha256,
    asrSha256,
    reference: referenceStatus(summary, manifestSha256, asrSha256),
    subsets: SUBSETS.map((subset) => ({ subset, task: SUBSET_TASK[subset], samples: bySubset.get(subset)! })),
    vad,
  };
}
