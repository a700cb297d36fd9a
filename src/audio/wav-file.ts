/**
 * WAV files read in bounded memory: `scanWavFile` hashes a whole file (all bytes, and the
 * sample bytes alone) in 1 MiB blocks while finding its layout, and `WavSampleReader` hands
 * out the samples of a mono PCM16 file in order through a 64 KiB block, checking at the end
 * that they still hash to what the scan saw. Many files can then be open at once (one per
 * batch slot of the VAD) without holding any of them whole.
 */
import { createHash, type Hash } from "node:crypto";
import { closeSync } from "node:fs";
import { openInputFile, readFully } from "../io/input.js";
import { audioKeyTag, encodingOf } from "./encoding.js";
import { WavError } from "../errors.js";
import { isPcm16, wavLayout, type WavLayout } from "./wav.js";

const SCAN_BLOCK = 1 << 20;
const HEAD_BYTES = 1 << 16;

export interface WavScan extends WavLayout {
  fileSize: number;
  /** sha256 of every byte of the file. */
  fileSha256: string;
  /**
   * sha256 of the sample bytes (the `nSamples * blockAlign` bytes at `dataStart`), preceded for
   * encodings other than PCM16 by their `audioKeyTag`; null when the encoding cannot be decoded.
   */
  audioSha256: string | null;
}

// one scan buffer per thread, reused for every file (no garbage per file)
let scanBuffer: Buffer | null = null;

/** The layout of an open WAV file from its first 64 KiB (the whole file when its chunks lie beyond), read into `buf`. */
function layoutOf(fd: number, fileSize: number, buf: Buffer): WavLayout {
  const head = buf.subarray(0, Math.min(HEAD_BYTES, fileSize));
  const headLen = readFully(fd, head, head.length, 0);
  let layout = wavLayout(head.subarray(0, headLen), fileSize);
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
 * missing or non-regular file is an InputError for `where`, an unreadable header a WavError.
 */
export function readWavLayout(path: string, where: string = path, label: string = "file"): WavLayout {
  const { fd, size } = openInputFile(path, where, label);
  try {
    return layoutOf(fd, size, Buffer.allocUnsafe(Math.min(HEAD_BYTES, size)));
  } finally {
    closeSync(fd);
  }
}

/**
 * Layout and hashes of a WAV file, reading it once in blocks. The file is opened safely (a FIFO
 * or device is refused, never waited on) and its header checked (`wavLayout`) before any byte is
 * hashed; for mono PCM16 the audio hash then covers exactly the `2 * nSamples` bytes that
 * `WavSampleReader` decodes, since a checked header has block align 2.
 */
export function scanWavFile(path: string): WavScan {
  const { fd, size: fileSize } = openInputFile(path);
  try {
    scanBuffer ??= Buffer.allocUnsafeSlow(SCAN_BLOCK);
    const buf = scanBuffer;
    const layout = layoutOf(fd, fileSize, buf);
    const fileHash = createHash("sha256");
    const encoding = encodingOf(layout);
    const audioHash = encoding === null ? null : createHash("sha256").update(audioKeyTag(encoding));
    const audioStart = layout.dataStart;
    const audioEnd = audioStart + layout.nSamples * layout.blockAlign;
    for (let pos = 0; pos < fileSize; ) {
      const n = readFully(fd, buf, Math.min(buf.length, fileSize - pos), pos);
      if (n === 0) break;
      const block = buf.subarray(0, n);
      fileHash.update(block);
      if (audioHash) {
        const from = Math.max(pos, audioStart);
        const to = Math.min(pos + n, audioEnd);
        if (to > from) audioHash.update(block.subarray(from - pos, to - pos));
      }
      pos += n;
    }
    return { ...layout, fileSize, fileSha256: fileHash.digest("hex"), audioSha256: audioHash ? audioHash.digest("hex") : null };
  } finally {
    closeSync(fd);
  }
}

const BLOCK_SAMPLES = 32768;
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Mono PCM16 samples of a file, read in order (in int16 units); the hash is checked at the end. */
export class WavSampleReader {
  readonly length: number;
  private fd: number | null = null;
  private readonly buf = Buffer.allocUnsafeSlow(2 * BLOCK_SAMPLES);
  private readonly block = new Int16Array(this.buf.buffer, this.buf.byteOffset, BLOCK_SAMPLES);
  private blockStart = 0;
  private blockLen = 0;
  private hashed = 0;
  private readonly hash: Hash = createHash("sha256");

  constructor(
    readonly path: string,
    private readonly layout: Pick<WavLayout, "dataStart" | "nSamples" | "channels" | "bitDepth" | "format">,
    private readonly expectedSha256: string,
  ) {
    if (!isPcm16(layout) || layout.channels !== 1) throw new WavError("WavSampleReader reads mono PCM16 only");
    this.length = layout.nSamples;
  }

  private load(start: number): void {
    if (start !== this.hashed) throw new Error(`${this.path}: samples must be read in order`);
    this.fd ??= openInputFile(this.path).fd;
    const count = Math.min(BLOCK_SAMPLES, this.length - start);
    const got = readFully(this.fd, this.buf, 2 * count, this.layout.dataStart + 2 * start);
    if (got !== 2 * count) throw new WavError(`${this.path}: the file changed while it was being analyzed (shorter)`);
    if (!LITTLE_ENDIAN) for (let i = 0; i < count; i++) this.block[i] = this.buf.readInt16LE(2 * i);
    this.hash.update(this.buf.subarray(0, 2 * count));
    this.blockStart = start;
    this.blockLen = count;
    this.hashed = start + count;
    if (this.hashed === this.length) {
      this.close();
      if (this.hash.digest("hex") !== this.expectedSha256) throw new WavError(`${this.path}: the file changed while it was being analyzed`);
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
