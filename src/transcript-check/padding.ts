/**
 * What the transcript check says of the outputs the VAD saw padded or cropped to the window
 * (a plain folder's `inputs.padded_or_cropped`): a note for the console, and a warning naming the
 * samples padded or cropped by more than 0.5 s, whose words past the file's end are listed in
 * `after_audio_end` and whose segments near the end rest on zeros or on a cut. Pure: it reads
 * the check's `inputs`.
 */
import type { PaddedOrCropped } from "../input/tree/loaded-input.js";

/** Padding or cropping above this many seconds is a warning. */
export const PADDING_WARNING_S = 0.5;

/** The `padded_or_cropped` record of `inputs`, or {} for a tree (which has none). */
export function paddedOrCroppedOf(inputs: Record<string, unknown>): Record<string, PaddedOrCropped> {
  const r = inputs["padded_or_cropped"];
  return r !== null && typeof r === "object" ? (r as Record<string, PaddedOrCropped>) : {};
}

const amount = (x: PaddedOrCropped): string =>
  x.padded_s !== undefined ? `padded ${x.padded_s} s` : `cropped ${x.cropped_s ?? 0} s`;

/** "2 output.wav padded or cropped to the window: 1 padded, 1 cropped, at most 4 s", or null when none was. */
export function paddingSummary(inputs: Record<string, unknown>): string | null {
  const all = Object.values(paddedOrCroppedOf(inputs));
  if (all.length === 0) return null;
  const padded = all.filter((x) => x.padded_s !== undefined).length;
  const most = Math.max(...all.map((x) => x.padded_s ?? x.cropped_s ?? 0));
  return (
    `${all.length} output.wav padded or cropped to the window: ${padded} padded, ${all.length - padded} cropped, ` +
    `at most ${most} s (inputs.padded_or_cropped)`
  );
}

/** The warning line naming every output padded or cropped by more than 0.5 s, or null when none is. */
export function paddingWarning(name: string, inputs: Record<string, unknown>): string | null {
  const over = Object.entries(paddedOrCroppedOf(inputs)).filter(
    ([, x]) => (x.padded_s ?? x.cropped_s ?? 0) > PADDING_WARNING_S,
  );
  if (over.length === 0) return null;
  return (
    `warning: ${name}: ${over.length} output.wav padded or cropped to the window by more than ` +
    `${PADDING_WARNING_S} s: ${over.map(([id, x]) => `${id} (${x.audio_s} s of audio, ${amount(x)})`).join(", ")}; ` +
    `make the outputs as long as their input.wav, or read them with care (inputs.padded_or_cropped)`
  );
}
