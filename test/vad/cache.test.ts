/**
 * Probability cache: entries are keyed by the whole file's sha256, a hit avoids the model,
 * corrupt or truncated entries and entries of the earlier format are recomputed (never trusted),
 * FDB_UNIFIED_CACHE / XDG_CACHE_HOME choose the folder, noCache bypasses it, and the cache
 * refuses to live inside the input tree.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync, mkdirSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { readWav } from "../../src/audio/wav.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { decodeEntry, defaultCacheDir, encodeEntry, type CacheKey } from "../../src/vad/engine/cache.js";
import { fixtureDir } from "./reference-data.js";
import { writeWav } from "./wav-helpers.js";

const fixture = readWav(join(fixtureDir, "espeak_dialogue_noisy.wav")).samples;

function setup(): { root: string; input: string; cache: string; wav: string } {
  const root = mkdtempSync(join(tmpdir(), "fdb-vad-cache-"));
  const input = join(root, "in");
  const cache = join(root, "cache");
  mkdirSync(input);
  const wav = join(input, "a.wav");
  writeWav(wav, fixture.subarray(0, 16000 * 5 + 123));
  return { root, input, cache, wav };
}

test("default folder: FDB_UNIFIED_CACHE, then XDG_CACHE_HOME, then ~/.cache", () => {
  assert.equal(defaultCacheDir({ FDB_UNIFIED_CACHE: "/x/y", XDG_CACHE_HOME: "/c" }), "/x/y");
  assert.equal(defaultCacheDir({ XDG_CACHE_HOME: "/c" }), join("/c", "fdb-unified", "vad"));
  assert.equal(defaultCacheDir({}), join(homedir(), ".cache", "fdb-unified", "vad"));
});

test("entries round-trip and reject other keys, wrong lengths and bad checksums", () => {
  const key: CacheKey = { fileSha256: "a".repeat(64), modelSha256: "b".repeat(64), sampleRate: 16000, nSamples: 1025 };
  const probs = Float32Array.from([0.25, 0.5, 0.125]);
  const e = encodeEntry(key, probs);
  assert.deepEqual(Array.from(decodeEntry(e, key)!), [0.25, 0.5, 0.125]);
  assert.equal(decodeEntry(e, { ...key, modelSha256: "c".repeat(64) }), null);
  assert.equal(decodeEntry(e, { ...key, fileSha256: "c".repeat(64) }), null);
  const v1 = Buffer.from(e);
  v1.writeUInt32LE(1, 8); // the earlier format, keyed by the sample bytes alone
  assert.equal(decodeEntry(v1, key), null);
  assert.equal(decodeEntry(e, { ...key, sampleRate: 8000 }), null);
  assert.equal(decodeEntry(e, { ...key, nSamples: 1024 }), null); // 2 windows, not 3
  assert.equal(decodeEntry(e.subarray(0, e.length - 1), key), null);
  const flipped = Buffer.from(e);
  flipped[flipped.length - 2]! ^= 0x40;
  assert.equal(decodeEntry(flipped, key), null);
  assert.equal(decodeEntry(encodeEntry(key, Float32Array.from([1, 2])), key), null); // 2 values for 3 windows
});

test("a hit avoids the model; corrupt and truncated entries are recomputed; FDB_UNIFIED_CACHE is used", async () => {
  const { root, cache, wav } = setup();
  const saved = process.env["FDB_UNIFIED_CACHE"];
  process.env["FDB_UNIFIED_CACHE"] = cache;
  try {
    const first = await analyzeFiles([wav], { jobs: 1 });
    assert.equal(first.results[0]!.cached, false);
    const entries = readdirSync(cache);
    assert.equal(entries.length, 1, "one entry, no temporary files left");
    const fileSha = createHash("sha256").update(readFileSync(wav)).digest("hex");
    assert.equal(first.results[0]!.fileSha256, fileSha);
    assert.match(
      entries[0]!,
      new RegExp(`^${fileSha}-[0-9a-f]{16}-16000\\.probs$`),
      "keyed by the whole file's sha256",
    );
    const entry = join(cache, entries[0]!);

    const second = await analyzeFiles([wav], { jobs: 1 });
    assert.equal(second.results[0]!.cached, true, "a hit is read from the cache, not computed");
    assert.deepEqual(Array.from(second.results[0]!.probs!), Array.from(first.results[0]!.probs!));

    const good = readFileSync(entry);
    const bad = Buffer.from(good);
    bad[bad.length - 5]! ^= 0x01; // one bit of one probability
    writeFileSync(entry, bad);
    const third = await analyzeFiles([wav], { jobs: 1 });
    assert.equal(third.results[0]!.cached, false);
    assert.deepEqual(Array.from(third.results[0]!.probs!), Array.from(first.results[0]!.probs!));
    assert.deepEqual(readFileSync(entry), good, "the entry was rewritten");

    truncateSync(entry, good.length - 4);
    const fourth = await analyzeFiles([wav], { jobs: 1 });
    assert.equal(fourth.results[0]!.cached, false);
    assert.deepEqual(Array.from(fourth.results[0]!.probs!), Array.from(first.results[0]!.probs!));
    assert.equal((await analyzeFiles([wav], { jobs: 1 })).results[0]!.cached, true);
  } finally {
    if (saved === undefined) delete process.env["FDB_UNIFIED_CACHE"];
    else process.env["FDB_UNIFIED_CACHE"] = saved;
    rmSync(root, { recursive: true, force: true });
  }
});

test("noCache neither reads nor writes; cacheDir option wins; a cache inside the input tree is refused", async () => {
  const { root, input, cache, wav } = setup();
  try {
    const r = await analyzeFiles([wav], { jobs: 1, noCache: true, cacheDir: cache });
    assert.equal(r.results[0]!.cached, false);
    assert.throws(() => readdirSync(cache), /ENOENT/);
    await analyzeFiles([wav], { jobs: 1, cacheDir: cache });
    assert.equal(readdirSync(cache).length, 1);
    assert.equal((await analyzeFiles([wav], { jobs: 1, cacheDir: cache })).results[0]!.cached, true);
    assert.equal((await analyzeFiles([wav], { jobs: 1, cacheDir: cache, noCache: true })).results[0]!.cached, false);
    await assert.rejects(
      analyzeFiles([wav], { jobs: 1, cacheDir: join(input, ".cache"), inputRoot: input }),
      /inside the input tree/,
    );
    // The input root is what the caller names, not guessed from the files: a cache beside the
    // files of another folder is fine.
    await analyzeFiles([wav], { jobs: 1, cacheDir: join(input, ".cache2"), inputRoot: join(root, "elsewhere") });
    assert.deepEqual(readdirSync(input).sort(), [".cache2", "a.wav"]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
