/**
 * Read and check a plain Full-Duplex-Bench folder, without the VAD: discover the samples, make
 * those lacking a needed file ineligible, and for the others read `input.wav` (T), the
 * annotation and `output.json`, checked by `checkedScoredSample` as in the tree loader. Every
 * file read gives a `dataset_sha256` line. Interruption and backchannel samples come back pending:
 * their `output.wav` is read by the VAD step (load.ts). Problems are gathered for every sample, not
 * thrown at the first.
 */
import { join } from "node:path";
import { ProblemList } from "../../problems.js";
import { checkedScoredSample, isPendingAudio, type PendingAudio } from "../tree/scored-sample.js";
import { sha256Hex } from "../../sha256.js";
import { parseWith, readBytes } from "../tree/read.js";
import type { Sample } from "../tree/sample.js";
import { TranscriptSchema } from "../tree/schemas.js";
import { ANNOTATION_FILE, SUBSETS, type SubsetName, type Task } from "../tree/subsets.js";
import { discoverDataset, missingReason, type PlainSampleDir, type PlainSubsetDir } from "./discover.js";
import { hashLine } from "./files.js";
import { inputWindow } from "./window.js";

export type ReadSample =
  | { kind: "done"; dir: PlainSampleDir; sample: Sample; nSamples: number | null }
  | { kind: "audio"; dir: PlainSampleDir; pending: PendingAudio; nSamples: number };

export interface ReadDataset {
  /** The samples that passed their checks (a sample with a problem is left out). */
  subsets: { subset: SubsetName; task: Task; layout: PlainSubsetDir["layout"]; samples: ReadSample[] }[];
  /** `dataset_sha256` lines of the files read so far. */
  lines: string[];
  /** Every problem found; the caller stops on them before the VAD. */
  problems: ProblemList;
  /** Folders that looked like a subset and were skipped as `ignore` asked. */
  ignored: string[];
}

function readSample(dir: PlainSampleDir, lines: string[]): ReadSample {
  const { sampleId, subset, name, task, folder } = dir;
  const base = { sampleId, subset, name, task };
  if (dir.missing.length > 0) {
    return {
      kind: "done",
      dir,
      sample: { ...base, eligible: false, reasons: dir.missing.map(missingReason) },
      nSamples: null,
    };
  }
  const read = (file: string): Buffer => {
    const bytes = readBytes(join(folder, file), sampleId, file);
    lines.push(hashLine(sampleId, file, sha256Hex(bytes)));
    return bytes;
  };
  const { T_us, nSamples } = inputWindow(sampleId, read("input.wav"));
  const annotation = ANNOTATION_FILE[task];
  const annotationBytes = annotation === null ? null : read(annotation);
  const transcript = parseWith(read("output.json"), TranscriptSchema, sampleId, "output.json");
  const checked = checkedScoredSample(base, T_us, transcript, annotationBytes);
  if (isPendingAudio(checked)) return { kind: "audio", dir, pending: checked, nSamples };
  return { kind: "done", dir, sample: checked, nSamples };
}

export function readDataset(
  dir: string,
  opts: { ignore?: readonly string[]; onIgnored?: (folder: string) => void } = {},
): ReadDataset {
  const lines: string[] = [];
  const problems = new ProblemList(SUBSETS);
  const ignored: string[] = [];
  const subsets = discoverDataset(dir, { problems, strays: true, ignore: opts.ignore, ignored }).map((s) => ({
    subset: s.subset,
    task: s.task,
    layout: s.layout,
    samples: s.samples.flatMap((x) => problems.attempt(x.sampleId, () => readSample(x, lines), x.subset) ?? []),
  }));
  for (const x of ignored) opts.onIgnored?.(x);
  return { subsets, lines, problems, ignored };
}
