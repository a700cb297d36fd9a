/**
 * Telling the two input kinds apart by what a folder holds: a reference tree holds manifest.json,
 * a plain Full-Duplex-Bench folder holds subset folders. A notebook's input is sniffed this way
 * (`inputKind`); a command's comes from its flag, and a `--tree` folder that is not a tree is
 * refused pointing at `--dataset` (`checkTreeFolder`). A plain folder's version (v1.0 or v1.5) is
 * told by its subset folder names (`datasetVersion`), once each subset folder is known to hold the
 * samples of its name's version: a v1.5 sample holds metadata.json and clean_output.wav, a v1.0
 * one its annotation (interrupt.json, pause.json, turn_taking.json). A folder under the other
 * version's name (the v1.5 `user_interruption/` holding v1.0 interruption samples, or the reverse)
 * is refused with the name it must have, rather than read as the wrong version: a v1.0 folder
 * then looked like a mixing of versions, and v1.5 samples under a v1.0 name like samples without
 * their annotation.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { InputError, inputError } from "../errors.js";
import { checkNotAFile, errnoCode } from "../io/input.js";
import { type Problem, ProblemList } from "../problems.js";
import type { InputKind } from "./tree/loaded-input.js";
import { ANNOTATION_FILE, SUBSETS } from "./tree/subsets.js";
import { MATCHED_SUBSETS } from "./v15/subsets.js";

export type { InputKind };

const holdsManifest = (dir: string): boolean => existsSync(join(dir, "manifest.json"));
const holdsSubsetFolder = (entries: readonly string[]): boolean =>
  entries.some((e) => (SUBSETS as readonly string[]).includes(e) || (MATCHED_SUBSETS as readonly string[]).includes(e));

/** The Full-Duplex-Bench version a plain folder holds. */
export type DatasetVersion = "v1.0" | "v1.5";

/** The files that mark a sample of each version. */
const V15_MARKERS = ["metadata.json", "clean_output.wav"] as const;
const V10_MARKERS: readonly string[] = Object.values(ANNOTATION_FILE).filter((f): f is string => f !== null);

/** Where a v1.0 sample holding each annotation belongs. */
const V10_SUBSETS_OF: Readonly<Record<string, readonly string[]>> = {
  "interrupt.json": ["synthetic_user_interruption"],
  "pause.json": ["synthetic_pause_handling", "candor_pause_handling"],
  "turn_taking.json": ["candor_turn_taking"],
};
/** Where the v1.5 samples under a v1.0 name belong: the v1.5 subset of the same task where there is one. */
const V15_SUBSET_OF: Readonly<Record<string, string>> = {
  synthetic_user_interruption: "user_interruption",
  icc_backchannel: "user_backchannel",
};

const sampleNames = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => !e.name.startsWith(".") && e.name !== "__MACOSX" && isFolder(join(dir, e.name)))
    .map((e) => e.name);

/**
 * What the samples of the subset folder `name` are, by their files: v1.5 when some hold
 * metadata.json and clean_output.wav and none a v1.0 annotation, v1.0 (with the annotation found)
 * when some hold an annotation and none is a v1.5 sample; null when neither or both, or when the
 * folder cannot be read (the loader names that).
 */
function samplesVersion(dir: string, name: string): { version: DatasetVersion; marker: string } | null {
  try {
    const outer = join(dir, name);
    const root = isFolder(join(outer, name)) ? join(outer, name) : outer;
    let v10: string | null = null;
    let v15 = false;
    for (const sample of sampleNames(root)) {
      const has = (f: string) => existsSync(join(root, sample, f));
      if (V15_MARKERS.every(has)) v15 = true;
      else v10 ??= V10_MARKERS.find(has) ?? null;
      if (v15 && v10 !== null) return null;
    }
    if (v15) return { version: "v1.5", marker: V15_MARKERS.join(" and ") };
    return v10 !== null ? { version: "v1.0", marker: v10 } : null;
  } catch {
    return null;
  }
}

const orList = (xs: readonly string[]): string =>
  xs.length === 1 ? xs[0]! : `${xs.slice(0, -1).join(", ")} or ${xs[xs.length - 1]}`;

/** The problem of a subset folder whose samples are of the other version than its name, or null. */
function misnamedVersion(dir: string, name: string, named: DatasetVersion): Problem | null {
  const found = samplesVersion(dir, name);
  if (found === null || found.version === named) return null;
  const targets =
    found.version === "v1.0" ? V10_SUBSETS_OF[found.marker]! : [V15_SUBSET_OF[name] ?? orList(MATCHED_SUBSETS)];
  const other = found.version === "v1.0" ? "v1.5" : "v1.0";
  return {
    where: `${name}/`,
    check: `a subset folder holds the samples of the other version than its name`,
    message:
      `holds Full-Duplex-Bench ${found.version} samples (their folders hold ${found.marker}), ` +
      `but ${name} is the name of a ${other} subset`,
    fix: `rename it to ${orList(targets)}, or pass --ignore ${name} to skip it`,
  };
}

/**
 * Which version a plain folder holds, told by its subset folder names: v1.5 when every subset
 * folder (at least one) has a v1.5 name, in either layout (the nested one repeats the name inside).
 * A subset folder whose samples are of the other version than its name is refused first, with the
 * name it must have (one line each); then a folder with both v1.0 and v1.5 names is refused,
 * naming which are which. Folders `ignore` skips are left out. A folder that cannot be listed is
 * left to the v1.0 loader to name.
 */
export function datasetVersion(dir: string, ignore: readonly string[] = []): DatasetVersion {
  let entries: string[];
  try {
    entries = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() || (e.isSymbolicLink() && isFolder(join(dir, e.name))))
      .map((e) => e.name)
      .filter((n) => !ignore.some((x) => x.replace(/\/+$/, "") === n))
      .sort();
  } catch {
    return "v1.0";
  }
  const v10 = entries.filter((e) => (SUBSETS as readonly string[]).includes(e));
  const v15 = entries.filter((e) => (MATCHED_SUBSETS as readonly string[]).includes(e));
  const misnamed = new ProblemList([]);
  for (const [names, version] of [
    [v10, "v1.0"],
    [v15, "v1.5"],
  ] as const)
    for (const name of names) {
      const p = misnamedVersion(dir, name, version);
      if (p !== null) misnamed.add(p);
    }
  misnamed.throwIfAny();
  if (v10.length > 0 && v15.length > 0) {
    const list = (xs: string[]) => xs.map((x) => `${x}/`).join(", ");
    throw inputError(
      dir,
      `mixes Full-Duplex-Bench v1.0 subset folders (${list(v10)}) with v1.5 ones (${list(v15)}); ` +
        "keep each version in a folder of its own, or pass --ignore NAME to skip the folders of one",
    );
  }
  return v15.length > 0 ? "v1.5" : "v1.0";
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * What `dir` is: "tree" when it holds manifest.json, "dataset" when it holds a subset folder.
 * Anything else is an InputError naming the folder and what to give instead.
 */
export function inputKind(dir: string): InputKind {
  let entries: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new Error("not a folder");
    entries = readdirSync(dir);
  } catch {
    throw inputError(dir, "no such folder (give a reference tree or a plain Full-Duplex-Bench folder)");
  }
  if (holdsManifest(dir)) return "tree";
  if (holdsSubsetFolder(entries)) return "dataset";
  throw inputError(
    dir,
    "neither a reference tree (no manifest.json) nor a plain Full-Duplex-Bench folder " +
      "(no subset folder such as candor_turn_taking/ or user_interruption/)",
  );
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
      throw new InputError(
        `${where}: no such folder (give a reference tree holding manifest.json, or a plain Full-Duplex-Bench folder with --dataset)`,
      );
    }
  }
  checkNotAFile(dir, "tree"); // a file, FIFO or device, or a path that cannot be examined, named with what it is
  if (holdsManifest(dir)) return;
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return; // unreadable: the loader names the path and the problem
  }
  if (holdsSubsetFolder(entries)) {
    throw new InputError(
      `${where}: no manifest.json, and it holds subset folders: this is a plain Full-Duplex-Bench folder, use --dataset ${dir}`,
    );
  }
  throw new InputError(
    `${where}: no manifest.json, so this is not a reference tree (for a plain Full-Duplex-Bench folder use --dataset ${dir})`,
  );
}
