import { test } from "node:test";
import assert from "node:assert/strict";
import { matchedRow, CLOCK_INSIDE_OVERLAP } from "../../src/matched/row.js";
import { identityLength, mergeRuns, samplesIdentical } from "../../src/matched/row.js";
import { MERGE_GAP_S } from "../../src/matched/constants.js";
import { toMicros } from "../../src/time.js";
import { made, row } from "./build.js";

// s = 5, e = 7, T = T_clean = 20 unless given; δ = 0.5.
test("each outcome, decided in order", () => {
  assert.equal(row({ o: [[1, 6]], c: [[9, 10]] }).outcome, "onset_mismatch");
  assert.equal(row({ o: [[9, 10]], c: [[1, 6]] }).outcome, "onset_mismatch");
  assert.equal(row({ o: [[8, 9]], c: [[8, 9]] }).outcome, "not_exercised");
  assert.equal(row({ o: [[1, 5.2]], c: [[1, 8]] }).outcome, "yielded");
  assert.equal(row({ o: [[1, 8]], c: [[1, 5.2]] }).outcome, "extended");
  assert.equal(row({ o: [[1, 5.2]], c: [[1, 5.4]] }).outcome, "ended_anyway");
  assert.equal(row({ o: [[1, 9]], c: [[1, 9.3]] }).outcome, "continued");
  // a yield may end after e: the user finished first, the model still stopped earlier than it would have
  assert.equal(row({ o: [[1, 7.5]], c: [[1, 12]] }).outcome, "yielded");
});

test("the yield margin δ: a difference of exactly δ is no yield, one microsecond more is", () => {
  assert.equal(row({ o: [[1, 9]], c: [[1, 9.5]] }).outcome, "continued");
  assert.equal(row({ o: [[1, 9]], c: [[1, 9.500001]] }).outcome, "yielded");
  assert.equal(row({ o: [[1, 9.5]], c: [[1, 9]] }).outcome, "continued");
  assert.equal(row({ o: [[1, 9.500001]], c: [[1, 9]] }).outcome, "extended");
  // δ is a parameter
  assert.equal(row({ o: [[1, 9]], c: [[1, 9.5]] }, 0.25).outcome, "yielded");
  assert.equal(row({ o: [[1, 9]], c: [[1, 9.5]] }, 0.5).outcome, "continued");
  assert.throws(() => matchedRow(made({}), -0.1), RangeError);
});

test("ended anyway: both ends within δ of s (inclusive), both observed", () => {
  assert.equal(row({ o: [[1, 5.5]], c: [[1, 5.3]] }).outcome, "ended_anyway");
  assert.equal(row({ o: [[1, 5.500001]], c: [[1, 5.3]] }).outcome, "continued");
  // the output's end may lie before s (a stop in a pause spanning the onset): still within δ
  assert.equal(row({ o: [[1, 4.9]], c: [[1, 5.3]] }).outcome, "ended_anyway");
});

test("the clock: H = min(T, T_clean); H < e is ineligible, H = e is not", () => {
  const r = matchedRow(made({ T: 20, T_clean: 6.999999 }));
  assert.deepEqual(r.eligible ? null : r.reasons, [CLOCK_INSIDE_OVERLAP]);
  assert.equal(matchedRow(made({ T: 7, T_clean: 20 })).eligible, true);
});

test("runs reaching H: end counts as H, stop is null", () => {
  // H = 10; the control runs to H, the output stops at 6: c_end − o_end = 4 > δ
  const y = row({ T: 10, o: [[1, 6]], c: [[1, 12]] });
  assert.equal(y.outcome, "yielded");
  assert.equal(y.stop_s, 1);
  assert.equal(y.clean_stop_s, null);
  assert.deepEqual(y.clean_runs, [[1, 10]]);
  // both reach H: neither ended, continued (never ended_anyway)
  const c = row({ T: 7, o: [[1, 7]], c: [[1, 8]] });
  assert.equal(c.outcome, "continued");
  assert.equal(c.stop_s, null);
  assert.equal(c.clean_stop_s, null);
  assert.equal(c.after_s, null);
  // H = 5.4 would end inside the overlap; with e = 5.3, both stop at H: continued, not ended_anyway
  const h = row({ e: 5.3, T: 5.4, o: [[1, 6]], c: [[1, 6]] });
  assert.equal(h.outcome, "continued");
});

test("the merge at exactly m joins, one microsecond more does not", () => {
  const m = toMicros(MERGE_GAP_S);
  assert.equal(
    mergeRuns(
      [
        { start_us: 0, end_us: 10 },
        { start_us: 10 + m, end_us: 20 + m },
      ],
      m,
    ).length,
    1,
  );
  assert.equal(
    mergeRuns(
      [
        { start_us: 0, end_us: 10 },
        { start_us: 11 + m, end_us: 20 + m },
      ],
      m,
    ).length,
    2,
  );
  assert.deepEqual(
    row({
      o: [
        [1, 3],
        [3.5, 4],
      ],
      c: [
        [1, 3],
        [3.500001, 4],
      ],
    }).runs,
    [[1, 4]],
  );
  assert.deepEqual(
    row({
      o: [
        [1, 3],
        [3.500001, 4],
      ],
    }).runs,
    [
      [1, 3],
      [3.500001, 4],
    ],
  );
});

test("active at s: the last segment starting at or before s ends at or after s − m", () => {
  // a pause spanning the onset, runs merged across it: the run carries on after the onset
  const p = row({
    o: [
      [1, 4.7],
      [5.1, 9],
    ],
    c: [[1, 9]],
  });
  assert.equal(p.outcome, "continued");
  assert.equal(p.stop_s, 4);
  // a pause spanning the onset, longer than m: active, but the run ended before s, stop 0
  const q = row({
    o: [
      [1, 4.7],
      [5.3, 9],
    ],
    c: [[1, 9]],
  });
  assert.equal(q.outcome, "yielded");
  assert.equal(q.stop_s, 0);
  assert.equal(q.after_s, null); // the run at 5.3 starts before e: no response, and none follows
  assert.equal(q.restart_before_end, true);
  // a segment ending exactly s − m is active, a microsecond earlier is not
  assert.equal(row({ o: [[1, 4.5]], c: [[1, 4.5]] }).outcome, "ended_anyway");
  assert.equal(row({ o: [[1, 4.499999]], c: [[1, 4.499999]] }).outcome, "not_exercised");
  // a segment starting exactly at s is active; one starting a microsecond after s is not looked at
  assert.equal(row({ o: [[5, 9]], c: [[5.000001, 9]] }).outcome, "onset_mismatch");
  // what follows the onset does not decide: a segment starting after s does not make it active
  assert.equal(
    row({
      o: [
        [1, 4.4],
        [5.05, 9],
      ],
      c: [
        [1, 4.4],
        [5.05, 9],
      ],
    }).outcome,
    "not_exercised",
  );
});

test("after times, the restart before the end, and the suppressed seconds", () => {
  const r = row({
    o: [
      [1, 5.5],
      [6, 6.4],
      [7.8, 9],
    ],
    c: [
      [1, 9],
      [9.7, 10],
    ],
  });
  // O runs: [1, 5.5] [6, 6.4] join (gap 0.5); [7.8, 9]. o_end = 6.4: yielded
  assert.equal(r.outcome, "yielded");
  assert.deepEqual(r.runs, [
    [1, 6.4],
    [7.8, 9],
  ]);
  assert.equal(r.stop_s, 1.4);
  assert.equal(r.after_s, 0.8);
  assert.equal(r.clean_after_s, 2.7); // first C run at or after max(e, c_end = 9)
  assert.equal(r.restart_before_end, false);
  // segment seconds in [5, 7]: C 2, O 0.5 + 0.4
  assert.equal(r.suppressed_s, 1.1);
  const t = row({
    o: [
      [1, 5.2],
      [6, 6.3],
      [7.1, 8],
    ],
    c: [[1, 9]],
  });
  assert.equal(t.restart_before_end, true);
  assert.equal(t.after_s, 0.1);
  // a run starting exactly at e is a response, not a restart
  const u = row({
    o: [
      [1, 5.2],
      [7, 8],
    ],
    c: [[1, 9]],
  });
  assert.equal(u.restart_before_end, false);
  assert.equal(u.after_s, 0);
  // a run starting exactly at o_end (o_end > e) counts as the after run
  const w = row({
    o: [
      [1, 7.5],
      [8.2, 9],
    ],
    c: [[1, 12]],
  });
  assert.equal(w.after_s, 1.2);
});

test("triggers: a run starting in [s, e + G] where the other is silent and starts none within κ", () => {
  const sub = { subset: "talking_to_other" as const, id: "talking_to_other/1" };
  // O starts at 6; C silent
  const a = row({ ...sub, o: [[6, 7]], c: [] });
  assert.equal(a.outcome, "not_exercised");
  assert.equal(a.triggered, true);
  assert.equal(a.clean_triggered, false);
  // e + G = 8 inclusive; a microsecond later is out
  assert.equal(row({ ...sub, o: [[8, 9]] }).triggered, true);
  assert.equal(row({ ...sub, o: [[8.000001, 9]] }).triggered, false);
  // a run starting at s would be active at s; one a microsecond later triggers, one long before s does not
  assert.equal(row({ ...sub, o: [[5.000001, 6]] }).triggered, true);
  assert.equal(row({ ...sub, o: [[2, 3]] }).triggered, false);
  // κ: a C run starting exactly κ away cancels it, κ + 1 µs does not
  assert.equal(row({ ...sub, o: [[6, 6.2]], c: [[6.5, 7]] }).triggered, false);
  assert.equal(row({ ...sub, o: [[6, 6.2]], c: [[6.500001, 7]] }).triggered, true);
  // C speaking at t cancels it
  const b = row({ ...sub, o: [[6, 6.2]], c: [[5.2, 9]] });
  assert.equal(b.triggered, false);
  assert.equal(b.clean_triggered, true);
  // user interruption has no trigger
  assert.equal(row({ o: [[6, 7]] }).triggered, null);
  // exercised rows have none either
  assert.equal(row({ ...sub, o: [[1, 9]], c: [[1, 9]] }).triggered, null);
});

test("agreement before the onset: pieces on [0, s − g], shorter than τ dropped, ends within τ", () => {
  // s − g = 4.5
  assert.equal(row({ o: [[1, 9]], c: [[1.1, 9]] }).agree_before_onset, true);
  assert.equal(row({ o: [[1, 9]], c: [[1.100001, 9]] }).agree_before_onset, false);
  // a piece of exactly τ is kept (and has no partner); one just shorter is dropped
  assert.equal(row({ o: [[1, 9]], c: [[1, 9]] }).agree_before_onset, true);
  assert.equal(
    row({
      o: [
        [0, 0.1],
        [1, 9],
      ],
      c: [[1, 9]],
    }).agree_before_onset,
    false,
  );
  assert.equal(
    row({
      o: [
        [0, 0.099999],
        [1, 9],
      ],
      c: [[1, 9]],
    }).agree_before_onset,
    true,
  );
  // cropping: a run that starts at 4.45 leaves a piece of 0.05 < τ before 4.5
  assert.equal(row({ o: [[4.45, 9]], c: [[4.6, 9]] }).agree_before_onset, true);
  // ends within τ after cropping: both crop to 4.5
  assert.equal(row({ o: [[1, 6]], c: [[1, 9]] }).agree_before_onset, true);
  // s − g ≤ 0: true whatever the runs
  assert.equal(row({ s: 0.5, e: 1, o: [[0, 3]], c: [] }).agree_before_onset, true);
  assert.equal(row({ s: 0.500001, e: 1, o: [[0, 3]], c: [] }).agree_before_onset, true); // piece 1 µs < τ
  assert.equal(row({ s: 0.7, e: 1, o: [[0, 3]], c: [] }).agree_before_onset, false);
});

test("identity: at most 1e-4 at every index below ⌊(s − 0.01) · 16000⌋", () => {
  const s_us = toMicros(1);
  const n = identityLength(s_us);
  assert.equal(n, 15840);
  const a = new Array(n + 5).fill(0);
  const b = [...a];
  b[3] = 1e-4;
  assert.equal(samplesIdentical(a, b, s_us), true);
  b[3] = 1.0001e-4;
  assert.equal(samplesIdentical(a, b, s_us), false);
  b[3] = 0;
  b[n - 1] = 0.5; // the last index compared
  assert.equal(samplesIdentical(a, b, s_us), false);
  b[n - 1] = 0;
  b[n] = 0.5; // 10 ms short of the onset: not compared
  assert.equal(samplesIdentical(a, b, s_us), true);
  assert.equal(samplesIdentical(a.slice(0, n - 1), b, s_us), false); // too short
  assert.equal(samplesIdentical(a.slice(0, n), b, s_us), true);
  assert.equal(identityLength(toMicros(0.01)), 0);
  assert.equal(samplesIdentical([], [], toMicros(0.005)), true);
  // through the row, from audio
  const r = matchedRow({ ...made({ s: 1, e: 2 }), inputs: { a, b: a.map((x, i) => (i === 10 ? 1 : x)) } });
  assert.equal(r.eligible && r.inputs_identical, false);
});
