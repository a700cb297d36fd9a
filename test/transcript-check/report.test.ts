/**
 * `report --transcript-check`: the section "Transcript against audio" with one table per scored
 * subset and a marked sample view per changed sample; without the flag the section leaves
 * itself out, so the report is the same.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { chartSpecs } from "../../src/report/figures.js";
import type { ReportContext } from "../../src/report/context.js";
import { transcriptCheckSection } from "../../src/report/sections/transcript-check.js";
import { reportTranscriptCheck } from "../../src/report/transcript-check-edge.js";
import { loadTree } from "../../src/input/tree/load.js";
import type { AnalyzeWavs } from "../../src/input/tree/loaded-input.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { REPO, runCli, tempDir } from "../helpers/cli.js";

const TREE = join(REPO, "fixtures", "tree-audio");
const CACHE = tempDir("fdb-unified-check-report-cache-");
const analyze: AnalyzeWavs = (paths, root, opts) =>
  analyzeFiles(paths, { inputRoot: root, anyEncoding: opts?.anyEncoding, cacheDir: CACHE });

test("the section has a table per scored subset and a marked view per changed sample; without a check it is left out", async () => {
  const tree = await loadTree(TREE, analyze, { checkOutputs: true });
  const transcriptCheck = await reportTranscriptCheck(tree, analyze);
  const section = transcriptCheckSection({ tree, transcriptCheck } as unknown as ReportContext)!;
  assert.equal(section.title, "Transcript against audio");
  assert.equal(section.html.match(/data-table="transcript-check"/g)?.length, 4);
  const views = chartSpecs(section.html).map((s) => (s as { title: { text: string; subtitle: string[] } }).title);
  assert.deepEqual(
    views.map((t) => t.text),
    [
      "synthetic_pause_handling/3",
      "synthetic_pause_handling/4",
      "candor_turn_taking/2",
      "candor_turn_taking/3",
      "synthetic_user_interruption/2",
      "synthetic_user_interruption/4",
    ],
  );
  assert.ok(views.every((t) => t.subtitle.some((l) => l.startsWith("transcript check: "))));
  assert.match(section.html, /Decided by the VAD alone, so identical in both columns: exercised_rate/);
  assert.equal(transcriptCheckSection({ tree } as unknown as ReportContext), null);
});

test("report --transcript-check adds the section; the report without it has none", () => {
  const out = tempDir();
  const r = runCli(["report", "--tree", `audio=${TREE}`, "--out", out, "--transcript-check"]);
  assert.equal(r.code, 0, r.stderr);
  const html = readFileSync(join(out, "index.html"), "utf8");
  assert.match(html, /<h2[^>]*>\d+\. Transcript against audio<\/h2>/);
  assert.equal(html.match(/data-chart="transcript-check-sample"/g)?.length, 6);
  const plain = tempDir();
  assert.equal(runCli(["report", "--tree", `audio=${TREE}`, "--out", plain]).code, 0);
  assert.doesNotMatch(
    readFileSync(join(plain, "index.html"), "utf8"),
    /Transcript against audio|transcript-check-sample/,
  );
});
