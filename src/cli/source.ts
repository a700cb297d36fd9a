/**
 * Where a command's input comes from: `--tree [NAME=]DIR` (a reference tree) or
 * `--dataset [NAME=]DIR` (a plain Full-Duplex-Bench v1.0 folder, docs/plain-dataset.md). Every
 * command that scores goes through here, so a new kind of input is added in one place.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { InputError, UsageError } from "../errors.js";
import { checkNotAFile, errnoCode, isInside } from "../io/input.js";
import { convertedFromOf, convertedSummary } from "../output/converted.js";
import { note } from "../output/notes.js";
import { loadTree, type LoadedTree } from "../tree/load.js";
import { reversedWords, reversedWordsWarning } from "../tree/reversed-words.js";
import { ignoredWarning } from "../tree/stray-subsets.js";
import { SUBSETS } from "../tree/subsets.js";
import { flag, parseTree, type NamedTree, type Parsed } from "./args.js";
import { analyzerFromFlags } from "./vad-edge.js";

export type SourceKind = "tree" | "dataset";

export interface Source extends NamedTree {
  kind: SourceKind;
  /** Where outputs go by default (the tree root). */
  outDir: string;
}

/** The one input of a single-input command. */
export function sourceFromFlags(p: Parsed, usage: string): Source {
  const tree = flag(p, "tree");
  const dataset = flag(p, "dataset");
  if (tree !== undefined && dataset !== undefined) throw new UsageError("--tree, --dataset: give exactly one of them");
  const raw = tree ?? dataset;
  const kind: SourceKind = tree !== undefined ? "tree" : "dataset";
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
 * A `--tree` folder must exist and hold manifest.json. When it does not, say so with the flag and
 * the path, and point at `--dataset` where the folder is (or may be) a plain Full-Duplex-Bench one,
 * instead of the loader's bare "manifest.json is missing".
 */
export function checkTreeFolder(dir: string): void {
  const where = `--tree ${dir}`;
  try {
    statSync(dir);
  } catch (e) {
    if (errnoCode(e) === "ENOENT") {
      throw new InputError(`${where}: no such folder (give a reference tree holding manifest.json, or a plain Full-Duplex-Bench folder with --dataset)`);
    }
  }
  checkNotAFile(dir, "tree"); // a file, FIFO or device, or a path that cannot be examined, named with what it is
  if (existsSync(join(dir, "manifest.json"))) return;
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return; // unreadable: the loader names the path and the problem
  }
  if (entries.some((e) => (SUBSETS as readonly string[]).includes(e))) {
    throw new InputError(`${where}: no manifest.json, and it holds subset folders: this is a plain Full-Duplex-Bench folder, use --dataset ${dir}`);
  }
  throw new InputError(`${where}: no manifest.json, so this is not a reference tree (for a plain Full-Duplex-Bench folder use --dataset ${dir})`);
}

/** Load and check the source, running the VAD edge configured by the command's flags. */
export async function loadSource(src: Source, p: Parsed): Promise<LoadedTree> {
  const tree = await loadChecked(src, p);
  for (const x of tree.ignored ?? []) process.stderr.write(`${ignoredWarning(x, src.name)}\n`);
  const warning = reversedWordsWarning(src.name, reversedWords(tree));
  if (warning !== null) process.stderr.write(`${warning}\n`);
  return tree;
}

async function loadChecked(src: Source, p: Parsed): Promise<LoadedTree> {
  if (src.kind === "tree") {
    checkTreeFolder(src.dir);
    return loadTree(src.dir, analyzerFromFlags(p), { ignore: p.flags.get("ignore") ?? [] });
  }
  // a plain folder's loader (and the audio decoder it carries) loads only for a plain folder
  const { loadDataset } = await import("../dataset/load.js");
  const tree = await loadDataset(src.dir, analyzerFromFlags(p), { ignore: p.flags.get("ignore") ?? [] });
  const summary = convertedSummary(convertedFromOf(tree.inputs) ?? {});
  if (summary !== null) {
    const resampled = (tree.inputs as { resampled: string[] }).resampled.length;
    const exactness =
      resampled > 0
        ? `${resampled} of them resampled, mixed, padded or cropped (inputs.resampled), whose segments may differ slightly from the Python path`
        : "all decoded as they are, so their segments are those of the Python path";
    note(`${src.name}: ${summary} (inputs.converted_from); ${exactness} (docs/plain-dataset.md)`);
  }
  return tree;
}

/** Refuse an output path (`flag`'s value) that lies inside one of the inputs: inputs are never written. */
export function checkOutsideInputs(out: string, sources: readonly Source[], flag = "--out"): void {
  for (const s of sources) {
    if (isInside(out, s.dir)) throw new UsageError(`${flag}: ${out} is inside the input ${s.kind === "tree" ? "tree" : "folder"} ${s.dir}; choose a place outside it`);
  }
}
