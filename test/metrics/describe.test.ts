import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { familyMarkdown } from "../../src/metrics/describe.js";
import { FAMILIES } from "../../src/score/families.js";

test("docs/metrics.md is every registry's current table (run `npm run docs:metrics` after a change)", () => {
  const doc = readFileSync(new URL("../../../docs/metrics.md", import.meta.url), "utf8");
  assert.equal(doc, FAMILIES.map(familyMarkdown).join(""));
  for (const m of FAMILIES.flatMap((f) => f.registry)) assert.ok(doc.includes(`\`${m.name}\``), m.name);
});
