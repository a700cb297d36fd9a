import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { matchedMetricsMarkdown } from "../../src/matched/describe.js";
import { MATCHED_METRICS } from "../../src/matched/registry.js";
import { metricsMarkdown } from "../../src/metrics/describe.js";
import { METRICS } from "../../src/metrics/registry.js";

test("docs/metrics.md is the registry's current table (run `npm run docs:metrics` after a change)", () => {
  const doc = readFileSync(new URL("../../../docs/metrics.md", import.meta.url), "utf8");
  assert.equal(doc, metricsMarkdown() + matchedMetricsMarkdown());
  for (const m of [...METRICS, ...MATCHED_METRICS]) assert.ok(doc.includes(`\`${m.name}\``), m.name);
});
