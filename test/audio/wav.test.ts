/**
 * WAV parsing: plain 44-byte headers, other chunk layouts (LIST before data, odd-sized chunks,
 * fmt after data, WAVE_FORMAT_EXTENSIBLE), truncated data, non-PCM16 formats, and the exact
 * int16 / 32768 conversion.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseWav, vadFormatProblem } from "../../src/audio/wav.js";
import { WavError } from "../../src/errors.js";

function chunk(id: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + body.length + (body.length & 1));
  out.set(Buffer.from(id, "latin1"), 0);
  new DataView(out.buffer).setUint32(4, body.length, true);
  out.set(body, 8);
  return out;
}

function fmtBody(tag: number, channels: number, rate: number, bits: number, extensibleSub?: number): Uint8Array {
  const size = extensibleSub === undefined ? 16 : 40;
  const b = new Uint8Array(size);
  const v = new DataView(b.buffer);
  const blockAlign = (channels * bits) / 8;
  v.setUint16(0, tag, true);
  v.setUint16(2, channels, true);
  v.setUint32(4, rate, true);
  v.setUint32(8, rate * blockAlign, true);
  v.setUint16(12, blockAlign, true);
  v.setUint16(14, bits, true);
  if (extensibleSub !== undefined) {
    v.setUint16(16, 22, true);
    v.setUint16(18, bits, true);
    v.setUint16(24, extensibleSub, true);
  }
  return b;
}

function riff(...chunks: Uint8Array[]): Uint8Array {
  const total = chunks.reduce((n, c) => n + c.length, 4);
  const out = new Uint8Array(8 + total);
  out.set(Buffer.from("RIFF"), 0);
  new DataView(out.buffer).setUint32(4, total, true);
  out.set(Buffer.from("WAVE"), 8);
  let at = 12;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

const pcm = (values: number[]): Uint8Array => new Uint8Array(Int16Array.from(values).buffer);

test("plain 44-byte header", () => {
  const bytes = riff(chunk("fmt ", fmtBody(1, 1, 16000, 16)), chunk("data", pcm([0, 1, -1, 32767, -32768])));
  assert.equal(bytes.length, 44 + 10);
  const w = parseWav(bytes);
  assert.deepEqual(
    { sampleRate: w.sampleRate, channels: w.channels, bitDepth: w.bitDepth, format: w.format, nSamples: w.nSamples },
    { sampleRate: 16000, channels: 1, bitDepth: 16, format: "pcm", nSamples: 5 },
  );
  assert.deepEqual(Array.from(w.samples), [0, 1, -1, 32767, -32768]);
});

test("LIST and odd-sized chunks before data, fmt after an unknown chunk", () => {
  const odd = chunk("junk", new Uint8Array([1, 2, 3])); // padded to an even size
  const list = chunk("LIST", Buffer.from("INFOISFT\u0004\u0000\u0000\u0000abc\u0000", "latin1"));
  const w = parseWav(riff(odd, chunk("fmt ", fmtBody(1, 1, 8000, 16)), list, chunk("data", pcm([5, -6, 7]))));
  assert.equal(w.sampleRate, 8000);
  assert.deepEqual(Array.from(w.samples), [5, -6, 7]);
});

test("fmt after data, and the odd byte offset of data is handled", () => {
  const odd = chunk("pad ", new Uint8Array([9])); // 9 bytes + 1 pad byte keeps RIFF alignment
  const w = parseWav(riff(odd, chunk("data", pcm([100, -200])), chunk("fmt ", fmtBody(1, 1, 16000, 16))));
  assert.deepEqual(Array.from(w.samples), [100, -200]);
});

test("WAVE_FORMAT_EXTENSIBLE with PCM subformat is pcm", () => {
  const w = parseWav(riff(chunk("fmt ", fmtBody(0xfffe, 1, 16000, 16, 1)), chunk("data", pcm([3, 4]))));
  assert.equal(w.format, "pcm");
  assert.deepEqual(Array.from(w.samples), [3, 4]);
});

test("stereo, float and 24-bit are described but give no int16 samples (empty) unless PCM16", () => {
  const st = parseWav(riff(chunk("fmt ", fmtBody(1, 2, 16000, 16)), chunk("data", pcm([1, 2, 3, 4]))));
  assert.equal(st.channels, 2);
  assert.equal(st.nSamples, 2);
  assert.match(vadFormatProblem(st)!, /2 channel/);
  const fl = parseWav(riff(chunk("fmt ", fmtBody(3, 1, 16000, 32)), chunk("data", new Uint8Array(12))));
  assert.equal(fl.format, "float");
  assert.equal(fl.nSamples, 3);
  assert.equal(fl.samples.length, 0);
  assert.match(vadFormatProblem(fl)!, /float/);
  const b24 = parseWav(riff(chunk("fmt ", fmtBody(1, 1, 16000, 24)), chunk("data", new Uint8Array(9))));
  assert.equal(b24.nSamples, 3);
  assert.equal(b24.samples.length, 0);
  assert.equal(
    vadFormatProblem(parseWav(riff(chunk("fmt ", fmtBody(1, 1, 44100, 16)), chunk("data", pcm([1]))))) !== null,
    true,
  );
  assert.equal(vadFormatProblem(parseWav(riff(chunk("fmt ", fmtBody(1, 1, 8000, 16)), chunk("data", pcm([1]))))), null);
});

test("a data chunk longer than the file keeps the whole samples it holds", () => {
  const bytes = riff(chunk("fmt ", fmtBody(1, 1, 16000, 16)), chunk("data", pcm([1, 2, 3, 4])));
  const cut = bytes.subarray(0, bytes.length - 3); // 2.5 samples left
  const w = parseWav(cut);
  assert.deepEqual(Array.from(w.samples), [1, 2]);
});

test("not a WAV, or missing chunks, is a WavError", () => {
  assert.throws(() => parseWav(Buffer.from("hello world, not a wav")), WavError);
  assert.throws(() => parseWav(riff(chunk("data", pcm([1])))), /no fmt chunk/);
  assert.throws(() => parseWav(riff(chunk("fmt ", fmtBody(1, 1, 16000, 16)))), /no data chunk/);
});
