/**
 * The best mark of a row (src/text/best-mark.ts) on stand-in paired comparisons: marked only where
 * a paired test of the best against another system holds after Holm over the row; the systems not
 * significantly different share it; nothing without a difference (identical systems); the
 * direction of the difference counts; every kind's own paired p counts (McNemar, the sign test,
 * the swap test); untested systems are not marked. The rule end to end on real scores is
 * test/leaderboard/paper-table.test.ts and test/leaderboard/cli.test.ts.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { PairedMetricJson } from "../../src/metrics/kind.js";
import { bestSideP, markedBest, type PairedTest } from "../../src/text/best-mark.js";

const LOWER = { better: "lower", diagnostic: false } as const;
const HIGHER = { better: "higher", diagnostic: false } as const;
const CONTEXT = { better: "context", diagnostic: false } as const;

/** A share's comparison: B − A and McNemar's p over n pairs. */
const share = (difference: number, p: number, n = 40): PairedMetricJson => ({
  n,
  paired_a: null,
  paired_b: null,
  difference,
  interval: [difference - 0.1, difference + 0.1],
  mcnemar_p: p,
  own_a: null,
  own_b: null,
});

/** A latency's comparison (B − A, sign test p) or a pooled ratio's (B − A, swap test p) over n pairs. */
const latency = (difference: number | null, p: number, n = 40): PairedMetricJson => ({
  n,
  paired_a: null,
  paired_b: null,
  difference,
  interval: null,
  sign_test_p: p,
  own_a: null,
  own_b: null,
});
const pooled = (difference: number | null, p: number, n = 40): PairedMetricJson => ({
  ...latency(difference, p, n),
  sign_test_p: undefined,
  randomization_p: p,
});

/** A test from a table of comparisons of the best (index `from`) with each other system. */
const against =
  (from: number, table: Record<number, PairedMetricJson | null>): PairedTest =>
  (a, b) => {
    assert.equal(a, from, "the best is A");
    return table[b] ?? null;
  };

describe("markedBest", () => {
  it("marks the best where it holds, and every system not significantly different from it", () => {
    // lower is better: system 1 best; against 0 p = 0.001 (holds), against 2 p = 0.4 (does not)
    const test = against(1, { 0: share(+0.3, 0.001), 2: share(+0.05, 0.4) });
    assert.deepEqual(markedBest(LOWER, [0.5, 0.2, 0.25], test), [false, true, true]);
  });

  it("marks nothing when no difference holds: identical systems, or only raw p-values below 0.05", () => {
    assert.deepEqual(markedBest(LOWER, [0.2, 0.2], against(0, { 1: share(0, 1) })), [false, false]);
    // raw 0.03 and 0.04, Holm over two: 0.06 and 0.06
    const test = against(1, { 0: share(+0.3, 0.03), 2: share(+0.2, 0.04) });
    assert.deepEqual(markedBest(LOWER, [0.5, 0.2, 0.4], test), [false, false, false]);
  });

  it("Holm over the row: 0.01 and 0.04 both hold (0.02, 0.04)", () => {
    const test = against(0, { 1: share(-0.3, 0.01), 2: share(-0.2, 0.04) });
    assert.deepEqual(markedBest(HIGHER, [0.9, 0.5, 0.6], test), [true, false, false]);
  });

  it("a difference the other way on the paired samples does not count for the best", () => {
    // By value 0 is lowest, but over the pairs it is the higher one (B − A < 0 for lower-is-better).
    assert.deepEqual(markedBest(LOWER, [0.1, 0.3], against(0, { 1: share(-0.2, 0.001) })), [false, false]);
  });

  it("context and diagnostics are never marked, nor a system without a value or a common sample", () => {
    assert.deepEqual(markedBest(CONTEXT, [0.1, 0.9], against(0, { 1: share(0.8, 0.001) })), [false, false]);
    assert.deepEqual(
      markedBest({ better: "lower", diagnostic: true }, [0.1, 0.9], against(0, { 1: share(0.8, 0.001) })),
      [false, false],
    );
    // system 2 shares no sample with the best: untested, unmarked; system 1 differs: the best holds
    const test = against(0, { 1: share(0.5, 0.001), 2: share(0, 1, 0) });
    assert.deepEqual(markedBest(LOWER, [0.1, 0.6, 0.1, null], test), [true, false, false, false]);
  });
});

describe("bestSideP: the kind's own paired p where the difference favours the best, else 1", () => {
  it("a share uses McNemar's p in the best's favour, 1 against it", () => {
    assert.equal(bestSideP(LOWER, share(0.2, 0.003)), 0.003);
    assert.equal(bestSideP(LOWER, share(-0.2, 0.003)), 1);
  });

  it("a pooled ratio its swap test's p, a latency its sign test's, by the metric's direction", () => {
    assert.equal(bestSideP(LOWER, pooled(0.5, 0.01)), 0.01);
    assert.equal(bestSideP(LOWER, pooled(-0.5, 0.01)), 1);
    assert.equal(bestSideP(HIGHER, pooled(-0.5, 0.02)), 0.02);
    assert.equal(bestSideP(HIGHER, pooled(0.5, 0.02)), 1);
    assert.equal(bestSideP(LOWER, latency(0.3, 0.004)), 0.004);
    assert.equal(bestSideP(LOWER, pooled(0, 1)), 1); // no difference favours nobody
    assert.equal(bestSideP(LOWER, pooled(null, 0.01)), 1); // no difference, no test
  });

  it("a latency not reached on the other side counts as a difference in the best's favour", () => {
    const never = { ...latency(null, 0.03), infinite: { difference: "inf" } } as PairedMetricJson;
    assert.equal(bestSideP(LOWER, never), 0.03);
    assert.equal(bestSideP(HIGHER, never), 1);
    assert.equal(bestSideP(LOWER, { ...never, infinite: { difference: "-inf" } } as PairedMetricJson), 1);
  });

  it("without a p (a pooled ratio with a zero denominator) nothing counts", () => {
    const { randomization_p: _, ...none } = pooled(0.5, 0.01);
    assert.equal(bestSideP(LOWER, none as PairedMetricJson), 1);
  });
});

describe("a board whose best holds: marked in every format", () => {
  it("12 samples yielded against 12 continued: the yielding system's net yield is marked, not with a third", async () => {
    const { scoreMatched, MATCHED } = await import("../../src/matched/family.js");
    const { matchedInput, RUNS } = await import("../helpers/matched-input.js");
    const { buildLeaderboard } = await import("../../src/text/leaderboard.js");
    const { leaderboardMarkdown } = await import("../../src/text/markdown.js");
    const { leaderboardLatex } = await import("../../src/text/latex.js");
    const { leaderboardCsv } = await import("../../src/text/csv.js");
    const run = (o: [number, number][], c: [number, number][]) =>
      Array.from({ length: 12 }, (_, k) => ({ id: String(k + 1), o, c }));
    const yields = run(RUNS.stopsEarly, RUNS.talksOn);
    const continues = run(RUNS.talksOn, RUNS.talksOn);
    const systems = [
      { name: "Y", scored: scoreMatched(matchedInput({ user_interruption: yields })) },
      { name: "K", scored: scoreMatched(matchedInput({ user_interruption: continues })) },
    ];
    const board = buildLeaderboard(systems);
    const k = board.columns.findIndex((c) => c.metric === "net_yield_rate");
    assert.equal(board.columns[k]!.better, "higher");
    assert.deepEqual(
      board.rows.map((r) => [r.cells[k]!.value, r.cells[k]!.best]),
      [
        [1, true],
        [0, false],
      ],
      "Y holds against K: 12 of 12 pairs one way, the swap test's p is about 2/2^12, the row's only test",
    );
    // A third system equal to Y: Y against K still holds after Holm over two tests (about 0.001 and
    // 1, the difference with Y2 being 0), and Y2, not significantly different from Y, shares the mark.
    const three = buildLeaderboard([
      ...systems,
      { name: "Y2", scored: scoreMatched(matchedInput({ user_interruption: yields })) },
    ]);
    assert.deepEqual(
      three.rows.map((r) => r.cells[k]!.best),
      [true, false, true],
    );
    assert.match(leaderboardMarkdown(board, [MATCHED]), /^\| Y \| 1\.000 \| \*\*1\.000 \[/m);
    assert.match(leaderboardLatex(board, [MATCHED]), /\\textbf\{1\.000\}/);
    const choice = { kind: "headline" } as const;
    const csv = leaderboardCsv(systems, choice, board).trim().split("\n");
    const best = csv[0]!.split(",").indexOf("best");
    const row = (s: string) =>
      csv.find((l) => l.startsWith(`${s},user_interruption,net_yield_rate,`))!.split(",")[best];
    assert.deepEqual(["Y", "K"].map(row), ["true", "false"]);
  });
});
