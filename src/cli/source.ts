/**
 * Where a command's input comes from: `--tree [NAME=]DIR` (a reference tree) or
 * `--dataset [NAME=]DIR` (a plain Full-Duplex-Bench v1.0 folder, docs/plain-dataset.md). Every
 * command that scores goes through here, and loads through the one loader of src/input/, so a
 * new kind of input is added in one place.
 */
import { UsageError } from "../errors.js";
import { isInside } from "../io/input.js";
import { checkOutputFile, checkOutputFolder } from "../io/out-path.js";
import { checkTreeFolder, type InputKind } from "../input/kind.js";
import { type AnyLoadedInput, isMatchedInput, loadAnyInput, loadInput } from "../input/load.js";
import { conversionNote, emptyOutputsWarning } from "../input/conversion-note.js";
import { note } from "../io/notes.js";
import type { AnalyzeWavs, LoadedInput, LoadOptions } from "../input/tree/loaded-input.js";
import { reversedWords, reversedWordsWarning } from "../input/tree/reversed-words.js";
import { ignoredWarning } from "../input/tree/stray-subsets.js";
import { flag, parseTree, type NamedTree, type Parsed } from "./args.js";
import { fileOptionsFromFlags } from "./family-settings.js";
import { analyzerFromFlags } from "./vad-edge.js";

export interface Source extends NamedTree {
  kind: InputKind;
  /** Where outputs go by default (the tree root). */
  outDir: string;
}

/** The one input of a single-input command. */
export function sourceFromFlags(p: Parsed, usage: string): Source {
  const tree = flag(p, "tree");
  const dataset = flag(p, "dataset");
  if (tree !== undefined && dataset !== undefined) throw new UsageError("--tree, --dataset: give exactly one of them");
  const raw = tree ?? dataset;
  const kind: InputKind = tree !== undefined ? "tree" : "dataset";
  if (!raw) throw new UsageError(`--${dataset === undefined ? "tree" : "dataset"}: required (${usage})`);
  const t = parseTree(raw);
  return { kind, ...t, outDir: t.dir };
}

/**
 * Every `--tree` and `--dataset` of a multi-input command, in the order given on the command
 * line (`argv` is the command's arguments, needed to interleave the two flags).
 */
export function sourcesFromFlags(p: Parsed, argv: readonly string[]): Source[] {
  const values = { tree: [...(p.flags.get("tree") ?? [])], dataset: [...(p.flags.get("dataset") ?? [])] };
  const out: Source[] = [];
  for (const arg of argv) {
    if (arg === "--") break;
    const kind = (["tree", "dataset"] as const).find((k) => arg === `--${k}` || arg.startsWith(`--${k}=`));
    const raw = kind && values[kind].shift();
    if (!kind || raw === undefined) continue;
    if (!raw) throw new UsageError(`--${kind}: needs a folder`);
    const t = parseTree(raw);
    out.push({ kind, ...t, outDir: t.dir });
  }
  return out;
}

/** Load and check a source with the VAD edge of the command's flags and say what the load did. */
async function loadWithNotes<T extends AnyLoadedInput>(
  src: Source,
  p: Parsed,
  read: (analyze: AnalyzeWavs, opts: LoadOptions) => Promise<T>,
): Promise<T> {
  if (src.kind === "tree") checkTreeFolder(src.dir);
  const loaded = await read(analyzerFromFlags(p), {
    ignore: p.flags.get("ignore") ?? [],
    onIgnored: (x) => process.stderr.write(`${ignoredWarning(x, src.name)}\n`),
  });
  // the note of what was done to each kind of file (left out by --quiet), and the warnings naming
  // the outputs that hold no samples and (v1.0) the transcripts whose words run backwards
  const converted = conversionNote(src.name, loaded.conversions ?? []);
  if (converted !== null) note(converted);
  const warnings = [emptyOutputsWarning(src.name, loaded.conversions ?? [])];
  if (!isMatchedInput(loaded)) warnings.push(reversedWordsWarning(src.name, reversedWords(loaded)));
  for (const w of warnings) if (w !== null) process.stderr.write(`${w}\n`);
  return loaded;
}

/**
 * Load and check a v1.0 source with the families' files its flags name (`--icc-distribution`;
 * not with `files: false`, for a command that reads such a file itself); with `checkOutputs` (the
 * transcript check) its pause and turn-taking outputs are read in the same load (`tree.outputs`).
 * A v1.5 folder is refused before it is read, with `v15` saying what to use instead (by default:
 * score it).
 */
export function loadSource(
  src: Source,
  p: Parsed,
  opts: { checkOutputs?: boolean; v15?: string; files?: false } = {},
): Promise<LoadedInput> {
  const { files, ...rest } = opts;
  const named = files === false ? {} : fileOptionsFromFlags(p);
  return loadWithNotes(src, p, (analyze, o) => loadInput(src, analyze, { ...o, ...named, ...rest }));
}

/** Load and check a source of either version (a v1.5 folder as `LoadedMatchedInput`), with the notes of `loadSource`. */
export function loadAnySource(src: Source, p: Parsed): Promise<AnyLoadedInput> {
  return loadWithNotes(src, p, (analyze, o) => loadAnyInput(src, analyze, { ...o, ...fileOptionsFromFlags(p) }));
}

/**
 * Check an output path (`flag`'s value, the folder or the file the command writes) before any work,
 * and refuse one that lies inside one of the inputs: inputs are never written.
 */
export function checkOutput(out: string, sources: readonly Source[], what: "folder" | "file", flag = "--out"): void {
  (what === "folder" ? checkOutputFolder : checkOutputFile)(out, flag);
  const s = sources.find((x) => isInside(out, x.dir));
  if (s !== undefined)
    throw new UsageError(
      `${flag}: ${out} is inside the input ${s.kind === "tree" ? "tree" : "folder"} ${s.dir}; choose a place outside it`,
    );
}
