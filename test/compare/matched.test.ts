/** The v1.5 comparison: pairing over both denominators, |B| − |A| for closer to 0, the bootstrap conventions, the checks. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { compareScored as compareMatched } from "../../src/compare/compare.js";
import { comparisonText as matchedComparisonText } from "../../src/compare/json.js";
import { comparisonTable as matchedComparisonTable } from "../../src/text/console-compare.js";
import { scoreMatched } from "../../src/matched/family.js";
import { BOOTSTRAP_LOWER, BOOTSTRAP_UPPER, quantile, resampleIndices } from "../../src/stats/index.js";
import { DEFAULT_VAD_SETTINGS } from "../../src/vad/settings.js";
import { matchedInput, RUNS, type Sample } from "../helpers/matched-input.js";

const { stopsEarly, talksOn, silent } = RUNS;

/** A: two yields, a continue, a silent sample and a continue; B: an extension, continues, and sample 5 ineligible. */
const A: Sample[] = [
  { id: "1", o: stopsEarly, c: talksOn },
  { id: "2", o: stopsEarly, c: talksOn },
  { id: "3", o: talksOn, c: talksOn },
  { id: "4", o: silent, c: silent },
  { id: "5", o: talksOn, c: talksOn },
];
const B: Sample[] = [
  { id: "1", o: talksOn, c: stopsEarly },
  { id: "2", o: talksOn, c: talksOn },
  { id: "3", o: talksOn, c: talksOn },
  { id: "4", o: talksOn, c: talksOn },
  { id: "5", o: null },
];

const scored = (x: Sample[], margin = 0.5) =>
  scoreMatched(matchedInput({ user_interruption: x, user_backchannel: x }), DEFAULT_VAD_SETTINGS, margin);

/** The percentile bootstrap of f(mean b) − f(mean a) over whole pairs, written out independently. */
function bootstrap(a: number[], b: number[], f: (x: number) => number): [number, number] {
  const n = a.length;
  const draws = resampleIndices(n);
  const stats: number[] = [];
  for (let r = 0; r < 2000; r++) {
    let sa = 0;
    let sb = 0;
    for (let i = 0; i < n; i++) {
      sa += a[draws[r * n + i]!]!;
      sb += b[draws[r * n + i]!]!;
    }
    stats.push(f(sb / n) - f(sa / n));
  }
  return [quantile(stats, BOOTSTRAP_LOWER)!, quantile(stats, BOOTSTRAP_UPPER)!];
}

test("outcomes of the hand-made pair are as designed", () => {
  const a = scored(A).rows.filter((r) => r.subset === "user_backchannel");
  const b = scored(B).rows.filter((r) => r.subset === "user_backchannel");
  assert.deepEqual(
    a.map((r) => (r.eligible ? r.outcome : "ineligible")),
    ["yielded", "yielded", "continued", "not_exercised", "continued"],
  );
  assert.deepEqual(
    b.map((r) => (r.eligible ? r.outcome : "ineligible")),
    ["extended", "continued", "continued", "continued", "ineligible"],
  );
});

test("closer to 0: the paired |net| difference |B| − |A| over the samples in both denominators", () => {
  const c = compareMatched(scored(A), scored(B));
  const ub = c.subsets.user_backchannel!;
  assert.equal(ub.paired_n, 4); // 1–4 eligible in both; 5 is not
  const net = ub.metrics.net_yield_rate!;
  // 4 is not exercised in A: out of the denominator there, so out of the pairs
  assert.equal(net.n, 3);
  assert.equal(net.paired_a, 2 / 3);
  assert.equal(net.paired_b, -1 / 3);
  assert.equal(net.difference, Math.abs(-1 / 3) - Math.abs(2 / 3));
  assert.equal(net.absolute, true);
  assert.deepEqual(net.interval, bootstrap([1, 1, 0], [-1, 0, 0], Math.abs));
  // each side's own value is over its own denominator: A's four exercised samples, B's four
  assert.equal(net.own_a, 2 / 4);
  assert.equal(net.own_b, -1 / 4);
  // exercised_rate is over every sample that is not an onset mismatch: 4 is in it
  assert.equal(ub.metrics.exercised_rate!.n, 4);
  assert.equal(ub.metrics.exercised_rate!.absolute, undefined);
  // the pooled suppression is closer to 0 there too: a difference of absolute ratios
  const sup = ub.metrics.suppressed_s_per_overlap_s!;
  assert.equal(sup.absolute, true);
  assert.ok((sup.paired_b as number) < 0 && (sup.paired_a as number) > 0);
  assert.equal(sup.difference, Math.abs(sup.paired_b as number) - Math.abs(sup.paired_a as number));
});

test("higher (user interruption): the plain difference of the paired nets, no absolute values", () => {
  const c = compareMatched(scored(A), scored(B));
  const net = c.subsets.user_interruption!.metrics.net_yield_rate!;
  assert.equal(net.n, 3);
  assert.equal(net.difference, -1 / 3 - 2 / 3);
  assert.equal("absolute" in net, false);
  assert.deepEqual(
    net.interval,
    bootstrap([1, 1, 0], [-1, 0, 0], (x) => x),
  );
});

test("a side's sign does not matter for closer to 0: a mirror image compares at 0", () => {
  const mirror = A.map((x) => (x.o === null ? x : { ...x, o: x.c!, c: x.o }));
  const c = compareMatched(scored(A), scored(mirror));
  const net = c.subsets.user_backchannel!.metrics.net_yield_rate!;
  assert.equal(net.paired_b, -(net.paired_a as number));
  assert.equal(net.difference, 0);
  assert.deepEqual(net.interval, bootstrap([1, 1, 0, 0], [-1, -1, 0, 0], Math.abs));
});

test("the console marks closer to 0 and never says lower; the JSON is deterministic", () => {
  const c = compareMatched(scored(A), scored(B), { names: ["old", "new"] });
  const text = matchedComparisonTable(c);
  assert.match(text, /net_yield_rate →0 +3 +0\.667 +-0\.333 +-0\.333/);
  assert.match(text, /closer to 0/);
  assert.doesNotMatch(text, /lower/);
  assert.match(text, /yield margin 0\.5 s/);
  assert.match(text, /\|margin:0\.5/);
  assert.equal(
    matchedComparisonText(c),
    matchedComparisonText(compareMatched(scored(A), scored(B), { names: ["old", "new"] })),
  );
  const json = JSON.parse(matchedComparisonText(c));
  assert.deepEqual(Object.keys(json), ["compared", "subsets"]);
  assert.deepEqual(Object.keys(json.subsets), ["user_interruption", "user_backchannel"]);
});

test("refused: another yield margin, other overlap times, other annotation hashes", () => {
  assert.throws(() => compareMatched(scored(A), scored(B, 1)), /yield margin of 0\.5 s and B with 1 s/);
  const moved = B.map((x) => (x.id === "2" ? { ...x, e: 3.5 } : x));
  assert.throws(() => compareMatched(scored(A), scored(moved)), /user_interruption\/2: the overlap times/);
  const h = (v: string) =>
    new Map([["user_backchannel/1", { "input.wav": "a", "clean_input.wav": "b", "metadata.json": v }]]);
  assert.throws(
    () => compareMatched(scored(A), scored(B), { annotations: [h("m"), h("n")] }),
    /user_backchannel\/1: metadata\.json in A differs from metadata\.json in B: the folders come from different datasets/,
  );
  assert.doesNotThrow(() => compareMatched(scored(A), scored(B), { annotations: [h("m"), h("m")] }));
});

test("subset choice: a subset neither side holds is named empty", () => {
  const c = compareMatched(scored(A), scored(B), { subsets: ["user_backchannel", "background_speech"] });
  assert.deepEqual(Object.keys(c.subsets), ["user_backchannel"]);
  assert.deepEqual(c.empty_subsets, ["background_speech"]);
});
