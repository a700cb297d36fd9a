/**
 * Output locations: checking a `--out` path before any work is done (it must be, or be able to
 * become, a folder or a file as the command needs), and creating a folder and its missing parents
 * one level at a time, because `mkdirSync(path, { recursive: true })` never returns for a path
 * under /proc (it retries the ENOENT that such file systems give). An output folder that cannot
 * be created is one InputError naming it.
 */
import { mkdirSync, statSync, type Stats } from "node:fs";
import { dirname, resolve } from "node:path";
import { inputError, UsageError } from "../errors.js";
import { errnoCode, fileKind, fsProblem } from "./input.js";

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch (e) {
    const code = errnoCode(e);
    if (code === "ENOENT" || code === "ENOTDIR") return null;
    throw e;
  }
}

/** The nearest existing path at or above `path`, with its stats (the root always exists). */
function nearestExisting(path: string): { path: string; stats: Stats } {
  for (let p = resolve(path); ; p = dirname(p)) {
    const stats = statOrNull(p);
    if (stats) return { path: p, stats };
    if (dirname(p) === p) throw Object.assign(new Error(`${p} does not exist`), { code: "ENOENT" });
  }
}

/** Why `path` cannot become (or be) a folder, looking only at what exists; null when it can. */
function folderProblem(path: string): string | null {
  const { path: found, stats } = nearestExisting(path);
  if (found === resolve(path))
    return stats.isDirectory()
      ? null
      : `is an existing ${stats.isFile() ? "file" : fileKind(stats).replace(/^an? /, "")}, not a folder`;
  if (!stats.isDirectory()) return `lies under ${found}, which is ${fileKind(stats)}, not a folder`;
  return null;
}

/** The file extensions of the outputs: a folder named like one is almost surely meant as a file. */
const FILE_LIKE = /\.(json|jsonl|csv)$/i;

/**
 * Check an output folder given by `flag` (for example `--out`) before any work: it must be a
 * folder or be creatable as one (no file in its place or above it), and not be named like an
 * output file (`x.json`, which would silently become a folder). A UsageError otherwise.
 */
export function checkOutputFolder(path: string, flag: string): void {
  const ext = FILE_LIKE.exec(path.replace(/[\\/]+$/, ""))?.[0];
  if (ext !== undefined)
    throw new UsageError(
      `${flag} ${path}: is a folder for this command (its files are written into it), but ends in ${ext} ` +
        `like a file; give a folder name without ${ext}`,
    );
  let problem: string | null;
  try {
    problem = folderProblem(path);
  } catch (e) {
    problem = `cannot be examined: ${fsProblem(e)}`;
  }
  if (problem !== null) throw new UsageError(`${flag} ${path}: ${problem}; choose a folder`);
}

/** Check an output file given by `flag`: not an existing folder, and its folder can be made. */
export function checkOutputFile(path: string, flag: string): void {
  let problem: string | null;
  try {
    const stats = statOrNull(path);
    if (stats?.isDirectory()) problem = "is an existing folder; give a file name";
    else if (stats && !stats.isFile()) problem = `is ${fileKind(stats)}, not a regular file`;
    else {
      const parent = folderProblem(dirname(resolve(path)));
      problem =
        parent === null
          ? null
          : `its folder ${parent.replace(/^is an existing /, "is a ")}`.replace(/^its folder lies under/, "lies under");
    }
  } catch (e) {
    problem = `cannot be examined: ${fsProblem(e)}`;
  }
  if (problem !== null) throw new UsageError(`${flag} ${path}: ${problem}`);
}

/** Create folder `dir` and its missing parents, one level at a time; returns why it failed, or null. */
export function createFolders(dir: string): string | null {
  try {
    const missing: string[] = [];
    for (let p = resolve(dir); statOrNull(p) === null; p = dirname(p)) {
      if (dirname(p) === p) break;
      missing.push(p);
    }
    for (const p of missing.reverse()) mkdirSync(p);
    const s = statSync(dir);
    return s.isDirectory() ? null : `it is ${fileKind(s)}, not a folder`;
  } catch (e) {
    // mkdir under /proc, /sys and the like fails with ENOENT though the parent exists
    return errnoCode(e) === "ENOENT" ? "the file system does not allow it (ENOENT)" : fsProblem(e);
  }
}

/** `createFolders` for an output folder: a failure is one InputError naming it. */
export function makeFolders(dir: string): void {
  const problem = createFolders(dir);
  if (problem !== null) throw inputError(dir, `cannot create the output folder: ${problem}`);
}
