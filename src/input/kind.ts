/**
 * Telling the two input kinds apart by what a folder holds: a reference tree holds manifest.json,
 * a plain Full-Duplex-Bench folder holds subset folders. A notebook's input is sniffed this way
 * (`inputKind`); a command's comes from its flag, and a `--tree` folder that is not a tree is
 * refused pointing at `--dataset` (`checkTreeFolder`). A plain folder's version (v1.0 or v1.5) is
 * told by its subset folder names (`datasetVersion`).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { InputError, inputError } from "../errors.js";
import { checkNotAFile, errnoCode } from "../io/input.js";
import type { InputKind } from "./tree/loaded-input.js";
import { SUBSETS } from "./tree/subsets.js";
import { MATCHED_SUBSETS } from "./v15/subsets.js";

export type { InputKind };

const holdsManifest = (dir: string): boolean => existsSync(join(dir, "manifest.json"));
const holdsSubsetFolder = (entries: readonly string[]): boolean =>
  entries.some((e) => (SUBSETS as readonly string[]).includes(e) || (MATCHED_SUBSETS as readonly string[]).includes(e));

/** The Full-Duplex-Bench version a plain folder holds. */
export type DatasetVersion = "v1.0" | "v1.5";

/**
 * Which version a plain folder holds, told by its subset folder names: v1.5 when every subset
 * folder (at least one) has a v1.5 name, in either layout (the nested one repeats the name inside).
 * A folder with both v1.0 and v1.5 names is refused, naming which are which; folders `ignore`
 * skips are left out. A folder that cannot be listed is left to the v1.0 loader to name.
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
