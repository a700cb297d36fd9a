/**
 * A leaderboard of several systems scored on one Full-Duplex-Bench v1.5 dataset (pure), in the
 * shape of the v1.0 one (types.ts) so every format prints it: one row per system, the chosen
 * metrics of the matched registry of each subset as columns (by property, matched-select.ts),
 * the best value of each column marked by the metric's direction ("closer to 0": the smallest
 * absolute value), each subset's coverage, and with a baseline every other system's paired
 * difference against it, computed by `compareMatched` (paired over the samples in the metric's
 * denominator in both; |system| − |baseline| for closer to 0). The Holm family is the McNemar
 * tests of the sample shares that rank systems, as in v1.0; the matched registry has none (its
 * ranking metrics are differences and pooled ratios), so the family is empty and said so.
 */
import { compareMatched, planMatchedSubsets } from "../compare/matched.js";
import { flatPairedMetric } from "../compare/flat-metric.js";
import { checkSameDefinitions } from "../compare/same-dataset.js";
import { inputError } from "../errors.js";
import type { MatchedSubset } from "../matched/constants.js";
import { matchedMetricsFor, type MatchedMetric } from "../matched/registry.js";
import type { MatchedScored } from "../matched/score.js";
import { signature } from "../metrics/signature.js";
import { ranks } from "../metrics/registry.js";
import { holmAdjust } from "../stats/holm.js";
import { bestOf } from "./best.js";
import { leaderboardCell, rankKey } from "./cells.js";
import { differenceText } from "./difference-text.js";
import { chosenMatched } from "./matched-select.js";
import type { MetricChoice } from "./select.js";
import type { Leaderboard, LeaderboardColumn, LeaderboardDifference } from "./types.js";

export interface MatchedSystem {
  name: string;
  scored: MatchedScored;
}

export interface MatchedLeaderboardOptions {
  metrics?: MetricChoice;
  baseline?: string | null;
  subsets?: readonly MatchedSubset[] | null;
}

const FAMILY_ALPHA = 0.05;

function columnsOf(choice: MetricChoice, subsets: readonly MatchedSubset[]) {
  return subsets.flatMap((subset) =>
    matchedMetricsFor(subset)
      .filter((m) => chosenMatched(m, choice))
      .map((m) => {
        const column: LeaderboardColumn = {
          subset,
          metric: m.name,
          label: m.label,
          kind: m.kind,
          better: m.better,
          diagnostic: m.diagnostic,
          headline: ranks(m),
        };
        return { subset, metric: m, column };
      }),
  );
}

/** Whether a paired difference is in the Holm family: a sample share that ranks systems. */
const inFamily = (m: MatchedMetric) => m.kind === "share" && ranks(m);

function differences(
  systems: readonly MatchedSystem[],
  baseline: MatchedSystem,
  subsets: readonly MatchedSubset[],
): LeaderboardDifference[] {
  const out: LeaderboardDifference[] = [];
  const family: LeaderboardDifference[] = [];
  for (const s of systems) {
    if (s === baseline) continue;
    const c = compareMatched(baseline.scored, s.scored, { names: [baseline.name, s.name], subsets });
    for (const subset of subsets) {
      const sc = c.subsets[subset];
      if (!sc) continue;
      for (const m of matchedMetricsFor(subset)) {
        const pm = sc.metrics[m.name]!;
        const f = flatPairedMetric(pm);
        const d: LeaderboardDifference = {
          system: s.name,
          subset,
          metric: m.name,
          kind: m.kind,
          n: f.n,
          baseline_value: f.paired_a,
          value: f.paired_b,
          difference: f.difference,
          lo: f.lo,
          hi: f.hi,
          has_interval: pm.interval !== null,
          p: f.mcnemar_p,
          p_holm: null,
          holds: false,
          text: differenceText(pm),
          ...(pm.infinite ? { infinite: pm.infinite } : {}),
        };
        out.push(d);
        if (d.n > 0 && inFamily(m)) family.push(d);
      }
    }
  }
  const adjusted = holmAdjust(family.map((d) => d.p!));
  family.forEach((d, k) => {
    d.p_holm = adjusted[k]!;
    d.holds = adjusted[k]! <= FAMILY_ALPHA;
  });
  return out;
}

function familyDescription(baseline: string, size: number): string {
  const tail =
    "Differences, pooled ratios and latencies have 95% paired bootstrap intervals only and are not in the family; " +
    `for a metric whose better is closer to 0 the difference is |system| − |${baseline}|, negative when the system is closer to 0.`;
  if (size === 0) return `No Holm correction: no sample-share metric of these subsets ranks systems. ${tail}`;
  return (
    `Holm correction over ${size} exact McNemar tests: every system other than ${baseline} × every subset of the ` +
    `table × every sample-share metric that ranks systems with at least one paired sample; a difference holds at ` +
    `Holm-adjusted p ≤ 0.05. ${tail}`
  );
}

/**
 * Build the v1.5 leaderboard. Throws an InputError when two systems share a name, were scored with
 * different definitions versions or yield margins, or hold different overlap times, or when the
 * baseline is not one of them (the dataset check by hashes is the caller's, before scoring).
 */
export function buildMatchedLeaderboard(
  systems: readonly MatchedSystem[],
  opts: MatchedLeaderboardOptions = {},
): Leaderboard {
  if (systems.length === 0) throw inputError("table", "no system to tabulate");
  const seen = new Set<string>();
  for (const s of systems) {
    if (seen.has(s.name)) throw inputError(s.name, "two systems have this name; name each input with NAME=DIR");
    seen.add(s.name);
  }
  const first = systems[0]!;
  for (const s of systems.slice(1)) {
    checkSameDefinitions(first.scored.unified.definitions, s.scored.unified.definitions, [first.name, s.name]);
    // the margin, the overlap times and lengths, through the comparison's own checks
    compareMatched(first.scored, s.scored, { names: [first.name, s.name], subsets: [] });
  }
  const baselineName = opts.baseline ?? null;
  const baseline = baselineName === null ? null : systems.find((s) => s.name === baselineName);
  if (baseline === undefined) {
    throw inputError(
      "--baseline",
      `${JSON.stringify(baselineName)} is not one of the inputs (${systems.map((s) => s.name).join(", ")})`,
    );
  }
  const plan = planMatchedSubsets(
    systems.map((s) => s.scored.unified),
    opts.subsets ?? null,
  );
  const cols = columnsOf(opts.metrics ?? { kind: "headline" }, plan.shown);
  const result = (s: MatchedSystem, subset: MatchedSubset, m: MatchedMetric) =>
    s.scored.unified.subsets[subset]?.metrics[m.name];
  const rows = systems.map((s) => {
    const coverage: Record<string, number | null> = {};
    for (const { subset } of cols) coverage[subset] = s.scored.unified.subsets[subset]?.coverage ?? null;
    return {
      system: s.name,
      signature: signature(s.scored.unified),
      coverage,
      cells: cols.map(({ subset, metric }) => {
        const r = result(s, subset, metric);
        return r ? leaderboardCell(metric, r) : { value: null, lo: null, hi: null, text: "n/a", best: false };
      }),
    };
  });
  cols.forEach(({ subset, metric }, c) => {
    const keys = systems.map((s) => {
      const r = result(s, subset, metric);
      return r ? rankKey(metric, r) : null;
    });
    bestOf(metric, keys).forEach((best, r) => {
      rows[r]!.cells[c]!.best = best;
    });
  });
  const diffs = baseline ? differences(systems, baseline, plan.shown) : [];
  const signatures = new Set(rows.map((r) => r.signature));
  const u = first.scored.unified;
  return {
    tool: u.tool,
    definitions: u.definitions,
    signature: signatures.size === 1 ? rows[0]!.signature : null,
    systems: systems.map((s) => s.name),
    baseline: baselineName,
    subsets: plan.shown,
    empty_subsets: plan.empty,
    family: baseline ? familyDescription(baseline.name, diffs.filter((d) => d.p_holm !== null).length) : null,
    columns: cols.map((c) => c.column),
    rows,
    differences: diffs,
  };
}
