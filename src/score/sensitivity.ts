/**
 * Which samples the VAD setting decides (pure): from the per-sample rows of every sweep setting
 * and the rows at the scoring default, the eligible samples of the swept subsets whose outcome is not the
 * same at every setting, sorted by the number of settings whose outcome differs from the
 * default's (most first), then by sample id; and in plain words what moved the aggregate: for
 * each setting, how many samples go from their default outcome to another one, and which keys of
 * the setting changed ("4 samples go from not_exercised to response when the threshold drops
 * from 0.5 to 0.4"). Nothing is recomputed: outcomes are read off the rows.
 */
import type { Family } from "../metrics/family.js";
import { byString } from "../order.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../vad/settings.js";

/** A row's outcome, as every family's rows name it. */
type Outcome = string;

export interface SettingRows {
  setting: VadSettings;
  rows: readonly object[];
}

export interface SettingOutcome {
  setting: VadSettings;
  outcome: Outcome;
}

export interface DecidedSample {
  sampleId: string;
  /** The outcome at the scoring default. */
  defaultOutcome: Outcome;
  /** The outcome at every setting of the sweep, in sweep order. */
  outcomes: SettingOutcome[];
  /** Settings whose outcome differs from the default's. */
  differing: number;
}

/** The outcome of every eligible row of the family's swept subsets, by sample id. */
function outcomes(family: Family, rows: readonly object[]): Map<string, Outcome> {
  const m = new Map<string, Outcome>();
  for (const r of rows as readonly { sample_id: string; subset: string; eligible: boolean; outcome?: string }[])
    if (r.eligible && family.sweep!.subsets.includes(r.subset) && r.outcome !== undefined)
      m.set(r.sample_id, r.outcome);
  return m;
}

/** The samples whose outcome changes across the grid, most affected first. */
export function decidedSamples(
  family: Family,
  sweep: readonly SettingRows[],
  defaultRows: readonly object[],
): DecidedSample[] {
  const atDefault = outcomes(family, defaultRows);
  const per = sweep.map((s) => ({ setting: s.setting, outcomes: outcomes(family, s.rows) }));
  const out: DecidedSample[] = [];
  for (const [sampleId, d] of atDefault) {
    const list = per.flatMap((p) => {
      const o = p.outcomes.get(sampleId);
      return o === undefined ? [] : [{ setting: p.setting, outcome: o }];
    });
    if (list.every((x) => x.outcome === d)) continue;
    out.push({ sampleId, defaultOutcome: d, outcomes: list, differing: list.filter((x) => x.outcome !== d).length });
  }
  return out.sort((a, b) => b.differing - a.differing || byString(a.sampleId, b.sampleId));
}

/** One move of the aggregate: `count` samples from one outcome to another at one setting. */
export interface OutcomeMove {
  setting: VadSettings;
  from: Outcome;
  to: Outcome;
  count: number;
  /** How the setting differs from the default, in words. */
  change: string;
  /** Keys of the setting that differ from the default. */
  keys: number;
  sentence: string;
}

const KEYS: { key: keyof VadSettings; name: string; unit: string; down: string; up: string }[] = [
  { key: "threshold", name: "the threshold", unit: "", down: "drops", up: "rises" },
  { key: "minSilenceDurationMs", name: "the minimum silence", unit: " ms", down: "shortens", up: "lengthens" },
  { key: "minSpeechDurationMs", name: "the minimum speech", unit: " ms", down: "shortens", up: "lengthens" },
  { key: "speechPadMs", name: "the padding", unit: " ms", down: "shrinks", up: "grows" },
];

/** "the threshold drops from 0.5 to 0.4 and the minimum silence lengthens from 100 ms to 500 ms". */
export function settingChange(from: VadSettings, to: VadSettings): { text: string; keys: number } {
  const parts: string[] = [];
  for (const k of KEYS) {
    const a = from[k.key] as number;
    const b = to[k.key] as number;
    if (a === b) continue;
    parts.push(`${k.name} ${b < a ? k.down : k.up} from ${a}${k.unit} to ${b}${k.unit}`);
  }
  return { text: parts.join(" and "), keys: parts.length };
}

/**
 * Every move away from the default outcome, largest first (then fewer keys changed, then sweep
 * order). `defaultSetting` is the setting the default rows were scored at.
 */
export function outcomeMoves(
  family: Family,
  sweep: readonly SettingRows[],
  defaultRows: readonly object[],
  defaultSetting: VadSettings = DEFAULT_VAD_SETTINGS,
): OutcomeMove[] {
  const atDefault = outcomes(family, defaultRows);
  const moves: (OutcomeMove & { order: number })[] = [];
  sweep.forEach((s, order) => {
    const counts = new Map<string, number>();
    for (const [id, o] of outcomes(family, s.rows)) {
      const d = atDefault.get(id);
      if (d === undefined || d === o) continue;
      counts.set(`${d}>${o}`, (counts.get(`${d}>${o}`) ?? 0) + 1);
    }
    const change = settingChange(defaultSetting, s.setting);
    for (const [k, count] of counts) {
      const [from, to] = k.split(">") as [Outcome, Outcome];
      const n = count === 1 ? "1 sample goes" : `${count} samples go`;
      moves.push({
        setting: s.setting,
        from,
        to,
        count,
        change: change.text,
        keys: change.keys,
        sentence: `${n} from ${from} to ${to} when ${change.text}.`,
        order,
      });
    }
  });
  moves.sort(
    (a, b) => b.count - a.count || a.keys - b.keys || a.order - b.order || byString(a.from + a.to, b.from + b.to),
  );
  return moves.map(({ order: _order, ...m }) => m);
}
