/**
 * A leaderboard from several scored systems (pure): one row per system, the chosen metrics of
 * each scored subset as columns, the best value of each column marked, each subset's coverage,
 * and with a baseline every other system's paired difference against it, computed by
 * `compareScored` (the pairing rules and intervals of `compare`). The table holds the subsets
 * `--subsets` chooses (all by default) less those no system selects a sample of. The Holm
 * correction covers one family: the exact McNemar p-values of every (non-baseline system, subset
 * of the table, sample-share metric that ranks systems) with at least one paired sample,
 * whatever metrics the table shows; a test over no pair says nothing and is left out. Pooled
 * ratios and latencies have paired bootstrap intervals only and are outside the family.
 */
import { compareScored } from "../compare/compare.js";
import { flatPairedMetric } from "../compare/flat-metric.js";
import { checkSameAnnotationTimes, checkSameDefinitions } from "../compare/same-dataset.js";
import { inputError } from "../errors.js";
import { metricsFor, ranks, type Metric } from "../metrics/registry.js";
import { signature } from "../metrics/signature.js";
import { planSubsets, type SubsetChoice } from "../metrics/subset-choice.js";
import type { Scored } from "../metrics/score.js";
import { SCORED_SUBSETS, type ScoredSubset } from "../input/tree/subsets.js";
import { bestOf } from "./best.js";
import { leaderboardCell, rankKey } from "./cells.js";
import { differenceText } from "./difference-text.js";
import { holmAdjust } from "../stats/holm.js";
import { chosen, type MetricChoice } from "./select.js";
import type { Leaderboard, LeaderboardColumn, LeaderboardDifference } from "./types.js";

export interface ScoredSystem {
  name: string;
  scored: Scored;
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

/** Whether a metric's paired difference is in the Holm family (a sample share that ranks). */
export function inFamily(m: Metric): boolean {
  return m.kind === "share" && ranks(m);
}

function columnsOf(
  choice: MetricChoice,
  subsets: readonly ScoredSubset[],
): { subset: ScoredSubset; column: LeaderboardColumn; metric: Metric }[] {
  return subsets.flatMap((subset) =>
    metricsFor(subset)
      .filter((m) => chosen(m, choice))
      .map((m) => ({
        subset,
        metric: m,
        column: {
          subset,
          metric: m.name,
          label: m.label,
          kind: m.kind,
          better: m.better,
          diagnostic: m.diagnostic,
          headline: m.headline,
        },
      })),
  );
}

function differences(
  systems: readonly ScoredSystem[],
  baseline: ScoredSystem,
  subsets: readonly ScoredSubset[],
): LeaderboardDifference[] {
  const out: LeaderboardDifference[] = [];
  for (const s of systems) {
    if (s === baseline) continue;
    const c = compareScored(baseline.scored, s.scored, { names: [baseline.name, s.name], subsets });
    for (const subset of subsets) {
      const sc = c.subsets[subset];
      if (!sc) continue; // neither of the two selects a sample of it (another system does)
      for (const m of metricsFor(subset)) {
        const pm = sc.metrics[m.name]!;
        const f = flatPairedMetric(pm);
        out.push({
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
        });
      }
    }
  }
  const family = out.filter((d) => d.n > 0 && inFamily(metricsFor(d.subset).find((m) => m.name === d.metric)!));
  const adjusted = holmAdjust(family.map((d) => d.p!));
  family.forEach((d, k) => {
    d.p_holm = adjusted[k]!;
    d.holds = adjusted[k]! <= FAMILY_ALPHA;
  });
  return out;
}

function familyDescription(baseline: string, size: number): string {
  return (
    `Holm correction over ${size} exact McNemar tests: every system other than ${baseline} × ` +
    `every subset of the table × every sample-share metric ` +
    "that ranks systems (not context, not diagnostic) with at least one paired sample, whatever metrics the table shows; " +
    "a difference holds at Holm-adjusted p ≤ 0.05. " +
    "Pooled ratios and latencies have 95% paired bootstrap intervals only and are not in the family."
  );
}

/**
 * Build the leaderboard. Throws an InputError when two systems share a name, were scored with
 * different definitions versions or hold different annotation times, or when the baseline is
 * not one of them.
 */
export function buildLeaderboard(systems: readonly ScoredSystem[], opts: LeaderboardOptions = {}): Leaderboard {
  if (systems.length === 0) throw inputError("table", "no system to tabulate");
  const seen = new Set<string>();
  for (const s of systems) {
    if (seen.has(s.name)) throw inputError(s.name, "two systems have this name; name each input with NAME=DIR");
    seen.add(s.name);
  }
  const first = systems[0]!;
  for (const s of systems.slice(1)) {
    checkSameDefinitions(first.scored.unified.definitions, s.scored.unified.definitions, [first.name, s.name]);
    checkSameAnnotationTimes(first.scored.tree, s.scored.tree, [first.name, s.name]);
  }
  const baselineName = opts.baseline ?? null;
  const baseline = baselineName === null ? null : systems.find((s) => s.name === baselineName);
  if (baseline === undefined) {
    throw inputError(
      "--baseline",
      `${JSON.stringify(baselineName)} is not one of the inputs (${systems.map((s) => s.name).join(", ")})`,
    );
  }
  const plan = planSubsets(
    SCORED_SUBSETS,
    systems.map((s) => s.scored.unified),
    opts.subsets ?? null,
  );
  const cols = columnsOf(opts.metrics ?? { kind: "headline" }, plan.shown);
  const rows = systems.map((s) => {
    const u = s.scored.unified;
    const coverage: Record<string, number | null> = {};
    for (const { subset } of cols) coverage[subset] = u.subsets[subset].coverage;
    return {
      system: s.name,
      signature: signature(u),
      coverage,
      cells: cols.map(({ subset, metric }) => leaderboardCell(metric, u.subsets[subset].metrics[metric.name]!)),
    };
  });
  cols.forEach(({ subset, metric }, c) => {
    const keys = systems.map((s) => rankKey(metric, s.scored.unified.subsets[subset].metrics[metric.name]!));
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
