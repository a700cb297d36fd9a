/**
 * The renderer: vega in Node through the CommonJS import() helper, SVG ids renamed so the output
 * depends only on the chart (vega's own clip ids count up for the whole process), no data ever
 * fetched, and vega warnings treated as errors.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { renderSvg } from "../../src/charts/render.js";
import type { ChartSpec } from "../../src/charts/spec.js";
import { normalizeSvgIds } from "../../src/charts/svg-ids.js";

const clipped: ChartSpec = {
  data: {
    values: [
      { x: 1, y: 2 },
      { x: 3, y: 1 },
    ],
  },
  mark: { type: "bar", clip: true },
  encoding: { x: { field: "x", type: "quantitative" }, y: { field: "y", type: "quantitative" } },
};

test("normalizeSvgIds renames ids in order of appearance and rewrites url(#) and href=#", () => {
  const svg =
    '<svg><defs><clipPath id="clip7"><rect/></clipPath><linearGradient id="gradient_3"/></defs><g clip-path="url(#clip7)" fill="url(#gradient_3)"><use href="#clip7"/></g><a id="clip70"/></svg>';
  assert.equal(
    normalizeSvgIds(svg, "c1-"),
    '<svg><defs><clipPath id="c1-1"><rect/></clipPath><linearGradient id="c1-2"/></defs><g clip-path="url(#c1-1)" fill="url(#c1-2)"><use href="#c1-1"/></g><a id="c1-3"/></svg>',
  );
  assert.equal(normalizeSvgIds("<svg/>", "x"), "<svg/>");
});

test("the same spec renders to the same SVG bytes, also after other charts", async () => {
  const first = await renderSvg(clipped, { idPrefix: "k-" });
  await renderSvg(clipped);
  await renderSvg(clipped);
  const again = await renderSvg(clipped, { idPrefix: "k-" });
  assert.ok(first.startsWith("<svg"));
  assert.match(first, /id="k-1"/);
  assert.doesNotMatch(first, /id="clip\d+"/);
  assert.equal(first, again);
  const byDefault = await renderSvg(clipped);
  assert.equal(byDefault, await renderSvg(clipped), "the default prefix depends only on the spec");
});

test("a spec that asks for remote data is refused, never fetched", async () => {
  const remote = {
    data: { url: "https://example.invalid/data.json" },
    mark: "point",
    encoding: { x: { field: "x", type: "quantitative" } },
  } as ChartSpec;
  await assert.rejects(renderSvg(remote), /charts never fetch data/);
});
