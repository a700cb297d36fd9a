/**
 * Empty means absent, on small trees (test/helpers/tree.ts) whose every number is known by hand:
 * a subset no system selects a sample of leaves every table (Markdown, LaTeX, JSON, CSV) with one
 * line naming it, and leaves the console summary of `score` the same way; a subset with samples
 * but none eligible stays; a McNemar test over no pair leaves the Holm family, whose adjusted
 * p-values are computed here by hand; `--subsets` keeps only the subsets it names.
 */
import assert from "node:assert/strict";
import { UNIFIED } from "../../src/unified/family.js";
import { rmSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { consoleReport } from "../../src/text/console-score.js";
import { emptySubsetsLine, parseSubsetChoice, planSubsets } from "../../src/metrics/subset-choice.js";
import { scoreSamples, type Scored } from "../../src/unified/family.js";
import { buildLeaderboard, type ScoredSystem } from "../../src/text/leaderboard.js";
import { leaderboardCsv } from "../../src/text/csv.js";
import { leaderboardLatex } from "../../src/text/latex.js";
import { leaderboardMarkdown } from "../../src/text/markdown.js";
import { loadTree } from "../../src/input/tree/load.js";
import { SCORED_SUBSETS, SUBSETS } from "../../src/input/tree/subsets.js";
import { runCli } from "../helpers/cli.js";
import { buildTree, fakeAnalyze, type SampleSpec } from "../helpers/tree.js";

const P = "synthetic_pause_handling" as const;
const CP = "candor_pause_handling" as const;
const TT = "candor_turn_taking" as const;
const UI = "synthetic_user_interruption" as const;

/** T = 10 s, E = 3: a word at 3.5 is a response after 0.5 s. */
const turn = (name: string, words: [number, number][]): SampleSpec => ({
  subset: TT,
  name,
  words,
  annotation: [{ text: "[TURN-TAKING]", timestamp: [3, 3.4] }],
});
const pause = (name: string, eligible: boolean): SampleSpec => ({
  subset: P,
  name,
  eligible,
  words: [[3.5, 3.8]],
  annotation: [{ text: "[PAUSE]", timestamp: [3, 4] }],
});

const dirs: string[] = [];
let systems: ScoredSystem[];

async function scored(specs: SampleSpec[]): Promise<Scored> {
  const dir = buildTree(specs);
  dirs.push(dir);
  return scoreSamples(await loadTree(dir, fakeAnalyze));
}

before(async () => {
  const names = ["1", "2", "3", "4", "5"];
  // A answers every turn-taking sample after 0.5 s; B never answers. The pause samples are
  // eligible in A and ineligible in B (no pair); the one interruption sample is ineligible in
  // both (selected, none eligible). No candor pause sample anywhere.
  const shared: SampleSpec[] = [{ subset: UI, name: "1", eligible: false }];
  systems = [
    {
      name: "A",
      scored: await scored([...names.map((n) => turn(n, [[3.5, 3.8]])), pause("1", true), pause("2", true), ...shared]),
    },
    {
      name: "B",
      scored: await scored([...names.map((n) => turn(n, [])), pause("1", false), pause("2", false), ...shared]),
    },
  ];
});
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("a subset no input selects a sample of", () => {
  it("is planned out, and named in one line", () => {
    const plan = planSubsets(
      SCORED_SUBSETS,
      systems.map((s) => s.scored.unified),
    );
    assert.deepEqual(plan, { shown: [P, TT, UI], empty: [CP] });
    assert.equal(
      emptySubsetsLine(plan.empty, 2),
      "left out, no sample selected in either input: candor_pause_handling",
    );
    assert.equal(emptySubsetsLine(plan.empty, 3), "left out, no sample selected in any input: candor_pause_handling");
    assert.equal(emptySubsetsLine([], 3), null);
  });

  it("leaves every table with one line naming it; the subset with none eligible stays", () => {
    const board = buildLeaderboard(systems, { baseline: "A" });
    assert.deepEqual(board.subsets, [P, TT, UI]);
    assert.deepEqual(board.empty_subsets, [CP]);
    assert.ok(!board.columns.some((c) => c.subset === CP));
    assert.ok(
      board.columns.some((c) => c.subset === UI),
      "interruption is selected (one ineligible sample): it stays",
    );
    assert.deepEqual(
      board.rows.map((r) => r.coverage[UI]),
      [0, 0],
    );
    for (const text of [leaderboardMarkdown(board, [UNIFIED]), leaderboardLatex(board, [UNIFIED])]) {
      const lines = text.split("\n").filter((l) => /candor(\\_|_)pause(\\_|_)handling/.test(l));
      assert.equal(lines.length, 1, lines.join("\n"));
      assert.match(
        lines[0]!,
        /^Left out, no sample selected in either input: candor(\\_|_)pause(\\_|_)handling\.(\\par)?$/,
      );
    }
    assert.ok(!leaderboardCsv(systems, { kind: "all" }, board).includes(CP));
    assert.ok(leaderboardCsv(systems, { kind: "all" }, board).includes(UI));
  });

  it("leaves the console summary of score with one line", () => {
    const text = consoleReport(systems[0]!.scored);
    assert.ok(!text.includes(`${CP} (`), "no section");
    assert.equal(text.split("\n").filter((l) => l.includes(CP)).length, 1);
    // The small tree has no backchannel sample either.
    assert.match(text, /\nleft out, no sample selected: candor_pause_handling, icc_backchannel\n/);
    assert.match(text, /\nsynthetic_user_interruption \(user_interruption\): declared 200 · selected 1 · eligible 0 /);
  });
});

describe("the Holm family holds only the tests that have pairs", () => {
  it("six turn-taking tests, adjusted by hand", () => {
    const board = buildLeaderboard(systems, { baseline: "A", metrics: { kind: "all" } });
    const d = (subset: string, metric: string) =>
      board.differences.find((x) => x.subset === subset && x.metric === metric)!;
    // Over no pair: a raw p of 1 that says nothing, outside the family.
    assert.equal(d(P, "pause_intrusion_rate").n, 0);
    assert.equal(d(P, "pause_intrusion_rate").p_holm, null);
    assert.equal(d(UI, "speaking_at_end_rate").p_holm, null);
    // Turn-taking: A hits all 5 within 1, 2 and 5 s and B none (5 / 0 discordant, p = 2 · 2^−5 =
    // 1/16); B is silent in all 5 (0 / 5, p = 1/16); neither starts early (p = 1); B's latency is
    // never reached, so B is later on all 5 pairs (sign test, p = 1/16).
    const family = board.differences.filter((x) => x.p_holm !== null);
    assert.deepEqual(
      family.map((x) => `${x.subset} ${x.metric}`),
      [
        `${TT} early_start_rate`,
        `${TT} response_rate_1s`,
        `${TT} response_rate_2s`,
        `${TT} response_rate_5s`,
        `${TT} no_response_rate`,
        `${TT} response_latency_s`,
      ],
    );
    assert.deepEqual(
      family.map((x) => x.p),
      [1, 1 / 16, 1 / 16, 1 / 16, 1 / 16, 1 / 16],
    );
    // m = 6. Sorted: 1/16 × 5, then 1. Multipliers 6, 5, 4, 3, 2: 6/16, 5/16, … → running max 6/16; 1 · 1 = 1.
    assert.deepEqual(
      family.map((x) => x.p_holm),
      [1, 6 / 16, 6 / 16, 6 / 16, 6 / 16, 6 / 16],
    );
    assert.ok(family.every((x) => !x.holds));
    assert.match(board.family!, /^Holm correction over 6 paired tests:/);
  });

  it("--subsets: only the named subsets, and the family over them", () => {
    const board = buildLeaderboard(systems, { baseline: "A", subsets: parseSubsetChoice(`${UI},${TT}`, SUBSETS) });
    assert.deepEqual(board.subsets, [TT, UI], "in output order");
    assert.deepEqual([...new Set(board.columns.map((c) => c.subset))], [TT, UI]);
    assert.ok(board.differences.every((x) => x.subset === TT || x.subset === UI));
    const none = buildLeaderboard(systems, { baseline: "A", subsets: parseSubsetChoice(P, SUBSETS) });
    assert.match(none.family!, /^Holm correction over 0 paired tests:/);
    const chosenEmpty = buildLeaderboard(systems, { subsets: parseSubsetChoice(`${CP},${TT}`, SUBSETS) });
    assert.deepEqual([chosenEmpty.subsets, chosenEmpty.empty_subsets], [[TT], [CP]]);
    assert.throws(
      () => parseSubsetChoice("candor_turn_taking,nope", SCORED_SUBSETS),
      /^UsageError: --subsets: "nope" is not a subset here; give one or more of synthetic_pause_handling, /,
    );
    assert.throws(() => parseSubsetChoice("icc_backchannel", SCORED_SUBSETS), /"icc_backchannel" is not a subset here/);
  });

  it("the command: --format csv says it on stderr, and --subsets narrows the rows", () => {
    const [a, b] = dirs as [string, string];
    const r = runCli(["table", "--tree", `A=${a}`, "--tree", `B=${b}`, "--format", "csv", "--baseline", "A"]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stderr, "note: left out, no sample selected in either input: candor_pause_handling\n");
    assert.ok(!r.stdout.includes(CP));
    const s = runCli(["table", "--tree", `A=${a}`, "--tree", `B=${b}`, "--format", "csv", "--subsets", TT]);
    assert.equal(s.code, 0, s.stderr);
    assert.equal(s.stderr, "");
    assert.deepEqual(
      [
        ...new Set(
          s.stdout
            .trimEnd()
            .split("\n")
            .slice(1)
            .map((l) => l.split(",")[1]),
        ),
      ],
      [TT],
    );
    const bad = runCli(["table", "--tree", `A=${a}`, "--subsets", "pause"]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /^error: --subsets: "pause" is not a subset here; give one or more of .*\n$/);
    const cmp = runCli(["compare", "--tree", `A=${a}`, "--tree", `B=${b}`]);
    assert.equal(cmp.code, 0, cmp.stderr);
    assert.equal(cmp.stdout.split("\n").filter((l) => l.includes(CP)).length, 1);
    assert.match(cmp.stdout, /\nleft out, no sample selected in either input: candor_pause_handling\n/);
    const only = JSON.parse(
      runCli(["compare", "--tree", `A=${a}`, "--tree", `B=${b}`, "--json", "--subsets", `${TT},${CP}`]).stdout,
    ) as { subsets: object; empty_subsets?: string[] };
    assert.deepEqual(
      [Object.keys(only.subsets), only.empty_subsets],
      [[TT], [CP]],
      "--subsets: only the chosen ones, an empty chosen one named",
    );
  });
});
