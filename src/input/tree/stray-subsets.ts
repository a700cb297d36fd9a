/**
 * Folders that look like a subset but are not named as one (`user_interruption/` beside, or
 * instead of, `synthetic_user_interruption/`). Scoring without them would show the subset as
 * `selected 0` with no word of warning, so each is a problem naming the folder, the closest
 * subset name and how to go on (rename it, or `--ignore NAME` to skip it with a warning). A folder
 * looks like a subset when it holds folders with an `output.wav`, `output.json` or an annotation
 * file, directly or one level down. Other entries stay ignored.
 */
import { join } from "node:path";
import { InputError } from "../../errors.js";
import { isInputFolder, listFolder } from "../../io/input.js";
import type { Problem } from "../../problems.js";
import { byString } from "../../order.js";
import { editDistance } from "../../closest.js";
import { ANNOTATION_FILE, SUBSETS } from "./subsets.js";

/** A reference tree's own folders beside the subsets, never taken for one. */
export const TREE_OWN_FOLDERS: readonly string[] = ["logs", "identity", "judge"];

/** The files whose presence marks a sample folder. */
const SAMPLE_MARKERS: readonly string[] = [
  "output.wav",
  "output.json",
  ...Object.values(ANNOTATION_FILE).filter((f): f is string => f !== null),
];

const skipped = (name: string): boolean => name.startsWith(".") || name === "__MACOSX";

/** The sub-folders of `dir` (hidden names and `__MACOSX` left out), sorted. */
function folders(dir: string): string[] {
  return listFolder(dir)
    .map((e) => e.name)
    .filter((n) => !skipped(n) && isInputFolder(join(dir, n)))
    .sort(byString);
}

/** Which marker file a folder holds directly, or null. */
function markerIn(dir: string): string | null {
  const names = new Set(
    listFolder(dir)
      .filter((e) => !e.isDirectory())
      .map((e) => e.name),
  );
  return SAMPLE_MARKERS.find((f) => names.has(f)) ?? null;
}

/**
 * The marker file found in a sample-like folder of `dir` (directly or one level down), or null;
 * a folder that cannot be read is not taken for a subset.
 */
function subsetMarker(dir: string): string | null {
  try {
    for (const x of folders(dir)) {
      const direct = markerIn(join(dir, x));
      if (direct !== null) return direct;
      for (const y of folders(join(dir, x))) {
        const deeper = markerIn(join(dir, x, y));
        if (deeper !== null) return deeper;
      }
    }
  } catch (e) {
    if (e instanceof InputError) return null;
    throw e;
  }
  return null;
}

/** The warning for a folder skipped as `--ignore` asked (`input`: the input's name, when known). */
export function ignoredWarning(folder: string, input?: string): string {
  return (
    `warning: ${input !== undefined ? `${input}: ` : ""}${folder}/ looks like a subset folder ` +
    `under another name; skipped as --ignore asks, its samples are left out`
  );
}

/** The subset names a folder name most likely means: those ending with it, else the nearest by edit distance. */
function closestSubsets(name: string, names: readonly string[] = SUBSETS): string[] {
  const n = name.toLowerCase();
  const ending = names.filter((s) => n.length >= 3 && s.endsWith(n));
  if (ending.length > 0) return ending;
  const d = names.map((s) => editDistance(n, s));
  const best = Math.min(...d);
  return names.filter((_, k) => d[k] === best);
}

const orList = (xs: readonly string[]): string =>
  xs.length === 1 ? xs[0]! : `${xs.slice(0, -1).join(", ")} or ${xs[xs.length - 1]}`;

/**
 * The folders among `names` (entries of `dir`, shown as `prefix + name`) that look like a subset
 * but are not one; those listed in `ignore` (as `prefix + name`) are returned as ignored instead.
 * `rename` gives the names a folder should have (by default the closest subsets).
 */
export function straySubsets(
  dir: string,
  names: readonly string[],
  opts: {
    prefix?: string;
    ignore?: readonly string[];
    kind?: string;
    rename?: (name: string) => string[];
    /** The subset names of the input's version, and how the message names them (default: the five v1.0 ones). */
    subsets?: { names: readonly string[]; words: string };
  } = {},
): { problems: Problem[]; ignored: string[] } {
  const prefix = opts.prefix ?? "";
  const subsetNames: readonly string[] = opts.subsets?.names ?? SUBSETS;
  const problems: Problem[] = [];
  const ignored: string[] = [];
  for (const name of [...names].sort(byString)) {
    if (skipped(name) || subsetNames.includes(name)) continue;
    const path = join(dir, name);
    if (!isInputFolder(path, `${prefix}${name}/`)) continue;
    const marker = subsetMarker(path);
    if (marker === null) continue;
    const shown = `${prefix}${name}`;
    if (opts.ignore?.some((x) => x.replace(/\/+$/, "") === shown)) {
      ignored.push(shown);
      continue;
    }
    const targets = opts.rename ? opts.rename(name) : closestSubsets(name, subsetNames);
    problems.push({
      where: `${shown}/`,
      check: `a folder that looks like ${opts.kind ?? "a subset"} has another name`,
      message:
        opts.kind === undefined
          ? `looks like a subset folder (its sample folders hold ${marker}) but is not named as one ` +
            `of ${opts.subsets?.words ?? "the five subsets"}; the closest is ${orList(targets)}`
          : `looks like ${opts.kind} (its sample folders hold ${marker}) but is not named ${orList(targets)}`,
      fix: `rename it to ${orList(targets.map((t) => `${prefix}${t}`))}, or pass --ignore ${shown} to skip it`,
    });
  }
  return { problems, ignored };
}
