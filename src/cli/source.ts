/**
 * Where a command's input comes from: `--tree [NAME=]DIR` (a reference tree) or
 * `--dataset [NAME=]DIR` (a plain Full-Duplex-Bench v1.0 folder, docs/plain-dataset.md). Every
 * command that scores goes through here, and loads through the one loader of src/input/, so a
 * new kind of input is added in one place.
 */
import { UsageError } from "../errors.js";
import { isInside } from "../io/input.js";
import { checkTreeFolder, type InputKind } from "../input/kind.js";
import { type AnyLoadedInput, isMatchedInput, loadAnyInput, loadInput } from "../input/load.js";
import { conversionNote, emptyOutputsWarning } from "../input/conversion-note.js";
import type { FileConversion } from "../input/tree/conversions.js";
import { note } from "../io/notes.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
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

/**
 * Load and check a v1.0 source, running the VAD edge configured by the command's flags; with
 * `checkOutputs` (the transcript check) its pause and turn-taking outputs are read in the same load
 * (`tree.outputs`). A v1.5 folder is refused before it is read, with `v15` saying what to use
 * instead (by default: score it).
 */
export async function loadSource(
  src: Source,
  p: Parsed,
  opts: { checkOutputs?: boolean; v15?: string; files?: false } = {},
): Promise<LoadedInput> {
  if (src.kind === "tree") checkTreeFolder(src.dir);
  const tree = await loadInput(src, analyzerFromFlags(p), {
    ...(opts.files === false ? {} : fileOptionsFromFlags(p)),
    ignore: p.flags.get("ignore") ?? [],
    onIgnored: (x) => process.stderr.write(`${ignoredWarning(x, src.name)}\n`),
    ...(opts.checkOutputs ? { checkOutputs: true } : {}),
    ...(opts.v15 !== undefined ? { v15: opts.v15 } : {}),
  });
  loadedNotes(src, tree);
  return tree;
}

/** Load and check a source of either version (a v1.5 folder as `LoadedMatchedInput`), with the notes of `loadSource`. */
export async function loadAnySource(src: Source, p: Parsed): Promise<AnyLoadedInput> {
  if (src.kind === "tree") checkTreeFolder(src.dir);
  const loaded = await loadAnyInput(src, analyzerFromFlags(p), {
    ...fileOptionsFromFlags(p),
    ignore: p.flags.get("ignore") ?? [],
    onIgnored: (x) => process.stderr.write(`${ignoredWarning(x, src.name)}\n`),
  });
  if (!isMatchedInput(loaded)) loadedNotes(src, loaded);
  else conversionNotes(src, loaded.conversions ?? []);
  return loaded;
}

/**
 * The one place a load's conversions are said: the note of what was done to each kind of file
 * (left out by --quiet), and the warning naming the outputs that hold no samples (always printed).
 */
function conversionNotes(src: Source, conversions: readonly FileConversion[]): void {
  const text = conversionNote(src.name, conversions);
  if (text !== null) note(text);
  const warning = emptyOutputsWarning(src.name, conversions);
  if (warning !== null) process.stderr.write(`${warning}\n`);
}

/** The stderr notes and warnings of a loaded v1.0 source: converted files, reversed words. */
function loadedNotes(src: Source, tree: LoadedInput): void {
  conversionNotes(src, tree.conversions ?? []);
  const warning = reversedWordsWarning(src.name, reversedWords(tree));
  if (warning !== null) process.stderr.write(`${warning}\n`);
}

/** Refuse an output path (`flag`'s value) that lies inside one of the inputs: inputs are never written. */
export function checkOutsideInputs(out: string, sources: readonly Source[], flag = "--out"): void {
  for (const s of sources) {
    if (isInside(out, s.dir))
      throw new UsageError(
        `${flag}: ${out} is inside the input ${s.kind === "tree" ? "tree" : "folder"} ${s.dir}; choose a place outside it`,
      );
  }
}
