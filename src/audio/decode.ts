/**
 * Decoding of every WAV the tool reads that is not mono 16 kHz PCM16, through `wavefile`.
 * The samples come back interleaved as float64 on the [-1, 1) scale, exactly:
 *   - IEEE float (32 or 64-bit): the values themselves; a NaN or ±Inf sample is refused with
 *     its frame, since no VAD can score it;
 *   - PCM of 16, 24 or 32 bits: int / 2^(bits − 1);
 *   - 8-bit PCM, which is unsigned: (u − 128) / 128;
 *   - A-law and µ-law: the G.711 16-bit value / 32768.
 * WAVE_FORMAT_EXTENSIBLE is resolved to its subformat (PCM, float, A-law, µ-law); a sample
 * container wider than its valid bits decodes by the container width (the valid bits are the
 * high ones). These are the values Python's `soundfile` returns with `dtype="float64"`;
 * test/audio/decode.test.ts checks them against values it produced. Any other encoding
 * (ADPCM, MP3, ...) and any container but RIFF/WAVE is refused with a WavError.
 * Mono 16 kHz PCM16 has its own streaming reader (wav-file.ts), which does not decode at all.
 * A caller that needs only the start of a file (the audio path, which crops to a window) asks for
 * at most `maxFrames` frames, so decoding costs memory for what is used, not for the whole file;
 * a float file is still checked for a NaN or infinite sample in every frame.
 */
import { WaveFile } from "./wave-file-class.js";
import { type Encoding, encodingLabel, encodingOf, formatTagName } from "./encoding.js";
import { WavError } from "../errors.js";
import { formatName, LITTLE_ENDIAN } from "./wav.js";

export interface DecodedWav {
  encoding: Encoding;
  sampleRate: number;
  channels: number;
  /** Sample frames decoded into `samples`: the file's, or its first `maxFrames`. */
  frames: number;
  /** Sample frames the file holds (whole frames only: a truncated last frame is dropped). */
  fileFrames: number;
  /** Interleaved samples on the [-1, 1) scale. */
  samples: Float64Array;
}

interface Fmt {
  audioFormat: number;
  numChannels: number;
  sampleRate: number;
  bitsPerSample: number;
  chunkSize: number;
  subformat: number[];
}

/** Decode the bytes of a WAV file, its first `maxFrames` frames at most (see the top of this file for the values). */
export function decodeWav(bytes: Uint8Array, maxFrames = Infinity): DecodedWav {
  const wav = new WaveFile();
  try {
    wav.fromBuffer(bytes);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const notRiff = /supported format|WAVE/.test(message) || (wav.container !== "" && wav.container !== "RIFF");
    throw new WavError(
      notRiff
        ? "not a RIFF/WAVE file"
        : message.replace(/"/g, "").replace(/^Could not find the (\S+) chunk$/, "no $1 chunk"),
    );
  }
  // wavefile also reads RIFX (big-endian) and RF64; neither is what a model writes, nor what
  // the streaming reader takes.
  if (wav.container !== "RIFF") throw new WavError("not a RIFF/WAVE file");
  const fmt = wav.fmt as Fmt;
  let tag = fmt.audioFormat;
  if (tag === 0xfffe && fmt.chunkSize >= 40) tag = fmt.subformat[0]! & 0xffff;
  const bits = fmt.bitsPerSample;
  const encoding = encodingOf({ format: formatName(tag), bitDepth: bits });
  if (encoding === null) {
    const what = tag === 1 || tag === 3 ? `${bits}-bit ${tag === 1 ? "PCM" : "float"}` : formatTagName(tag);
    throw new WavError(
      `${what} cannot be decoded; convert it to 16-bit PCM or 32-bit float WAV first (for example with sox)`,
      "its encoding cannot be decoded; convert it to 16-bit PCM or 32-bit float WAV first (for example with sox)",
    );
  }
  const channels = fmt.numChannels;
  const sampleRate = fmt.sampleRate; // read now: wavefile replaces its fmt object when it converts
  if (channels < 1) throw new WavError("declares 0 channels");
  if (sampleRate < 1) throw new WavError("declares a sample rate of 0 Hz");
  try {
    if (fmt.audioFormat === 0xfffe && tag !== 1) {
      // wavefile picks the codec from audioFormat alone, which reads an extensible float or
      // G.711 file as integer PCM: state the subformat as the format and let wavefile read its
      // own rewrite of the file.
      fmt.audioFormat = tag;
      wav.fromBuffer(wav.toBuffer());
    }
    const frameBytes = channels * (bits / 8);
    const data = wav.data as { samples: Uint8Array; chunkSize: number };
    // wavefile's data includes the pad byte of an odd-sized chunk: keep the declared size (or
    // what a truncated file holds), in whole frames.
    const fileFrames = Math.floor(Math.min(data.samples.length, data.chunkSize) / frameBytes);
    const frames = Math.min(fileFrames, maxFrames);
    const left = data.samples.subarray(frames * frameBytes, fileFrames * frameBytes);
    const dataBytes = data.samples.subarray(0, frames * frameBytes);
    data.samples = dataBytes;
    if (encoding === "alaw") wav.fromALaw();
    if (encoding === "mulaw") wav.fromMuLaw();
    const samples = viewed(dataBytes, encoding) ?? (wav.getSamples(true, Float64Array) as Float64Array);
    scale(samples, encoding, channels);
    firstNonFinite(left, encoding, channels, frames); // the frames left out are checked too
    return { encoding, sampleRate, channels, frames, fileFrames, samples };
  } catch (e) {
    if (e instanceof WavError) throw e;
    // wavefile checks the header again when it converts (channel count, rate, bit depth)
    throw new WavError(`cannot be decoded (${e instanceof Error ? e.message : String(e)})`, "cannot be decoded");
  }
}

const VIEWED: Partial<Record<Encoding, typeof Int16Array | typeof Float32Array | typeof Float64Array>> = {
  pcm16: Int16Array,
  float32: Float32Array,
  float64: Float64Array,
};

/**
 * 16-bit PCM and IEEE float data, located and checked by wavefile, read as a typed array over
 * its bytes: the values wavefile's unpacker gives (test/audio/decode.test.ts compares them),
 * about 20 times faster, which matters for the 24 kHz PCM16 files the official inference
 * scripts write. Null for the other encodings (and on a big-endian host): wavefile unpacks those.
 */
function viewed(bytes: Uint8Array, encoding: Encoding): Float64Array | null {
  const Typed = VIEWED[encoding];
  if (Typed === undefined || !LITTLE_ENDIAN) return null;
  const aligned = bytes.byteOffset % Typed.BYTES_PER_ELEMENT === 0 ? bytes : new Uint8Array(bytes); // a copy
  return Float64Array.from(new Typed(aligned.buffer, aligned.byteOffset, aligned.byteLength / Typed.BYTES_PER_ELEMENT));
}

/** The problem of a float sample `v`, the `i`-th of the data from `frame0` on, that is NaN or infinite. */
function nonFinite(v: number, i: number, encoding: Encoding, channels: number, frame0: number): WavError {
  const frame = frame0 + Math.floor(i / channels);
  const where = channels > 1 ? `frame ${frame}, channel ${i % channels}` : `frame ${frame}`;
  return new WavError(
    `${encodingLabel(encoding)} sample at ${where} is ${Number.isNaN(v) ? "NaN" : v > 0 ? "+Inf" : "-Inf"}`,
    "a float sample is NaN or infinite",
  );
}

/** Refuse a float sample that is NaN or infinite among raw little-endian `bytes` (frames from `frame0` on), without copying them. */
function firstNonFinite(bytes: Uint8Array, encoding: Encoding, channels: number, frame0: number): void {
  if (encoding !== "float32" && encoding !== "float64") return;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = encoding === "float32" ? 4 : 8;
  for (let i = 0; (i + 1) * size <= bytes.length; i++) {
    const v = size === 4 ? view.getFloat32(i * size, true) : view.getFloat64(i * size, true);
    if (!Number.isFinite(v)) throw nonFinite(v, i, encoding, channels, frame0);
  }
}

/** Raw unpacked values to the [-1, 1) scale, in place; floats are checked to be finite. */
function scale(x: Float64Array, encoding: Encoding, channels: number): void {
  if (encoding === "float32" || encoding === "float64") {
    for (let i = 0; i < x.length; i++) {
      const v = x[i]!;
      if (!Number.isFinite(v)) throw nonFinite(v, i, encoding, channels, 0);
    }
    return;
  }
  if (encoding === "pcm8") {
    for (let i = 0; i < x.length; i++) x[i] = (x[i]! - 128) / 128;
    return;
  }
  const full = encoding === "pcm24" ? 8388608 : encoding === "pcm32" ? 2147483648 : 32768; // A-law, µ-law: 16-bit
  for (let i = 0; i < x.length; i++) x[i] = x[i]! / full;
}
