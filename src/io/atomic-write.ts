/**
 * Atomic output of a set of files (a pair such as unified.json and unified-samples.jsonl, or a
 * report's HTML and PDF) as one unit. Every file is first written to a temporary beside its
 * destination; only when all are written are they renamed into place, each earlier file kept
 * aside (hard link, else copy) until the last rename is done. On any failure the earlier files
 * are put back (or the new ones removed, if there were none), the temporaries removed, and one
 * line names the path in the way. SIGINT, SIGTERM and SIGHUP are held back while this runs, so
 * after any exit code or those signals the folder holds the old set, the new set or none. A
 * SIGKILL or power loss between two renames can leave a mix: the next write into that folder
 * repairs it from the leftovers. Described for users in docs/faults.md.
 *
 * The leftovers: for an output `<name>` a run with process id `<pid>` on host `<host>` uses
 * `.<name>.<host>.<pid>.tmp` (the new content), `.<name>.<host>.<pid>.old` (a hard link to, or
 * copy of, the earlier file) and `.<name>.<host>.<pid>.none` (an empty marker: there was no
 * earlier file). Only this host's files whose process no longer exists are repaired: if any
 * `.tmp` of that process remains, it died before its last rename, so the earlier files are put
 * back (`.old` renamed into place, outputs marked `.none` removed); otherwise all its renames were
 * done and only its `.old` and `.none` files are removed. Temporaries are removed.
 */
import { copyFileSync, linkSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { basename, dirname, join } from "node:path";
import { inputError, InputError } from "../errors.js";
import { errnoCode, fileKind, fsProblem } from "./input.js";
import { makeFolders } from "./out-path.js";

export interface OutputFile {
  path: string;
  /** null: the set has no such file, so an earlier one is removed with the rest of the set. */
  content: string | Uint8Array | null;
}

export type TempKind = "tmp" | "old" | "none";

/** This host's name as it appears in temporary names (letters, digits, `-` and `_` only). */
function hostTag(): string {
  return hostname().replace(/[^A-Za-z0-9_-]/g, "_") || "host";
}

/** The temporary of kind `kind` for output file `name`, for this process. */
export function tempName(name: string, kind: TempKind, pid: number = process.pid): string {
  return `.${name}.${hostTag()}.${pid}.${kind}`;
}

/** True while a process with this id exists (on this host). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

interface Leftover {
  file: string;
  name: string;
  kind: TempKind;
}

/** Leftovers in `dir` of this host's processes that no longer exist, by process id. */
function staleLeftovers(dir: string): Map<number, Leftover[]> {
  const host = hostTag();
  const out = new Map<number, Leftover[]>();
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  const suffix = new RegExp(`^\\.(.+)\\.${host}\\.(\\d+)\\.(tmp|old|none)$`);
  for (const file of entries) {
    const m = suffix.exec(file);
    if (!m) continue;
    const pid = Number(m[2]);
    if (pid === process.pid || processAlive(pid)) continue;
    const list = out.get(pid) ?? [];
    list.push({ file, name: m[1]!, kind: m[3] as TempKind });
    out.set(pid, list);
  }
  return out;
}

/**
 * Repair what dead processes of this host left in `dir` (see the file comment). Best effort:
 * a leftover that cannot be handled now stays for a later run.
 */
export function repairLeftovers(dir: string): void {
  for (const list of staleLeftovers(dir).values()) {
    const unfinished = list.some((x) => x.kind === "tmp");
    for (const x of list) {
      try {
        if (unfinished && x.kind === "old") renameSync(join(dir, x.file), join(dir, x.name));
        else if (unfinished && x.kind === "none") rmSync(join(dir, x.name), { force: true });
      } catch {
        continue; // leave it for the next run
      }
      rmSync(join(dir, x.file), { force: true });
    }
  }
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

const beside = (path: string, kind: TempKind): string => join(dirname(path), tempName(basename(path), kind));

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

const HELD: NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];

/**
 * Run a synchronous step with SIGINT, SIGTERM and SIGHUP held back: a signal that arrives during
 * the step is delivered (with its usual effect, ending the process) only once the step is done,
 * so an interrupted run never stops between the renames of an output pair.
 */
function withSignalsHeld<T>(step: () => T): T {
  let caught: NodeJS.Signals | null = null;
  const hold = (s: NodeJS.Signals): void => {
    caught ??= s;
  };
  for (const s of HELD) process.on(s, hold);
  try {
    return step();
  } finally {
    // A signal that came during the step is read by the event loop after the step: keep the
    // handler for two turns of the loop, then deliver what was held.
    setImmediate(() =>
      setImmediate(() => {
        for (const s of HELD) process.removeListener(s, hold);
        if (caught !== null) process.kill(process.pid, caught);
      }),
    );
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
      // files the new set lacks go first, while every temporary still exists (see repairLeftovers)
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
