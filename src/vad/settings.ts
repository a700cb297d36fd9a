/**
 * The VAD settings, one table for every command and output. Each setting has its TypeScript
 * field (the camelCase of silero-vad's parameter name), its JSON key (silero-vad's own name, as
 * in unified.json and the sweep), its command-line flags (a short spelling and silero-vad's
 * full one), its key in the score signature, its default and its check. `vad`, `sweep` and
 * `report` read and check their VAD flags from this table, and every output (unified.json, the
 * sweep, the console, the report, the signature) writes the settings through it.
 */

export interface VadSettings {
  threshold: number;
  minSpeechDurationMs: number;
  minSilenceDurationMs: number;
  speechPadMs: number;
  /** Seconds; absent or Infinity means no maximum (the library default). */
  maxSpeechDurationS?: number;
  /** The library's `use_max_poss_sil_at_max_speech`; default true. */
  useMaxPossibleSilenceAtMaxSpeech?: boolean;
}

/** The project's settings: threshold 0.5, min speech 250 ms, min silence 100 ms, no padding. */
export const DEFAULT_VAD_SETTINGS: Readonly<VadSettings> = Object.freeze({
  threshold: 0.5,
  minSpeechDurationMs: 250,
  minSilenceDurationMs: 100,
  speechPadMs: 0,
});

export interface VadSettingSpec<F extends keyof VadSettings = keyof VadSettings> {
  field: F;
  /** The key in unified.json, the sweep's JSON and CSV. */
  json: string;
  /** Command-line flags without `--`: the short spelling first, then silero-vad's name. */
  flags: readonly string[];
  /** Its key in the score signature (`thr:0.5`). */
  signature: string;
  /** Unit for display ("" for the threshold). */
  unit: "" | "ms" | "s";
  /** Whether a value is allowed, and how the rule reads in an error message. */
  valid: (x: number) => boolean;
  rule: string;
}

const wholeMs = (x: number): boolean => Number.isInteger(x) && x >= 0;

/** The four settings every output records, in the order of their JSON keys. */
export const VAD_SETTINGS = [
  {
    field: "threshold",
    json: "threshold",
    flags: ["threshold"],
    signature: "thr",
    unit: "",
    valid: (x: number) => x > 0 && x < 1,
    rule: "a number strictly between 0 and 1",
  },
  {
    field: "minSpeechDurationMs",
    json: "min_speech_duration_ms",
    flags: ["min-speech-ms", "min-speech-duration-ms"],
    signature: "minsp",
    unit: "ms",
    valid: wholeMs,
    rule: "a whole number of milliseconds >= 0",
  },
  {
    field: "minSilenceDurationMs",
    json: "min_silence_duration_ms",
    flags: ["min-silence-ms", "min-silence-duration-ms"],
    signature: "minsil",
    unit: "ms",
    valid: wholeMs,
    rule: "a whole number of milliseconds >= 0",
  },
  {
    field: "speechPadMs",
    json: "speech_pad_ms",
    flags: ["speech-pad-ms"],
    signature: "pad",
    unit: "ms",
    valid: wholeMs,
    rule: "a whole number of milliseconds >= 0",
  },
] as const satisfies readonly VadSettingSpec<
  "threshold" | "minSpeechDurationMs" | "minSilenceDurationMs" | "speechPadMs"
>[];

/** The optional maximum speech duration (only the `vad` command sets it). */
export const MAX_SPEECH_SETTING = {
  field: "maxSpeechDurationS",
  json: "max_speech_duration_s",
  flags: ["max-speech-s", "max-speech-duration-s"],
  signature: "maxsp",
  unit: "s",
  valid: (x: number) => x > 0,
  rule: "a number of seconds > 0",
} as const satisfies VadSettingSpec<"maxSpeechDurationS">;

export type RecordedSetting = (typeof VAD_SETTINGS)[number];
export type RecordedField = RecordedSetting["field"];

/** The four recorded settings under their JSON keys, in table order. */
export type VadSettingsJson = { [S in RecordedSetting as S["json"]]: number };

export function vadSettingsJson(v: VadSettings): VadSettingsJson {
  const out = {} as Record<string, number>;
  for (const s of VAD_SETTINGS) out[s.json] = v[s.field];
  return out as VadSettingsJson;
}

export function vadSettingsFromJson(j: VadSettingsJson): VadSettings {
  const out = {} as Record<string, number>;
  for (const s of VAD_SETTINGS) out[s.field] = j[s.json];
  return out as unknown as VadSettings;
}

/** Whether a setting is the scoring default (threshold 0.5, 250 ms, 100 ms, no padding). */
export function isDefaultSetting(v: VadSettings): boolean {
  return (
    VAD_SETTINGS.every((s) => v[s.field] === DEFAULT_VAD_SETTINGS[s.field]) &&
    (v.maxSpeechDurationS ?? Infinity) === Infinity
  );
}

/** "0.5 / 250 / 100 / 0": a setting in the order of the table, as the report writes it. */
export function settingText(v: VadSettings): string {
  return VAD_SETTINGS.map((s) => String(v[s.field])).join(" / ");
}
