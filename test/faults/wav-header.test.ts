/**
 * WAV headers whose fields disagree are refused before any byte is hashed or decoded, naming
 * the field (exit 2, one line), in a reference tree and in a plain folder; and for a consistent
 * header the streaming reader hashes the whole file as the scan did.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { parseWav } from "../../src/audio/wav.js";
import { WavError } from "../../src/errors.js";
import { scanWavFile, WavSampleReader } from "../../src/audio/wav-file.js";
import { encodeWav, loudSpans, replaceAndRehash } from "../helpers/tree.js";
import { cli, isOneErrorLine, listing, smallPlain, smallTree, UI } from "./hostile-tree.js";

const CACHE = mkdtempSync(join(tmpdir(), "fdb-unified-header-cache-"));

/** A 4 s mono 16-bit file with one header field changed, and the field's name as reported. */
const BAD_HEADERS: { what: string; patch: (b: Buffer) => void; named: RegExp }[] = [
  {
    what: "block align 3 for mono 16-bit",
    patch: (b) => b.writeUInt16LE(3, 32),
    named: /block align is 3, but 1 channel\(s\) of 16-bit samples need 2/,
  },
  { what: "block align 0", patch: (b) => b.writeUInt16LE(0, 32), named: /block align is 0/ },
  { what: "block align 4 (a stereo frame) for mono", patch: (b) => b.writeUInt16LE(4, 32), named: /block align is 4/ },
  {
    what: "a data size that is not a whole number of frames",
    patch: (b) => b.writeUInt32LE(b.readUInt32LE(40) - 1, 40),
    named: /data chunk: size \d+ bytes is not a whole number of 2-byte frames/,
  },
  { what: "zero channels", patch: (b) => b.writeUInt16LE(0, 22), named: /channels is 0/ },
  { what: "a sample rate of 0", patch: (b) => b.writeUInt32LE(0, 24), named: /sample rate is 0/ },
  { what: "0 bits per sample", patch: (b) => b.writeUInt16LE(0, 34), named: /bits per sample is 0/ },
  {
    what: "bits per sample 24 with a 16-bit block align",
    patch: (b) => b.writeUInt16LE(24, 34),
    named: /block align is 2, but 1 channel\(s\) of 24-bit samples need 3/,
  },
];

const goodWav = () =>
  encodeWav(
    loudSpans(4, [
      [0.5, 1.5],
      [3, 3.5],
    ]),
  );

test("each inconsistent header field is a WavError naming the field, before any sample is read", () => {
  for (const c of BAD_HEADERS) {
    const b = goodWav();
    c.patch(b);
    assert.throws(
      () => parseWav(b),
      (e: unknown) => e instanceof WavError && c.named.test(e.message),
      c.what,
    );
  }
});

test("reference tree: an output.wav with each inconsistent header field exits 2 naming the field", {
  timeout: 30_000 * BAD_HEADERS.length,
}, () => {
  for (const c of BAD_HEADERS) {
    const dir = smallTree();
    try {
      const b = goodWav();
      c.patch(b);
      replaceAndRehash(dir, UI, "1", "output.wav", b); // the hash matches: only the header is wrong
      const before = listing(dir);
      const r = cli(["score", "--tree", dir, "--quiet"], { FDB_UNIFIED_CACHE: CACHE });
      assert.equal(r.code, 2, `${c.what}: ${r.stderr}`);
      assert.ok(isOneErrorLine(r.stderr), r.stderr);
      assert.match(r.stderr, /synthetic_user_interruption\/1: output\.wav is not a readable WAV file/, c.what);
      assert.match(r.stderr, c.named, c.what);
      assert.doesNotMatch(r.stderr, /changed while/, c.what);
      assert.deepEqual(listing(dir), before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
});

test("plain folder: input.wav and output.wav with an inconsistent header exit 2 naming the field", {
  timeout: 120_000,
}, () => {
  for (const file of ["input.wav", "output.wav"]) {
    for (const c of BAD_HEADERS.slice(0, 4)) {
      const dir = smallPlain();
      try {
        const b = encodeWav(loudSpans(3, [[0.2, 0.8]]));
        c.patch(b);
        writeFileSync(join(dir, UI, "1", file), b);
        const r = cli(["score", "--dataset", dir, "--quiet"], { FDB_UNIFIED_CACHE: CACHE });
        assert.equal(r.code, 2, `${file} ${c.what}: ${r.stderr}`);
        assert.ok(isOneErrorLine(r.stderr), r.stderr);
        assert.match(r.stderr, new RegExp(`synthetic_user_interruption/1: ${file.replace(".", "\\.")}`), c.what);
        assert.match(r.stderr, c.named, `${file} ${c.what}`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
});

test("the sample reader hashes the whole file as the scan did, bytes it does not decode included", () => {
  const dir = mkdtempSync(join(tmpdir(), "fdb-unified-header-"));
  try {
    const path = join(dir, "x.wav");
    // an odd extra byte after the data chunk and a truncated final frame are hashed, not decoded
    const b = Buffer.concat([goodWav(), Buffer.from([7])]);
    writeFileSync(path, b);
    const scan = scanWavFile(path);
    const reader = new WavSampleReader(path, scan, scan.fileSha256);
    const out = new Float32Array(scan.nSamples);
    reader.read(0, scan.nSamples, out, 0); // checks the hash at the end, throws on a mismatch
    assert.equal(Math.abs(out[Math.round(0.6 * 16000)]!), 8000);
    assert.equal(out[Math.round(2 * 16000)], 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
