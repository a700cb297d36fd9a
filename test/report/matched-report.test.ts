/**
 * The report of a v1.5 folder through the one page pipeline: a section per subset with its counts
 * (one row per outcome), its metrics, the exchangeability warning, the single run against the
 * control with the survival curves of both runs, the net rates over identical inputs, and the
 * samples whose outcome the yield margin decides.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { survival, survivalAt } from "../../src/charts/survival.js";
import { blocksOf } from "../../src/metrics/blocks.js";
import { reportSkeleton } from "../../src/report/assemble.js";
import { reportContext } from "../../src/report/build.js";
import { chartSpecs } from "../../src/report/figures.js";
import { DEFAULT_SWEEP_GRID } from "../../src/score/grid.js";
import { scoreLoaded } from "../../src/score/families.js";
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

const page = () => reportSkeleton(reportContext(folder, { name: "sys", title: "t", grid: DEFAULT_SWEEP_GRID }));

test("the v1.5 report: a section per subset, outcome counts, the margin table, the warning", () => {
  const html = page();
  assert.match(html, /<h2>2\. user_interruption<\/h2>/);
  assert.match(html, /<h2>3\. user_backchannel<\/h2>/);
  // the counts of user_interruption in one line: 3 eligible, 2 yielded, 1 ended anyway
  const counts = html.match(/data-counts="user_interruption">[^<]*/)![0];
  for (const [label, n] of [
    ["eligible", 3],
    ["yielded", 2],
    ["ended anyway", 1],
    ["continued", 0],
  ] as const)
    assert.ok(counts.includes(label === "eligible" ? `${n} ${label}` : `${label} ${n}`), label);
  // the horizon (docs/matched-runs.md, Horizons): never "a lower bound" for v1.5, and only under a
  // subset with response rates (user_backchannel has none)
  assert.doesNotMatch(html, /(?<!not )a lower bound|are lower bounds/);
  const backchannel = html.slice(html.indexOf("<h2>3. user_backchannel</h2>"));
  assert.doesNotMatch(backchannel.slice(0, backchannel.indexOf("</section>")), /shortest time from e/);
  // sample 2 yields at 0.25 and 0.5 s and continues at 1 s; the others keep their outcome
  const margins = html.match(/data-table="setting-study"[\s\S]*?<\/table>/)![0];
  assert.match(margins, /user_interruption\/2/);
  assert.doesNotMatch(margins, /user_interruption\/1/);
  assert.match(margins, /yielded<\/td><td class="nowrap">yielded<\/td><td class="nowrap">continued/);
  assert.match(html, /class="warning">user_backchannel: the two runs are assumed exchangeable/);
  assert.match(html, /closer to 0/);
});

test("survival: the share still talking after s, of each run", () => {
  const scored = scoreLoaded(folder);
  const block = blocksOf(scored, "user_interruption")[0]!;
  const c = survival(
    block,
    block.metrics.filter((m) => m.group === "stop"),
  );
  assert.equal(c.n, 3);
  const [output, control] = c.curves;
  assert.deepEqual(
    c.curves.map((x) => x.metric),
    ["stop_latency_s", "clean_stop_latency_s"],
  );
  // output stops 0.3, 1.0, 0.2 s after s (rounded to the VAD's 32 ms windows); control 3.0, 1.7, 0.3
  assert.equal(survivalAt(output!.times_us, c.n, 0), 1);
  assert.equal(survivalAt(output!.times_us, c.n, 1.5), 0);
  assert.equal(survivalAt(control!.times_us, c.n, 1.5), 2 / 3);
  const html = page();
  const specs = chartSpecs(html);
  assert.equal(specs.length, 1, "one survival chart: the backchannel has no exercised sample");
  assert.match(html, /no data: user_backchannel: no sample in the population/);
});
