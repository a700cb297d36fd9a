/**
 * One file of a cache folder, read and written the way every cache here must be: a read never
 * waits on a FIFO or device and treats anything unreadable as a miss; a write goes to a
 * temporary file in the same folder that is renamed into place, so no reader ever sees half a
 * file, and a failed write is reported (false), never thrown: the entry is simply recomputed.
 * Used by the probability cache (vad/engine/cache.ts) and the probe verdicts (vad/engine/fast-probe-verdict.ts).
 */
import { randomBytes } from "node:crypto";
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { readInputFile } from "./input.js";
import { createFolders } from "./out-path.js";

/** The file's bytes, or null when it is missing, unreadable or not a regular file. */
export function readCacheFile(path: string): Buffer | null {
  try {
    return readInputFile(path);
  } catch {
    return null;
  }
}

/** Store `data` at `path` atomically, creating its folder; true when it was stored. */
export function writeCacheFile(path: string, data: string | Uint8Array): boolean {
  const tmp = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    if (createFolders(dirname(path)) !== null) return false; // not a recursive mkdir: that never returns under /proc
    writeFileSync(tmp, data);
    renameSync(tmp, path);
    return true;
  } catch {
    rmSync(tmp, { force: true });
    return false;
  }
}
