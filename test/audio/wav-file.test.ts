/**
 * Bounded-memory WAV reading: the scan's hash equals the hash of the whole file, chunks beyond
 * the first 64 KiB are found, and the block reader returns exactly int16 / 32768 in order and
 * notices a file that changed after the scan, in its samples or around them.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { scanWavFile, WavSampleReader } from "../../src/audio/wav-file.js";
import { parseWav } from "../../src/audio/wav.js";
import { wavBytes } from "../vad/wav-helpers.js";

const sha = (b: Uint8Array): string => createHash("sha256").update(b).digest("hex");

function withDir(f: (dir: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), "fdb-wavfile-"));
  try {
    f(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function noise(n: number, seed = 1): Int16Array {
  const x = new Int16Array(n);
  let s = seed;
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    x[i] = (s >>> 16) - 32768;
  }
  return x;
}

test("scan hash: the whole file; layout as parseWav sees it", () => {
  withDir((dir) => {
    const x = noise(3_000_001); // larger than one 1 MiB scan block, odd count
    const bytes = wavBytes(x);
    const p = join(dir, "a.wav");
    writeFileSync(p, bytes);
    const s = scanWavFile(p);
    assert.equal(s.fileSha256, sha(bytes));
    assert.equal(s.nSamples, x.length);
    assert.equal(s.dataStart, 44);
    assert.equal(s.fileSize, bytes.length);
  });
});

test("a data chunk after 100 KiB of other chunks is found", () => {
  withDir((dir) => {
    const x = noise(5000, 7);
    const plain = wavBytes(x);
    const junk = Buffer.alloc(8 + 100_000);
    junk.write("junk", 0, "latin1");
    junk.writeUInt32LE(100_000, 4);
    // RIFF header + fmt (36 bytes), then the junk chunk, then the data chunk
    const bytes = Buffer.concat([plain.subarray(0, 36), junk, plain.subarray(36)]);
    bytes.writeUInt32LE(bytes.length - 8, 4);
    const p = join(dir, "b.wav");
    writeFileSync(p, bytes);
    const s = scanWavFile(p);
    assert.equal(s.dataStart, 36 + junk.length + 8);
    assert.equal(s.fileSha256, sha(bytes));
    assert.deepEqual(Array.from(parseWav(bytes).samples.subarray(0, 5)), Array.from(x.subarray(0, 5)));
  });
});

test("files in any encoding, undecodable ones too, are hashed whole; non-WAV files throw", () => {
  withDir((dir) => {
    const p = join(dir, "f.wav");
    const data = new Uint8Array(40).map((_, i) => i);
    for (const [formatTag, bitDepth, format] of [
      [3, 32, "float"],
      [1, 32, "pcm"],
      [0x11, 4, "other"],
    ] as const) {
      const bytes = wavBytes(data, { formatTag, bitDepth });
      writeFileSync(p, bytes);
      const s = scanWavFile(p);
      assert.equal(s.format, format);
      assert.equal(s.fileSha256, sha(bytes));
    }
    const q = join(dir, "t.wav");
    writeFileSync(q, "plain text");
    assert.throws(() => scanWavFile(q), /RIFF/);
  });
});

test("the reader gives the int16 samples (as float32) in order across blocks, and checks the hash at the end", () => {
  withDir((dir) => {
    const x = noise(100_000, 3);
    const p = join(dir, "r.wav");
    writeFileSync(p, wavBytes(x));
    const s = scanWavFile(p);
    const r = new WavSampleReader(p, s, s.fileSha256);
    const out = new Float32Array(x.length);
    for (let i = 0; i < x.length; i += 512) r.read(i, Math.min(512, x.length - i), out, i);
    for (let i = 0; i < x.length; i++) assert.equal(out[i], x[i]!);

    // the same file changed after the scan: one sample differs
    const changed = Buffer.from(readFileSync(p));
    changed[44 + 2 * 99_000]! ^= 1;
    writeFileSync(p, changed);
    const r2 = new WavSampleReader(p, s, s.fileSha256);
    const buf = new Float32Array(512);
    assert.throws(() => {
      for (let i = 0; i < x.length; i += 512) r2.read(i, Math.min(512, x.length - i), buf, 0);
    }, /changed while it was being analyzed/);
    // and a shorter file
    writeFileSync(p, changed.subarray(0, 44 + 2 * 50_000));
    const r3 = new WavSampleReader(p, s, s.fileSha256);
    assert.throws(() => {
      for (let i = 0; i < x.length; i += 512) r3.read(i, Math.min(512, x.length - i), buf, 0);
    }, /shorter/);
  });
});

test("the reader also notices a change in the header or after the samples", () => {
  withDir((dir) => {
    const x = noise(70_000, 5);
    const tail = Buffer.from("LIST\x04\x00\x00\x00abcd", "latin1"); // a chunk after the data chunk
    const bytes = Buffer.concat([wavBytes(x), tail]);
    bytes.writeUInt32LE(bytes.length - 8, 4);
    const p = join(dir, "t.wav");
    writeFileSync(p, bytes);
    const s = scanWavFile(p);
    assert.equal(s.fileSha256, sha(bytes));
    const readAll = (): void => {
      const r = new WavSampleReader(p, s, s.fileSha256);
      const out = new Float32Array(x.length);
      for (let i = 0; i < x.length; i += 512) r.read(i, Math.min(512, x.length - i), out, i);
    };
    readAll(); // unchanged: no throw
    for (const at of [30, bytes.length - 2]) {
      const changed = Buffer.from(bytes);
      changed[at]! ^= 1; // the byte rate (read by no one), then the last byte of the LIST chunk
      writeFileSync(p, changed);
      assert.throws(readAll, /changed while it was being analyzed/);
    }
  });
});
