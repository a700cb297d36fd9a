/**
 * The sample encodings the tool reads: PCM of 8, 16, 24 and 32 bits, IEEE float of 32 and 64
 * bits, A-law and µ-law (WAVE_FORMAT_EXTENSIBLE resolved to its subformat). Named here without
 * loading a decoder, so that the header scan and the reports share one list.
 */
import type { WavFormat } from "./wav.js";

export type Encoding = "pcm8" | "pcm16" | "pcm24" | "pcm32" | "float32" | "float64" | "alaw" | "mulaw";

/** The encoding of a `fmt ` chunk, or null when the tool cannot decode it. */
export function encodingOf(w: { format: WavFormat; bitDepth: number }): Encoding | null {
  if (w.format === "pcm" && (w.bitDepth === 8 || w.bitDepth === 16 || w.bitDepth === 24 || w.bitDepth === 32)) {
    return `pcm${w.bitDepth}` as Encoding;
  }
  if (w.format === "float" && (w.bitDepth === 32 || w.bitDepth === 64)) return `float${w.bitDepth}` as Encoding;
  if (w.format === "alaw" && w.bitDepth === 8) return "alaw";
  if (w.format === "mulaw" && w.bitDepth === 8) return "mulaw";
  return null;
}

const LABELS: Partial<Record<Encoding, string>> = {
  alaw: "A-law",
  mulaw: "µ-law",
  float32: "32-bit float",
  float64: "64-bit float",
};

/** Human wording of an encoding, for messages and reports ("32-bit float", "µ-law", "24-bit PCM"). */
export function encodingLabel(e: Encoding): string {
  return LABELS[e] ?? `${e.slice(3)}-bit PCM`;
}

/** Names of the WAVE format tags met in practice that the tool does not decode. */
const OTHER_TAGS = new Map<number, string>([
  [0x0002, "Microsoft ADPCM"],
  [0x0011, "IMA ADPCM"],
  [0x0031, "GSM 6.10"],
  [0x0050, "MPEG"],
  [0x0055, "MPEG layer 3"],
  [0x1610, "AAC"],
]);

/** "IMA ADPCM (format tag 0x0011)", or "format tag 0x…" for a tag without a name. */
export function formatTagName(tag: number): string {
  const hex = `0x${tag.toString(16).padStart(4, "0")}`;
  const name = OTHER_TAGS.get(tag);
  return name ? `${name} (format tag ${hex})` : `format tag ${hex}`;
}
