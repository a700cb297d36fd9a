/**
 * The sample view on the fixture tree and the plain fixture folder (real Silero VAD, private
 * cache): the spec has its lanes, both thresholds and every word text; the segments it draws
 * from the probabilities at each threshold equal `fdb-unified vad --json` at that threshold; a
 * reference tree (no input.wav) draws without the input waveform; unknown, ineligible and
 * backchannel ids are refused naming the id and the reason.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { renderSvg } from "../../src/charts/render.js";
import { sampleViewData } from "../../src/charts/sample-view.js";
import { loadDataset } from "../../src/input/plain/load.js";
import { InputError } from "../../src/errors.js";
import { sampleRow } from "../../src/unified/rows-from-tree.js";
import { loadTree } from "../../src/input/tree/load.js";
import type { AnalyzeWavs } from "../../src/input/tree/loaded-input.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { DEFAULT_VAD_SETTINGS } from "../../src/vad/settings.js";
import { buildSampleView } from "../../src/view/build.js";
import { viewableSample } from "../../src/view/find.js";
import { samplesMedia } from "../../src/view/media.js";
import { FIXTURE_TREE, REPO, runCli } from "../helpers/cli.js";

const cache = mkdtempSync(join(tmpdir(), "fdb-unified-view-cache-"));
const analyze: AnalyzeWavs = (paths, root, extra) =>
  analyzeFiles(paths, { cacheDir: cache, inputRoot: root, anyEncoding: extra?.anyEncoding });
const PLAIN = join(REPO, "fixtures", "plain");
const treeP = loadTree(FIXTURE_TREE, analyze);
const plainP = loadDataset(PLAIN, analyze);

type Panel = { layer: Layer[] };
type Layer = {
  data?: { values: Record<string, unknown>[] };
  layer?: Layer[];
  encoding?: Record<string, { axis?: { title?: string } }>;
};
type ViewSpec = { title: { text: string; subtitle: string[] }; vconcat: Panel[] };

/** Every data value anywhere in the spec. */
function values(spec: unknown): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === "object") {
      const o = x as Record<string, unknown>;
      if (o["data"] && typeof o["data"] === "object" && Array.isArray((o["data"] as { values?: unknown }).values))
        out.push(...(o["data"] as { values: Record<string, unknown>[] }).values);
      for (const v of Object.values(o)) walk(v);
    }
  };
  walk(spec);
  return out;
}

/** The y-axis titles of the panels, top to bottom. */
const laneTitles = (spec: ViewSpec) =>
  spec.vconcat.map((p) => {
    for (const l of p.layer) {
      const t = l.encoding?.["y"]?.axis?.title;
      if (t) return t;
    }
    return null;
  });

test("interruption view on the fixture tree: four lanes, both thresholds, every word text, the row in the subtitle", async () => {
  const tree = await treeP;
  for (const id of ["synthetic_user_interruption/1", "synthetic_user_interruption/3"]) {
    const v = await buildSampleView(tree, id, DEFAULT_VAD_SETTINGS, analyze);
    const spec = v.spec as unknown as ViewSpec;
    assert.deepEqual(laneTitles(spec), ["user · [S, R]", "model output", "P(speech)", "words"]);
    const vals = values(spec);
    const thresholds = vals.filter((x) => "ly" in x).map((x) => x["y"]);
    assert.deepEqual(thresholds, [0.5, 0.35]);
    const texts = vals.filter((x) => "label_row" in x).map((x) => x["text"]);
    assert.deepEqual(
      texts,
      v.sample.raw.chunks.map((c) => c.text),
    );
    assert.ok(texts.length > 0);
    assert.equal(v.data.input, null, "a reference tree has no input.wav");
    assert.ok(v.data.output !== null && v.data.output.length <= 400, "an envelope, never every sample");
    const row = v.row as { outcome: string };
    assert.match(spec.title.subtitle[0]!, new RegExp(`^outcome ${row.outcome}`));
    assert.ok(spec.title.subtitle.some((l) => /onset threshold 0.5 · offset threshold 0.35/.test(l)));
    // what is not drawn is said in the subtitle, never as text over the lanes (the R rule runs through them)
    assert.equal(
      spec.title.subtitle.at(-1),
      "no input.wav in a reference tree: the user lane shows the annotations only",
    );
    assert.doesNotMatch(JSON.stringify(spec.vconcat), /annotations only/);
    const svg = await renderSvg(v.spec);
    assert.match(svg, /P\(speech\)/);
  }
});

test("segments drawn from the probabilities at each threshold equal `vad --json` at that threshold", async () => {
  const tree = await treeP;
  const id = "synthetic_user_interruption/3";
  const sample = viewableSample(tree, id);
  const media = (await samplesMedia(tree, [sample], analyze)).get(sample.sampleId)!;
  const wav = join(FIXTURE_TREE, "synthetic_user_interruption", "3", "output.wav");
  for (const threshold of [0.1, 0.3, 0.5, 0.7, 0.9]) {
    const vad = { ...DEFAULT_VAD_SETTINGS, threshold };
    const d = sampleViewData(sample, sampleRow(sample, vad)!, media, vad);
    const r = runCli(["vad", wav, "--json", "--threshold", String(threshold)], { FDB_UNIFIED_CACHE: cache });
    assert.equal(r.code, 0, r.stderr);
    const expected = (JSON.parse(r.stdout) as { segments: [number, number][] }).segments.map(([a, b]) => [
      a / 16000,
      b / 16000,
    ]);
    assert.deepEqual(d.segments, expected, `threshold ${threshold}`);
    assert.equal(d.offsetThreshold, Math.round(Math.max(threshold - 0.15, 0.01) * 1e4) / 1e4);
  }
});

test("plain folder: pause and turn-taking views get the input waveform, output envelope and probabilities", async () => {
  const tree = await plainP;
  for (const [id, lane] of [
    ["synthetic_pause_handling/1", "user · pauses"],
    ["candor_turn_taking/1", "user · E"],
    ["synthetic_user_interruption/1", "user · [S, R]"],
  ] as const) {
    const v = await buildSampleView(tree, id, DEFAULT_VAD_SETTINGS, analyze);
    const spec = v.spec as unknown as ViewSpec;
    assert.deepEqual(laneTitles(spec), [lane, "model output", "P(speech)", "words"], id);
    assert.ok(v.data.input !== null && v.data.input.length > 0, `${id}: input.wav lane`);
    assert.ok(v.data.probs !== null && v.data.probs.length === Math.ceil(v.media.nSamples / 512));
    const texts = values(spec)
      .filter((x) => "label_row" in x)
      .map((x) => x["text"]);
    assert.deepEqual(
      texts,
      v.sample.raw.chunks.map((c) => c.text),
      id,
    );
  }
});

test("reference tree pause and turn-taking samples (no output.wav): the view keeps the user lane and the words", async () => {
  const tree = await treeP;
  const id = tree.subsets.find((s) => s.subset === "candor_turn_taking")!.samples.find((x) => x.eligible)!.sampleId;
  const v = await buildSampleView(tree, id, DEFAULT_VAD_SETTINGS, analyze);
  const spec = v.spec as unknown as ViewSpec;
  assert.deepEqual(laneTitles(spec), ["user · E", "words"]);
  assert.match(spec.title.subtitle.at(-1)!, /no output.wav/);
  await renderSvg(v.spec);
});

test("unknown, ineligible and backchannel ids are refused with the id and the reason", async () => {
  const tree = await plainP;
  const refuse = (id: string, why: RegExp) =>
    assert.throws(
      () => viewableSample(tree, id),
      (e: unknown) => e instanceof InputError && e.message.startsWith(`${id}: `) && why.test(e.message),
    );
  refuse("candor_turn_taking/99", /no such sample/);
  refuse("synthetic_pause_handling/10", /ineligible.*output.wav missing/);
  refuse("icc_backchannel/0", /backchannel/);
});
