/**
 * `export-tree`: write a plain Full-Duplex-Bench folder as a reference-shaped tree, so the rest
 * of the tooling sees one format: `manifest.json` (one row per sample found, ineligible ones with
 * their reasons), `asr.json` (the sha256 of each copied `output.json`) and, per eligible sample,
 * `<subset>/<ID>/` with the annotation and `output.json` copied byte for byte and `output.wav` as
 * 16 kHz mono PCM16 of the window's length, written through wavefile (copied when it already
 * is; 16 kHz mono floats become round_half_even(x · 32768) clipped to [−32768, 32767]; other
 * rates and channel counts are converted with the documented resampler, as for the VAD). The
 * manifest row keeps the native encoding. The tree is built in a sibling staging folder and renamed into place;
 * the output folder must not exist yet and must lie outside the dataset.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { RESAMPLER_DESCRIPTION, resampleFactors } from "../../audio/resample.js";
import { inputError } from "../../errors.js";
import { fsProblem, isFsError, isInside } from "../../io/input.js";
import { makeFolders } from "../../io/out-path.js";
import { sha256Hex } from "../../sha256.js";
import { readBytes } from "../tree/read.js";
import { ANNOTATION_FILE, SUBSETS, type SubsetName } from "../tree/subsets.js";
import { datasetSha256, hashLine } from "./files.js";
import { floatToPcm16, pcm16MonoWav } from "../../audio/encode.js";
import { fitLength } from "../../audio/resample.js";
import { decodeSampleWav, vadAudio, type VadAudio } from "../../audio/vad-audio.js";
import { readDataset, type ReadSample } from "./read.js";
import { inputWindow } from "./window.js";
import { VAD_RATE } from "../../vad/silero.js";

const EXPORT_KIND = "full-duplex-bench-v1.0-plain-export";
const RESAMPLE_METHOD = "fdb-unified windowed-sinc (scipy.signal.resample_poly design)";

export interface ExportSummary {
  samples: number;
  eligible: number;
  /** Eligible samples whose output.wav was converted (resampled, mixed, padded or cropped). */
  converted: string[];
  datasetSha256: string;
  /** Folders that looked like a subset and were skipped as `ignore` asked. */
  ignored: string[];
}

/** JSON with keys sorted at every level, indent 2 and a final newline (how asr.json is written). */
function sortedJson(v: unknown): string {
  const sort = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(sort);
    if (x !== null && typeof x === "object") {
      return Object.fromEntries(
        Object.keys(x)
          .sort()
          .map((k) => [k, sort((x as Record<string, unknown>)[k])]),
      );
    }
    return x;
  };
  return JSON.stringify(sort(v), null, 2) + "\n";
}

/** The PCM16 samples written for a converted output.wav (16 kHz mono floats rounded from full precision). */
function pcm16Of(sampleId: string, bytes: Uint8Array, audio: VadAudio, nSamples: number): Int16Array {
  if (audio.converted instanceof Int16Array) return audio.converted;
  return fitLength(floatToPcm16(decodeSampleWav(sampleId, "output.wav", bytes, nSamples).samples), nSamples);
}

/** Write one eligible sample's folder into `stage`; returns its manifest row and output.json hash. */
function exportSample(
  x: ReadSample,
  stage: string,
  lines: string[],
  converted: string[],
): { row: Record<string, unknown>; transcript: string } {
  const { sampleId, subset, task, name, folder } = x.dir;
  const files: Record<string, string> = {};
  const out = join(stage, subset, name);
  mkdirSync(out, { recursive: true });
  const copy = (file: string): Buffer => {
    const bytes = readBytes(join(folder, file), sampleId, file);
    writeFileSync(join(out, file), bytes);
    return bytes;
  };
  const annotation = ANNOTATION_FILE[task];
  if (annotation !== null) files[annotation] = sha256Hex(copy(annotation));
  const nSamples =
    x.nSamples ?? inputWindow(sampleId, readBytes(join(folder, "input.wav"), sampleId, "input.wav")).nSamples;
  const wavBytes = readBytes(join(folder, "output.wav"), sampleId, "output.wav");
  // the outputs the loader reads through the VAD are hashed as it hashes them
  if (task === "user_interruption" || task === "backchannel")
    lines.push(hashLine(sampleId, "output.wav", sha256Hex(wavBytes)));
  const audio = vadAudio(sampleId, "output.wav", wavBytes, nSamples);
  const written =
    audio.converted === null && !audio.decoded ? wavBytes : pcm16MonoWav(pcm16Of(sampleId, wavBytes, audio, nSamples));
  const wasConverted = written !== wavBytes;
  if (wasConverted) converted.push(sampleId);
  writeFileSync(join(out, "output.wav"), written);
  files["output.wav"] = sha256Hex(written);
  const transcript = sha256Hex(copy("output.json"));
  const { encoding, rate, channels, frames } = audio.native;
  const resample = rate === VAD_RATE ? null : { method: RESAMPLE_METHOD, ...resampleFactors(rate) };
  const row = {
    sample_id: sampleId,
    subset,
    task,
    input: { samples: nSamples, sample_rate: VAD_RATE, duration_s: nSamples / VAD_RATE },
    output: {
      native_rate: rate,
      native_channels: channels,
      native_frames: frames,
      native_encoding: encoding,
      resample,
      converted: wasConverted,
    },
    eligible: true,
    reasons: [],
    flags: [],
    files,
  };
  return { row, transcript };
}

export function exportTree(
  datasetDir: string,
  outDir: string,
  opts: { ignore?: readonly string[]; onIgnored?: (folder: string) => void } = {},
): ExportSummary {
  if (existsSync(outDir)) throw inputError(outDir, "output folder already exists; export-tree writes a new folder");
  if (isInside(outDir, datasetDir))
    throw inputError(outDir, "output folder is inside the dataset; choose a folder outside it");
  const read = readDataset(datasetDir, opts);
  read.problems.throwIfAny();
  const lines = [...read.lines];
  const converted: string[] = [];
  const stage = join(dirname(resolve(outDir)), `.${basename(resolve(outDir))}.partial-${process.pid}`);
  rmSync(stage, { recursive: true, force: true });
  makeFolders(stage); // one level at a time: a recursive mkdir under /proc never returns
  try {
    const rows: Record<string, unknown>[] = [];
    const counts = {} as Record<SubsetName, { selected: number; eligible: number }>;
    const transcripts: Partial<Record<SubsetName, Record<string, string>>> = {};
    for (const s of read.subsets) {
      counts[s.subset] = { selected: s.samples.length, eligible: 0 };
      for (const x of s.samples) {
        const sample = x.kind === "done" ? x.sample : null;
        if (sample !== null && !sample.eligible) {
          const { sampleId, subset, task } = x.dir;
          rows.push({
            sample_id: sampleId,
            subset,
            task,
            eligible: false,
            reasons: [...sample.reasons],
            flags: [],
            files: {},
          });
          continue;
        }
        counts[s.subset].eligible++;
        const { row, transcript } = exportSample(x, stage, lines, converted);
        rows.push(row);
        transcripts[s.subset] ??= Object.create(null) as Record<string, string>;
        transcripts[s.subset]![x.dir.name] = transcript;
      }
    }
    rows.sort((a, b) => ((a.sample_id as string) < (b.sample_id as string) ? -1 : 1));
    const sha = datasetSha256(lines);
    const manifest = {
      schema_version: 1,
      kind: EXPORT_KIND,
      source: { layout: "plain", dataset_sha256: sha },
      resampler: RESAMPLER_DESCRIPTION,
      counts: Object.fromEntries(SUBSETS.map((s) => [s, counts[s]])),
      samples: rows,
    };
    const asr = {
      config: { source: "output.json of the plain dataset, copied unchanged (ASR not rerun)" },
      subsets: Object.fromEntries(
        SUBSETS.filter((s) => transcripts[s] !== undefined).map((s) => [
          s,
          { task: s === "synthetic_user_interruption" ? "user_interruption" : "default", transcripts: transcripts[s] },
        ]),
      ),
    };
    writeFileSync(join(stage, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
    writeFileSync(join(stage, "asr.json"), sortedJson(asr));
    renameSync(stage, outDir);
    const eligible = rows.filter((r) => r.eligible === true).length;
    return { samples: rows.length, eligible, converted: converted.sort(), datasetSha256: sha, ignored: read.ignored };
  } catch (e) {
    rmSync(stage, { recursive: true, force: true });
    if (isFsError(e)) throw inputError(outDir, `cannot write the exported tree: ${fsProblem(e)}`);
    throw e;
  }
}
