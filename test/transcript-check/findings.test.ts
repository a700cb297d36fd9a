/**
 * The findings of the transcript check in view: every kind listed by the one list of kinds, the
 * console's list of samples with findings (20 per subset, then a count; every one with --all),
 * each with its words and spans.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { checkConsoleReport, FINDINGS_CAP } from "../../src/text/console-check.js";
import type { CheckSampleLine, TranscriptCheckJson } from "../../src/transcript-check/check.js";
import { FINDING_KINDS, findingsLineText, hasFindings } from "../../src/transcript-check/findings.js";
import { REPO, runCli, tempDir } from "../helpers/cli.js";

const TREE = join(REPO, "fixtures", "tree-audio");
const out = join(tempDir(), "check");
const run = runCli(["check-transcripts", "--tree", TREE, "--out", out]);
const json = JSON.parse(readFileSync(join(out, "transcript-check.json"), "utf8")) as TranscriptCheckJson;

function line(k: number, unheard: boolean): CheckSampleLine {
  return {
    sample_id: `candor_turn_taking/${k}`,
    subset: "candor_turn_taking",
    checked: true,
    unheard_words: unheard ? [{ text: `w${k}`, start: k, end: k + 0.25 }] : [],
    untranscribed_segments: unheard ? [] : [{ start: k, end: k + 0.5 }],
    untranscribed_leads: [],
    after_audio_end: [],
    changes: {},
  };
}

test("check-transcripts lists each sample with a finding, with its words and spans", () => {
  assert.equal(run.code, 0, run.stderr);
  assert.match(
    run.stdout,
    /\n {2}samples with findings \(2\):\n {4}candor_turn_taking\/2: unheard words: "Mm" 1\.200–1\.440 s\n {4}candor_turn_taking\/3: untranscribed segments: 3\.040–4\.736 s\n/,
  );
  assert.match(run.stdout, /\n {4}synthetic_user_interruption\/4: unheard words: "Sure" 4\.400–4\.720 s\n/);
});

test("the console lists 20 samples with findings per subset, then a count; --all lists every one", () => {
  const lines = Array.from({ length: 25 }, (_, k) => line(k + 1, k % 2 === 0));
  lines.push({ ...line(30, true), unheard_words: [] }); // no finding: never listed
  const text = checkConsoleReport(json, lines);
  const listed = text.split("\n").filter((l) => /^ {4}candor_turn_taking\/\d+: (unheard|untranscribed)/.test(l));
  assert.equal(FINDINGS_CAP, 20);
  assert.equal(listed.length, 20);
  assert.match(text, /\n {2}samples with findings \(25\):\n/);
  assert.match(text, /\n {4}\.\.\. and 5 more \(--all lists every one\)\n/);
  assert.equal(listed[0], '    candor_turn_taking/1: unheard words: "w1" 1.000–1.250 s');
  assert.equal(listed[1], "    candor_turn_taking/2: untranscribed segments: 2.000–2.500 s");
  const all = checkConsoleReport(json, lines, { all: true });
  assert.equal(
    all.split("\n").filter((l) => /^ {4}candor_turn_taking\/\d+: (unheard|untranscribed)/.test(l)).length,
    25,
  );
  assert.doesNotMatch(all, /more \(--all/);
  assert.doesNotMatch(all, /candor_turn_taking\/30:/);
});

test("every kind of finding is one entry: a line's findings are listed kind by kind, a null end as one time", () => {
  assert.deepEqual(
    FINDING_KINDS.map((k) => k.field),
    ["unheard_words", "untranscribed_segments", "untranscribed_leads", "after_audio_end"],
  );
  const l = {
    ...line(1, true),
    unheard_words: [{ text: "uh", start: 1, end: null }],
    untranscribed_segments: [{ start: 2, end: 3 }],
  };
  assert.ok(hasFindings(l));
  assert.equal(findingsLineText(l), 'unheard words: "uh" 1.000 s; untranscribed segments: 2.000–3.000 s');
  assert.ok(!hasFindings({ ...l, unheard_words: [], untranscribed_segments: [] }));
  const later = { ...l, unheard_words: [], untranscribed_segments: [], untranscribed_leads: [{ start: 1, end: 1.5 }] };
  assert.equal(
    findingsLineText({ ...later, after_audio_end: [{ text: "bye", start: 8, end: 8.2 }] }),
    'untranscribed leads: 1.000–1.500 s; words after the audio\'s end: "bye" 8.000–8.200 s',
  );
});

test("check-transcripts --all is a flag of the command", () => {
  const r = runCli(["check-transcripts", "--tree", TREE, "--out", join(tempDir(), "check"), "--all"]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /samples with findings \(2\)/);
});
