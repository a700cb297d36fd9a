/**
 * How sweep charts name the rows of a VAD grid (pure): the threshold runs along the x axis, and
 * each row is one combination of the other settings. A row names, in full, the settings that
 * vary across the grid ("min silence 100 ms · speech pad 30 ms"), so two rows never look the
 * same and nothing needs cutting; with one varying setting (or none) the row is its value and the
 * axis title its name ("100 ms", "min silence").
 */
import type { VadSettings } from "../vad/settings.js";

type RowField = "minSilenceDurationMs" | "minSpeechDurationMs" | "speechPadMs";

const ROW_SETTINGS: readonly { field: RowField; name: string }[] = [
  { field: "minSilenceDurationMs", name: "min silence" },
  { field: "minSpeechDurationMs", name: "min speech" },
  { field: "speechPadMs", name: "speech pad" },
];

export interface SettingRowNames {
  /** The axis title: the names of the varying settings. */
  title: string;
  label: (v: VadSettings) => string;
  /** The row with every varying setting named ("speech pad 30 ms"), for a header without an axis title. */
  full: (v: VadSettings) => string;
}

/** Row names for `settings`, over the fields `fields` (all three by default). */
export function settingRowNames(
  settings: readonly VadSettings[],
  fields: readonly RowField[] = ROW_SETTINGS.map((s) => s.field),
): SettingRowNames {
  const candidates = ROW_SETTINGS.filter((s) => fields.includes(s.field));
  const varying = candidates.filter((s) => new Set(settings.map((v) => v[s.field])).size > 1);
  if (varying.length <= 1) {
    const only = varying[0] ?? candidates[0]!;
    return { title: only.name, label: (v) => `${v[only.field]} ms`, full: (v) => `${only.name} ${v[only.field]} ms` };
  }
  const label = (v: VadSettings) => varying.map((s) => `${s.name} ${v[s.field]} ms`).join(" · ");
  return { title: varying.map((s) => s.name).join(" · "), label, full: label };
}
