/**
 * The findings in the report: the table of every sample with a finding (a column per kind, linked
 * to its marked sample view where one is drawn; the view's marks told apart without colour), the
 * sample view's legend printed once, the check's line on the first page, and a report
 * of one run transcribed twice named as such in its title block and its comparison's title.
 */
import assert from "node:assert/strict";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import type { ReportContext } from "../../src/report/context.js";
import { chartSpecs } from "../../src/report/figures.js";
import { transcriptCheckSection } from "../../src/report/transcript-check.js";
import { reportTranscriptCheck } from "../../src/report/transcript-check-edge.js";
import { loadTree } from "../../src/input/tree/load.js";
import type { AnalyzeWavs } from "../../src/input/tree/loaded-input.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { REPO, runCli, tempDir } from "../helpers/cli.js";
import { sha } from "../helpers/tree.js";

const TREE = join(REPO, "fixtures", "tree-audio");
const CACHE = tempDir("fdb-unified-check-findings-cache-");
const analyze: AnalyzeWavs = (paths, root, opts) =>
  analyzeFiles(paths, { inputRoot: root, anyEncoding: opts?.anyEncoding, cacheDir: CACHE });

/** The table's rows as arrays of cell text (links as `[text](href)`). */
function findingsRows(html: string): string[][] {
  const t = /<table class="table" data-table="transcript-check-findings">(.*?)<\/table>/s.exec(html)![1]!;
  return [...t.matchAll(/<tr>(.*?)<\/tr>/gs)].map((r) =>
    [...r[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((c) =>
      c[1]!
        .replace(/<a href="([^"]*)">([^<]*)<\/a>/, "[$2]($1)")
        .replace(/\u00a0/g, " ")
        .replace(/\u2060/g, "")
        .replace(/&quot;/g, '"'),
    ),
  );
}

test("the findings table lists every sample with a finding, linked to its view where one is drawn", async () => {
  const tree = await loadTree(TREE, analyze, { checkOutputs: true });
  const tc = await reportTranscriptCheck(tree, analyze);
  // a sample with a finding whose row does not change: listed, but no view is drawn for it
  tc.check.lines.push({
    sample_id: "candor_turn_taking/5",
    subset: "candor_turn_taking",
    checked: true,
    unheard_words: [{ text: "uh", start: 0.5, end: null }],
    untranscribed_segments: [],
    untranscribed_leads: [],
    after_audio_end: [],
    changes: {},
  });
  const html = transcriptCheckSection({ name: "audio", tree, transcriptCheck: tc } as unknown as ReportContext)!.html;
  const rows = findingsRows(html);
  assert.deepEqual(rows[0], [
    "sample",
    "unheard words",
    "untranscribed segments",
    "untranscribed leads",
    "words after the audio's end",
    "row fields changed",
    "",
  ]);
  assert.deepEqual(rows[3], [
    "candor_turn_taking/2",
    '"Mm" 1.200–1.440 s',
    "",
    "",
    "",
    "outcome, latency_s, first_word_s",
    "[view](#tc-audio-candor_turn_taking-2)",
  ]);
  assert.deepEqual(rows[4]!.slice(0, 3), ["candor_turn_taking/3", "", "3.040–4.736 s"]);
  assert.deepEqual(rows.at(-1), ["candor_turn_taking/5", '"uh" 0.500 s', "", "", "", "none", ""]);
  assert.equal(rows.length, 8);
  // the unheard box is dashed, a flagged onset carries a triangle: they differ without colour
  const spec = JSON.stringify(chartSpecs(html)[0]);
  assert.match(spec, /"type":"rect","fillOpacity":0,"stroke":"[^"]+","strokeWidth":1\.5,"strokeDash":\[3,2\]/);
  assert.match(spec, /"filter":"datum\.flagged"\}\],"mark":\{"type":"point","shape":"triangle-down"/);
  for (const [, href] of html.matchAll(/<a href="#([^"]+)">/g))
    assert.match(html, new RegExp(`<div id="${href}"><figure class="chart" data-chart="transcript-check-sample">`));
});

test("report of one run transcribed twice: the title block says so, the comparison is named so, the first page has the check's line", () => {
  const b = join(tempDir(), "asr2");
  cpSync(TREE, b, { recursive: true });
  const p = join(b, "candor_turn_taking", "1", "output.json");
  const j = JSON.parse(readFileSync(p, "utf8"));
  j.chunks[2].text = "could";
  const text = JSON.stringify(j, null, 4);
  writeFileSync(p, text);
  const asr = JSON.parse(readFileSync(join(b, "asr.json"), "utf8"));
  asr.subsets.candor_turn_taking.transcripts["1"] = sha(text);
  writeFileSync(join(b, "asr.json"), `${JSON.stringify(asr, null, 2)}\n`);
  const out = tempDir();
  const r = runCli(["report", "--tree", `asr1=${TREE}`, "--tree", `asr2=${b}`, "--out", out, "--transcript-check"]);
  assert.equal(r.code, 0, r.stderr);
  const html = readFileSync(join(out, "index.html"), "utf8");
  assert.match(
    html,
    /<p class="subtitle" data-same-audio>Same audio, different transcripts: asr1 and asr2 are one run transcribed twice \(all 17 samples eligible in both have the same output\.wav; 1 transcripts differ and 0 rows change\)/,
  );
  assert.match(html, /<h2[^>]*>\d+\. Comparison: asr2 − asr1 \(same audio, different transcripts\)<\/h2>/);
  const summary = html.slice(html.indexOf("<h2>1. Summary</h2>"), html.indexOf("<h2>2. Comparison"));
  assert.match(
    summary,
    /Transcript against audio \(asr1\): 6 of 16 samples with findings, 6 rows change, 16 of 25 metrics the transcript can change flip/,
  );
  assert.match(summary, /Transcript against audio \(asr2\): /);
  // the sample view's legend once in the report, with the check's marks; elsewhere a pointer to it
  assert.equal(html.match(/Lanes from the top/g)?.length, 1);
  assert.match(html, /Lanes from the top[^<]*A tick with a triangle[^<]*a dashed box labelled &quot;unheard&quot;/);
  assert.match(html, /Marks as in the sample-view legend under &quot;asr1: Pause timelines&quot;/);
  const plain = tempDir();
  const two = runCli([
    "report",
    "--tree",
    `a=${TREE}`,
    "--tree",
    `b=${join(REPO, "fixtures", "tree")}`,
    "--out",
    plain,
  ]);
  assert.equal(two.code, 2); // different datasets: nothing to say about audio
});
