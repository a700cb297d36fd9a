/**
 * The edge that reads the pause and turn-taking `output.wav` files the transcript check needs
 * (the loaders read them nowhere else, so `score` never pays for them) and runs the VAD on them
 * through the command's analyzer (cached probabilities, workers). A missing file makes its
 * sample unchecked, with a reason; a file that cannot be read, or whose hash, format or length
 * disagrees with the input, stops the run with one line (exit 2), as for interruption outputs.
 * Hashes a reference tree does not pin, and every hash of a plain folder, are returned so that
 * transcript-check.json records them.
 */
import { join } from "node:path";
import { inputError } from "../errors.js";
import { inputExists } from "../io/input.js";
import { sha256Hex } from "../sha256.js";
import type { AnalyzeWavs, LoadedTree } from "../tree/load.js";
import { parseManifest } from "../tree/manifest.js";
import { readBytes } from "../tree/read.js";
import { isScoringAudio } from "../tree/scored-sample.js";
import type { OutputAudioOf } from "./check.js";
import type { CheckAudio } from "./heard.js";

export interface OutputAudio {
  audioOf: OutputAudioOf;
  /** sha256 of each analysed output.wav that the input does not pin, by sample id (sorted). */
  unpinned: Record<string, string>;
}

/** A file to analyse: the sample, its path (or a converted temporary), and what it must hold. */
interface Wanted {
  sampleId: string;
  path: string;
  nSamples: number;
  pinned: string | undefined;
}

/** Eligible pause and turn-taking samples of a loaded input, in input order. */
function checkedSamples(tree: LoadedTree) {
  return tree.subsets.flatMap((s) => s.samples.filter((x) => x.eligible && (x.task === "pause_handling" || x.task === "turn_taking")));
}

async function analyse(
  wanted: Wanted[],
  missing: Map<string, string>,
  root: string,
  analyze: AnalyzeWavs,
  hashOf: (w: Wanted, sha: string) => string,
  pcm16Only: boolean,
): Promise<OutputAudio> {
  const analysis = await analyze(wanted.map((w) => w.path), root, { anyEncoding: !pcm16Only });
  const audio = new Map<string, CheckAudio>();
  const unpinned: Record<string, string> = {};
  wanted.forEach((w, k) => {
    const a = analysis.results[k]!;
    const sha = hashOf(w, a.fileSha256);
    if (w.pinned !== undefined && sha !== w.pinned) throw inputError(w.sampleId, `output.wav sha256 ${sha} does not match manifest.json ${w.pinned}`);
    if (w.pinned === undefined) unpinned[w.sampleId] = sha;
    if (!isScoringAudio(a) || (pcm16Only && a.bitDepth !== 16)) {
      throw inputError(w.sampleId, `output.wav is ${a.sampleRate} Hz, ${a.channels} channel(s), ${a.bitDepth}-bit; expected 16000 Hz mono 16-bit PCM`);
    }
    if (a.nSamples !== w.nSamples) throw inputError(w.sampleId, `output.wav holds ${a.nSamples} samples; expected ${w.nSamples} (the window T)`);
    audio.set(w.sampleId, { nSamples: a.nSamples, probs: a.probs });
  });
  const sorted = Object.fromEntries(Object.keys(unpinned).sort().map((k) => [k, unpinned[k]!]));
  return {
    audioOf: (id) => audio.get(id) ?? (missing.has(id) ? { reason: missing.get(id)! } : undefined),
    unpinned: sorted,
  };
}

/** The outputs of a reference tree: `<tree>/<subset>/<name>/output.wav`, checked against the manifest row. */
export async function treeOutputAudio(dir: string, tree: LoadedTree, analyze: AnalyzeWavs, _opts: { ignore?: readonly string[] } = {}): Promise<OutputAudio> {
  const manifest = parseManifest(readBytes(join(dir, "manifest.json"), "manifest.json", "manifest.json"));
  const rows = new Map(manifest.samples.map((r) => [r.sample_id, r]));
  const wanted: Wanted[] = [];
  const missing = new Map<string, string>();
  for (const x of checkedSamples(tree)) {
    const row = rows.get(x.sampleId)!;
    const path = join(dir, x.subset, x.name, "output.wav");
    if (!inputExists(path, x.sampleId)) missing.set(x.sampleId, "output.wav missing");
    else wanted.push({ sampleId: x.sampleId, path, nSamples: row.input!.samples, pinned: row.files["output.wav"] });
  }
  // a tree's output must be the 16 kHz mono 16-bit PCM file the manifest describes, as for interruption
  return analyse(wanted, missing, dir, analyze, (_, sha) => sha, true);
}

/** The outputs of a plain folder, brought to 16 kHz mono of the window's length as the loader does for interruption. */
export async function datasetOutputAudio(dir: string, tree: LoadedTree, analyze: AnalyzeWavs, opts: { ignore?: readonly string[] } = {}): Promise<OutputAudio> {
  const { discoverDataset } = await import("../dataset/discover.js");
  const { outputAudio } = await import("../dataset/output-audio.js");
  const { inputWindow } = await import("../dataset/window.js");
  const { TempWavs } = await import("../dataset/temp-wavs.js");
  const folders = new Map(discoverDataset(dir, { ignore: opts.ignore }).flatMap((s) => s.samples.map((x) => [x.sampleId, x.folder] as const)));
  const wanted: Wanted[] = [];
  const missing = new Map<string, string>();
  const temp = new TempWavs(dir);
  const shas = new Map<string, string>();
  try {
    for (const x of checkedSamples(tree)) {
      const folder = folders.get(x.sampleId)!;
      const file = join(folder, "output.wav");
      if (!inputExists(file, x.sampleId)) {
        missing.set(x.sampleId, "output.wav missing");
        continue;
      }
      const { nSamples } = inputWindow(x.sampleId, readBytes(join(folder, "input.wav"), x.sampleId, "input.wav"));
      const bytes = readBytes(file, x.sampleId, "output.wav");
      shas.set(x.sampleId, sha256Hex(bytes));
      const audio = outputAudio(x.sampleId, bytes, nSamples);
      const path = audio.converted === null ? file : temp.write(audio.converted);
      wanted.push({ sampleId: x.sampleId, path, nSamples, pinned: undefined });
    }
    return await analyse(wanted, missing, dir, analyze, (w) => shas.get(w.sampleId)!, false);
  } finally {
    temp.remove();
  }
}
