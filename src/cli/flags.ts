/**
 * Command-line flags as data: each command has one table of rows (name, kind, value, default,
 * one-line description) in src/cli/commands.ts, and both the parser (args.ts) and `--help` come
 * from it, so a new flag is one new row. The rows shared by several commands (the inputs, the
 * VAD engine, the VAD settings) are defined once here.
 */
import type { Family } from "../metrics/family.js";
import { allFiles, allSettings, withAttached } from "../score/families.js";
import { DEFAULT_SWEEP_GRID } from "../score/grid.js";
import { DEFAULT_VAD_SETTINGS, MAX_SPEECH_SETTING, VAD_SETTINGS, type VadSettingSpec } from "../vad/settings.js";

export interface FlagRow {
  /** The flag without `--`. */
  name: string;
  /** Takes a value, or is a switch. */
  kind: "string" | "boolean";
  /** The value's placeholder in the usage line and the help (`DIR`, `N`, `0.5`). */
  value?: string;
  /** The default in words, as the help shows it (`off` for a switch, `required`, `0.5`). */
  default: string;
  /** What it does, in one line. */
  description: string;
  /** May be given several times (values collected in order). */
  multiple?: boolean;
  /** Other spellings, filed under `name`. */
  aliases?: readonly string[];
  /** Left out of the generated usage line (shown in the command's synopsis instead). */
  inSynopsis?: boolean;
  /**
   * Taken only for the inputs of a family with this property: for another the parser refuses it,
   * from this declaration (`refuseFamilyFlags`), saying `why`.
   */
  family?: { takes: (f: Family) => boolean; why: string };
}

export interface CommandSpec {
  /** One line for the top-level help. */
  summary: string;
  /** What comes after `fdb-unified <command>` before the optional flags (inputs, FILE). */
  synopsis: string;
  /** Positional arguments the command takes (0 for most). */
  positionals?: number;
  flags: readonly FlagRow[];
  /** One command line that works from a clone. */
  example: string;
}

/** The row of a flag that takes a value (`value`, its placeholder), with the other fields of `more`. */
export const valueRow = (
  name: string,
  value: string,
  dflt: string,
  description: string,
  more: Partial<FlagRow> = {},
): FlagRow => ({ name, kind: "string", value, default: dflt, description, ...more });

/** The row of a switch (off by default), with the other fields of `more`. */
export const switchRow = (name: string, description: string, more: Partial<FlagRow> = {}): FlagRow => ({
  name,
  kind: "boolean",
  default: "off",
  description,
  ...more,
});

/** The one input of a single-input command. */
export const SOURCE_ROWS: readonly FlagRow[] = [
  valueRow(
    "tree",
    "[NAME=]DIR",
    "required unless --dataset",
    "a reference tree: manifest.json, asr.json and the sample folders",
    { inSynopsis: true },
  ),
  valueRow(
    "dataset",
    "[NAME=]DIR",
    "required unless --tree",
    "a plain Full-Duplex-Bench v1.0 folder, not v1.5 (docs/plain-dataset.md)",
    { inSynopsis: true },
  ),
  valueRow(
    "ignore",
    "NAME",
    "none",
    "skip a folder that looks like a subset under another name, with a warning; repeatable",
    { multiple: true },
  ),
];

/** The --dataset row of a single-input command that also takes a Full-Duplex-Bench v1.5 folder. */
export const DATASET_V15_ROW: FlagRow = {
  ...SOURCE_ROWS[1]!,
  description:
    "a plain Full-Duplex-Bench v1.0 or v1.5 folder, told apart by its subset folder names (docs/plain-dataset.md)",
};

/** The inputs of a multi-input command, each repeatable, in command-line order. */
export const MULTI_SOURCE_ROWS: readonly FlagRow[] = [
  {
    ...SOURCE_ROWS[0]!,
    default: "at least one --tree or --dataset",
    multiple: true,
    description: "a reference tree (repeatable, in any mix with --dataset)",
  },
  {
    ...SOURCE_ROWS[1]!,
    default: "at least one --tree or --dataset",
    multiple: true,
    description:
      "a plain Full-Duplex-Bench v1.0 or v1.5 folder (repeatable; v1.0 in any mix with --tree, v1.5 with v1.5 folders only)",
  },
  SOURCE_ROWS[2]!,
];

/** The VAD engine: model file, cache, worker threads. */
export const VAD_ENGINE_ROWS: readonly FlagRow[] = [
  valueRow(
    "vad-model",
    "FILE",
    "the bundled Silero v6.2",
    "another Silero ONNX file (its sha256 is recorded in every output)",
  ),
  switchRow("no-cache", "do not read or write the VAD probability cache"),
  valueRow("jobs", "N", "as the uncached audio repays, up to the cores", "at most N VAD worker threads"),
];

const vadRow = (s: VadSettingSpec, value: string, def: string, list: boolean): FlagRow => {
  const [name, ...aliases] = s.flags;
  const what =
    s.field === "threshold"
      ? "speech probability threshold"
      : s.json
          .replace(/_/g, " ")
          .replace(/^min /, "minimum ")
          .replace(/^max /, "maximum ")
          .replace(/ (ms|s)$/, "");
  const description = list ? `${what} values to sweep, comma-separated, each ${s.rule}` : `${what}: ${s.rule}`;
  return valueRow(name!, value, def, description, { aliases });
};

const unitOf = (s: VadSettingSpec): string => (s.unit === "" ? "" : ` ${s.unit}`);

/** One value per recorded VAD setting (view). */
export const VAD_SETTING_ROWS: readonly FlagRow[] = VAD_SETTINGS.map((s) =>
  vadRow(s, String(DEFAULT_VAD_SETTINGS[s.field]), `${DEFAULT_VAD_SETTINGS[s.field]}${unitOf(s)}`, false),
);

/** The `vad` command's settings: the four and the maximum speech duration. */
export const ALL_VAD_SETTING_ROWS: readonly FlagRow[] = [
  ...VAD_SETTING_ROWS,
  vadRow(MAX_SPEECH_SETTING, "S", "no maximum", false),
];

/** A list of values per recorded VAD setting (sweep, report). */
export const SWEEP_GRID_ROWS: readonly FlagRow[] = VAD_SETTINGS.map((s) => {
  const values = DEFAULT_SWEEP_GRID[s.field].join(",");
  return vadRow(s, values, values, true);
});

/** The grid's rows of `report`: taken where the family's report draws the VAD sweep. */
export const REPORT_GRID_ROWS: readonly FlagRow[] = SWEEP_GRID_ROWS.map((r) => ({
  ...r,
  family: { takes: (f) => f.presentation.report.sections.includes("sweep"), why: "its report draws no VAD sweep" },
}));

/** Flags of the transcript check: taken where the family's inputs have transcripts it scores. */
export const TRANSCRIPT_CHECK: FlagRow["family"] = {
  takes: (f) => f.checksTranscripts === true,
  why: "no metric of it reads a transcript",
};

/** The usage line: the synopsis, then every other flag as `[--name VALUE]`. */
export function usageLine(command: string, spec: CommandSpec): string {
  const optional = spec.flags
    .filter((f) => !f.inSynopsis)
    .map((f) => `[--${f.name}${f.kind === "string" ? ` ${f.value ?? "VALUE"}` : ""}]`);
  return ["fdb-unified", command, spec.synopsis, ...optional].filter((x) => x !== "").join(" ");
}

/**
 * The whole `--help` text: what the command does (its first line, `fdb-unified NAME: summary.`),
 * the usage, every flag with its default and one line, an example.
 */
export function commandHelp(command: string, spec: CommandSpec): string {
  const heads = spec.flags.map((f) => `--${f.name}${f.kind === "string" ? ` ${f.value ?? "VALUE"}` : ""}`);
  const width = Math.min(28, Math.max(...heads.map((h) => h.length)));
  const lines = [`fdb-unified ${command}: ${spec.summary}.`, "", `usage: ${usageLine(command, spec)}`, "", "flags:"];
  spec.flags.forEach((f, k) => {
    const head = heads[k]!;
    const also = f.aliases && f.aliases.length > 0 ? `; also --${f.aliases.join(", --")}` : "";
    const text = `${f.description} (default: ${f.default}${also})`;
    lines.push(head.length > width ? `  ${head}\n  ${" ".repeat(width)}  ${text}` : `  ${head.padEnd(width)}  ${text}`);
  });
  lines.push("  --help, -h".padEnd(width + 2) + "  this text", "", "example:", `  ${spec.example}`);
  return lines.join("\n") + "\n";
}

/** The commands whose table has `name` (or one of its other spellings), in `specs` order. */
export function commandsTaking(name: string, specs: Readonly<Record<string, CommandSpec>>): string[] {
  return Object.entries(specs)
    .filter(([, s]) => s.flags.some((f) => f.name === name || (f.aliases ?? []).includes(name)))
    .map(([c]) => c);
}

/**
 * One flag row per setting: one value, or (`list`) the values to sweep; taken where the family
 * that scores the input, or one attached to it (one the sweep carries, for a list), declares it.
 */
export function settingRows(list: boolean): FlagRow[] {
  return allSettings()
    .filter((s) => !list || s.sweepable)
    .map((s) => {
      const what = list ? `${s.what}: the values to sweep, comma-separated, each ${s.rule}` : `${s.what}, ${s.rule}`;
      // taken where the family scoring the input, or one attached to it (one the sweep carries, for a list), has it
      const takes = (f: Family) =>
        withAttached(f)
          .filter((x) => !list || x === f || x.attach?.sweep === true)
          .some((x) => x.settings.some((y) => y.json === s.json));
      const why = list ? `its sweep varies no ${s.label}` : `no metric of it has a ${s.label}`;
      return valueRow(s.flag, list ? "LIST" : "X", String(s.default), what, { family: { takes, why } });
    });
}

/** One flag row per family input file, taken where the family that scores the input, or one attached to it, reads it. */
export function fileRows(): FlagRow[] {
  return allFiles().map((file) => {
    const takes = (f: Family) => withAttached(f).some((x) => (x.files ?? []).some((y) => y.flag === file.flag));
    return valueRow(file.flag, "FILE", "none", file.what, {
      family: { takes, why: `no metric of it reads ${file.flag}` },
    });
  });
}
