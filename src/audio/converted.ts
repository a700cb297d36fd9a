/**
 * One phrase saying how many WAV files of a plain or v1.5 folder were converted before the VAD
 * and what was done to each kind, read from unified.json's `inputs.converted_from`: shared by the console, the
 * report's title block and the stderr note of `--dataset` runs.
 */
import { encodingLabel } from "./encoding.js";
import { VAD_RATE } from "./rates.js";
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
 * What was done to a file of this native format to make it 16 kHz mono PCM16, in order ("decoded
 * from …", "mixed from 2 channels", "resampled from 24000 Hz").
 */
export function nativeSteps(n: NativeAudio): string[] {
  const out: string[] = [];
  if (n.encoding !== "pcm16") out.push(`decoded from ${encodingLabel(n.encoding)}`);
  if (n.channels > 1) out.push(`mixed from ${n.channels} channels`);
  if (n.rate !== VAD_RATE) out.push(`resampled from ${n.rate} Hz`);
  return out;
}

/** The order kinds of file are named in. */
export const FILE_ORDER = ["input.wav", "clean_input.wav", "output.wav", "clean_output.wav"];

/**
 * "3 WAV files converted to 16 kHz mono: 2 output.wav decoded from 32-bit float, resampled from
 * 24000 Hz; 1 clean_output.wav only padded or cropped", per kind of file (the key's
 * file name) and what was done, the most common first; null when none was converted. A file already
 * 16 kHz mono PCM16 was only padded or cropped to its window (unified.json does not keep by how much).
 */
export function convertedSummary(convertedFrom: Record<string, NativeAudio>): string | null {
  const counts = new Map<string, { file: string; done: string; n: number }>();
  for (const [key, native] of Object.entries(convertedFrom)) {
    const base = key.split("/").pop()!;
    const file = base.endsWith(".wav") ? base : "output.wav";
    const steps = nativeSteps(native);
    const done = steps.length > 0 ? steps.join(", ") : "only padded or cropped";
    const k = `${file}\u0000${done}`;
    counts.set(k, { file, done, n: (counts.get(k)?.n ?? 0) + 1 });
  }
  if (counts.size === 0) return null;
  const rank = (f: string): number => (FILE_ORDER.includes(f) ? FILE_ORDER.indexOf(f) : FILE_ORDER.length);
  const groups = [...counts.values()].sort(
    (a, b) => rank(a.file) - rank(b.file) || b.n - a.n || (a.done < b.done ? -1 : a.done > b.done ? 1 : 0),
  );
  const total = Object.keys(convertedFrom).length;
  const files = `${total} WAV file${total === 1 ? "" : "s"}`;
  return `${files} converted to 16 kHz mono: ${groups.map((g) => `${g.n} ${g.file} ${g.done}`).join("; ")}`;
}
