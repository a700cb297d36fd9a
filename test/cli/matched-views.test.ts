/** Compare and table of loaded v1.5 folders through the generic views: the dataset check by hashes, each output, a bad --metrics. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { compareScored } from "../../src/compare/compare.js";
import { comparisonText } from "../../src/compare/json.js";
import { comparisonTable } from "../../src/text/console-compare.js";
import { UsageError } from "../../src/errors.js";
import type { LoadedMatchedInput } from "../../src/input/v15/loaded.js";
import { buildLeaderboard } from "../../src/text/leaderboard.js";
import { choosableNames, parseMetricChoice } from "../../src/text/select.js";
import { leaderboardText, type TableFormat } from "../../src/text/table-text.js";
import { MATCHED } from "../../src/matched/family.js";
import { checkSameDataset } from "../../src/metrics/same-dataset.js";
import { FAMILIES, scoreLoaded } from "../../src/score/families.js";
import { DEFAULT_VAD_SETTINGS } from "../../src/vad/settings.js";

interface LoadedMatchedSystem {
  name: string;
  input: LoadedMatchedInput;
  hashes: ReadonlyMap<string, Record<string, string>>;
}

/** `compare` of two loaded folders: the dataset check, then the comparison's JSON and table. */
function matchedCompareOutput(a: LoadedMatchedSystem, b: LoadedMatchedSystem, s: { yieldMargin: number }) {
  const score = (x: LoadedMatchedSystem) =>
    scoreLoaded(x.input, DEFAULT_VAD_SETTINGS, { yield_margin_s: s.yieldMargin });
  const c = compareScored(score(a), score(b), {
    names: [a.name, b.name],
    annotations: [a.hashes, b.hashes],
    noun: "folders",
  });
  return { json: comparisonText(c), table: comparisonTable(c) };
}

/** `table` of loaded folders in a format. */
function matchedTableOutput(
  systems: LoadedMatchedSystem[],
  o: { yieldMargin: number; format: TableFormat; baseline?: string; metrics?: string },
): string {
  for (const x of systems.slice(1))
    checkSameDataset(systems[0]!.hashes, x.hashes, [systems[0]!.name, x.name], "folders");
  const metrics = parseMetricChoice(
    o.metrics,
    { kind: o.format === "csv" ? "all" : "headline" },
    choosableNames(MATCHED, FAMILIES),
    "docs/metrics.md",
  );
  const scored = systems.map((x) => ({
    name: x.name,
    scored: scoreLoaded(x.input, DEFAULT_VAD_SETTINGS, { yield_margin_s: o.yieldMargin }),
  }));
  const board = buildLeaderboard(scored, { metrics, baseline: o.baseline ?? null });
  return leaderboardText(o.format, scored, metrics, board);
}
import { matchedInput, RUNS } from "../helpers/matched-input.js";

const { stopsEarly, talksOn } = RUNS;
const hashes = (meta: string) =>
  new Map([["user_backchannel/1", { "input.wav": "i", "clean_input.wav": "c", "metadata.json": meta }]]);
const system = (name: string, o: [number, number][], meta = "m"): LoadedMatchedSystem => ({
  name,
  input: matchedInput({
    user_backchannel: [
      { id: "1", o, c: talksOn },
      { id: "2", o: talksOn, c: talksOn },
    ],
  }),
  hashes: hashes(meta),
});
const settings = { vad: DEFAULT_VAD_SETTINGS, yieldMargin: 0.5 };

test("compare: JSON and table of two loaded v1.5 folders; other hashes are refused", () => {
  const out = matchedCompareOutput(system("A", stopsEarly), system("B", talksOn), settings);
  assert.equal(JSON.parse(out.json).compared.yield_margin_s, 0.5);
  assert.match(out.table, /^user_backchannel: paired 2/m);
  assert.match(out.table, /net_yield_rate →0/);
  assert.throws(
    () => matchedCompareOutput(system("A", stopsEarly), system("B", talksOn, "other"), settings),
    /metadata\.json in A differs from metadata\.json in B: the folders come from different datasets/,
  );
});

test("table: every format; a bad --metrics name is a usage error; other hashes are refused", () => {
  const systems = [system("A", stopsEarly), system("B", talksOn)];
  for (const format of ["markdown", "latex", "csv", "json"] as const) {
    const text = matchedTableOutput(systems, { ...settings, format, baseline: "A" });
    assert.ok(text.endsWith("\n") && text.length > 100, format);
  }
  assert.match(
    matchedTableOutput(systems, { ...settings, format: "csv" }),
    /^B,user_backchannel,net_yield_rate,difference,closer to 0,/m,
  );
  assert.throws(() => matchedTableOutput(systems, { ...settings, format: "markdown", metrics: "nope" }), UsageError);
  assert.throws(
    () => matchedTableOutput([system("A", stopsEarly), system("B", talksOn, "x")], { ...settings, format: "json" }),
    /different datasets/,
  );
});
