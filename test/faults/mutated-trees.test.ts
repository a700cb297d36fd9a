/**
 * A fixed set of 200 seeded mutated copies of a small valid reference tree, each scored by the
 * CLI with `--quiet` (two children at a time, one shared VAD cache, so the VAD runs once per
 * distinct audio). Every run must end with exit 0 or 2:
 * - exit 0 prints nothing and leaves exactly the two outputs beside what was there (a stale
 *   temporary of a dead process, if the mutation planted one, is gone);
 * - exit 2 prints one short stderr line per problem (isErrorLines) without a stack trace and
 *   leaves the tree unchanged; a mutation that breaks two samples names both.
 * No time is asserted. The mutations are listed in MUTATIONS and in docs/faults.md.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { test } from "node:test";
import { createRng, uniformInt, type Uint32Source } from "../../src/stats/rng.js";
import { sha, writeJson } from "../helpers/tree.js";
import { cliAsync, deadPid, isErrorLines, listing, smallTree, type Run } from "./hostile-tree.js";

const RUNS = 200;
const SEED = 18;
const CONCURRENCY = 2;
const OUTPUTS = ["unified.json", "unified-samples.jsonl"];

const pick = <T>(rng: Uint32Source, xs: readonly T[]): T => xs[uniformInt(rng, xs.length)]!;

/** Every regular file of the tree, relative, sorted. */
function files(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p));
    }
  };
  walk(dir);
  return out;
}

const json = (dir: string, rel: string) => JSON.parse(readFileSync(join(dir, rel), "utf8"));

/** Make the hashes that pin `rel` match its (mutated) content, so later checks are reached. */
function rehash(dir: string, rel: string): void {
  const parts = rel.split("/");
  if (parts.length !== 3) return;
  const [subset, name, file] = parts as [string, string, string];
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(dir, rel));
  } catch {
    return;
  }
  if (file === "output.json") {
    const asr = json(dir, "asr.json");
    if (asr.subsets?.[subset]?.transcripts) asr.subsets[subset].transcripts[name] = sha(bytes);
    writeJson(join(dir, "asr.json"), asr);
  } else {
    const m = json(dir, "manifest.json");
    const row = m.samples.find((r: { sample_id: string }) => r.sample_id === `${subset}/${name}`);
    if (row) row.files[file] = sha(bytes);
    writeJson(join(dir, "manifest.json"), m);
  }
}

/** A JSON value that breaks a field in some way (or keeps it valid). */
function oddValue(rng: Uint32Source): unknown {
  return pick(rng, [null, -1, 0, 1e308, -1e-9, 3.5, "x", [], {}, true, 1e6, Number.MAX_SAFE_INTEGER]);
}

/** Replace a random leaf of a JSON value (arrays and objects walked at random). */
function mutateJson(rng: Uint32Source, v: unknown, depth = 0): unknown {
  if (Array.isArray(v)) {
    if (v.length === 0 || depth > 6) return oddValue(rng);
    const k = uniformInt(rng, v.length);
    const copy = [...v];
    if (uniformInt(rng, 8) === 0) copy.splice(k, 1);
    else copy[k] = mutateJson(rng, v[k], depth + 1);
    return copy;
  }
  if (v !== null && typeof v === "object") {
    const keys = Object.keys(v);
    if (keys.length === 0 || depth > 6) return oddValue(rng);
    const key = pick(rng, keys);
    const copy: Record<string, unknown> = { ...(v as Record<string, unknown>) };
    if (uniformInt(rng, 8) === 0) delete copy[key];
    else copy[key] = mutateJson(rng, copy[key], depth + 1);
    return copy;
  }
  return oddValue(rng);
}

type Mutation = (rng: Uint32Source, dir: string) => void;

/** Each mutation names what it does; docs/faults.md lists the same. */
export const MUTATIONS: Record<string, Mutation> = {
  "delete a file": (rng, dir) => unlinkSync(join(dir, pick(rng, files(dir)))),
  "truncate a file": (rng, dir) => {
    const f = pick(rng, files(dir));
    truncateSync(join(dir, f), uniformInt(rng, statSync(join(dir, f)).size + 1));
    if (uniformInt(rng, 2)) rehash(dir, f);
  },
  "flip bytes in a file": (rng, dir) => {
    const f = pick(rng, files(dir));
    const b = readFileSync(join(dir, f));
    if (b.length === 0) return;
    for (let n = 1 + uniformInt(rng, 4); n > 0; n--) b[uniformInt(rng, b.length)] ^= 1 << uniformInt(rng, 8);
    writeFileSync(join(dir, f), b);
    if (uniformInt(rng, 2)) rehash(dir, f);
  },
  "append bytes to a file": (rng, dir) => {
    const f = pick(rng, files(dir));
    appendFileSync(
      join(dir, f),
      Buffer.from([uniformInt(rng, 256), uniformInt(rng, 256), uniformInt(rng, 256)]).subarray(
        0,
        1 + uniformInt(rng, 3),
      ),
    );
    if (uniformInt(rng, 2)) rehash(dir, f);
  },
  "change a JSON value": (rng, dir) => {
    const f = pick(
      rng,
      files(dir).filter((x) => x.endsWith(".json")),
    );
    const v = mutateJson(rng, json(dir, f));
    writeFileSync(join(dir, f), JSON.stringify(v, null, 2));
    if (uniformInt(rng, 2)) rehash(dir, f);
  },
  "change a WAV header field": (rng, dir) => {
    const f = pick(
      rng,
      files(dir).filter((x) => x.endsWith(".wav")),
    );
    const b = readFileSync(join(dir, f));
    const field = pick(rng, [
      [22, 2],
      [24, 4],
      [28, 4],
      [32, 2],
      [34, 2],
      [40, 4],
      [4, 4],
      [20, 2],
      [16, 4],
    ] as const);
    const value = pick(rng, [0, 1, 2, 3, 4, 8, 24, 8000, 16000, 44100, 0xffffffff, b.length, b.length - 44 - 1]);
    if (field[1] === 2) b.writeUInt16LE(value & 0xffff, field[0]);
    else b.writeUInt32LE(value >>> 0, field[0]);
    writeFileSync(join(dir, f), b);
    if (uniformInt(rng, 4)) rehash(dir, f);
  },
  "a FIFO in place of a file": (rng, dir) => {
    const f = pick(rng, files(dir));
    unlinkSync(join(dir, f));
    execFileSync("mkfifo", [join(dir, f)]);
  },
  "a folder in place of a file": (rng, dir) => {
    const f = pick(rng, files(dir));
    unlinkSync(join(dir, f));
    mkdirSync(join(dir, f));
  },
  "a dangling or looping symlink in place of a file": (rng, dir) => {
    const f = pick(rng, files(dir));
    unlinkSync(join(dir, f));
    symlinkSync(uniformInt(rng, 2) ? join(dir, f) : join(dir, "nowhere"), join(dir, f));
  },
  "a folder where an output goes": (rng, dir) => mkdirSync(join(dir, pick(rng, OUTPUTS))),
  "a stale temporary of a dead process": (rng, dir) => {
    const host = hostname().replace(/[^A-Za-z0-9_-]/g, "_");
    writeFileSync(join(dir, `.${pick(rng, OUTPUTS)}.${host}.${deadPid()}.tmp`), "half");
  },
  "rename a sample folder": (rng, dir) => {
    const subsets = readdirSync(dir).filter((x) => statSync(join(dir, x)).isDirectory());
    const s = pick(rng, subsets);
    const name = pick(rng, readdirSync(join(dir, s)));
    renameSync(join(dir, s, name), join(dir, s, pick(rng, ["9", "__proto__", "x y", ".hidden"])));
  },
  "an extra sample folder": (rng, dir) =>
    mkdirSync(
      join(
        dir,
        pick(
          rng,
          readdirSync(dir).filter((x) => statSync(join(dir, x)).isDirectory()),
        ),
        "extra",
      ),
    ),
  "rename a sample to an object key everywhere": (rng, dir) => {
    const key = pick(rng, ["__proto__", "constructor", "toString", "hasOwnProperty"]);
    const m = json(dir, "manifest.json");
    const row = pick(
      rng,
      (m.samples as { sample_id: string; subset: string; eligible: boolean }[]).filter((r) => r.eligible),
    );
    const old = row.sample_id.slice(row.subset.length + 1);
    row.sample_id = `${row.subset}/${key}`;
    writeJson(join(dir, "manifest.json"), m);
    renameSync(join(dir, row.subset, old), join(dir, row.subset, key));
    const asr = json(dir, "asr.json");
    const t = asr.subsets[row.subset]?.transcripts;
    if (t && old in t) {
      t[key] = t[old];
      delete t[old];
    }
    writeJson(join(dir, "asr.json"), asr);
  },
  "no mutation": () => undefined,
};

function mutatedTree(seed: number): { dir: string; applied: string[] } {
  const rng = createRng(seed);
  const dir = smallTree({}, uniformInt(rng, 2) === 1);
  const names = Object.keys(MUTATIONS);
  const applied: string[] = [];
  for (let n = 1 + uniformInt(rng, 2); n > 0; n--) {
    const name = pick(rng, names);
    try {
      MUTATIONS[name]!(rng, dir);
      applied.push(name);
    } catch {
      applied.push(`${name} (not applicable)`);
    }
  }
  return { dir, applied };
}

function check(seed: number, applied: string[], before: Map<string, string>, r: Run, dir: string): void {
  const what = `seed ${seed} (${applied.join(", ")}): exit ${r.code}, stderr ${JSON.stringify(r.stderr)}`;
  assert.ok(r.code === 0 || r.code === 2, what);
  const after = listing(dir);
  if (r.code === 2) {
    assert.equal(r.stdout, "", what);
    assert.ok(isErrorLines(r.stderr), what);
    assert.deepEqual(after, before, `${what}: the tree changed`);
    return;
  }
  assert.equal(r.stdout + r.stderr, "", what);
  const expected = new Map([...before].filter(([k]) => !/^\.unified.*\.tmp$/.test(k)));
  for (const o of OUTPUTS) {
    assert.ok(after.has(o), `${what}: ${o} missing`);
    expected.set(o, after.get(o)!);
  }
  assert.deepEqual(after, expected, `${what}: exactly the two outputs added`);
}

test(`${RUNS} seeded mutated trees: exit 0 with exactly the two outputs, or exit 2 with short error lines and the tree unchanged`, {
  timeout: 1_200_000,
}, async () => {
  const cache = mkdtempSync(join(tmpdir(), "fdb-unified-mutated-cache-"));
  const codes = { 0: 0, 2: 0 } as Record<number, number>;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < RUNS) {
      const seed = SEED * 1000 + next++;
      const { dir, applied } = mutatedTree(seed);
      try {
        const before = listing(dir);
        const r = await cliAsync(["score", "--tree", dir, "--quiet"], { FDB_UNIFIED_CACHE: cache }, 60_000);
        check(seed, applied, before, r, dir);
        codes[r.code!] = (codes[r.code!] ?? 0) + 1;
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
  // both outcomes occur, so the checks of each are exercised
  assert.ok(codes[0]! > 10 && codes[2]! > 10, JSON.stringify(codes));
});
