/**
 * A report of several systems details each of them: after the summary and the comparison, one
 * part per system (subset sections, curves, timelines with sample views, sweep, sensitivity,
 * official rules), every heading of a part starting with the system's name, each part drawing
 * its own system's samples (the views counted by system and matched with the timeline choice of
 * that system's own rows, the first of each timeline section), the appendix a column per system,
 * and the audio cap applied per part.
 * `--subsets` keeps only the chosen subsets' sections (and the sweep only with interruption).
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { before, test } from "node:test";
import type { SampleRow } from "../../src/unified/rows.js";
import { timelineRows } from "../../src/report/timelines.js";
import { FIXTURE_TREE, runCli, tempDir } from "../helpers/cli.js";

const TREE_B = join(FIXTURE_TREE, "..", "tree-b");
const TWO = ["--tree", `A=${FIXTURE_TREE}`, "--tree", `B=${TREE_B}`];
let html = "";

before(() => {
  const out = join(tempDir(), "r");
  const r = runCli(["report", ...TWO, "--out", out, "--audio"]);
  assert.equal(r.code, 0, r.stderr);
  html = readFileSync(join(out, "index.html"), "utf8");
});

interface Section {
  title: string;
  html: string;
}

function sections(page: string): Section[] {
  return page
    .split(/<section id="s\d+">/)
    .slice(1)
    .map((s) => ({ title: /<h2>\d+\. ([^<]*)<\/h2>/.exec(s)![1]!, html: s }));
}

/** The sample ids of the sample views in these sections, in page order (the view's first sample id). */
function sampleViews(list: readonly Section[]): string[] {
  return list.flatMap((s) =>
    [...s.html.matchAll(/<figure class="chart" data-chart="[a-z-]+-timeline">(.*?)<\/figure>/gs)]
      .filter((m) => m[1]!.includes("user · ")) // the view's user lane: a sample view, not the plain timeline
      .map((m) => /> ?((?:synthetic|candor)_[a-z_]+\/\d+) ?</.exec(m[1]!)![1]!),
  );
}

/** The rows `score` writes for a tree (unified-samples.jsonl). */
function scoredRows(tree: string): SampleRow[] {
  const out = tempDir();
  assert.equal(runCli(["score", "--tree", tree, "--out", out, "--quiet"]).code, 0);
  return readFileSync(join(out, "unified-samples.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as SampleRow);
}

test("each system has its own part after the summary and the comparison, every heading naming it", () => {
  const list = sections(html);
  assert.deepEqual(
    list.slice(0, 2).map((s) => s.title),
    ["Summary", "Comparison: B − A"],
  );
  assert.deepEqual(
    list.slice(-2).map((s) => s.title),
    ["Reading them together", "Appendix: inputs and settings"],
  );
  const parts = list.slice(2, -2);
  const a = parts.filter((s) => s.title.startsWith("A: "));
  const b = parts.filter((s) => s.title.startsWith("B: "));
  assert.equal(a.length + b.length, parts.length, "every part section names its system");
  assert.ok(parts.indexOf(b[0]!) === a.length, "A's part, then B's");
  // The same sections, in the same order, for both.
  assert.deepEqual(
    b.map((s) => s.title.slice(3)),
    a.map((s) => s.title.slice(3)),
  );
  for (const t of [
    "synthetic_user_interruption (user_interruption)",
    "Response curves F(t)",
    "Pause timelines",
    "Turn-taking timelines",
    "Interruption timelines",
    "VAD sensitivity sweep",
    "Official rules",
  ]) {
    assert.ok(
      a.some((s) => s.title === `A: ${t}`),
      `A: ${t}`,
    );
  }
  for (const [name, list] of [
    ["A", a],
    ["B", b],
  ] as const) {
    for (const s of list)
      for (const h of s.html.matchAll(/<h([34])>([^<]*)<\/h\1>/g))
        assert.ok(h[2]!.startsWith(`${name}: `), `${s.title}: heading ${h[2]}`);
  }
  // The table of contents: the shared sections one per line; the parts' sections, alike, named once,
  // then each part's range linked to its first section.
  const nav = html.slice(html.indexOf("<nav>"), html.indexOf("</nav>"));
  const firstOfPart = (name: string) => list.findIndex((s) => s.title.startsWith(`${name}: `)) + 1;
  assert.deepEqual(
    [...nav.matchAll(/<a href="#s(\d+)">/g)].map((m) => Number(m[1])),
    list.flatMap((s, k) => (s.title.match(/^[AB]: /) ? (k + 1 === firstOfPart(s.title[0]!) ? [k + 1] : []) : [k + 1])),
  );
  assert.match(
    nav,
    /<li class="part">Each system: synthetic_pause_handling · candor_pause_handling · /,
    "the tasks left out",
  );
  assert.match(
    nav,
    new RegExp(
      `<a href="#s${firstOfPart("A")}">A: ${firstOfPart("A")}–${firstOfPart("B") - 1}</a> · <a href="#s${firstOfPart("B")}">B: `,
    ),
  );
  // The appendix: one table, a column per system with its hashes and its reference column.
  const appendix = list[list.length - 1]!.html;
  assert.match(appendix, /<thead><tr><th><\/th><th>A<\/th><th>B<\/th><\/tr><\/thead>/);
  assert.equal(appendix.match(/manifest\.json sha256/g)?.length, 1);
  assert.equal(appendix.match(/reference column/g)?.length, 1);
});

test("each part draws a sample view of its own system's samples (counted by system)", () => {
  const list = sections(html);
  const byName = (n: string) => list.filter((s) => s.title.startsWith(`${n}: `));
  for (const [name, tree] of [
    ["A", FIXTURE_TREE],
    ["B", TREE_B],
  ] as const) {
    const views = sampleViews(byName(name));
    // a part of a report of several systems draws the first sample of each timeline section
    const expected = timelineRows(scoredRows(tree), true).map((r) => r.sample_id);
    assert.ok(views.length > 0, `${name}: sample views`);
    assert.deepEqual(views, expected, `${name}: the views are of ${name}'s timeline samples`);
    // With --audio, the players are under that part's interruption views.
    const players = byName(name).flatMap((s) =>
      [...s.html.matchAll(/<div class="players" data-sample="([^"]+)">/g)].map((m) => m[1]!),
    );
    assert.deepEqual(
      players,
      expected.filter((id) => id.startsWith("synthetic_user_interruption/")),
      `${name}: players`,
    );
  }
  // The two systems draw different samples (tree-b's outputs differ), so the parts are not copies.
  assert.notDeepEqual(sampleViews(byName("A")), sampleViews(byName("B")));
});

test("the audio cap applies to each part: a cap every part fits passes, one part over it exits 2 naming it", () => {
  const list = sections(html);
  const count = (n: string) =>
    list
      .filter((s) => s.title.startsWith(`${n}: `))
      .reduce((k, s) => k + (s.html.match(/<div class="players"/g)?.length ?? 0), 0);
  const [a, b] = [count("A"), count("B")];
  assert.ok(a >= 1 && b >= 1, `A ${a} players, B ${b}`);
  const ok = runCli(["report", ...TWO, "--out", join(tempDir(), "ok"), "--audio", "--audio-max-clips", String(a)]);
  assert.equal(ok.code, 0, ok.stderr);
  const dir = join(tempDir(), "over");
  const over = runCli(["report", ...TWO, "--out", dir, "--audio", "--audio-max-clips", String(a - 1)]);
  assert.equal(over.code, 2);
  assert.equal(
    over.stderr,
    `error: --audio: the part of A draws ${a} ${a === 1 ? "sample" : "samples"} with audio, 1 more than the cap of ${a - 1} clips (the cap is per system); raise it with --audio-max-clips ${a}\n`,
  );
  assert.equal(existsSync(dir), false);
});

test("--subsets keeps the chosen subsets' sections; the sweep goes with interruption; a bad name exits 2", () => {
  const titles = (args: string[]) => {
    const out = join(tempDir(), "s");
    const r = runCli(["report", "--tree", FIXTURE_TREE, "--out", out, ...args]);
    assert.equal(r.code, 0, r.stderr);
    const page = readFileSync(join(out, "index.html"), "utf8");
    return { list: sections(page).map((s) => s.title), page };
  };
  const ui = titles(["--subsets", "synthetic_user_interruption"]);
  assert.deepEqual(ui.list, [
    "Summary",
    "synthetic_user_interruption (user_interruption)",
    "Response curves F(t)",
    "Interruption timelines",
    "VAD sensitivity sweep",
    "Samples the VAD setting decides",
    "Official rules",
    "Reading them together",
    "Appendix: inputs and settings",
  ]);
  const summary = sections(ui.page)[0]!.html;
  assert.deepEqual(
    [...summary.matchAll(/<h4>([^<]*)<\/h4>/g)].map((m) => m[1]),
    ["synthetic_user_interruption"],
    "the headline table of the chosen subset only",
  );
  assert.equal(ui.page.match(/data-chart="response-curve"/g)?.length, 1, "the interruption curve only");
  const tt = titles(["--subsets", "candor_turn_taking,synthetic_pause_handling"]);
  assert.deepEqual(tt.list.slice(0, 5), [
    "Summary",
    "synthetic_pause_handling (pause_handling)",
    "candor_turn_taking (turn_taking)",
    "Response curves F(t)",
    "Pause timelines",
  ]);
  assert.ok(!tt.list.some((t) => /sweep|VAD setting|Interruption/.test(t)), "no sweep without interruption");
  assert.doesNotMatch(
    tt.page,
    /data-chart="pause-timeline">(?:(?!<\/figure>).)*candor_pause_handling\//s,
    "no view of a subset left out",
  );
  for (const [value, message] of [
    [
      "synthetic_user_interruption,nope",
      /^error: --subsets: "nope" is not a subset here; give one or more of synthetic_pause_handling, candor_pause_handling, candor_turn_taking, synthetic_user_interruption, icc_backchannel separated by commas\n$/,
    ],
  ] as const) {
    const dir = join(tempDir(), "bad");
    const r = runCli(["report", "--tree", FIXTURE_TREE, "--out", dir, "--subsets", value]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, message);
    assert.equal(existsSync(dir), false);
  }
});
