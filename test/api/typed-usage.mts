/**
 * A script as a TypeScript user writes it against the package's types (test/api/typed.test.ts
 * compiles it with `tsc --strict` and runs it): the metric names and subsets are literal types, so
 * each line under `@ts-expect-error` (a misspelt metric, an unknown subset, a wrong option) must be
 * a compile error, and the rest compiles and runs. Usage: node typed-usage.mjs TREE OUT_DIR.
 */
import {
  type DifferenceResult,
  type LatencyResult,
  loadInput,
  type MatchedMetricName,
  type MatchedScored,
  type MetricName,
  metricsFor,
  type Scored,
  type ShareResult,
  scoreInput,
  type TableOptions,
  UsageError,
  writeScore,
} from "fdb-unified";

const [tree, outDir] = process.argv.slice(2);
if (tree === undefined || outDir === undefined) throw new Error("usage: typed-usage TREE OUT_DIR");

const input = await loadInput(tree);
const scored: Scored = scoreInput(input, { vad: { minSilenceDurationMs: 100 } });
const tt = scored.unified.subsets.candor_turn_taking.metrics;
const latency: LatencyResult = tt.response_latency_s;
const rate: ShareResult = tt.response_rate_2s;
const names: MetricName<"candor_turn_taking">[] = metricsFor("candor_turn_taking").map((m) => m.name);
const options: TableOptions = { metrics: ["response_rate_2s", "stop_latency_s"], subsets: ["candor_turn_taking"] };
// the backchannel block attached to icc_backchannel: its names read off its registry too
const bc = scored.unified.subsets.icc_backchannel.backchannel;
const takeover: ShareResult | undefined = bc?.metrics.takeover_rate;
writeScore(scored, outDir);
console.log(`latency median ${latency.median}; response within 2 s ${rate.count}/${rate.n}`);
console.log(`metrics ${names.join(" ")}; table ${options.metrics?.length}; takeover ${takeover?.count}/${takeover?.n}`);

/** A v1.5 score's names are literal types too (compiled, not run: the script scores a v1.0 tree). */
export function v15(m: MatchedScored): [DifferenceResult | undefined, MatchedMetricName<"user_interruption">] {
  return [m.unified.subsets.user_interruption?.metrics.net_yield_rate, "stop_effect_2s"];
}

/** The mistakes, each a compile error; never called (at run time each would throw or be undefined). */
export function mistakes(s: Scored, m: MatchedScored): unknown[] {
  return [
    // @ts-expect-error a misspelt v1.5 metric name
    m.unified.subsets.user_interruption?.metrics.net_yield,
    // @ts-expect-error a v1.5 metric of other subsets (net_triggered_rate is not user_interruption's)
    m.unified.subsets.user_interruption?.metrics.net_triggered_rate,
    // @ts-expect-error a v1.5 difference has no median
    m.unified.subsets.user_backchannel?.metrics.net_yield_rate.median,
    // @ts-expect-error a misspelt metric name
    s.unified.subsets.candor_turn_taking.metrics.response_latency,
    // @ts-expect-error a metric of another subset
    s.unified.subsets.candor_turn_taking.metrics.stop_latency_s,
    // @ts-expect-error a share has no median
    s.unified.subsets.candor_turn_taking.metrics.response_rate_2s.median,
    // @ts-expect-error an unknown subset
    s.unified.subsets.candor_turn_takin,
    // @ts-expect-error an unknown subset given to metricsFor
    metricsFor("candor_turn_takin"),
    // @ts-expect-error a misspelt backchannel metric
    s.unified.subsets.icc_backchannel.backchannel?.metrics.takeover_rat,
    // @ts-expect-error a timing metric is absent without a distribution: possibly undefined
    s.unified.subsets.icc_backchannel.backchannel!.metrics.timing_lift.value,
    // @ts-expect-error a share has no n_bc
    s.unified.subsets.icc_backchannel.backchannel!.metrics.takeover_rate.n_bc,
    // @ts-expect-error a wrong option: the library's name is minSilenceDurationMs
    scoreInput(input, { vad: { minSilenceMs: 200 } }),
    // @ts-expect-error a misspelt metric in the table's options
    { metrics: ["response_rate_2"] } satisfies TableOptions,
    // @ts-expect-error an unknown subset in the table's options
    { subsets: ["candor_turn_takin"] } satisfies TableOptions,
  ];
}

// At run time the same mistakes are one UsageError naming the closest name.
try {
  metricsFor("candor_turn_takin" as "candor_turn_taking");
} catch (e) {
  if (!(e instanceof UsageError)) throw e;
  console.log(e.message);
}
