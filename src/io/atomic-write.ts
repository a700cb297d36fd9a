/**
 * Atomic output of a set of files (a pair such as unified.json and unified-samples.jsonl, or a
 * report's HTML and PDF) as one unit. Every file is first written to a temporary beside its
 * destination; only when all are written are they renamed into place, each earlier file kept
 * aside (hard link, else copy) until the last rename is done. On any failure the earlier files
 * are put back (or the new ones removed, if there were none), the temporaries removed, and one
 * line names the path in the way. SIGINT, SIGTERM and SIGHUP are held back while this runs, so
 * after any exit code or those signals the folder holds the old set, the new set or none. A
 * SIGKILL or power loss between two renames can leave a mix: the next write into that folder
 * repairs it from the leftovers (temporaries.ts). Described for users in docs/faults.md.
 */
import { copyFileSync, linkSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { inputError, InputError } from "../errors.js";
import { errnoCode, fileKind, fsProblem } from "./input.js";
import { makeFolders } from "./make-folders.js";
import { withSignalsHeld } from "./signals.js";
import { repairLeftovers, tempName } from "./temporaries.js";

export interface OutputFile {
  path: string;
  /** null: the set has no such file, so an earlier one is removed with the rest of the set. */
  content: string | Uint8Array | null;
}

interface Slot {
  path: string;
  /** The temporary with the new content, or "" for a file the new set does not have. */
  tmp: string;
  /** Where the earlier file was kept (`.old`), or the `.none` marker when there was none. */
  aside: string;
  hadOld: boolean;
  placed: boolean;
}

const beside = (path: string, kind: "tmp" | "old" | "none"): string =>
  join(dirname(path), tempName(basename(path), kind));

/** What is at `path` now: null (nothing), "file", or a description of something else. */
function occupant(path: string): string | null {
  try {
    const s = statSync(path);
    return s.isFile() ? "file" : fileKind(s);
  } catch (e) {
    if (errnoCode(e) === "ENOENT") return null;
    throw inputError(path, `the output path cannot be examined: ${fsProblem(e)}`);
  }
}

function keepAside(path: string, old: string): void {
  try {
    linkSync(path, old);
  } catch {
    copyFileSync(path, old);
  }
}

/** Write `files` as one unit (see the file comment). Failures are InputErrors naming the path. */
export function writeFilesAtomically(files: OutputFile[]): void {
  withSignalsHeld(() => {
    const folders = [...new Set(files.map((f) => dirname(f.path)))];
    for (const dir of folders) {
      makeFolders(dir);
      repairLeftovers(dir);
    }
    // Something other than a file where an output goes blocks the whole set: say so before writing.
    for (const f of files) {
      const o = occupant(f.path);
      if (o !== null && o !== "file")
        throw inputError(f.path, `${o} is in the way of this output; move it away or choose another output folder`);
    }
    const slots: Slot[] = files.map((f) => ({
      path: f.path,
      tmp: f.content === null ? "" : beside(f.path, "tmp"),
      aside: "",
      hadOld: false,
      placed: false,
    }));
    let blocking = "";
    try {
      files.forEach((f, i) => {
        if (f.content === null) return;
        blocking = slots[i]!.tmp;
        writeFileSync(slots[i]!.tmp, f.content);
      });
      for (const s of slots) {
        blocking = s.path;
        s.hadOld = occupant(s.path) === "file";
        const aside = beside(s.path, s.hadOld ? "old" : "none");
        if (s.hadOld) keepAside(s.path, aside);
        else writeFileSync(aside, "", { flag: "wx" });
        s.aside = aside; // only what this run made is removed later
      }
      // files the new set lacks go first, while every temporary still exists (see temporaries.ts)
      for (const s of [...slots.filter((x) => x.tmp === ""), ...slots.filter((x) => x.tmp !== "")]) {
        blocking = s.path;
        if (s.tmp === "") rmSync(s.path, { force: true });
        else renameSync(s.tmp, s.path);
        s.placed = true;
      }
    } catch (e) {
      restore(slots);
      if (e instanceof InputError) throw e;
      throw inputError(blocking, `cannot write this output: ${fsProblem(e)}`);
    }
    for (const s of slots) rmSync(s.aside, { force: true });
  });
}

/** Put the earlier files back (or remove the new ones) and remove every temporary; never throws. */
function restore(slots: Slot[]): void {
  const remove = (path: string): void => {
    try {
      rmSync(path, { force: true });
    } catch {
      // not a file this run made (a folder in the way): leave it
    }
  };
  for (const s of [...slots].reverse()) {
    try {
      if (s.placed && s.hadOld) renameSync(s.aside, s.path);
      else if (s.placed) rmSync(s.path, { force: true });
    } catch {
      // nothing more can be done here; the next run repairs from the leftovers
      continue;
    }
    if (s.aside !== "") remove(s.aside);
  }
  for (const s of slots) if (s.tmp !== "") remove(s.tmp);
}
