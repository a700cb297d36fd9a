/**
 * Unreadable folders and files are input errors (exit 2, one line naming the path), never a
 * crash (exit 1) and never a silently ineligible sample. Root reads everything, so as root the
 * CLI runs as uid/gid 65534 (nobody) on a world-readable copy in a temporary folder; the test
 * is skipped only when that user cannot run the CLI from this repository.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { REPO } from "../helpers/cli.js";
import { isOneErrorLine, listing, P, smallPlain, smallTree, TT, UI } from "./hostile-tree.js";

const NOBODY = 65534;
const BIN = join(REPO, "bin", "fdb-unified.js");
const isRoot = process.getuid?.() === 0;

function asNobody(args: string[], cache: string) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    encoding: "utf8",
    env: { ...process.env, FDB_UNIFIED_CACHE: cache, HOME: cache },
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 30_000,
    killSignal: "SIGKILL",
    ...(isRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  return { code: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
}

/** Why the CLI cannot run as nobody here, or null. */
function cannotRun(): string | null {
  const probe = mkdtempSync(join(tmpdir(), "fdb-unified-nobody-"));
  try {
    chmodSync(probe, 0o777);
    const r = asNobody(["--version"], probe);
    return r.code === 0 ? null : `uid ${NOBODY} cannot run the CLI from this repository: ${r.stderr.split("\n")[0]}`;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

/** Make `dir` and everything in it world-readable (folders world-searchable). */
function worldReadable(dir: string): void {
  chmodSync(dir, 0o755);
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) worldReadable(p);
    else chmodSync(p, 0o644);
  }
}

const skip = cannotRun();

test("unreadable folders and files exit 2 with one line naming the path (tree and plain folder)", {
  skip: skip ?? false,
  timeout: 180_000,
}, () => {
  const base = mkdtempSync(join(tmpdir(), "fdb-unified-unreadable-"));
  chmodSync(base, 0o755);
  const cache = join(base, "cache");
  mkdirSync(cache);
  if (isRoot) chownSync(cache, NOBODY, NOBODY);
  try {
    const cases: { kind: "--tree" | "--dataset"; make: () => string; lock: string; mode: number; named: RegExp }[] = [
      {
        kind: "--tree",
        make: () => smallTree(),
        lock: P,
        mode: 0o311,
        named:
          /synthetic_pause_handling\/: folder .*synthetic_pause_handling cannot be listed: permission denied \(EACCES\)/,
      },
      {
        kind: "--tree",
        make: () => smallTree(),
        lock: `${TT}/1`,
        mode: 0o000,
        named: /candor_turn_taking\/1: output\.json cannot be opened: permission denied \(EACCES\)/,
      },
      {
        kind: "--tree",
        make: () => smallTree(),
        lock: `${UI}/1/output.wav`,
        mode: 0o000,
        named: /synthetic_user_interruption\/1: output\.wav cannot be opened: permission denied \(EACCES\)/,
      },
      {
        kind: "--tree",
        make: () => smallTree(),
        lock: ".",
        mode: 0o000,
        named: /manifest\.json: manifest\.json cannot be opened: permission denied/,
      },
      {
        kind: "--dataset",
        make: () => smallPlain(),
        lock: UI,
        mode: 0o311,
        named: /synthetic_user_interruption cannot be listed: permission denied \(EACCES\)/,
      },
      {
        kind: "--dataset",
        make: () => smallPlain(),
        lock: `${P}/1`,
        mode: 0o000,
        named:
          /synthetic_pause_handling\/1: .*synthetic_pause_handling\/1\/input\.wav cannot be examined: permission denied \(EACCES\)/,
      },
      {
        kind: "--dataset",
        make: () => smallPlain(),
        lock: `${TT}/1/output.json`,
        mode: 0o000,
        named: /candor_turn_taking\/1: output\.json cannot be opened: permission denied/,
      },
    ];
    cases.forEach((c, k) => {
      const src = c.make();
      const dir = join(base, `input-${k}`);
      spawnSync("cp", ["-r", src, dir]);
      rmSync(src, { recursive: true, force: true });
      worldReadable(dir);
      chmodSync(join(dir, c.lock), c.mode);
      const before = listing(dir).size;
      const r = asNobody(["score", c.kind, dir, "--quiet"], cache);
      chmodSync(join(dir, c.lock), 0o755);
      assert.equal(r.code, 2, `${c.kind} ${c.lock}: ${r.stderr}`);
      assert.ok(isOneErrorLine(r.stderr), r.stderr);
      assert.match(r.stderr, c.named, `${c.kind} ${c.lock}`);
      assert.equal(listing(dir).size, before, "nothing written");
    });
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});
