/**
 * A leaderboard from several scored systems of one family (pure): one row per system, the chosen
 * metrics of each block of each subset as columns, the best of each column marked only where a
 * paired test against another system holds (./best-mark.ts, through the comparisons of
 * `compareScored`), each subset's coverage, and with a baseline every other system's paired
 * difference against it, computed by `compareScored` (the pairing rules and intervals of
 * `compare`). The table holds the subsets `--subsets` chooses (all by default) less those no system
 * selects a sample of. The Holm correction covers one family of tests: the paired p-values (exact
 * McNemar for a sample share, the exact sign test's for a latency, the swap test's for the other
 * kinds) of every (non-baseline system, subset of the table, metric that ranks systems) with at
 * least one paired sample and a p, whatever metrics the table shows; a test over no pair says
 * nothing and is left out.
 */
import { blockPairs, compareScored, pairedBlock } from "../compare/compare.js";
import { inputError } from "../errors.js";
import { blocksOf, metricName, subsetPlan } from "../metrics/blocks.js";
import type { Block, Family } from "../metrics/family.js";
import { kindOf } from "../metrics/kinds.js";
import type { MetricResult } from "../metrics/kind.js";
import { ranks, type AnyMetric } from "../metrics/metric.js";
import { checkSameDefinitions } from "../metrics/same-dataset.js";
import type { Score } from "../metrics/score.js";
import { signature } from "../metrics/signature.js";
import type { SubsetChoice } from "../metrics/subset-choice.js";
import { holmAdjust } from "../stats/holm.js";
import { signed3 } from "../compare/cells.js";
import { NONE } from "../metrics/format.js";
import { pairedP, type PairedMetricJson } from "../metrics/kind.js";
import type { InfiniteSide } from "../stats/paired-difference.js";
import { chosen, type MetricChoice } from "./select.js";
import type { Leaderboard, LeaderboardCell, LeaderboardColumn, LeaderboardDifference } from "./leaderboard-types.js";
import { flatPairedMetric } from "../compare/flat-metric.js";
import type { PairedBlockJson } from "../compare/types.js";
import { bestOf, markedBest, type PairedTest } from "./best-mark.js";

export { bestOf };

export interface ScoredSystem {
  name: string;
  scored: Score;
}

export interface LeaderboardOptions {
  metrics?: MetricChoice;
  /** The name of one of the systems. */
  baseline?: string | null;
  /** The subsets the table holds (`--subsets`); null or absent: every subset. */
  subsets?: SubsetChoice;
}

/** The significance level a Holm-adjusted p is held against. */
const FAMILY_ALPHA = 0.05;

/** Whether a metric's paired difference is in the Holm family (a metric that ranks; its test must also have a p). */
export function inFamily(m: AnyMetric): boolean {
  return ranks(m);
}

/** A column: where its metric lives (subset and block key) and what it is. */
interface Column {
  subset: string;
  key: string | null;
  family: Family;
  metric: AnyMetric;
  column: LeaderboardColumn;
}

/** The label of a metric in an attached block: its own label, and the block's key. */
const labelOf = (key: string | null, m: AnyMetric) => (key === null ? m.label : `${m.label} (${key})`);

/** The chosen metrics of every block of the subsets, in block then registry order (a block any system holds). */
function columnsOf(choice: MetricChoice, subsets: readonly string[], systems: readonly ScoredSystem[]): Column[] {
  return subsets.flatMap((subset) => {
    const blocks: Block[] = [];
    for (const s of systems)
      for (const b of blocksOf(s.scored, subset)) if (!blocks.some((x) => x.key === b.key)) blocks.push(b);
    return blocks.flatMap((b) =>
      b.metrics
        .filter((m) => chosen(m, choice, metricName(b, m)))
        .map((m) => ({
          subset,
          key: b.key,
          family: b.family,
          metric: m,
          column: {
            subset,
            metric: metricName(b, m),
            label: labelOf(b.key, m),
            kind: m.kind,
            better: m.better,
            diagnostic: m.diagnostic,
            headline: m.headline,
          },
        })),
    );
  });
}

/** Each system's result of a column's metric (undefined where a system lacks the block). */
function resultsOf(systems: readonly ScoredSystem[], c: Column) {
  return systems.map((s) => blocksOf(s.scored, c.subset).find((b) => b.key === c.key)?.result.metrics[c.metric.name]);
}

/**
 * A column's cells from each system's result (undefined where a system has none: "n/a"), as the
 * metric's kind prints them. With `test` (the paired comparison of two systems by index) the best
 * is marked by `markedBest` (only where it is significantly better than another system); without
 * one (values with no samples to pair, as the audio-checked table's) by value alone (`bestOf`).
 */
export function columnCells(
  family: Family,
  m: AnyMetric,
  results: readonly (MetricResult | undefined)[],
  test?: PairedTest,
): LeaderboardCell[] {
  const kind = kindOf(family, m);
  const keys = results.map((r) => (r === undefined ? null : kind.rankKey(r)));
  const best = test ? markedBest(m, keys, test) : bestOf(m, keys);
  return results.map((r, k) => {
    if (r === undefined) return { value: null, lo: null, hi: null, text: "n/a", best: false };
    const { not_reached, ...rest } = kind.cell(r);
    return { ...rest, best: best[k]!, ...(not_reached ? { not_reached } : {}) };
  });
}

/**
 * The paired comparison of two systems on a column's metric, as `compare` makes it (A = the
 * first, B = the second): each ordered pair compared once over the table's subsets, on demand.
 */
function pairedTests(systems: readonly ScoredSystem[], subsets: readonly string[]) {
  const done = new Map<string, ReturnType<typeof compareScored>>();
  return (c: Column): PairedTest =>
    (a, b) => {
      const key = `${a} ${b}`;
      if (!done.has(key)) {
        const [x, y] = [systems[a]!, systems[b]!];
        done.set(key, compareScored(x.scored, y.scored, { names: [x.name, y.name], subsets }));
      }
      const sc = done.get(key)!.subsets[c.subset];
      const block = sc === undefined ? undefined : (pairedBlock(sc, c.key) as PairedBlockJson | undefined);
      return block?.metrics[c.metric.name] ?? null;
    };
}

/** How a table prints a difference or end at ±∞: a word, never a number (the notes say why). */
export const UNBOUNDED = "unbounded";

/** A signed difference or end: three decimals, "+unbounded"/"-unbounded" where it lies at ±∞, "n/a" for another null. */
const signedEnd = (x: number | null, side: InfiniteSide | undefined) =>
  x !== null ? signed3(x) : side ? `${side === "inf" ? "+" : "-"}${UNBOUNDED}` : NONE;

/**
 * A paired difference as the table prints it: "+0.200 [-0.100, +0.500]", "-unbounded [-unbounded,
 * +0.960]" where a latency median is not reached on one side; "n/a" with nothing paired.
 */
export function boardDifferenceText(pm: Pick<PairedMetricJson, "n" | "difference" | "interval" | "infinite">): string {
  if (pm.n === 0) return NONE;
  const inf = pm.infinite;
  const iv = pm.interval ? ` [${signedEnd(pm.interval[0], inf?.low)}, ${signedEnd(pm.interval[1], inf?.high)}]` : "";
  return `${signedEnd(pm.difference, inf?.difference)}${iv}`;
}

function differences(systems: readonly ScoredSystem[], baseline: ScoredSystem, subsets: readonly string[]) {
  const out: LeaderboardDifference[] = [];
  const family: LeaderboardDifference[] = [];
  for (const s of systems) {
    if (s === baseline) continue;
    const c = compareScored(baseline.scored, s.scored, { names: [baseline.name, s.name], subsets });
    for (const subset of subsets) {
      const sc = c.subsets[subset];
      if (!sc) continue; // neither of the two selects a sample of it (another system does)
      for (const { key, block } of blockPairs(baseline.scored, s.scored, subset)) {
        const paired = pairedBlock(sc, key);
        for (const m of block.metrics) {
          const pm = paired.metrics[m.name]!;
          const f = flatPairedMetric(pm);
          const d: LeaderboardDifference = {
            system: s.name,
            subset,
            metric: metricName(block, m),
            kind: m.kind,
            n: f.n,
            baseline_value: f.paired_a,
            value: f.paired_b,
            difference: f.difference,
            lo: f.lo,
            hi: f.hi,
            has_interval: pm.interval !== null,
            p: pairedP(pm) ?? null,
            p_holm: null,
            holds: false,
            text: boardDifferenceText(pm),
            ...(pm.infinite ? { infinite: pm.infinite } : {}),
          };
          out.push(d);
          if (d.n > 0 && d.p !== null && inFamily(m)) family.push(d);
        }
      }
    }
  }
  const adjusted = holmAdjust(family.map((d) => d.p!));
  family.forEach((d, k) => {
    d.p_holm = adjusted[k]!;
    d.holds = adjusted[k]! <= FAMILY_ALPHA;
  });
  return { out, size: family.length };
}

/** The Holm family in words, from what the table's families hold. */
function familyDescription(baseline: string, size: number, metrics: readonly AnyMetric[]): string {
  const closer = metrics.some((m) => m.better === "closer to 0")
    ? " For a metric whose better is closer to 0 the difference is " +
      `|system| − |${baseline}|, negative when the system is closer to 0.`
    : "";
  if (!metrics.some(inFamily)) return `No Holm correction: no metric of these subsets ranks systems.${closer}`;
  return (
    `Holm correction over ${size} paired tests: every system other than ${baseline} × every subset × every metric ` +
    "that ranks systems (not context, not diagnostic) with a paired sample and a p, whatever the table shows. p: " +
    "exact McNemar for a sample share, the exact sign test over the per-sample differences for a latency, the " +
    `paired swap test otherwise.${closer}`
  );
}

/**
 * Build the leaderboard. Throws an InputError when two systems share a name, were scored with
 * different definitions versions or settings or hold different annotation times, or when the
 * baseline is not one of them.
 */
export function buildLeaderboard(systems: readonly ScoredSystem[], opts: LeaderboardOptions = {}): Leaderboard {
  if (systems.length === 0) throw inputError("table", "no system to tabulate");
  const twice = systems.find((s, k) => systems.findIndex((x) => x.name === s.name) !== k);
  if (twice) throw inputError(twice.name, "two systems have this name; name each input with NAME=DIR");
  const first = systems[0]!;
  for (const s of systems.slice(1)) {
    checkSameDefinitions(first.scored.unified.definitions, s.scored.unified.definitions, [first.name, s.name]);
    // the settings and the annotation times, through the comparison's own checks
    compareScored(first.scored, s.scored, { names: [first.name, s.name], subsets: [] });
  }
  const baselineName = opts.baseline ?? null;
  const baseline = baselineName === null ? null : systems.find((s) => s.name === baselineName);
  const names = systems.map((s) => s.name);
  if (baseline === undefined)
    throw inputError("--baseline", `${JSON.stringify(baselineName)} is not one of the inputs (${names.join(", ")})`);
  const scores = systems.map((s) => s.scored);
  const plan = subsetPlan(scores, opts.subsets ?? null, true);
  const cols = columnsOf(opts.metrics ?? { kind: "headline" }, plan.shown, systems);
  const test = pairedTests(systems, plan.shown);
  const cells = cols.map((c) => columnCells(c.family, c.metric, resultsOf(systems, c), test(c)));
  const rows = systems.map((s, r) => {
    const coverage: Record<string, number | null> = {};
    for (const { subset } of cols) coverage[subset] = s.scored.unified.subsets[subset]?.coverage ?? null;
    return { system: s.name, signature: signature(s.scored), coverage, cells: cells.map((col) => col[r]!) };
  });
  const diffs = baseline ? differences(systems, baseline, plan.shown) : { out: [], size: 0 };
  const signatures = new Set(rows.map((r) => r.signature));
  const u = first.scored.unified;
  const shown = systems.flatMap((s) => plan.shown.flatMap((x) => blocksOf(s.scored, x).flatMap((b) => b.metrics)));
  return {
    tool: u.tool,
    definitions: u.definitions,
    signature: signatures.size === 1 ? rows[0]!.signature : null,
    systems: names,
    baseline: baselineName,
    subsets: plan.shown,
    empty_subsets: plan.empty,
    family: baseline ? familyDescription(baseline.name, diffs.size, shown) : null,
    columns: cols.map((c) => c.column),
    rows,
    differences: diffs.out,
  };
}
