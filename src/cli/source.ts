/**
 * Where a command's input comes from: `--tree [NAME=]DIR` (a reference tree) or
 * `--dataset [NAME=]DIR` (a plain Full-Duplex-Bench v1.0 folder, docs/plain-dataset.md). Every
 * command that scores goes through here, and loads through the one loader of src/input/, so a
 * new kind of input is added in one place.
 */
import { UsageError } from "../errors.js";
import { isInside } from "../io/input.js";
import { checkTreeFolder, type InputKind } from "../input/kind.js";
import { loadInput } from "../input/load.js";
import { convertedFromOf, convertedSummary } from "../audio/converted.js";
import { note } from "../io/notes.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import { reversedWords, reversedWordsWarning } from "../input/tree/reversed-words.js";
import { ignoredWarning } from "../input/tree/stray-subsets.js";
import { flag, parseTree, type NamedTree, type Parsed } from "./args.js";
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
 * Load and check the source, running the VAD edge configured by the command's flags; with
 * `checkOutputs` (the transcript check) its pause and turn-taking outputs are read in the same load
 * (`tree.outputs`).
 */
export async function loadSource(src: Source, p: Parsed, opts: { checkOutputs?: boolean } = {}): Promise<LoadedInput> {
  if (src.kind === "tree") checkTreeFolder(src.dir);
  const tree = await loadInput(src, analyzerFromFlags(p), {
    ignore: p.flags.get("ignore") ?? [],
    onIgnored: (x) => process.stderr.write(`${ignoredWarning(x, src.name)}\n`),
    ...(opts.checkOutputs ? { checkOutputs: true } : {}),
  });
  const summary = src.kind === "dataset" ? convertedSummary(convertedFromOf(tree.inputs) ?? {}) : null;
  if (summary !== null) {
    const resampled = (tree.inputs as { resampled: string[] }).resampled.length;
    const exactness =
      resampled > 0
        ? `${resampled} of them resampled, mixed, padded or cropped (inputs.resampled), whose ` +
          `segments may differ slightly from the Python path`
        : "all decoded as they are, so their segments are those of the Python path";
    note(`${src.name}: ${summary} (inputs.converted_from); ${exactness} (docs/plain-dataset.md)`);
  }
  const warning = reversedWordsWarning(src.name, reversedWords(tree));
  if (warning !== null) process.stderr.write(`${warning}\n`);
  return tree;
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
