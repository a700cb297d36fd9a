/**
 * Safe access to input files and folders. A file is opened with O_NONBLOCK and its descriptor
 * `fstat`ed before any byte is read, so a FIFO, device, socket or folder where a file belongs is
 * refused at once instead of blocking forever. Symbolic links are followed wherever they point;
 * only the final target's type matters. Every filesystem error (EACCES, ENOTDIR, ELOOP,
 * ENAMETOOLONG, ...) becomes a one-line InputError naming the path: bad input exits 2. Nothing
 * the tool writes may land inside an input: `isInside` is the one test of that.
 */
import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readdirSync,
  readSync,
  statSync,
  type Dirent,
  type Stats,
} from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { inputError, InputError } from "../errors.js";
import { fail } from "../problems.js";

/** True when `path` is the folder `parent` or lies inside it (both resolved from the working folder). */
export function isInside(path: string, parent: string): boolean {
  const r = relative(resolve(parent), resolve(path));
  return r === "" || (!r.startsWith("..") && !isAbsolute(r));
}

/** What a non-regular file is, in words. */
export function fileKind(s: Stats | Dirent): string {
  if (s.isFile()) return "a regular file";
  if (s.isDirectory()) return "a folder";
  if (s.isFIFO()) return "a FIFO (named pipe)";
  if (s.isSocket()) return "a socket";
  if (s.isCharacterDevice()) return "a character device";
  if (s.isBlockDevice()) return "a block device";
  return "not a regular file";
}

const PROBLEM: Record<string, string> = {
  ENOENT: "does not exist",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  ENOTDIR: "a component of the path is not a folder",
  EISDIR: "is a folder",
  ELOOP: "too many levels of symbolic links",
  ENAMETOOLONG: "the path is too long",
  EMFILE: "too many open files",
  ENFILE: "too many open files",
  EIO: "input/output error",
  ENXIO: "no such device",
  ENODEV: "no such device",
  EROFS: "read-only file system",
  ENOSPC: "no space left on the device",
  EDQUOT: "disk quota exceeded",
  EEXIST: "already exists",
  EBUSY: "is busy",
  EINVAL: "invalid argument",
};

/** The errno code of a filesystem error, or undefined. */
export function errnoCode(e: unknown): string | undefined {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** A filesystem error in words with its code: "permission denied (EACCES)". */
export function fsProblem(e: unknown): string {
  const code = errnoCode(e);
  if (code === undefined) return e instanceof Error ? e.message.split("\n")[0]! : String(e);
  return `${PROBLEM[code] ?? "cannot be accessed"} (${code})`;
}

/** True for an errno error (as opposed to a bug). */
export function isFsError(e: unknown): boolean {
  return !(e instanceof InputError) && errnoCode(e) !== undefined;
}

/**
 * Open `path` for reading as a regular file: O_NONBLOCK, then fstat of the descriptor. Throws an
 * InputError for `where` (naming `label`) when it cannot be opened or is not a regular file.
 */
export function openInputFile(
  path: string,
  where: string = path,
  label: string = "file",
): { fd: number; size: number } {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = errnoCode(e);
    if (code === "ENOENT") throw inputError(where, `${label} is missing`);
    throw inputError(where, `${label} cannot be opened: ${fsProblem(e)}`);
  }
  let stats: Stats;
  try {
    stats = fstatSync(fd);
  } catch (e) {
    closeSync(fd);
    throw inputError(where, `${label} cannot be read: ${fsProblem(e)}`);
  }
  if (!stats.isFile()) {
    closeSync(fd);
    throw inputError(where, `${label} is ${fileKind(stats)}, not a regular file`);
  }
  return { fd, size: stats.size };
}

/** Read up to `length` bytes at `position` into `buf` (fewer only at the end of the file). */
export function readFully(fd: number, buf: Uint8Array, length: number, position: number): number {
  let got = 0;
  while (got < length) {
    const n = readSync(fd, buf, got, length - got, position + got);
    if (n === 0) break;
    got += n;
  }
  return got;
}

/**
 * The problem of an input file with no bytes at all (`label` names it for `where`): no input file
 * of any kind is valid empty, and one usually means a copy or a write that was cut short, so it is
 * named as such rather than as malformed JSON or an unreadable WAV file.
 */
export function emptyFile(where: string, label: string): never {
  return fail(where, {
    file: label,
    check: `${label} is empty (0 bytes)`,
    message: `${label} is empty (0 bytes)`,
    fix: "the copy or the write that made it was cut short: make it again",
  });
}

/**
 * All bytes of a regular file, opened safely (see `openInputFile`); with `maxBytes`, a larger file
 * is a problem of `where` before a byte is read.
 */
export function readInputFile(path: string, where: string = path, label: string = "file", maxBytes = Infinity): Buffer {
  const { fd, size } = openInputFile(path, where, label);
  try {
    if (size > maxBytes) {
      const gib = (n: number) => `${Number((n / 2 ** 30).toFixed(2))} GiB`;
      fail(where, {
        file: label,
        check: `${label} is larger than ${gib(maxBytes)}`,
        message: `${label} is ${gib(size)}, more than the ${gib(maxBytes)} an input file may be`,
        fix: "a sample's files are a few MB: check that it is the right file",
      });
    }
    const chunks: Buffer[] = [];
    let total = 0;
    // read to the end even if the size changed since fstat
    for (let want = Math.max(size, 1 << 16); ; want = 1 << 20) {
      const buf = Buffer.allocUnsafe(want);
      const n = readFully(fd, buf, want, total);
      chunks.push(buf.subarray(0, n));
      total += n;
      if (n < want) break;
    }
    return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw inputError(where, `${label} cannot be read: ${fsProblem(e)}`);
  } finally {
    closeSync(fd);
  }
}

/**
 * Whether `path` exists (following symlinks). Only "does not exist" is false: any other error
 * (permission denied, a file where a folder belongs, a symlink loop) is an InputError for `where`.
 */
export function inputExists(path: string, where: string = path): boolean {
  try {
    statSync(path);
    return true;
  } catch (e) {
    const code = errnoCode(e);
    if (code === "ENOENT") return false;
    throw inputError(where, `${path} cannot be examined: ${fsProblem(e)}`);
  }
}

/** Whether `path` is a folder (following symlinks); missing is false, other errors as `inputExists`. */
export function isInputFolder(path: string, where: string = path): boolean {
  try {
    return statSync(path).isDirectory();
  } catch (e) {
    const code = errnoCode(e);
    if (code === "ENOENT" || code === "ENOTDIR") return false;
    throw inputError(where, `${path} cannot be examined: ${fsProblem(e)}`);
  }
}

/** Refuse an input root that exists but is not a folder (`what`: "tree", "dataset folder"). */
export function checkNotAFile(path: string, what: string): void {
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch (e) {
    const code = errnoCode(e);
    if (code === "ENOENT") return; // reported by the caller in its own words
    if (code === "ENOTDIR") throw inputError(path, `the ${what} does not exist (a component of the path is a file)`);
    throw inputError(path, `the ${what} cannot be examined: ${fsProblem(e)}`);
  }
  if (!stats.isDirectory()) throw inputError(path, `the ${what} is ${fileKind(stats)}, not a folder`);
}

/** The entries of a folder; an unreadable folder is an InputError naming it. */
export function listFolder(path: string, where: string = path): Dirent[] {
  try {
    return readdirSync(path, { withFileTypes: true });
  } catch (e) {
    throw inputError(where, `folder ${path} cannot be listed: ${fsProblem(e)}`);
  }
}

/** A name's bytes as text: printable ASCII as it is, every other byte (and `\`) as `\xNN`. */
export function escapedBytes(name: Uint8Array): string {
  let out = "";
  for (const b of name)
    out += b >= 0x20 && b < 0x7f && b !== 0x5c ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, "0")}`;
  return out;
}

/**
 * The sub-folders of a folder (symbolic links followed) whose names are not valid UTF-8, each
 * shown by its bytes (`escapedBytes`). Node lists such a name with U+FFFD in place of the bad
 * bytes, a name that reaches no file, so a listing by strings loses the folder without a word;
 * this lists the raw bytes. Hidden names (a first byte `.`) are left out, as a listing of samples
 * skips them. An unreadable folder is an InputError naming it.
 */
export function nonUtf8Folders(path: string, where: string = path): string[] {
  let entries: Dirent<Buffer>[];
  try {
    entries = readdirSync(path, { withFileTypes: true, encoding: "buffer" });
  } catch (e) {
    throw inputError(where, `folder ${path} cannot be listed: ${fsProblem(e)}`);
  }
  const out: string[] = [];
  for (const e of entries) {
    const name = e.name;
    if (name[0] === 0x2e || Buffer.from(name.toString("utf8"), "utf8").equals(name)) continue;
    const folder =
      e.isDirectory() || (e.isSymbolicLink() && isBufferFolder(Buffer.concat([Buffer.from(`${path}/`), name])));
    if (folder) out.push(escapedBytes(name));
  }
  return out.sort();
}

/** Whether a path given as bytes is a folder (symbolic links followed); any error is false. */
function isBufferFolder(path: Buffer): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
