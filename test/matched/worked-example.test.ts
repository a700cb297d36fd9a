/**
 * The worked example of docs/matched-runs.md: its samples are read from the page's JSON block,
 * scored again, and every line of its result table must be on the page as written.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { aggregateMatchedSubset } from "../../src/matched/aggregate.js";
import type { AnyResult as MetricResult } from "../../src/metrics/kinds.js";
import { matchedRow, type MatchedRow } from "../../src/matched/row.js";
import { REPO } from "../helpers/cli.js";

const doc = readFileSync(join(REPO, "docs", "matched-runs.md"), "utf8");

interface ExampleSample {
  id: string;
  s: number;
  e: number;
  T: number;
  T_clean: number;
  output: [number, number][];
  clean_output: [number, number][];
}

function exampleSamples(): ExampleSample[] {
  const at = doc.indexOf("## Worked example");
  assert.ok(at >= 0, "the page has a worked example");
  const block = /```json\n([\s\S]*?)\n```/.exec(doc.slice(at));
  assert.ok(block, "the worked example gives its samples as a JSON block");
  return JSON.parse(block[1]!) as ExampleSample[];
}

const num = (x: number | null | undefined) => (x === null || x === undefined ? "null" : String(Number(x.toFixed(4))));
const pair = (p: readonly (number | null)[] | null) => (p === null ? "null" : `[${p.map(num).join(", ")}]`);

/** One line of the result table, as the page writes it. */
export function tableLine(name: string, r: MetricResult): string {
  const x = r as unknown as Record<string, never>;
  if ("sign_test_p" in r) {
    return `| \`${name}\` | ${r.n} | ${r.u} | a ${r.a}, b ${r.b} | ${num(r.value)} | ${pair(r.interval)} | ${pair(r.selected_bounds)} | ${num(r.sign_test_p)} |`;
  }
  if ("count" in r) {
    return `| \`${name}\` | ${r.n} | ${r.u} | ${r.count} | ${num(r.value)} | ${pair(r.interval)} | ${pair(r.selected_bounds)} | |`;
  }
  if ("numerator" in r) {
    return `| \`${name}\` | ${r.n} | ${r.u} | ${num(r.numerator)} / ${num(r.denominator)} | ${num(r.value)} | ${pair(r.interval)} | | |`;
  }
  return `| \`${name}\` | ${x.n} | ${x.u} | p90 ${num(x.p90)} | ${num(x.median)} | ${pair(x.median_interval)} | | |`;
}

export function exampleRows(): MatchedRow[] {
  return exampleSamples().map((x) => {
    const r = matchedRow({
      sample_id: x.id,
      subset: "user_interruption",
      s: x.s,
      e: x.e,
      T: x.T,
      T_clean: x.T_clean,
      segments: x.output.map(([start, end]) => ({ start, end })),
      clean_segments: x.clean_output.map(([start, end]) => ({ start, end })),
      inputs: true,
      outputs: true,
    });
    assert.ok(r.eligible, x.id);
    return r;
  });
}

test("every row field of the worked example is on the page as written", () => {
  for (const r of exampleRows()) {
    const line = `| ${r.sample_id} | ${r.outcome} | ${num(r.stop_s)} | ${num(r.clean_stop_s)} | ${num(r.after_s)} | ${num(r.clean_after_s)} | ${num(r.suppressed_s)} |`;
    assert.ok(doc.includes(line), `missing: ${line}`);
  }
});

test("every metric of the worked example is on the page as written", () => {
  const result = aggregateMatchedSubset("user_interruption", 5, exampleRows(), 0.5);
  for (const [name, r] of Object.entries(result.metrics)) {
    const line = tableLine(name, r as MetricResult);
    assert.ok(doc.includes(line), `missing: ${line}`);
  }
});
