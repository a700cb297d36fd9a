/**
 * Names of the files an atomic write leaves beside its outputs while it runs, and the repair of
 * those a killed process left behind. For an output `<name>` a run with process id `<pid>` on
 * host `<host>` uses `.<name>.<host>.<pid>.tmp` (the new content), `.<name>.<host>.<pid>.old` (a
 * hard link to, or copy of, the earlier file) and `.<name>.<host>.<pid>.none` (an empty marker:
 * there was no earlier file). Only this host's files whose process no longer exists are repaired:
 * if any `.tmp` of that process remains, it died before its last rename, so the earlier files
 * are put back (`.old` renamed into place, outputs marked `.none` removed); otherwise all its
 * renames were done and only its `.old` and `.none` files are removed. Temporaries are removed.
 */
import { hostname } from "node:os";
import { readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";

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
