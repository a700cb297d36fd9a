/**
 * Load a v1.0 reference tree: manifest.json, asr.json, optional summary.json and the files of
 * each eligible sample, validated, hash-checked and range-checked, then the Silero probabilities
 * of every eligible interruption and backchannel output.wav (and, for the transcript check, of
 * every eligible pause and turn-taking one the tree holds). Every check of every sample runs before the model
 * does; any failure stops loading with every problem found (a ProblemsError, one line per
 * problem, src/problems); nothing is written. A file the checks cannot go without (manifest.json,
 * asr.json) stops loading at once with its one line. The rule of a tree's output.wav: pinned by
 * the manifest, so a scored one missing or changed is tampering (exit 2); a pause or turn-taking
 * one missing only leaves its sample unchecked.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { jsonValueIdentity } from "../../io/json-canonical.js";
import { inputError } from "../../errors.js";
import { checkNotAFile, inputExists, listFolder, readInputFile } from "../../io/input.js";
import { ProblemError, ProblemList } from "../../problems.js";
import { checkedTime } from "./checks.js";
import { checkFolders, checkSampleName } from "./folders.js";
import { parseManifest } from "./manifest.js";
import { sha256Hex } from "../../sha256.js";
import { parseWith, readBytes } from "./read.js";
import type { IneligibleSample } from "./sample.js";
import type { Manifest, ManifestRow, Summary } from "./file-shapes.js";
import { AsrReceiptSchema, SummarySchema, TranscriptSchema } from "./schemas.js";
import { ANNOTATION_FILE, isSubsetName, SUBSET_TASK, SUBSETS, type SubsetName } from "./subsets.js";
import { referenceStatus } from "./summary.js";
import { byString } from "../../order.js";
import { VAD_RATE } from "../../vad/silero.js";
import type {
  AnalyzeWavs,
  AnnotationHashes,
  InputLoader,
  LoadedInput,
  LoadOptions,
  OutputHashes,
  SampleFile,
} from "./loaded-input.js";
import { SampleSlots } from "./sample-slots.js";
import { analyseOutputWavs, checkOutputs, hashProblem, type OutputWav } from "./output-wavs.js";
import { distributionForLoad } from "./icc-distribution.js";
import { checkedScoredSample, isPendingAudio, withProbabilities, type PendingAudio } from "./scored-sample.js";
import { straySubsets, TREE_OWN_FOLDERS } from "./stray-subsets.js";
import { checkWavHeader } from "./wav-header.js";

/** Validate manifest rows: known subset and task, safe name, unique ids, T for eligible rows. A bad row is a problem and left out. */
function checkRows(manifest: Manifest, problems: ProblemList): ManifestRow[] {
  const seen = new Set<string>();
  const good: ManifestRow[] = [];
  for (const row of manifest.samples) {
    const id = row.sample_id;
    const ok = problems.attempt(
      id,
      () => {
        if (!isSubsetName(row.subset))
          throw inputError(id, `manifest.json: unknown subset ${JSON.stringify(row.subset)}`);
        const slash = id.indexOf("/");
        const name = slash >= 0 ? id.slice(slash + 1) : "";
        if (id.slice(0, slash) !== row.subset)
          throw inputError(id, `sample id does not start with its subset ${row.subset}/`);
        checkSampleName(id, name);
        if (row.task !== SUBSET_TASK[row.subset]) {
          throw inputError(
            id,
            `task ${JSON.stringify(row.task)} does not match subset ${row.subset} (${SUBSET_TASK[row.subset]})`,
          );
        }
        if (seen.has(id)) throw inputError(id, "sample id appears twice in manifest.json");
        seen.add(id);
        if (row.eligible && row.input === undefined) throw inputError(id, "eligible manifest row has no input.samples");
        return true;
      },
      isSubsetName(row.subset) ? row.subset : undefined,
    );
    if (ok) good.push(row);
  }
  return good.sort((a, b) => byString(a.sample_id, b.sample_id));
}

/** Load and check a tree. `analyze` runs the VAD on the interruption and backchannel outputs (an edge). */
export async function loadTree(dir: string, analyze: AnalyzeWavs, opts: LoadOptions = {}): Promise<LoadedInput> {
  checkNotAFile(dir, "tree");
  const manifestBytes = readBytes(join(dir, "manifest.json"), "manifest.json", "manifest.json");
  const manifest = parseManifest(manifestBytes);
  if (!inputExists(join(dir, "asr.json"), "asr.json"))
    throw inputError("asr.json", "asr.json is missing: run reference-asr on the tree first");
  const asrBytes = readBytes(join(dir, "asr.json"), "asr.json", "asr.json");
  const asr = parseWith(asrBytes, AsrReceiptSchema, "asr.json", "asr.json");
  const manifestSha256 = sha256Hex(manifestBytes);
  const asrSha256 = sha256Hex(asrBytes);
  const problems = new ProblemList(SUBSETS);
  let summary: Summary | null = null;
  problems.attempt("summary.json", () => {
    if (inputExists(join(dir, "summary.json"), "summary.json")) {
      summary = parseWith(
        readBytes(join(dir, "summary.json"), "summary.json", "summary.json"),
        SummarySchema,
        "summary.json",
        "summary.json",
      );
    }
  });

  const stray = straySubsets(
    dir,
    listFolder(dir, dir)
      .map((e) => e.name)
      .filter((n) => !TREE_OWN_FOLDERS.includes(n)),
    { ignore: opts.ignore },
  );
  for (const p of stray.problems) problems.add(p);
  for (const x of stray.ignored) opts.onIgnored?.(x);

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
  // The output.wav files for the VAD, each with the slot its sample fills (null:
  // read for the transcript check), and the check's outputs the tree does not hold.
  const wavs: OutputWav[] = [];
  const slots: ({ index: number; subset: SubsetName; sample: PendingAudio } | null)[] = [];
  const unchecked = new Map<string, string>();

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
    if (missing.has(id)) continue;
    const folder = join(dir, subset, name);
    const wavPath = join(folder, "output.wav");
    const wav = { sampleId: id, subset, path: wavPath, nSamples: row.input!.samples };
    let checkOnly = false;
    const checkedSample = (): PendingAudio | null => {
      const T_us = checkedTime(
        id,
        { label: "T (input.samples / 16000)", kind: "T" },
        row.input!.samples / VAD_RATE,
        Infinity,
      );

      // output.json against the ASR receipt.
      const expectedTranscript = asr.subsets[subset]?.transcripts[name];
      if (expectedTranscript === undefined) throw inputError(id, "asr.json has no transcript hash for this sample");
      const transcriptBytes = readBytes(join(folder, "output.json"), id, "output.json");
      const transcriptSha = sha256Hex(transcriptBytes);
      if (transcriptSha !== expectedTranscript)
        throw new ProblemError(hashProblem(id, "output.json", transcriptSha, "asr.json", expectedTranscript));
      const transcript = parseWith(transcriptBytes, TranscriptSchema, id, "output.json");

      // The annotation against the manifest row (a backchannel sample has none).
      const annotationFile = ANNOTATION_FILE[task];
      let annotationBytes: Buffer | null = null;
      if (annotationFile !== null) {
        const expectedAnnotation = row.files[annotationFile];
        if (expectedAnnotation === undefined) throw inputError(id, `manifest row has no sha256 for ${annotationFile}`);
        annotationBytes = readBytes(join(folder, annotationFile), id, annotationFile);
        const annotationSha = sha256Hex(annotationBytes);
        if (annotationSha !== expectedAnnotation)
          throw new ProblemError(hashProblem(id, annotationFile, annotationSha, "manifest.json", expectedAnnotation));
      }

      const checked = checkedScoredSample(base, T_us, transcript, annotationBytes);
      if (!isPendingAudio(checked)) {
        list.push(checked);
        checkOnly = opts.checkOutputs === true;
        return null;
      }
      if (row.files["output.wav"] === undefined) throw inputError(id, "manifest row has no sha256 for output.wav");
      if (!inputExists(wavPath, id)) throw inputError(id, "output.wav is missing");
      checkWavHeader(wavPath, id, row.input!.samples);
      return checked;
    };
    const checked = problems.attempt(id, checkedSample, subset);
    if (checked) {
      wavs.push({ ...wav, pinned: row.files["output.wav"], forCheck: false });
      slots.push({ index: list.reserve(), subset, sample: checked });
    } else if (checkOnly) {
      // a pause or turn-taking output is optional: missing, its sample is left unchecked
      problems.attempt(
        id,
        () => {
          if (!inputExists(wavPath, id)) unchecked.set(id, "output.wav missing");
          else {
            checkWavHeader(wavPath, id, row.input!.samples, true);
            wavs.push({ ...wav, pinned: row.files["output.wav"], forCheck: true });
            slots.push(null);
          }
        },
        subset,
      );
    }
  }

  const backchannels = slots.flatMap((s) => (s?.sample.task === "backchannel" ? [s.sample.name] : []));
  const iccDistribution = distributionForLoad(opts.iccDistribution, backchannels, problems);
  const analysis = await analyseOutputWavs(wavs, dir, analyze, problems, { anyEncoding: false });
  const vad = { modelSha256: analysis.modelSha256, runtime: analysis.runtime };
  slots.forEach((slot, k) => {
    if (slot !== null)
      bySubset.get(slot.subset)!.fill(slot.index, withProbabilities(slot.sample, analysis.results[k]!));
  });

  return {
    source: { kind: "tree", dir },
    inputs: { manifest_sha256: manifestSha256, asr_sha256: asrSha256 },
    manifestSha256,
    asrSha256,
    receipts: { manifest, asr },
    reference: referenceStatus(summary, manifestSha256, asrSha256),
    subsets: SUBSETS.map((subset) => ({ subset, task: SUBSET_TASK[subset], samples: bySubset.get(subset)!.samples() })),
    vad,
    ...(stray.ignored.length > 0 ? { ignored: stray.ignored } : {}),
    ...(opts.checkOutputs ? { outputs: checkOutputs(wavs, analysis.results, unchecked, (_, a) => a.fileSha256) } : {}),
    ...(iccDistribution ? { iccDistribution } : {}),
  };
}

const ANNOTATION_NAMES = new Set(Object.values(ANNOTATION_FILE).filter((f): f is string => f !== null));

/** The annotation hashes a manifest's rows list (only the annotation files, not output.wav). */
export function annotationHashes(manifest: Manifest): AnnotationHashes {
  const out = new Map<string, Record<string, string>>();
  for (const row of manifest.samples) {
    const files: Record<string, string> = {};
    for (const [name, sha] of Object.entries(row.files)) if (ANNOTATION_NAMES.has(name)) files[name] = sha;
    out.set(row.sample_id, files);
  }
  return out;
}

/**
 * Read `manifest.json` of the tree in `dir` and return the identity of each annotation its rows
 * list: the parsed value of the file in the sample's folder where it is there (every eligible
 * row), else the manifest's sha256 of the bytes.
 */
export function readAnnotationHashes(dir: string): AnnotationHashes {
  const listed = annotationHashes(
    parseManifest(readBytes(join(dir, "manifest.json"), "manifest.json", "manifest.json")),
  );
  const out = new Map<string, Record<string, string>>();
  for (const [id, files] of listed) {
    const own: Record<string, string> = {};
    for (const [file, sha] of Object.entries(files)) {
      const path = join(dir, id, file);
      own[file] = existsSync(path) ? jsonValueIdentity(readInputFile(path, id, file)) : sha;
    }
    out.set(id, own);
  }
  return out;
}

/** The receipts of a loaded tree (a bug when the loaded input is not one). */
function receiptsOf(input: LoadedInput): NonNullable<LoadedInput["receipts"]> {
  if (input.receipts === undefined)
    throw new Error(`${input.source.dir}: a reference tree loaded without its receipts`);
  return input.receipts;
}

/** A tree pins every eligible sample's transcript (asr.json) and output.wav (manifest.json, where it keeps one). */
function treeOutputHashes(input: LoadedInput): OutputHashes {
  const { manifest, asr } = receiptsOf(input);
  const rows = new Map(manifest.samples.map((r) => [r.sample_id, r]));
  const transcript = new Map<string, string | null>();
  const audio = new Map<string, string | null>();
  for (const y of input.subsets.flatMap((s) => s.samples.filter((x) => x.eligible))) {
    audio.set(y.sampleId, rows.get(y.sampleId)?.files["output.wav"] ?? null);
    transcript.set(y.sampleId, asr.subsets[y.subset]?.transcripts[y.name] ?? null);
  }
  return { transcript, audio: () => audio };
}

/** A file of a tree's sample folder `<subset>/<name>/`, or null when the folder does not hold it. */
function treeSampleFile(
  input: LoadedInput,
  sample: { sampleId: string; subset: string; name: string },
  file: string,
): SampleFile {
  const path = join(input.source.dir, sample.subset, sample.name, file);
  return inputExists(path, sample.sampleId) ? { path, bytes: readBytes(path, sample.sampleId, file) } : null;
}

/** The reference tree's loader. */
export const treeLoader: InputLoader = {
  load: loadTree,
  annotationHashes: readAnnotationHashes,
  outputHashes: treeOutputHashes,
  sampleFile: treeSampleFile,
};
