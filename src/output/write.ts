/**
 * Atomic output: every file is written to a temporary name in its destination folder and renamed
 * into place, and a set of files is renamed only once all of them are written, so a failed run
 * leaves an earlier set untouched.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

export function writeFilesAtomically(files: { path: string; content: string | Uint8Array }[]): void {
  const temps: { tmp: string; path: string }[] = [];
  try {
    for (const f of files) {
      mkdirSync(dirname(f.path), { recursive: true });
      const tmp = join(dirname(f.path), `.${basename(f.path)}.${process.pid}.tmp`);
      writeFileSync(tmp, f.content);
      temps.push({ tmp, path: f.path });
    }
  } catch (e) {
    for (const t of temps) rmSync(t.tmp, { force: true });
    throw e;
  }
  for (const t of temps) renameSync(t.tmp, t.path);
}
