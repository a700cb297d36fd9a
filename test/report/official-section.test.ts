/**
 * The report's "Official rules" section: static HTML (tables and notes, no script) with the
 * official numbers, summary.json's column only when matched, the pitfall counters and their
 * explanations, text escaped.
 */
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { test } from "node:test";
import { officialSection, officialSectionFor } from "../../src/report/official.js";
import type { OfficialReport } from "../../src/official/result.js";
import { computeRows } from "../../src/unified/family.js";
import { loadTree } from "../../src/input/tree/load.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { FIXTURE_TREE, tempDir } from "../helpers/cli.js";

const cross = { both: 2, official_only: 1, unified_only: 2, neither: 1 };
function report(matched: boolean): OfficialReport {
  return {
    json: {
      subsets: {
        synthetic_pause_handling: {
          tor: 0.5,
          samples: 6,
          pitfalls: { official_takeover: 3, onset_after_first_pause: 4, cross },
        },
        candor_pause_handling: {
          tor: 0.6666666666666666,
          samples: 3,
          pitfalls: {
            official_takeover: 2,
            onset_after_first_pause: 3,
            cross: { both: 2, official_only: 0, unified_only: 1, neither: 0 },
          },
        },
        candor_turn_taking: {
          tor: 0.5,
          latency_s: 0.3333333333333333,
          samples: 6,
          pitfalls: { clamped_latencies: 1, non_responders_dropped: 3 },
        },
        synthetic_user_interruption: {
          tor: 0.8333333333333334,
          latency_s: 0.41600000000000004,
          rating: matched ? 3 : null,
          samples: 6,
          pitfalls: { not_exercised_in_tor: 1, clamped_latencies: 0 },
        },
      },
    },
    reference: matched
      ? { status: "matched", note: null }
      : { status: "absent", note: "no summary.json: reference column left out" },
    comparison: matched
      ? [
          {
            subset: "candor_turn_taking",
            label: "latency (s)",
            key: "Average latency",
            official: 0.3333333333333333,
            reference: 0.5,
            difference: 0.1666666666666667,
            flagged: true,
          },
        ]
      : null,
    ratingJudge: matched ? "<official>" : null,
    notes: ["a & b"],
  };
}

test("static HTML: tables and notes with the expected classes, no script", () => {
  const s = officialSection(report(true));
  assert.equal(s.title, "Official rules");
  assert.doesNotMatch(s.html, /<script|<style|on[a-z]+=/i);
  assert.match(s.html, /<table class="table">/);
  assert.match(s.html, /<td class="num">0\.833<\/td>/);
  assert.match(s.html, /<p class="note">/);
});

test("matched: the summary.json column with its flag and the rating's judge, escaped", () => {
  const s = officialSection(report(true));
  assert.match(s.html, /<th>summary\.json<\/th>/);
  assert.match(s.html, /<td class="num">0\.500<\/td><td>DIFFERS by 1\.7e-1<\/td>/);
  assert.match(s.html, /3\.000 \(judge: &lt;official&gt;\)/);
  assert.match(s.html, /a &amp; b/);
});

test("not matched: no summary.json column, and the line saying why", () => {
  const s = officialSection(report(false));
  assert.doesNotMatch(s.html, /<th>summary\.json<\/th>/);
  assert.match(s.html, /no summary\.json: reference column left out/);
});

test("the four pitfalls with their counts", () => {
  const html = officialSection(report(true)).html;
  for (const title of [
    "Negative latency clamp",
    "Pause take-over ignores pause.json",
    "Non-responders leave the latency mean",
    "Interruption scored whether or not the model was speaking",
  ]) {
    assert.ok(html.includes(title), title);
  }
  assert.match(html, /1 latency clamped to 0/);
  assert.match(
    html,
    /official take-over 3, word onset at or after the first pause 4 \(of 6\); both 2, official only 1, unified only 2, neither 1/,
  );
  assert.match(html, /3 of 6 samples dropped from the latency mean/);
  assert.match(html, /1 not_exercised sample counted as a take-over/);
});

test("the section for the fixture tree carries its hand-counted pitfalls and summary.json's rating", async () => {
  const cacheDir = tempDir();
  const tree = await loadTree(FIXTURE_TREE, (paths) => analyzeFiles(paths, { cacheDir }));
  rmSync(cacheDir, { recursive: true, force: true });
  const html = officialSectionFor(tree, computeRows(tree)).html;
  // fixtures/README.md: one clamped turn-taking latency (sample 1), three non-responders (3, 5, 6),
  // one not_exercised take-over (interruption 1), rating 3.0 by the official judge.
  assert.match(html, /1 latency clamped to 0/);
  assert.match(html, /3 of 6 samples dropped/);
  assert.match(html, /1 not_exercised sample counted as a take-over/);
  assert.match(html, /3\.000 \(judge: official\)/);
  assert.doesNotMatch(html, /DIFFERS/);
});
