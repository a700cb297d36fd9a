/**
 * Folder checks of a reference tree: sample names that cannot escape the tree, every eligible
 * row has its `<subset>/<name>/` folder, and a subset folder holds no sample folder without an
 * eligible row. Other entries at the root and other files in a sample folder are ignored.
 */
import { join } from "node:path";
import { inputError } from "../errors.js";
import { isInputFolder, listFolder } from "../io/input.js";
import { SUBSETS } from "./subsets.js";

/** A sample name must be a single plain path component. */
export function checkSampleName(sampleId: string, name: string): void {
  if (name === "" || name === "." || name === ".." || /[/\\\0]/.test(name) || name.trim() !== name) {
    throw inputError(sampleId, `sample name ${JSON.stringify(name)} is not a plain folder name inside the tree`);
  }
}

/** Whether `path` is a folder (symlinks followed); an error other than "missing" is an InputError. */
export function isDirectory(path: string): boolean {
  return isInputFolder(path);
}

/** Check folders against the eligible names of each subset. */
export function checkFolders(dir: string, eligibleNames: Map<string, Set<string>>): void {
  for (const subset of SUBSETS) {
    const names = eligibleNames.get(subset) ?? new Set<string>();
    const subsetDir = join(dir, subset);
    const present = new Set<string>();
    if (isDirectory(subsetDir)) {
      for (const entry of listFolder(subsetDir, `${subset}/`).sort((a, b) => (a.name < b.name ? -1 : 1))) {
        if (!entry.isDirectory() && !(entry.isSymbolicLink() && isInputFolder(join(subsetDir, entry.name)))) continue;
        if (!names.has(entry.name)) throw inputError(`${subset}/${entry.name}`, "sample folder has no eligible manifest row");
        present.add(entry.name);
      }
    }
    for (const name of [...names].sort()) {
      if (!present.has(name)) throw inputError(`${subset}/${name}`, `eligible sample folder ${subset}/${name}/ is missing`);
    }
  }
}
