/**
 * Where a command's input comes from: `--tree [NAME=]DIR` (a reference tree). Every command that
 * scores goes through here, so a new kind of input is added in one place.
 */
import { UsageError } from "../errors.js";
import { loadTree, type LoadedTree } from "../tree/load.js";
import { flag, parseTree, type NamedTree, type Parsed } from "./args.js";
import { analyzerFromFlags } from "./vad-edge.js";

export const SOURCE_FLAGS = { tree: { type: "string" } } as const;

export interface Source extends NamedTree {
  /** Where outputs go by default (the tree root). */
  outDir: string;
}

/** The one input of a single-input command. */
export function sourceFromFlags(p: Parsed, usage: string): Source {
  const raw = flag(p, "tree");
  if (!raw) throw new UsageError(`--tree: required (${usage})`);
  const t = parseTree(raw);
  return { ...t, outDir: t.dir };
}

/** Load and check the source, running the VAD edge configured by the command's flags. */
export function loadSource(src: Source, p: Parsed): Promise<LoadedTree> {
  return loadTree(src.dir, analyzerFromFlags(p));
}
