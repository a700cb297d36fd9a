// The library's results and the notebook helpers' records on the fixtures, as JSON files under
// OUT, for scripts/output-snapshot.sh: what a script or a notebook reads, checked byte for byte
// like the commands' outputs. Run from a built clone: node scripts/snapshot-library.mjs OUT
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const out = process.argv[2];
if (!out) throw new Error("usage: node scripts/snapshot-library.mjs OUT");
mkdirSync(out, { recursive: true });
const api = await import("../dist/src/api/index.js");
const nb = await import("../dist/src/notebook/index.js");
const dump = (name, value) => writeFileSync(join(out, `${name}.json`), `${JSON.stringify(value, null, 1)}\n`);
const text = (name, value) => writeFileSync(join(out, name), value);

const tree = await api.loadInput("fixtures/tree");
const treeB = await api.loadInput("fixtures/tree-b");
const plainControl = await api.loadInput("fixtures/plain-control");
const v15 = await api.loadMatchedInput("fixtures/v15");
const v15b = await api.loadMatchedInput("fixtures/v15-b");

const scored = api.scoreInput(tree);
dump("score-tree", { rows: scored.rows, unified: scored.unified });
dump("score-tree-vad", api.scoreInput(tree, { vad: { threshold: 0.4, minSilenceDurationMs: 200 } }).unified);
const control = api.scoreInput(plainControl);
dump("score-plain-control", { rows: control.rows, unified: control.unified });
const control25 = api.scoreInput(plainControl, { yieldMargin: 0.25 });
dump("score-plain-control-0.25", { rows: control25.rows, unified: control25.unified });
const m = api.scoreMatchedInput(v15);
dump("score-v15", { rows: m.rows, unified: m.unified });
const m1 = api.scoreMatchedInput(v15b, { yieldMargin: 1 });
dump("score-v15-b-1", { rows: m1.rows, unified: m1.unified });

const sweep = api.sweepInput(tree, { grid: { threshold: [0.4, 0.5], minSilenceDurationMs: [100, 200] } });
text("sweep-tree.json", api.sweepText(sweep, "json"));
text("sweep-tree.csv", api.sweepText(sweep, "csv"));

const comparison = await api.compareInputs({ name: "A", input: tree }, { name: "B", input: treeB });
text("compare-tree.json", api.comparisonText(comparison, "json"));
text("compare-tree.txt", api.comparisonText(comparison, "table"));
const comparisonControl = await api.compareInputs(
  { name: "A", input: plainControl },
  { name: "B", input: plainControl },
);
text("compare-plain-control.json", api.comparisonText(comparisonControl, "json"));
text("compare-plain-control.txt", api.comparisonText(comparisonControl, "table"));

const table = await api.buildTable(
  [
    { name: "A", input: tree },
    { name: "B", input: treeB },
  ],
  { baseline: "A" },
);
for (const f of ["markdown", "latex", "csv", "json"]) text(`table-tree.${f}`, api.tableText(table, f));
const tableControl = await api.buildTable([
  { name: "A", input: plainControl },
  { name: "B", input: plainControl },
]);
for (const f of ["markdown", "csv"]) text(`table-plain-control.${f}`, api.tableText(tableControl, f));

// The notebook helpers' records (notebooks 00-08).
dump("nb-aggregates", nb.aggregateRecords(scored));
dump("nb-summary", nb.summaryRecords(scored));
dump(
  "nb-definitions",
  nb.SCORED_SUBSETS.map((s) => nb.definitionRecords(nb.UNIFIED, s)),
);
dump("nb-interruption-rows", nb.eligibleRows(scored.rows, "synthetic_user_interruption"));
dump("nb-v15-rows", nb.eligibleRows(m.rows, "user_interruption"));
dump("nb-control", nb.attachedRecords(control));
dump(
  "nb-compared",
  nb.SCORED_SUBSETS.filter((s) => comparison.subsets[s]).map((s) => nb.comparedMetricRecords(comparison, s)),
);
dump(
  "nb-paired-rows",
  nb.pairedRowRecords(nb.eligiblePairs(scored.rows, api.scoreInput(treeB).rows, "synthetic_user_interruption"), [
    "A",
    "B",
  ]),
);
dump("nb-matched-aggregates", nb.aggregateRecords(m));
dump("nb-matched-summary", nb.summaryRecords(m));
dump(
  "nb-matched-definitions",
  nb.subsetsOf(m).map((s) => nb.definitionRecords(nb.MATCHED, s)),
);
console.log("library snapshot written");
