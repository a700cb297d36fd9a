/**
 * Simulated systems on stand-in ground truths (docs/backchannel.md "Validation"): each dataset
 * is a fresh stand-in file of 55 samples (fixtures/generator/icc-standin.ts) and 46 scored
 * backchannels assigned to samples uniformly at random, placed by six systems —
 *
 * - "own": onsets drawn like the stand-in listeners' response onsets of that sample;
 * - "uniform": uniform over the sample's scored windows;
 * - "own +0.5 s", "own +1 s": the own onsets shifted later;
 * - "other-sample": onsets drawn like another sample's listeners;
 * - "fixed time": every onset at 5 s —
 *
 * each scored by the unified block (src/backchannel/aggregate.ts, with its intervals and p-values)
 * and by the official distance (src/official/jsd.ts, segments of 0.3–0.6 s rounded to 0.1 s as
 * the official VAD times are, a silent sample scoring 1), plus "uniform 2–3 s", long segments at
 * uniform times, for the official distance only (the unified rules call them take-overs).
 */
import {
  backchannelBlock,
  type BackchannelItem,
  type BackchannelPooledResult,
  DEFAULT_BACKCHANNEL_SETTINGS,
  type PreparedDistribution,
  prepareDistribution,
  WINDOW_US,
} from "../../src/backchannel/index.js";
import { backchannelJsd } from "../../src/official/jsd.js";
import { plainMean } from "../../src/official/takeover.js";
import { pyRound } from "../../src/official/py-round.js";
import { createRng, type Uint32Source, uniformInt } from "../../src/stats/rng.js";
import {
  drawResponseOnset,
  type StandinSample,
  standinDistribution,
  standinLists,
  uniform01,
} from "../../fixtures/generator/icc-standin.js";

export const SYSTEMS = ["own", "uniform", "own +0.5 s", "own +1 s", "other-sample", "fixed time"] as const;
export type SystemName = (typeof SYSTEMS)[number];
/** Scored by the official distance only. */
export const LONG_UNIFORM = "uniform 2–3 s";

export const SIM_SAMPLES = 55;
export const SIM_BACKCHANNELS = 46;
export const FIXED_TIME_S = 5;

/** What one system gets on one dataset. */
export interface SystemOutcome {
  timing_lift: BackchannelPooledResult;
  timing_lift_other: BackchannelPooledResult;
  listening_gain: BackchannelPooledResult;
  /** The official mean JSD over the 55 samples. */
  official_jsd: number;
}

export interface DatasetOutcome {
  systems: Record<SystemName, SystemOutcome>;
  /** The official mean JSD of long segments at uniform times. */
  long_uniform_jsd: number;
}

const windowOf = (onset_s: number) => Math.floor(Math.round(onset_s * 1e6) / WINDOW_US);

/** Redraw `draw` until its onset falls on a scored window of `t` (at most 10000 tries). */
function scored(scoredWindows: number, draw: () => number): number {
  for (let k = 0; k < 10000; k++) {
    const onset = draw();
    if (onset >= 0 && windowOf(onset) < scoredWindows) return onset;
  }
  throw new Error("no scored onset in 10000 draws");
}

/** The onset (seconds) of one backchannel of sample i under a system. */
function onsetFor(
  system: SystemName,
  rng: Uint32Source,
  samples: readonly StandinSample[],
  i: number,
  scoredWindows: number,
): number {
  const s = samples[i]!;
  switch (system) {
    case "own":
      return scored(scoredWindows, () => drawResponseOnset(rng, s));
    case "own +0.5 s":
      return scored(scoredWindows, () => drawResponseOnset(rng, s) + 0.5);
    case "own +1 s":
      return scored(scoredWindows, () => drawResponseOnset(rng, s) + 1);
    case "uniform":
      return (uniformInt(rng, scoredWindows) + uniform01(rng)) * 0.2;
    case "other-sample":
      return scored(scoredWindows, () => {
        const j = uniformInt(rng, samples.length - 1);
        return drawResponseOnset(rng, samples[j >= i ? j + 1 : j]!);
      });
    case "fixed time":
      return FIXED_TIME_S;
  }
}

/** The aggregate items of a placement: per sample its onsets' windows in onset order. */
function items(
  samples: readonly StandinSample[],
  onsets: readonly number[][],
  d: PreparedDistribution,
): BackchannelItem[] {
  return samples.map((s, i) => {
    const own = [...onsets[i]!].sort((a, b) => a - b);
    return {
      eligible: true,
      sampleId: `icc_backchannel/${s.key}`,
      T_us: Math.round(s.T_s * 1e6),
      utterances: own.length,
      backchannels: own.length,
      nonlexical: 0,
      takeovers: 0,
      takeover_us: 0,
      unsegmented_words: 0,
      timing: { key: s.key, windows: own.map(windowOf), offGrid: 0, tables: d.timing(s.key) },
    };
  });
}

/** The official mean JSD of segments [onset, onset + length] per sample, in one-decimal seconds. */
function officialJsd(samples: readonly StandinSample[], segments: readonly [number, number][][]): number {
  const per = samples.map((s, i) => {
    const segs = segments[i]!.map(([a, b]): [number, number] => [pyRound(a, 1), Math.min(pyRound(b, 1), s.T_s)]);
    segs.sort((x, y) => x[0] - y[0]);
    return backchannelJsd(segs, s.T_s, s.list);
  });
  return plainMean(per)!;
}

/** One dataset, seeded: the stand-in, the assignment, every system's placement and scores. */
export function simulateDataset(seed: number): DatasetOutcome {
  const samples = standinDistribution(seed, SIM_SAMPLES);
  const d: PreparedDistribution = prepareDistribution(standinLists(samples));
  const rng = createRng(seed);
  const assignment = Array.from({ length: SIM_BACKCHANNELS }, () => uniformInt(rng, SIM_SAMPLES));
  const scoredWindows = samples.map((s) => d.timing(s.key).scored);
  const out = {} as Record<SystemName, SystemOutcome>;
  for (const system of SYSTEMS) {
    const onsets: number[][] = samples.map(() => []);
    const segments: [number, number][][] = samples.map(() => []);
    for (const i of assignment) {
      const a = onsetFor(system, rng, samples, i, scoredWindows[i]!);
      onsets[i]!.push(a);
      segments[i]!.push([a, a + 0.3 + 0.3 * uniform01(rng)]);
    }
    const b = backchannelBlock(items(samples, onsets, d), DEFAULT_BACKCHANNEL_SETTINGS, d);
    out[system] = {
      timing_lift: b.metrics.timing_lift!,
      timing_lift_other: b.metrics.timing_lift_other!,
      listening_gain: b.metrics.listening_gain!,
      official_jsd: officialJsd(samples, segments),
    };
  }
  const long: [number, number][][] = samples.map(() => []);
  for (const i of assignment) {
    const s = samples[i]!;
    const a = (s.fileWindows - 5) * 0.2 * uniform01(rng);
    long[i]!.push([a, a + 2 + uniform01(rng)]);
  }
  return { systems: out, long_uniform_jsd: officialJsd(samples, long) };
}

/** What the validation prints and the tests check, over many datasets. */
export interface SimulationSummary {
  datasets: number;
  /** Per system: means over the datasets (null values left out). */
  mean: Record<
    SystemName,
    { timing_lift: number; listening_gain: number; timing_lift_other: number; official_jsd: number }
  >;
  long_uniform_jsd: number;
  /** The uniform system: the share of datasets whose timing_lift interval covers 1, and whose p < 0.05. */
  uniform_coverage: number;
  uniform_p05: number;
  /** The other-sample system: the share of datasets whose listening_gain p < 0.05. */
  other_gain_p05: number;
  /** The own system: the share of datasets whose timing_lift and listening_gain p < 0.05 (power). */
  own_lift_p05: number;
  own_gain_p05: number;
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const share = (xs: readonly boolean[]) => xs.filter(Boolean).length / xs.length;

/** Datasets seeded `first … first + datasets − 1`, summarised. */
export function simulate(datasets: number, first = 1): SimulationSummary {
  const runs = Array.from({ length: datasets }, (_, k) => simulateDataset(first + k));
  const values = (s: SystemName, f: (o: SystemOutcome) => number | null) =>
    runs.map((r) => f(r.systems[s])).filter((v): v is number => v !== null);
  const meanOf = {} as SimulationSummary["mean"];
  for (const s of SYSTEMS) {
    meanOf[s] = {
      timing_lift: mean(values(s, (o) => o.timing_lift.value)),
      listening_gain: mean(values(s, (o) => o.listening_gain.value)),
      timing_lift_other: mean(values(s, (o) => o.timing_lift_other.value)),
      official_jsd: mean(values(s, (o) => o.official_jsd)),
    };
  }
  const uniform = runs.map((r) => r.systems.uniform.timing_lift);
  return {
    datasets,
    mean: meanOf,
    long_uniform_jsd: mean(runs.map((r) => r.long_uniform_jsd)),
    uniform_coverage: share(uniform.map((t) => t.interval !== null && t.interval[0] <= 1 && 1 <= t.interval[1])),
    uniform_p05: share(uniform.map((t) => (t.p_value ?? 1) < 0.05)),
    other_gain_p05: share(runs.map((r) => (r.systems["other-sample"].listening_gain.p_value ?? 1) < 0.05)),
    own_lift_p05: share(runs.map((r) => (r.systems.own.timing_lift.p_value ?? 1) < 0.05)),
    own_gain_p05: share(runs.map((r) => (r.systems.own.listening_gain.p_value ?? 1) < 0.05)),
  };
}
