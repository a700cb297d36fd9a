/**
 * Load a v1.0 reference tree: manifest.json, asr.json, optional summary.json and the files of
 * each eligible sample, validated, hash-checked and range-checked, then the Silero probabilities
 * of every eligible interruption output.wav. Every check of every sample runs before the model
 * does; any failure stops loading with every problem found (a ProblemsError, one line per
 * problem, src/problems); nothing is written. A file the checks cannot go without (manifest.json,
 * asr.json) stops loading at once with its one line.
 */
import { join } from "node:path";
import { inputError } from "../errors.js";
import { checkNotAFile, inputExists, listFolder } from "../io/input.js";
import { ProblemError, ProblemList, type Problem } from "../problems/problem.js";
import { checkedTime } from "./checks.js";
import { checkFolders, checkSampleName } from "./folders.js";
import { parseManifest } from "./manifest.js";
import { sha256Hex } from "../sha256.js";
import { parseWith, readBytes } from "./read.js";
import type { IneligibleSample, SubsetSamples } from "./sample.js";
import type { Manifest, ManifestRow, Summary } from "./file-shapes.js";
import { AsrReceiptSchema, SummarySchema, TranscriptSchema } from "./schemas.js";
import { ANNOTATION_FILE, isSubsetName, SUBSET_TASK, SUBSETS, type SubsetName } from "./subsets.js";
import { referenceStatus, type ReferenceStatus } from "./summary.js";
import { byString } from "../order.js";
import { VAD_RATE } from "../vad/silero.js";
import type { AnalyzeWavs } from "./analyze-wavs.js";
import { SampleSlots } from "./sample-slots.js";
import { checkedScoredSample, isScoringAudio, withProbabilities, type PendingInterruption } from "./scored-sample.js";
import { straySubsets, TREE_OWN_FOLDERS } from "./stray-subsets.js";
import { checkWavHeader } from "./wav-header.js";
import type { WavAnalysis } from "./analyze-wavs.js";

export type { AnalyzeWavs, WavAnalysis } from "./analyze-wavs.js";

export interface LoadedTree {
  /** The `inputs` block of unified.json: what identifies the scored inputs. */
  inputs: Record<string, unknown>;
  manifestSha256: string;
  asrSha256: string;
  reference: ReferenceStatus;
  /** All five subsets in the order of SUBSETS. */
  subsets: SubsetSamples[];
  vad: { modelSha256: string; runtime: string };
  /** Folders that looked like a subset and were skipped as asked (`--ignore`), for a warning. */
  ignored?: string[];
}


/** Validate manifest rows: known subset and task, safe name, unique ids, T for eligible rows. A bad row is a problem and left out. */
function checkRows(manifest: Manifest, problems: ProblemList): ManifestRow[] {
  const seen = new Set<string>();
  const good: ManifestRow[] = [];
  for (const row of manifest.samples) {
    const id = row.sample_id;
    const ok = problems.attempt(id, () => {
      if (!isSubsetName(row.subset)) throw inputError(id, `manifest.json: unknown subset ${JSON.stringify(row.subset)}`);
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
      return true;
    }, isSubsetName(row.subset) ? row.subset : undefined);
    if (ok) good.push(row);
  }
  return good.sort((a, b) => byString(a.sample_id, b.sample_id));
}

interface Pending {
  row: ManifestRow;
  sample: PendingInterruption;
  wavPath: string;
}

/** What a loader may be told: root folders to skip although they look like a subset (`--ignore`). */
export interface LoadOptions {
  ignore?: readonly string[];
}

const hashProblem = (id: string, file: string, sha: string, receipt: string, expected: string): Problem => ({
  where: id,
  subset: id.slice(0, id.indexOf("/")),
  file,
  check: `${file} sha256 does not match ${receipt}`,
  message: `${file} sha256 ${sha} does not match ${receipt} ${expected}`,
  fix: `the file changed after ${receipt} was written: restore it, or write ${receipt} again`,
});

/**
 * The output.wav checks of the VAD step: the hash against the manifest, and (once the VAD is
 * done, `done`) that the file was analysed as the 16 kHz mono PCM16 its header said; each
 * failure a problem.
 */
function wavProblems(pending: readonly { p: Pending }[], files: readonly Omit<WavAnalysis, "probs">[] | readonly WavAnalysis[], done: boolean): Problem[] {
  const out: Problem[] = [];
  pending.forEach(({ p }, k) => {
    const a = files[k]!;
    const id = p.row.sample_id;
    const expected = p.row.files["output.wav"]!;
    if (a.fileSha256 !== expected) out.push(hashProblem(id, "output.wav", a.fileSha256, "manifest.json", expected));
    else if (done && !isScoringAudio(a as WavAnalysis)) {
      const fmt = `${a.sampleRate} Hz, ${a.channels} channel(s), ${a.bitDepth}-bit`;
      out.push({ where: id, subset: p.row.subset, file: "output.wav", check: "output.wav is not 16 kHz mono 16-bit PCM", message: `output.wav is ${fmt}; expected 16000 Hz mono 16-bit PCM` });
    }
  });
  return out;
}

/** Load and check a tree. `analyze` runs the VAD on the interruption outputs (an edge). */
export async function loadTree(dir: string, analyze: AnalyzeWavs, opts: LoadOptions = {}): Promise<LoadedTree> {
  checkNotAFile(dir, "tree");
  const manifestBytes = readBytes(join(dir, "manifest.json"), "manifest.json", "manifest.json");
  const manifest = parseManifest(manifestBytes);
  if (!inputExists(join(dir, "asr.json"), "asr.json")) throw inputError("asr.json", "asr.json is missing: run reference-asr on the tree first");
  const asrBytes = readBytes(join(dir, "asr.json"), "asr.json", "asr.json");
  const asr = parseWith(asrBytes, AsrReceiptSchema, "asr.json", "asr.json");
  const manifestSha256 = sha256Hex(manifestBytes);
  const asrSha256 = sha256Hex(asrBytes);
  const problems = new ProblemList(SUBSETS);
  let summary: Summary | null = null;
  problems.attempt("summary.json", () => {
    if (inputExists(join(dir, "summary.json"), "summary.json")) {
      summary = parseWith(readBytes(join(dir, "summary.json"), "summary.json", "summary.json"), SummarySchema, "summary.json", "summary.json");
    }
  });

  const stray = straySubsets(dir, listFolder(dir, dir).map((e) => e.name).filter((n) => !TREE_OWN_FOLDERS.includes(n)), { ignore: opts.ignore });
  for (const p of stray.problems) problems.add(p);

  const rows = checkRows(manifest, problems);
  const eligibleNames = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!row.eligible) continue;
    const set = eligibleNames.get(row.subset) ?? new Set<string>();
    set.add(row.sample_id.slice(row.subset.length + 1));
    eligibleNames.set(row.subset, set);
  }
  const missing = checkFolders(dir, eligibleNames, problems);

  const bySubset = new Map<SubsetName, SampleSlots>(SUBSETS.map((s) => [s, new SampleSlots()]));
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
      list.push({ ...base, eligible: true, task: "backchannel" });
      continue;
    }
    if (missing.has(id)) continue;
    const folder = join(dir, subset, name);
    const checkedSample = (): PendingInterruption | null => {
      const T_us = checkedTime(id, { label: "T (input.samples / 16000)", kind: "T" }, row.input!.samples / VAD_RATE, Infinity);

      // output.json against the ASR receipt.
      const expectedTranscript = asr.subsets[subset]?.transcripts[name];
      if (expectedTranscript === undefined) throw inputError(id, "asr.json has no transcript hash for this sample");
      const transcriptBytes = readBytes(join(folder, "output.json"), id, "output.json");
      const transcriptSha = sha256Hex(transcriptBytes);
      if (transcriptSha !== expectedTranscript) throw new ProblemError(hashProblem(id, "output.json", transcriptSha, "asr.json", expectedTranscript));
      const transcript = parseWith(transcriptBytes, TranscriptSchema, id, "output.json");

      // The annotation against the manifest row.
      const annotationFile = ANNOTATION_FILE[task]!;
      const expectedAnnotation = row.files[annotationFile];
      if (expectedAnnotation === undefined) throw inputError(id, `manifest row has no sha256 for ${annotationFile}`);
      const annotationBytes = readBytes(join(folder, annotationFile), id, annotationFile);
      const annotationSha = sha256Hex(annotationBytes);
      if (annotationSha !== expectedAnnotation) throw new ProblemError(hashProblem(id, annotationFile, annotationSha, "manifest.json", expectedAnnotation));

      const checked = checkedScoredSample(base, T_us, transcript, annotationBytes);
      if (checked.task !== "user_interruption") {
        list.push(checked);
        return null;
      }
      if (row.files["output.wav"] === undefined) throw inputError(id, "manifest row has no sha256 for output.wav");
      if (!inputExists(join(folder, "output.wav"), id)) throw inputError(id, "output.wav is missing");
      checkWavHeader(join(folder, "output.wav"), id, row.input!.samples);
      return checked;
    };
    const checked = problems.attempt(id, checkedSample, subset);
    if (checked) pending.push({ index: list.reserve(), subset, p: { row, sample: checked, wavPath: join(folder, "output.wav") } });
  }

  // The VAD runs even with no interruption output, so that the model file is always checked
  // and its hash recorded. Every problem found so far, and those of the output.wav hashes and
  // formats, stop the run before the model computes anything (or, with an analyzer that cannot
  // say when that is, once it is done).
  const stopOnProblems = (files: readonly Omit<WavAnalysis, "probs">[], done: boolean): void => {
    const all = new ProblemList(SUBSETS);
    for (const p of [...problems.items, ...wavProblems(pending, files, done)]) all.add(p);
    all.throwIfAny();
  };
  const analysis = await analyze(pending.map((x) => x.p.wavPath), dir, { beforeCompute: (files) => stopOnProblems(files, false) });
  stopOnProblems(analysis.results, true);
  const vad = { modelSha256: analysis.modelSha256, runtime: analysis.runtime };
  pending.forEach(({ index, subset, p }, k) => {
    const a = analysis.results[k]!;
    if (!isScoringAudio(a)) throw new Error(`${p.row.sample_id}: output.wav passed its checks but has no probabilities`);
    bySubset.get(subset)!.fill(index, withProbabilities(p.sample, a));
  });

  return {
    inputs: { manifest_sha256: manifestSha256, asr_sha256: asrSha256 },
    manifestSha256,
    asrSha256,
    reference: referenceStatus(summary, manifestSha256, asrSha256),
    subsets: SUBSETS.map((subset) => ({ subset, task: SUBSET_TASK[subset], samples: bySubset.get(subset)!.samples() })),
    vad,
    ...(stray.ignored.length > 0 ? { ignored: stray.ignored } : {}),
  };
}
