/**
 * The header and samples of mono 16 kHz (and 8 kHz) PCM16 WAV files, the reference tree's own
 * format, read by hand: the one RIFF parser written in this project. Every other encoding is
 * decoded through wavefile (decode.ts). This reader stays hand-written because it is what lets
 * the VAD run over a whole tree in bounded memory: `wavLayout` finds the sample data from the
 * first bytes of a file, so wav-file.ts can hash a file (its sha256 is the cache key) in
 * blocks without decoding it, and stream its samples block by block into a batch slot;
 * wavefile reads and unpacks a whole file at once. The samples are exactly what Python's
 * `read_audio` gives (`int16 / 32768`): the parser walks the RIFF chunks itself (any chunk order,
 * odd-size padding, extensible format) and hands back the raw int16 data with what the header
 * says. For other encodings it reports the header only (`samples` is empty).
 */
import { WavError } from "../errors.js";
import { readInputFile } from "../io/input.js";
import { SILERO_RATES } from "./rates.js";

/** Sample encoding named by the `fmt ` chunk (WAVE_FORMAT_EXTENSIBLE resolved to its subformat). */
export type WavFormat = "pcm" | "float" | "alaw" | "mulaw" | "other";

/** The format and samples of a WAV file; `nSamples` counts sample frames (samples per channel). */
export interface WavInfo extends Pick<WavLayout, "sampleRate" | "channels" | "bitDepth" | "format" | "nSamples"> {
  /**
   * Interleaved int16 samples for 16-bit PCM. For any other encoding this is empty (length 0):
   * check `format === "pcm" && bitDepth === 16` (or `vadFormatProblem`) before using it.
   */
  samples: Int16Array;
}

/** The encoding a WAVE format tag names (1 PCM, 3 IEEE float, 6 A-law, 7 µ-law). */
export function formatName(tag: number): WavFormat {
  return tag === 1 ? "pcm" : tag === 3 ? "float" : tag === 6 ? "alaw" : tag === 7 ? "mulaw" : "other";
}

/** Whether this host stores numbers little-endian, as WAV files do (typed arrays can then view their bytes). */
export const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Where the sample data of a WAV file lies, with the format fields. */
export interface WavLayout {
  sampleRate: number;
  channels: number;
  bitDepth: number;
  format: WavFormat;
  blockAlign: number;
  /** Sample frames in the `data` chunk (whole frames only). */
  nSamples: number;
  /** Byte offset of the sample data in the file. */
  dataStart: number;
}

/** The fields of a `fmt ` chunk. */
type Fmt = Pick<WavLayout, "format" | "channels" | "sampleRate" | "blockAlign" | "bitDepth">;

/**
 * The layout of a WAV file from its first bytes `head` (possibly only a prefix of a file of
 * `fileSize` bytes). Returns null when `head` ends before the `fmt ` and `data` chunk headers
 * were both seen; throws a WavError when the file cannot be a readable WAV file.
 */
export function wavLayout(head: Uint8Array, fileSize: number = head.length): WavLayout | null {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const tag = (at: number) => String.fromCharCode(head[at]!, head[at + 1]!, head[at + 2]!, head[at + 3]!);
  if (head.length < 12) {
    if (fileSize > head.length) return null;
    throw new WavError(fileSize === 0 ? "the file is empty (0 bytes)" : "not a RIFF/WAVE file");
  }
  if (tag(0) !== "RIFF" || tag(8) !== "WAVE") throw new WavError("not a RIFF/WAVE file");
  let fmt: Fmt | null = null;
  let dataStart = -1;
  let dataSize = 0;
  let declaredDataSize: number | null = null;
  let at = 12;
  let streaming = false;
  while (at + 8 <= head.length) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "fmt ") {
      if (size < 16) throw new WavError("truncated fmt chunk");
      if (body + Math.min(size, 26) > head.length) {
        if (fileSize > head.length) return null;
        if (body + 16 > head.length) throw new WavError("truncated fmt chunk");
      }
      let formatTag = view.getUint16(body, true);
      if (formatTag === 0xfffe && size >= 26 && body + 26 <= head.length) {
        formatTag = view.getUint16(body + 24, true); // first two bytes of the subformat GUID
      }
      fmt = {
        format: formatName(formatTag),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        blockAlign: view.getUint16(body + 12, true),
        bitDepth: view.getUint16(body + 14, true),
      };
    } else if (id === "data" && dataStart < 0) {
      dataStart = body;
      if (size !== 0xffffffff) declaredDataSize = size;
      // A truncated file keeps what it holds; streaming writers leave 0xFFFFFFFF (rest of file).
      dataSize = size === 0xffffffff ? fileSize - body : Math.max(0, Math.min(size, fileSize - body));
      if (size === 0xffffffff) {
        streaming = true;
        break;
      }
    }
    if (fmt && dataStart >= 0) break;
    at = body + size + (size & 1);
  }
  if (!fmt || dataStart < 0) {
    if (!streaming && at + 8 <= fileSize && at + 8 > head.length) return null;
    if (!fmt) throw new WavError("no fmt chunk");
    throw new WavError("no data chunk");
  }
  checkHeader(fmt, declaredDataSize);
  const blockAlign = fmt.blockAlign;
  const nSamples = blockAlign > 0 ? Math.floor(dataSize / blockAlign) : 0;
  return { ...fmt, blockAlign, nSamples, dataStart };
}

/**
 * Header consistency, checked before any sample byte is hashed or decoded, naming the field that
 * is wrong: channels and sample rate not 0, bits per sample not 0, block align equal to channels
 * times the bytes per sample, and a data chunk size (unless a streaming writer left it open)
 * that holds whole frames. A truncated file (data chunk longer than the file) is not an
 * inconsistency: it keeps the whole frames it holds. The byte rate is not checked: no reader
 * uses it (Python's `wave` and libsndfile ignore a wrong one), and nothing is decoded from it.
 * Encodings this reader does not know (ADPCM and others) are not checked beyond channels.
 */
function checkHeader(fmt: Fmt, declaredDataSize: number | null): void {
  if (fmt.channels < 1) throw new WavError("fmt chunk: channels is 0");
  if (fmt.format === "other") return;
  if (fmt.sampleRate < 1) throw new WavError("fmt chunk: sample rate is 0");
  if (fmt.bitDepth < 1) throw new WavError("fmt chunk: bits per sample is 0");
  const expected = fmt.channels * Math.ceil(fmt.bitDepth / 8);
  if (fmt.blockAlign !== expected) {
    throw new WavError(
      `fmt chunk: block align is ${fmt.blockAlign}, but ${fmt.channels} channel(s) of ${fmt.bitDepth}-bit samples need ${expected}`,
      "fmt chunk: the block align does not match the channels and bits per sample",
    );
  }
  if (declaredDataSize !== null && declaredDataSize % expected !== 0) {
    throw new WavError(
      `data chunk: size ${declaredDataSize} bytes is not a whole number of ${expected}-byte frames (block align)`,
      "data chunk: its size is not a whole number of frames (block align)",
    );
  }
}

/** True for 16-bit PCM, the one encoding whose samples are decoded. */
export function isPcm16(w: Pick<WavLayout, "format" | "bitDepth">): boolean {
  return w.format === "pcm" && w.bitDepth === 16;
}

/** Parse the bytes of a WAV file. */
export function parseWav(bytes: Uint8Array): WavInfo {
  const layout = wavLayout(bytes, bytes.length)!;
  const { dataStart, nSamples } = layout;
  let samples = new Int16Array(0);
  if (isPcm16(layout)) {
    const count = nSamples * layout.channels;
    samples = new Int16Array(count);
    if (LITTLE_ENDIAN && (bytes.byteOffset + dataStart) % 2 === 0) {
      samples.set(new Int16Array(bytes.buffer, bytes.byteOffset + dataStart, count));
    } else {
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      for (let i = 0; i < count; i++) samples[i] = view.getInt16(dataStart + 2 * i, true);
    }
  }
  const { sampleRate, channels, bitDepth, format } = layout;
  return { sampleRate, channels, bitDepth, format, nSamples, samples };
}

/** Read (safely: a FIFO or device is refused) and parse a WAV file from disk. */
export function readWav(path: string): WavInfo {
  return parseWav(readInputFile(path));
}

/** True when the VAD accepts this audio as is: mono 16-bit PCM at 16 kHz or 8 kHz. */
export function isVadCompatible(w: Pick<WavInfo, "sampleRate" | "channels" | "bitDepth" | "format">): boolean {
  return w.format === "pcm" && w.bitDepth === 16 && w.channels === 1 && SILERO_RATES.includes(w.sampleRate);
}

/** Why the VAD would refuse this audio, or null when it is accepted. */
export function vadFormatProblem(w: Pick<WavInfo, "sampleRate" | "channels" | "bitDepth" | "format">): string | null {
  if (isVadCompatible(w)) return null;
  return `expected mono 16-bit PCM at 16000 or 8000 Hz, got ${w.channels} channel(s) ${w.bitDepth}-bit ${w.format} at ${w.sampleRate} Hz`;
}
