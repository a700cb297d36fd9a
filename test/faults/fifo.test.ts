/**
 * A FIFO (or a symlink to one) in every position the scorer reads, in a reference tree and in a
 * plain folder, and as the VAD model file or cache folder: the run ends at once with exit 2 and
 * one line naming the file and what it is, instead of blocking forever. The 30 s timeout of
 * each child only guards against a hang (a hung child is killed and fails the test).
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { cli, isOneErrorLine, listing, P, smallPlain, smallTree, TT, UI } from "./hostile-tree.js";

const CACHE = mkdtempSync(join(tmpdir(), "fdb-unified-fifo-cache-"));

function mkfifo(path: string): void {
  execFileSync("mkfifo", [path]);
}

/** Replace `rel` inside `dir` by a FIFO (or by a symlink to a FIFO outside the tree). */
function fifoAt(dir: string, rel: string, viaLink: boolean): void {
  const path = join(dir, rel);
  unlinkSync(path);
  if (!viaLink) {
    mkfifo(path);
    return;
  }
  const target = join(mkdtempSync(join(tmpdir(), "fdb-unified-fifo-")), "pipe");
  mkfifo(target);
  symlinkSync(target, path);
}

function expectFifoRefused(kind: "--tree" | "--dataset", dir: string, rel: string, mention: RegExp): void {
  const before = listing(dir);
  const r = cli(["score", kind, dir, "--quiet"], { FDB_UNIFIED_CACHE: CACHE });
  assert.notEqual(r.code, null, `${rel}: the run hung`);
  assert.equal(r.code, 2, `${rel}: ${r.stderr}`);
  assert.ok(isOneErrorLine(r.stderr), `${rel}: ${r.stderr}`);
  assert.match(r.stderr, mention, rel);
  assert.match(r.stderr, /FIFO/, rel);
  assert.equal(r.stdout, "");
  assert.deepEqual(listing(dir), before, `${rel}: the tree changed`);
}

const TREE_POSITIONS: [string, RegExp][] = [
  ["manifest.json", /manifest\.json/],
  ["asr.json", /asr\.json/],
  ["summary.json", /summary\.json/],
  [`${P}/1/output.json`, /synthetic_pause_handling\/1: output\.json/],
  [`${P}/1/pause.json`, /synthetic_pause_handling\/1: pause\.json/],
  [`${TT}/1/output.json`, /candor_turn_taking\/1: output\.json/],
  [`${TT}/1/turn_taking.json`, /candor_turn_taking\/1: turn_taking\.json/],
  [`${UI}/1/output.json`, /synthetic_user_interruption\/1: output\.json/],
  [`${UI}/1/interrupt.json`, /synthetic_user_interruption\/1: interrupt\.json/],
  [`${UI}/1/output.wav`, /synthetic_user_interruption\/1: output\.wav/],
];

const PLAIN_POSITIONS: [string, RegExp][] = [
  [`${P}/1/input.wav`, /synthetic_pause_handling\/1: input\.wav/],
  [`${P}/1/pause.json`, /synthetic_pause_handling\/1: pause\.json/],
  [`${P}/1/output.json`, /synthetic_pause_handling\/1: output\.json/],
  [`${TT}/1/turn_taking.json`, /candor_turn_taking\/1: turn_taking\.json/],
  [`${UI}/1/input.wav`, /synthetic_user_interruption\/1: input\.wav/],
  [`${UI}/1/interrupt.json`, /synthetic_user_interruption\/1: interrupt\.json/],
  [`${UI}/1/output.wav`, /synthetic_user_interruption\/1: output\.wav/],
];

const INPUTS = [
  {
    kind: "reference tree",
    flag: "--tree" as const,
    make: () => smallTree(),
    positions: TREE_POSITIONS,
    timeout: 30_000 * 12,
  },
  {
    kind: "plain folder",
    flag: "--dataset" as const,
    make: smallPlain,
    positions: PLAIN_POSITIONS,
    timeout: 30_000 * 8,
  },
];

for (const { kind, flag, make, positions, timeout } of INPUTS) {
  for (const viaLink of [false, true]) {
    test(`${kind}: a FIFO${viaLink ? " behind a symlink" : ""} in each read position exits 2 naming it`, {
      timeout,
    }, () => {
      for (const [rel, mention] of positions) {
        const dir = make();
        try {
          fifoAt(dir, rel, viaLink);
          expectFifoRefused(flag, dir, rel, mention);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }
    });
  }
}

test("a symlink to a regular file is followed (linked audio keeps working)", { timeout: 60_000 }, () => {
  const dir = smallTree();
  const elsewhere = mkdtempSync(join(tmpdir(), "fdb-unified-link-"));
  try {
    execFileSync("mv", [join(dir, UI, "1", "output.wav"), join(elsewhere, "audio.wav")]);
    symlinkSync(join(elsewhere, "audio.wav"), join(dir, UI, "1", "output.wav"));
    const r = cli(["score", "--tree", dir, "--quiet"], { FDB_UNIFIED_CACHE: CACHE });
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stderr, "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(elsewhere, { recursive: true, force: true });
  }
});

test("a FIFO as the VAD model file exits 2; as the cache folder (or a file, or /proc) the run goes on without a cache, with one note", {
  timeout: 60_000,
}, () => {
  const dir = smallTree();
  const pipes = mkdtempSync(join(tmpdir(), "fdb-unified-fifo-"));
  try {
    mkfifo(join(pipes, "model.onnx"));
    const m = cli(["score", "--tree", dir, "--quiet", "--vad-model", join(pipes, "model.onnx")], {
      FDB_UNIFIED_CACHE: CACHE,
    });
    assert.equal(m.code, 2, m.stderr);
    assert.ok(isOneErrorLine(m.stderr), m.stderr);
    assert.match(m.stderr, /model\.onnx: VAD model file is a FIFO/);

    // the note is a note: --quiet leaves it out, without --quiet it is printed once
    mkfifo(join(pipes, "cache"));
    const q = cli(["score", "--tree", dir, "--quiet"], { FDB_UNIFIED_CACHE: join(pipes, "cache") });
    assert.equal(q.code, 0, q.stderr);
    assert.equal(q.stdout + q.stderr, "");
    const c = cli(["score", "--tree", dir, "--json"], { FDB_UNIFIED_CACHE: join(pipes, "cache") });
    assert.equal(c.code, 0, c.stderr);
    assert.match(
      c.stderr,
      /^note: the VAD cache folder .*cache cannot be used \(it is a FIFO \(named pipe\)\); running without a cache\n$/,
    );
    writeFileSync(join(pipes, "file"), "a file, not a folder");
    const f = cli(["score", "--tree", dir, "--json"], { FDB_UNIFIED_CACHE: join(pipes, "file", "x") });
    assert.equal(f.code, 0, f.stderr);
    assert.match(f.stderr, /^note: the VAD cache folder .* cannot be used \(.*ENOTDIR.*\); running without a cache\n$/);
    const proc = cli(["score", "--tree", dir, "--json"], { FDB_UNIFIED_CACHE: "/proc/fdb-unified-cache" });
    assert.equal(proc.code, 0, proc.stderr);
    assert.match(
      proc.stderr,
      /^note: the VAD cache folder \/proc\/fdb-unified-cache cannot be used \(.*\); running without a cache\n$/,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(pipes, { recursive: true, force: true });
  }
});

test("a FIFO, a device or a file given as the tree or dataset folder exits 2 naming it", { timeout: 60_000 }, () => {
  const pipes = mkdtempSync(join(tmpdir(), "fdb-unified-fifo-"));
  try {
    mkfifo(join(pipes, "root"));
    writeFileSync(join(pipes, "file"), "x");
    for (const [path, kind] of [
      [join(pipes, "root"), "a FIFO \\(named pipe\\)"],
      ["/dev/null", "a character device"],
      [join(pipes, "file"), "a regular file"],
    ] as const) {
      for (const flag of ["--tree", "--dataset"]) {
        const r = cli(["score", flag, path, "--quiet"], { FDB_UNIFIED_CACHE: CACHE });
        assert.equal(r.code, 2, r.stderr);
        assert.ok(isOneErrorLine(r.stderr), r.stderr);
        assert.match(
          r.stderr,
          new RegExp(
            `^error: ${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: the (tree|dataset folder) is ${kind}, not a folder\\n$`,
          ),
        );
      }
    }
  } finally {
    rmSync(pipes, { recursive: true, force: true });
  }
});
