import assert from "node:assert/strict";
import { test } from "node:test";
import { stopSurvival, survivalAt } from "../../src/charts/stop-survival.js";
import type { MatchedRow } from "../../src/matched/row.js";
import { scoreMatched } from "../../src/matched/score.js";
import { chartSpecs } from "../../src/report/figures.js";
import {
  type MatchedReportContext,
  matchedReportContext,
  matchedReportSkeleton,
} from "../../src/report/matched-report.js";
import { loadedFolder, loadedSample } from "../matched/build.js";

// s = 2, e = 3 on an 8 s clock: a yield (the control talks on to 5 s), a stop 0.7 s earlier than
// the control (yielded at δ 0.25 and 0.5, continued at δ 1), an answer that ended anyway, and a
// backchannel that makes a silent model speak.
const folder = loadedFolder([
  loadedSample("user_interruption/1", { s: 2, e: 3, o: [[0, 2.3]], c: [[0, 5]] }),
  loadedSample("user_interruption/2", { s: 2, e: 3, o: [[0, 3]], c: [[0, 3.7]] }),
  loadedSample("user_interruption/3", { s: 2, e: 3, o: [[0, 2.2]], c: [[0, 2.3]] }),
  loadedSample("user_backchannel/1", { s: 2, e: 2.5, o: [[2.6, 3.5]], c: [], inputs_identical: false }),
]);

function context(): MatchedReportContext {
  return matchedReportContext([{ name: "sys", input: folder }], { title: "t" });
}

test("the v1.5 report: a section per subset, outcome counts, the margin table, the warning", () => {
  const html = matchedReportSkeleton(context());
  assert.match(html, /<h2>2\. user_interruption<\/h2>/);
  assert.match(html, /<h2>3\. user_backchannel<\/h2>/);
  // the outcome counts of user_interruption: 3 eligible, 2 yielded, 1 ended anyway
  const outcomes = html.match(/data-table="matched-outcomes"[\s\S]*?<\/table>/)![0];
  const cells = [...outcomes.matchAll(/<td class="num nowrap">(\d+)<\/td>/g)].map((m) => Number(m[1]));
  assert.deepEqual(cells, [3, 3, 3, 0, 0, 0, 2, 0, 1, 0]);
  // sample 2 yields at 0.25 and 0.5 s and continues at 1 s; the others keep their outcome
  const margins = html.match(/data-table="matched-margins"[\s\S]*?<\/table>/)![0];
  assert.match(margins, /user_interruption\/2/);
  assert.doesNotMatch(margins, /user_interruption\/1/);
  assert.match(margins, /yielded<\/td><td class="nowrap">yielded<\/td><td class="nowrap">continued/);
  assert.match(html, /class="warning">sys user_backchannel: the two runs are assumed exchangeable/);
  assert.match(html, /closer to 0/);
});

test("stop survival: the share still talking after s, of each run", () => {
  const scored = scoreMatched(folder);
  const rows = scored.rows.filter((r): r is MatchedRow => r.eligible);
  const c = stopSurvival(rows, "user_interruption");
  assert.equal(c.n, 3);
  // output stops 0.3, 1.0, 0.2 s after s (rounded to the VAD's 32 ms windows); control 3.0, 1.7, 0.3
  assert.equal(survivalAt(c.output_us, c.n, 0), 1);
  assert.equal(survivalAt(c.output_us, c.n, 1.5), 0);
  assert.equal(survivalAt(c.control_us, c.n, 1.5), 2 / 3);
  const html = matchedReportSkeleton(context());
  const specs = chartSpecs(html);
  assert.equal(specs.length, 1, "one survival chart: the backchannel has no exercised sample");
  assert.match(html, /no data: user_backchannel: no exercised sample/);
});
