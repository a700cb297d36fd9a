/**
 * One phrase saying how many output.wav files of a plain folder were converted before the VAD
 * and from what, read from unified.json's `inputs.converted_from`: shared by the console, the
 * report's title block and the stderr note of `--dataset` runs.
 */
import { encodingLabel } from "./encoding.js";
import type { NativeAudio } from "./vad-audio.js";

/** "16-bit PCM, 24000 Hz, mono" */
export function nativeLabel(n: NativeAudio): string {
  const ch = n.channels === 1 ? "mono" : n.channels === 2 ? "stereo" : `${n.channels} channels`;
  return `${encodingLabel(n.encoding)}, ${n.rate} Hz, ${ch}`;
}

/** The `converted_from` record of `inputs`, or null for a tree (which has none). */
export function convertedFromOf(inputs: Record<string, unknown>): Record<string, NativeAudio> | null {
  const c = inputs["converted_from"];
  return c !== null && typeof c === "object" ? (c as Record<string, NativeAudio>) : null;
}

/**
 * "3 output.wav converted to 16 kHz mono: 2 from 32-bit float, 24000 Hz, mono; 1 from 16-bit
 * PCM, 16000 Hz, stereo", groups by decreasing count then label; null when none was converted.
 */
export function convertedSummary(convertedFrom: Record<string, NativeAudio>): string | null {
  const counts = new Map<string, number>();
  for (const n of Object.values(convertedFrom)) counts.set(nativeLabel(n), (counts.get(nativeLabel(n)) ?? 0) + 1);
  if (counts.size === 0) return null;
  const groups = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const total = Object.keys(convertedFrom).length;
  return `${total} output.wav converted to 16 kHz mono: ${groups.map(([label, n]) => `${n} from ${label}`).join("; ")}`;
}
