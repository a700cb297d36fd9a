import { test } from "node:test";
import assert from "node:assert/strict";
import { aggregateMatchedSubset, type MatchedItem } from "../../src/matched/aggregate.js";
import { MATCHED_METRICS, matchedMetricsFor } from "../../src/matched/registry.js";
import { MATCHED_SUBSETS } from "../../src/matched/constants.js";
import { matchedRow } from "../../src/matched/row.js";
import { bootstrapRatioInterval } from "../../src/stats/bootstrap-ratio.js";
import { signTestP } from "../../src/stats/sign-test.js";
import { made, type Made } from "./build.js";

const item = (x: Made): MatchedItem => matchedRow(made(x));

// s = 5, e = 7, T = 20; δ = 0.5.
const UI: MatchedItem[] = [
  item({
    id: "ui/1",
    o: [
      [1, 5.2],
      [7.5, 9],
    ],
    c: [[1, 8]],
  }), // yielded, after 0.5
  item({
    id: "ui/2",
    o: [[1, 8]],
    c: [
      [1, 5.2],
      [7.3, 9],
    ],
    inputs: false,
  }), // extended, clean after 0.3
  item({
    id: "ui/3",
    o: [
      [1, 5.2],
      [8, 9],
    ],
    c: [
      [1, 5.4],
      [9, 10],
    ],
  }), // ended anyway, after 1 and 2
  item({ id: "ui/4", o: [[9, 10]], c: [[9, 10]] }), // not exercised
  item({ id: "ui/5", o: [[1, 6]], c: [] }), // onset mismatch
  { eligible: false, reasons: ["output.wav missing"] },
  item({ id: "ui/7", T: 7.5, T_clean: 20, o: [[1, 5.2]], c: [[1, 7.5]] }), // yielded, control reaches H = 7.5
];

const ui = aggregateMatchedSubset("user_interruption", 7, UI, 0.5);
const get = (name: string) => ui.metrics[name] as unknown as Record<string, unknown>;

test("counts per outcome and the smallest horizon", () => {
  assert.deepEqual(ui.counts, {
    declared: 7,
    selected: 7,
    eligible: 6,
    ineligible: 1,
    ineligible_reasons: { "output.wav missing": 1 },
    onset_mismatch: 1,
    not_exercised: 1,
    yielded: 2,
    extended: 1,
    ended_anyway: 1,
    continued: 0,
  });
  assert.equal(ui.min_observable_s, 0.5);
  assert.equal(ui.definitions, "fdb-v1.5-matched-1");
  assert.equal(ui.yield_margin_s, 0.5);
});

test("each share's population, unknowns and bounds [c / (n + u), (c + u) / (n + u)]", () => {
  const share = (name: string, count: number, n: number, u: number) => {
    const r = get(name);
    assert.deepEqual([r.count, r.n, r.u], [count, n, u], name);
    assert.deepEqual(r.selected_bounds, [count / (n + u), (count + u) / (n + u)], name);
    assert.equal(r.value, count / n, name);
  };
  share("exercised_rate", 4, 5, 2); // unknown: ineligible, mismatch
  share("yield_rate", 2, 4, 3); // unknown: also not exercised
  share("extension_rate", 1, 4, 3);
  share("ended_anyway_rate", 1, 4, 3);
  share("agreement_rate", 4, 4, 3); // on [0, s − g] = [0, 4.5] every pair agrees
  share("response_rate_1s", 2, 3, 4); // ui/7: H < e + 1, unknown
  share("clean_response_rate_1s", 1, 3, 4);
  share("response_rate_5s", 2, 3, 4); // ui/2 never replies
});

test("a net rate: value (a − b) / n, bootstrap interval of d, bounds, exact sign test", () => {
  const net = get("net_yield_rate");
  assert.deepEqual([net.a, net.b, net.n, net.u], [2, 1, 4, 3]);
  assert.equal(net.value, 1 / 4);
  assert.deepEqual(net.selected_bounds, [(1 - 3) / 7, (1 + 3) / 7]);
  assert.equal(net.sign_test_p, signTestP(2, 1));
  assert.equal(net.sign_test_p, 1);
  // d over ui/1, ui/2, ui/3, ui/7 in item order
  assert.deepEqual(net.interval, bootstrapRatioInterval([1, -1, 0, 1], [1, 1, 1, 1]));
  const [lo, hi] = net.interval as [number, number];
  assert.ok(lo <= 0.25 && 0.25 <= hi && lo >= -1 && hi <= 1);

  const r1 = get("net_response_rate_1s");
  assert.deepEqual([r1.a, r1.b, r1.n, r1.u, r1.value], [2, 1, 3, 4, 1 / 3]);
  const r2 = get("net_response_rate_2s"); // ui/3 is concordant at 2 s
  assert.deepEqual([r2.a, r2.b, r2.n, r2.u, r2.value, r2.sign_test_p], [1, 1, 3, 4, 0, 1]);
  const s1 = get("stop_effect_1s"); // a control run reaching H counts as above k
  assert.deepEqual([s1.a, s1.b, s1.n, s1.u, s1.value], [2, 1, 4, 3, 1 / 4]);
  const s2 = get("stop_effect_2s");
  assert.deepEqual([s2.a, s2.b, s2.n, s2.u], [2, 1, 4, 3]);
});

test("the stop effect's horizon: exercised samples with H < s + k are unknown", () => {
  const short = aggregateMatchedSubset(
    "user_interruption",
    1,
    [item({ e: 5.5, T: 6.5, o: [[1, 5.2]], c: [[1, 6.5]] })],
    0.5,
  );
  const at1 = short.metrics.stop_effect_1s as unknown as Record<string, unknown>;
  const at2 = short.metrics.stop_effect_2s as unknown as Record<string, unknown>;
  assert.deepEqual([at1.n, at1.u, at1.a], [1, 0, 1]); // H = s + 1.5 ≥ s + 1
  assert.deepEqual([at2.n, at2.u, at2.value, at2.selected_bounds], [0, 1, null, [-1, 1]]);
});

test("latencies: nulls at +∞, a quantile landing there is null", () => {
  assert.deepEqual([get("stop_latency_s").median, get("stop_latency_s").p90], [0.2, 3]);
  assert.deepEqual([get("clean_stop_latency_s").median, get("clean_stop_latency_s").p90], [0.4, null]);
  assert.equal(get("stop_latency_s").n, 4);
});

test("the pooled suppression: Σ suppressed_s / Σ (e − s)", () => {
  const p = get("suppressed_s_per_overlap_s");
  assert.deepEqual([p.numerator, p.denominator, p.value], [2, 8, 0.25]);
});

test("the net rates over identical inputs alone, and the samples named for the assumption", () => {
  const net = ui.identical_inputs.net_yield_rate!;
  assert.deepEqual([net.a, net.b, net.n, net.u], [2, 0, 3, 3]);
  assert.deepEqual(ui.assumption, { inputs_not_identical: ["ui/2"], lengths_differ: ["ui/7"] });
});

test("the other three subsets: triggers over not-exercised samples, resumes over yields", () => {
  const sub = { subset: "background_speech" as const };
  const items = [
    item({ ...sub, id: "b/1", o: [[6, 7]] }),
    item({ ...sub, id: "b/2", c: [[6, 7]] }),
    item({ ...sub, id: "b/3" }),
    item({
      ...sub,
      id: "b/4",
      o: [
        [1, 5.2],
        [8, 9],
      ],
      c: [[1, 9]],
    }),
    item({ ...sub, id: "b/5", o: [[1, 9]], c: [[1, 5.2]] }),
  ];
  const r = aggregateMatchedSubset("background_speech", 5, items, 0.5).metrics as unknown as Record<
    string,
    Record<string, unknown>
  >;
  assert.deepEqual([r.triggered_rate!.count, r.triggered_rate!.n, r.triggered_rate!.u], [1, 3, 0]);
  assert.deepEqual([r.net_triggered_rate!.a, r.net_triggered_rate!.b, r.net_triggered_rate!.value], [1, 1, 0]);
  assert.deepEqual([r.resume_rate_2s!.count, r.resume_rate_2s!.n, r.resume_rate_2s!.u], [1, 1, 3]);
  assert.deepEqual(r.resume_rate_2s!.selected_bounds, [1 / 4, 1]);
  assert.deepEqual([r.clean_resume_rate_2s!.count, r.clean_resume_rate_2s!.n], [0, 1]);
  assert.equal(r.response_rate_1s, undefined);
});

test("the registry: directions by family, labels short and unique per subset", () => {
  const dir = (name: string, subset: (typeof MATCHED_SUBSETS)[number]) =>
    matchedMetricsFor(subset).find((m) => m.name === name)!.better;
  assert.equal(dir("net_yield_rate", "user_interruption"), "higher");
  assert.equal(dir("net_yield_rate", "talking_to_other"), "closer to 0");
  assert.equal(dir("suppressed_s_per_overlap_s", "user_backchannel"), "closer to 0");
  for (const s of MATCHED_SUBSETS) {
    const ms = matchedMetricsFor(s);
    assert.equal(new Set(ms.map((m) => m.name)).size, ms.length, s);
    assert.equal(new Set(ms.map((m) => m.label)).size, ms.length, s);
    for (const m of ms) assert.ok(/^[\x20-\x7e]{1,14}$/.test(m.label) && !m.label.includes("_"), m.label);
  }
  assert.equal(matchedMetricsFor("user_interruption").length, 22);
  assert.equal(matchedMetricsFor("background_speech").length, 16);
  assert.ok(MATCHED_METRICS.every((m) => m.definition.length > 10));
});

test("a horizon of exactly k past e is observed long enough; a microsecond less is not", () => {
  const at = (T: number) =>
    aggregateMatchedSubset(
      "user_interruption",
      1,
      [
        item({
          T,
          o: [
            [1, 5.2],
            [7.5, 8],
          ],
          c: [[1, 8]],
        }),
      ],
      0.5,
    ).metrics.response_rate_1s as unknown as Record<string, unknown>;
  assert.deepEqual([at(8).n, at(8).u, at(8).count], [1, 0, 1]);
  assert.deepEqual([at(7.999999).n, at(7.999999).u], [0, 1]);
});
