/**
 * What the permutation p-values cost: the three tests of the timing metrics (2000 draws each) on
 * one simulated dataset of 55 samples and 46 scored backchannels, timed in process, median of
 * repeated runs, beside the whole block they are part of.
 */
import {
  backchannelBlock,
  type BackchannelItem,
  DEFAULT_BACKCHANNEL_SETTINGS,
  prepareDistribution,
  shiftP,
  speakerSwapP,
  type TimedSample,
} from "../../src/backchannel/index.js";
import { createRng, uniformInt } from "../../src/stats/rng.js";
import { standinDistribution, standinLists } from "../../fixtures/generator/icc-standin.js";

export interface PermutationCost {
  /** Median milliseconds per metric's p-value: timing_lift, timing_lift_other, listening_gain. */
  timing_lift_ms: number;
  timing_lift_other_ms: number;
  listening_gain_ms: number;
  /** Median milliseconds of the whole block (every interval and p-value). */
  block_ms: number;
  runs: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

function timed(runs: number, f: () => unknown): number {
  f(); // warm up
  const times: number[] = [];
  for (let k = 0; k < runs; k++) {
    const t0 = performance.now();
    f();
    times.push(performance.now() - t0);
  }
  return median(times);
}

/** Uniform placement of 46 backchannels over 55 stand-in samples, each test timed `runs` times. */
export function permutationCost(runs = 25): PermutationCost {
  const samples = standinDistribution(7, 55);
  const d = prepareDistribution(standinLists(samples));
  const rng = createRng(7);
  const windows: number[][] = samples.map(() => []);
  for (let k = 0; k < 46; k++) {
    const i = uniformInt(rng, 55);
    windows[i]!.push(uniformInt(rng, d.timing(samples[i]!.key).scored));
  }
  const timedSamples: TimedSample[] = samples.map((s, i) => ({
    timing: d.timing(s.key),
    windows: windows[i]!.sort((a, b) => a - b),
  }));
  const items: BackchannelItem[] = samples.map((s, i) => ({
    eligible: true,
    sampleId: `icc_backchannel/${s.key}`,
    T_us: Math.round(s.T_s * 1e6),
    utterances: windows[i]!.length,
    backchannels: windows[i]!.length,
    nonlexical: 0,
    takeovers: 0,
    takeover_us: 0,
    unsegmented_words: 0,
    timing: { key: s.key, windows: windows[i]!, offGrid: 0, tables: d.timing(s.key) },
  }));
  return {
    timing_lift_ms: timed(runs, () => shiftP(timedSamples, (t) => t.lift, 1, 46)),
    timing_lift_other_ms: timed(runs, () => shiftP(timedSamples, (t) => t.liftOther, 1, 46)),
    listening_gain_ms: timed(runs, () => speakerSwapP(timedSamples, 0, 46)),
    block_ms: timed(runs, () => backchannelBlock(items, DEFAULT_BACKCHANNEL_SETTINGS, d)),
    runs,
  };
}
