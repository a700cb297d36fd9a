/** The v1.5 branches of compare and table on loaded inputs: the dataset check by hashes, each output, the flags' errors. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { matchedCompareOutput, matchedTableOutput, type LoadedMatchedSystem } from "../../src/cli/matched-views.js";
import { UsageError } from "../../src/errors.js";
import { DEFAULT_VAD_SETTINGS } from "../../src/vad/settings.js";
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
