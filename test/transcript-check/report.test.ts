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
import { transcriptCheckSection } from "../../src/report/transcript-check.js";
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

test("must show: the section gives the untranscribed leads and the metrics that move at L = 0.2, 0.3 and 0.5 s", async () => {
  const tree = await loadTree(TREE, analyze, { checkOutputs: true });
  const tc = await reportTranscriptCheck(tree, analyze);
  assert.deepEqual(
    tc.byLead.map((x) => [x.lead_s, x.json.lead_s]),
    [
      [0.2, 0.2],
      [0.3, 0.3],
      [0.5, 0.5],
    ],
  );
  assert.equal(tc.byLead[1]!.json, tc.check.json);
  // a lead planted in the 0.2 s check: its count and seconds, and the metric it moves, in that row
  const at02 = structuredClone(tc.byLead[0]!.json);
  at02.subsets.candor_pause_handling!.counts.untranscribed_leads = 2;
  at02.subsets.candor_pause_handling!.counts.untranscribed_lead_s = 0.75;
  const m = at02.subsets.candor_pause_handling!.metrics.any_speech_rate!;
  (m.audio_checked as { value: number }).value = 1;
  const html = transcriptCheckSection({
    tree,
    transcriptCheck: { ...tc, byLead: [{ lead_s: 0.2, json: at02 }, ...tc.byLead.slice(1)] },
  } as unknown as ReportContext)!.html;
  const leads = html.slice(html.indexOf('data-table="transcript-check-leads"'));
  const rows = [...leads.slice(0, leads.indexOf("</table>")).matchAll(/<tr>(.*?)<\/tr>/g)].map((r) =>
    [...r[1]!.matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((c) => c[1]!.replace(/<wbr>/g, "")),
  );
  assert.deepEqual(rows[0], ["L", "leads", "lead seconds", "metrics that move"]);
  assert.deepEqual(
    rows.slice(1).map((r) => r.slice(0, 3)),
    [
      ["0.2 s", "2", "0.750"],
      ["0.3 s", "0", "0.000"],
      ["0.5 s", "0", "0.000"],
    ],
  );
  assert.match(rows[1]![3]!, /candor_pause_handling any_speech_rate/);
  assert.doesNotMatch(rows[2]![3]!, /candor_pause_handling/);
  assert.match(rows[2]![3]!, /candor_turn_taking early_start_rate/);
});
