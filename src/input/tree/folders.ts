/**
 * Folder checks of a reference tree: sample names that cannot escape the input, every eligible
 * row has its `<subset>/<name>/` folder, and a subset folder holds no sample folder without an
 * eligible row. Other entries at the root (but a misnamed subset, stray-subsets.ts) and other
 * files in a sample folder are ignored.
 */
import { join } from "node:path";
import { inputError } from "../../errors.js";
import { isInputFolder, listFolder } from "../../io/input.js";
import { byString } from "../../order.js";
import type { Problem, ProblemList } from "../../problems.js";
import { SUBSETS } from "./subsets.js";

/** A sample name must be a single plain path component. */
export function checkSampleName(sampleId: string, name: string): void {
  if (name === "" || name === "." || name === ".." || /[/\\\0]/.test(name) || name.trim() !== name) {
    throw inputError(sampleId, `sample name ${JSON.stringify(name)} is not a plain folder name`);
  }
}

/**
 * The problem of a sample folder whose name is not valid UTF-8 (`shown`: its bytes, escaped): every
 * folder inside a subset is a sample, and this one can be neither named in the outputs nor left out
 * without a word.
 */
export function nonUtf8Sample(subset: string, shown: string): Problem {
  return {
    where: `${subset}/${shown}`,
    subset,
    check: "a sample folder's name is not valid UTF-8",
    message: "sample folder name is not valid UTF-8 (its bytes are shown, \\xNN for each byte that is not plain ASCII)",
    fix: "rename the folder to a UTF-8 name",
  };
}

/** Whether `path` is a folder (symlinks followed); an error other than "missing" is an InputError. */
export function isDirectory(path: string): boolean {
  return isInputFolder(path);
}

/**
 * Check folders against the eligible names of each subset, every problem into `problems`; the
 * names of eligible samples whose folder is missing are returned (their files are not read).
 */
export function checkFolders(dir: string, eligibleNames: Map<string, Set<string>>, problems: ProblemList): Set<string> {
  const missing = new Set<string>();
  for (const subset of SUBSETS) {
    const names = eligibleNames.get(subset) ?? new Set<string>();
    const subsetDir = join(dir, subset);
    const present = new Set<string>();
    const listed = problems.attempt(
      `${subset}/`,
      () => {
        if (!isDirectory(subsetDir)) return true;
        for (const entry of listFolder(subsetDir, `${subset}/`).sort((a, b) => byString(a.name, b.name))) {
          const id = `${subset}/${entry.name}`;
          if (
            !problems.attempt(
              id,
              () => entry.isDirectory() || (entry.isSymbolicLink() && isInputFolder(join(subsetDir, entry.name), id)),
              subset,
            )
          )
            continue;
          present.add(entry.name);
          if (!names.has(entry.name)) {
            problems.add({
              where: id,
              subset,
              check: "a sample folder has no eligible manifest row",
              message: "sample folder has no eligible manifest row",
              fix: "remove the folder, or add its row to manifest.json",
            });
          }
        }
        return true;
      },
      subset,
    );
    if (!listed) continue; // a folder that cannot be listed is its one problem
    for (const name of [...names].sort(byString)) {
      if (present.has(name)) continue;
      missing.add(`${subset}/${name}`);
      problems.add({
        where: `${subset}/${name}`,
        subset,
        check: "an eligible sample folder is missing",
        message: `eligible sample folder ${subset}/${name}/ is missing`,
      });
    }
  }
  return missing;
}
