/**
 * Telling the two input kinds apart by what a folder holds: a reference tree holds manifest.json,
 * a plain Full-Duplex-Bench folder holds subset folders. A notebook's input is sniffed this way
 * (`inputKind`); a command's comes from its flag, and a `--tree` folder that is not a tree is
 * refused pointing at `--dataset` (`checkTreeFolder`).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { InputError, inputError } from "../errors.js";
import { checkNotAFile, errnoCode } from "../io/input.js";
import type { InputKind } from "./tree/loaded-input.js";
import { SUBSETS } from "./tree/subsets.js";

export type { InputKind };

const holdsManifest = (dir: string): boolean => existsSync(join(dir, "manifest.json"));
const holdsSubsetFolder = (entries: readonly string[]): boolean =>
  entries.some((e) => (SUBSETS as readonly string[]).includes(e));

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
    "neither a reference tree (no manifest.json) nor a plain Full-Duplex-Bench folder (no subset folder such as candor_turn_taking/)",
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
