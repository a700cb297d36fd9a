/**
 * WAV files read in bounded memory: `scanWavFile` hashes a whole file once in 1 MiB blocks
 * while finding its layout, and `WavSampleReader` hands out the samples of a mono PCM16 file in
 * order through a 64 KiB block, hashing the file again as it goes (header, samples, then what
 * follows them) and checking at the end that it still hashes to what the scan saw. Many files
 * can then be open at once (one per batch slot of the VAD) without holding any of them whole.
 * A 16 kHz mono file in an encoding other than PCM16 is decoded whole instead, through wavefile,
 * when its stream enters a batch slot (`decodedMonoSamples`).
 */
import type { Hash } from "node:crypto";
import { closeSync } from "node:fs";
import { emptyFile, openInputFile, readFully, readInputFile } from "../io/input.js";
import { WavError } from "../errors.js";
import { isPcm16, LITTLE_ENDIAN, wavLayout, type WavLayout } from "./wav.js";
import { sha256Hex, sha256Stream } from "../sha256.js";

const SCAN_BLOCK = 1 << 20;
const HEAD_BYTES = 1 << 16;

export interface WavScan extends WavLayout {
  fileSize: number;
  /** sha256 of every byte of the file: the manifest's pin and the key of its cached probabilities. */
  fileSha256: string;
}

// one scan buffer per thread, reused for every file (no garbage per file)
let scanBuffer: Buffer | null = null;

/** The layout of an open WAV file from `head`, its first bytes up to 64 KiB (the whole file when its chunks lie beyond). */
function layoutOf(fd: number, fileSize: number, head: Buffer): WavLayout {
  let layout = wavLayout(head, fileSize);
  if (!layout) {
    // chunks beyond the first 64 KiB
    const whole = Buffer.allocUnsafe(fileSize);
    layout = wavLayout(whole.subarray(0, readFully(fd, whole, fileSize, 0)), fileSize);
  }
  if (!layout) throw new WavError("no fmt or data chunk");
  return layout;
}

/**
 * The layout of a WAV file from its header alone (nothing hashed or decoded), opened safely; a
 * missing, non-regular or empty file is an InputError for `where`, an unreadable header a WavError.
 */
export function readWavLayout(path: string, where: string = path, label: string = "file"): WavLayout {
  const { fd, size } = openInputFile(path, where, label);
  try {
    if (size === 0) emptyFile(where, label);
    const head = Buffer.allocUnsafe(Math.min(HEAD_BYTES, size));
    return layoutOf(fd, size, head.subarray(0, readFully(fd, head, head.length, 0)));
  } finally {
    closeSync(fd);
  }
}

/**
 * Layout and sha256 of a WAV file, reading each byte once, in blocks. The file is opened safely
 * (a FIFO or device is refused, never waited on) and its header checked (`wavLayout`, on the
 * first 64 KiB of the first block) before any byte is hashed.
 */
export function scanWavFile(path: string): WavScan {
  const { fd, size: fileSize } = openInputFile(path);
  try {
    scanBuffer ??= Buffer.allocUnsafeSlow(SCAN_BLOCK);
    const buf = scanBuffer;
    const first = readFully(fd, buf, Math.min(buf.length, fileSize), 0);
    const layout = layoutOf(fd, fileSize, buf.subarray(0, Math.min(first, HEAD_BYTES)));
    const fileHash = sha256Stream().update(buf.subarray(0, first));
    for (let pos = first; pos < fileSize; ) {
      const n = readFully(fd, buf, Math.min(buf.length, fileSize - pos), pos);
      if (n === 0) break;
      fileHash.update(buf.subarray(0, n));
      pos += n;
    }
    return { ...layout, fileSize, fileSha256: fileHash.digest("hex") };
  } finally {
    closeSync(fd);
  }
}

const BLOCK_SAMPLES = 32768;
const SIDE_BLOCK = 1 << 16;

// one buffer per thread for the bytes around the samples, which the reader hashes but does not decode
let sideBuffer: Buffer | null = null;

/**
 * Mono PCM16 samples of a file, read in order (in int16 units). The whole file is hashed on the
 * way (the bytes before the samples when the first block is read, those after them with the
 * last) and must still hash to `expectedFileSha256`, the scan's, once the last sample is read.
 */
export class WavSampleReader {
  readonly length: number;
  private fd: number | null = null;
  private readonly buf = Buffer.allocUnsafeSlow(2 * BLOCK_SAMPLES);
  private readonly block = new Int16Array(this.buf.buffer, this.buf.byteOffset, BLOCK_SAMPLES);
  private blockStart = 0;
  private blockLen = 0;
  private hashed = 0;
  private readonly hash: Hash = sha256Stream();

  constructor(
    readonly path: string,
    private readonly layout: Pick<WavLayout, "dataStart" | "nSamples" | "channels" | "bitDepth" | "format"> & {
      fileSize: number;
    },
    private readonly expectedFileSha256: string,
  ) {
    if (!isPcm16(layout) || layout.channels !== 1) throw new WavError("WavSampleReader reads mono PCM16 only");
    this.length = layout.nSamples;
  }

  /** Hash the file's bytes [from, to), which hold no sample. */
  private hashSide(fd: number, from: number, to: number): void {
    sideBuffer ??= Buffer.allocUnsafeSlow(SIDE_BLOCK);
    for (let pos = from; pos < to; ) {
      const n = readFully(fd, sideBuffer, Math.min(sideBuffer.length, to - pos), pos);
      if (n === 0) return; // shorter: the digest will not match
      this.hash.update(sideBuffer.subarray(0, n));
      pos += n;
    }
  }

  private load(start: number): void {
    if (start !== this.hashed) throw new Error(`${this.path}: samples must be read in order`);
    this.fd ??= openInputFile(this.path).fd;
    const { dataStart, fileSize } = this.layout;
    if (start === 0) this.hashSide(this.fd, 0, dataStart);
    const count = Math.min(BLOCK_SAMPLES, this.length - start);
    const got = readFully(this.fd, this.buf, 2 * count, dataStart + 2 * start);
    if (got !== 2 * count) throw new WavError(`${this.path}: the file changed while it was being analyzed (shorter)`);
    if (!LITTLE_ENDIAN) for (let i = 0; i < count; i++) this.block[i] = this.buf.readInt16LE(2 * i);
    this.hash.update(this.buf.subarray(0, 2 * count));
    this.blockStart = start;
    this.blockLen = count;
    this.hashed = start + count;
    if (this.hashed === this.length) {
      this.hashSide(this.fd, dataStart + 2 * this.length, fileSize);
      this.close();
      if (this.hash.digest("hex") !== this.expectedFileSha256)
        throw new WavError(`${this.path}: the file changed while it was being analyzed`);
    }
  }

  /** Write samples [start, start+n) into out[o...] in int16 units (as float32). */
  read(start: number, n: number, out: Float32Array, o: number): void {
    let i = start;
    const end = start + n;
    while (i < end) {
      if (i < this.blockStart || i >= this.blockStart + this.blockLen) this.load(i);
      const stop = Math.min(end, this.blockStart + this.blockLen);
      const b = this.block;
      out.set(b.subarray(i - this.blockStart, stop - this.blockStart), o); // int16 units, exact
      o += stop - i;
      i = stop;
    }
  }

  close(): void {
    if (this.fd !== null) {
      closeSync(this.fd);
      this.fd = null;
    }
  }
}

/**
 * The samples of a 16 kHz mono WAV file in an encoding other than PCM16, decoded through
 * wavefile: float32 on the [-1, 1) scale, the values the file holds (float64 files are rounded to
 * float32, the precision the model takes). The file must still be the one the scan hashed.
 */
export async function decodedMonoSamples(
  path: string,
  expectedFileSha256: string,
  nSamples: number,
): Promise<Float32Array> {
  const { decodeWav } = await import("./decode.js"); // wavefile loads only when such a file comes
  const bytes = readInputFile(path);
  const d = sha256Hex(bytes) === expectedFileSha256 ? decodeWav(bytes) : null;
  if (d === null || d.frames !== nSamples || d.channels !== 1) {
    throw new Error(`${path}: the file changed while it was being analyzed`);
  }
  return Float32Array.from(d.samples);
}
