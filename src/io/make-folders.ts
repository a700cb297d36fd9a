/**
 * Creating a folder and its missing parents one level at a time, because
 * `mkdirSync(path, { recursive: true })` never returns for a path under /proc (it retries the
 * ENOENT that such file systems give). A folder that cannot be created is one InputError naming it.
 */
import { mkdirSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { inputError } from "../errors.js";
import { errnoCode, fileKind, fsProblem } from "./input.js";

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch (e) {
    const code = errnoCode(e);
    if (code === "ENOENT" || code === "ENOTDIR") return false;
    throw e;
  }
}

/** Create folder `dir` and its missing parents, one level at a time; returns why it failed, or null. */
export function createFolders(dir: string): string | null {
  try {
    const missing: string[] = [];
    for (let p = resolve(dir); !exists(p); p = dirname(p)) {
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
