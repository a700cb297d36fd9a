/**
 * Writing WAV files through `wavefile`: the converted 16 kHz audio the VAD reads from a
 * temporary folder, `export-tree`'s `output.wav` and the fixtures. PCM16 and 32-bit float are
 * written with the plain 44-byte RIFF header (`fmt ` of 16 bytes, then `data`), the form a
 * reference tree's `output.wav` has; the other encodings exist for fixtures and tests.
 */
import { WaveFile } from "./wave-file-class.js";
import type { Encoding } from "./encoding.js";
import { VAD_RATE } from "./rates.js";
import { toInt16 } from "./resample.js";
import { LITTLE_ENDIAN } from "./wav.js";

const BIT_DEPTH_CODE: Record<Exclude<Encoding, "alaw" | "mulaw">, string> = {
  pcm8: "8",
  pcm16: "16",
  pcm24: "24",
  pcm32: "32",
  float32: "32f",
  float64: "64",
};

/**
 * WAV bytes of interleaved `samples`, given as the file stores them: integers for PCM
 * (unsigned 0…255 for 8-bit), floats for float, int16 values for A-law and µ-law (encoded by
 * wavefile's G.711 coder).
 */
export function encodeWav(
  samples: ArrayLike<number>,
  opts: { rate: number; channels?: number; encoding?: Encoding },
): Buffer {
  const encoding = opts.encoding ?? "pcm16";
  const channels = opts.channels ?? 1;
  const wav = new WaveFile();
  const g711 = encoding === "alaw" || encoding === "mulaw";
  const raw = rawBytes(samples, encoding);
  wav.fromScratch(
    channels,
    opts.rate,
    g711 ? "16" : BIT_DEPTH_CODE[encoding],
    raw === null ? (samples as unknown as number[]) : [],
  );
  if (raw !== null) (wav.data as { samples: Uint8Array }).samples = raw; // wavefile sizes the chunks from it
  if (encoding === "alaw") wav.toALaw();
  if (encoding === "mulaw") wav.toMuLaw();
  const out = wav.toBuffer();
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}

/**
 * The bytes of Int16Array samples for PCM16, or Float32Array samples for 32-bit float, as the
 * file stores them (little-endian): wavefile then writes the header and chunks around them. Its
 * own per-sample packer is about 20 times slower, which the full-size generated trees feel.
 * Null otherwise: wavefile packs those.
 */
function rawBytes(samples: ArrayLike<number>, encoding: Encoding): Uint8Array | null {
  if (!LITTLE_ENDIAN) return null;
  if (
    (encoding === "pcm16" && samples instanceof Int16Array) ||
    (encoding === "float32" && samples instanceof Float32Array)
  ) {
    return new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength).slice();
  }
  return null;
}

/** Mono 16 kHz (or `rate`) PCM16. */
export function pcm16MonoWav(samples: Int16Array, rate = VAD_RATE): Buffer {
  return encodeWav(samples, { rate });
}

/**
 * Float samples on the [-1, 1) scale as PCM16: round_half_even(x · 32768), clipped to
 * [−32768, 32767] (so every value a PCM16 file decodes to comes back unchanged).
 */
export function floatToPcm16(x: ArrayLike<number>): Int16Array {
  return toInt16(Float64Array.from(x, (v) => v * 32768));
}
