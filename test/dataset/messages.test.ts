/**
 * Messages that say what to fix, one test each, asserting the words that make each actionable:
 * words by 1-based position, text and time; a transcript not cut at R; transcript shapes of
 * other tools named with the expected shape; JSON shape errors in words (never the validator's
 * text); times in milliseconds; the input named by its kind; 300 samples with one problem in one
 * line; and the console naming the samples behind each ineligibility reason.
 */
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { test } from "node:test";
import { loadDataset } from "../../src/input/plain/load.js";
import { consoleReport } from "../../src/text/console-score.js";
import { ProblemsError } from "../../src/problems.js";
import { scoreSamples } from "../../src/unified/family.js";
import { loadTree } from "../../src/input/tree/load.js";
import { viewableSample } from "../../src/view/find.js";
import { buildTree, fakeAnalyze, type SampleSpec } from "../helpers/tree.js";
import { buildPlain, PLAIN_FIXTURE, sampleFiles } from "./build.js";

const P = "synthetic_pause_handling";
const TT = "candor_turn_taking";
const UI = "synthetic_user_interruption";

async function messageOf(files: Record<string, string | Buffer>): Promise<string> {
  const dir = buildPlain(files);
  try {
    await loadDataset(dir, fakeAnalyze);
  } catch (e) {
    assert.ok(e instanceof ProblemsError, String(e));
    assert.ok(
      !/Invalid input|expected array, received|received undefined/.test(e.message),
      `the validator's own text: ${e.message}`,
    );
    return e.message;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.fail("expected the load to fail");
}

const chunks = (...w: [string, number, number][]) =>
  JSON.stringify({
    text: w.map((x) => x[0]).join(" "),
    chunks: w.map(([text, a, b]) => ({ text, timestamp: [a, b] })),
  });
const TURN = [{ timestamp: [1, 1.2] }];

test("a word is named by its 1-based position, its text and its time", async () => {
  const words: [string, number, number][] = ["One", "two", "three", "four", "five", "six", "seven"].map((t, k) => [
    t,
    0.1 * (k + 1),
    0.1 * (k + 1) + 0.05,
  ]);
  const m = await messageOf(
    sampleFiles(`${TT}/1`, "turn_taking.json", TURN, { T: 3, transcript: chunks(...words, ["Two,", 10.4, 10.6]) }),
  );
  assert.equal(m, `${TT}/1: output.json word 8 "Two," start at 10.40 s is past T = 3 s`);
});

test("a transcript not cut at R says that interruption transcripts hold only the words from R on", async () => {
  const m = await messageOf(
    sampleFiles(`${UI}/1`, "interrupt.json", [{ timestamp: [1, 2.5] }], {
      T: 3,
      transcript: chunks(["Sure", 2.2, 2.4]),
    }),
  );
  assert.equal(
    m,
    `${UI}/1: output.json word 1 "Sure" at 2.20 s starts before R = 2.5 s; interruption transcripts must hold only the words from R on (the audio is cut at R before ASR)`,
  );
});

test("transcript shapes of other tools are named, with the expected shape and the page that shows it", async () => {
  const shapes: [unknown, RegExp][] = [
    [
      { text: "hi", segments: [{ start: 0.5, end: 1, text: "hi" }] },
      /output\.json is a Whisper-style transcript \(segments\), not chunks/,
    ],
    [
      { text: "hi", segments: [{ start: 0.5, end: 1, text: "hi", words: [{ word: "hi", start: 0.5, end: 1 }] }] },
      /Whisper-style transcript \(segments with words\)/,
    ],
    [{ words: [{ word: "hi", start: 0.5, end: 1 }] }, /output\.json lists its words under words, not chunks/],
    [[{ text: "hi", timestamp: [0.5, 1] }], /output\.json is a bare list of chunks, not an object with a chunks list/],
    [
      { text: "hi", chunks: [{ text: "hi", start: 0.5, end: 1 }] },
      /output\.json chunks give their times under start\/end keys, not timestamp: \[start, end\]/,
    ],
  ];
  for (const [v, pattern] of shapes) {
    const m = await messageOf(
      sampleFiles(`${TT}/1`, "turn_taking.json", TURN, { T: 3, transcript: JSON.stringify(v) }),
    );
    assert.match(m, pattern);
    assert.match(
      m,
      /; the file must look like \{"text": "\.\.\.", "chunks": \[\{"text": "word", "timestamp": \[start, end\]\}, \.\.\.\]\} .* \(docs\/plain-dataset\.md\)$/,
    );
  }
});

test("a JSON shape error names the file and says in words what was expected", async () => {
  const m = await messageOf(sampleFiles(`${P}/1`, "pause.json", { timestamp: [1, 2] }, { T: 3 }));
  assert.equal(
    m,
    `${P}/1: pause.json is an object; expected a list; the file must look like [{"timestamp": [start, end]}, ...] with one entry per pause, in seconds (docs/plain-dataset.md)`,
  );
  const m2 = await messageOf(sampleFiles(`${P}/1`, "pause.json", [{ timestamp: [1, "2"] }], { T: 3 }));
  assert.match(m2, /^synthetic_pause_handling\/1: pause\.json entry 1 end is a string; expected a time in seconds; /);
});

test("a time past T that fits once divided by 1000 says it looks like milliseconds; one just past T does not", async () => {
  const m = await messageOf(sampleFiles(`${TT}/1`, "turn_taking.json", [{ timestamp: [2910, 3000] }], { T: 3 }));
  assert.equal(
    m,
    `${TT}/1: turn_taking.json turn end E at 2910 s is past T = 3 s; times are in seconds; this looks like milliseconds`,
  );
  const near = await messageOf(sampleFiles(`${TT}/1`, "turn_taking.json", [{ timestamp: [3.5, 4] }], { T: 3 }));
  assert.equal(near, `${TT}/1: turn_taking.json turn end E at 3.50 s is past T = 3 s`);
});

test("messages about a plain folder never call it a tree", async () => {
  const m = await messageOf(sampleFiles(`${P}/ 1`, "pause.json", [{ timestamp: [1, 2] }], { T: 3 }));
  assert.equal(m, `${P}/ 1: sample name " 1" is not a plain folder name`);
  const tree = await loadDataset(PLAIN_FIXTURE(), fakeAnalyze);
  assert.throws(
    () => viewableSample(tree, `${UI}/99`, "dataset"),
    /synthetic_user_interruption\/99: no such sample in the folder; closest ids in it: /,
  );
  assert.throws(
    () => viewableSample(tree, `${UI}/99`, "tree"),
    /no such sample in the tree's manifest\.json; closest ids/,
  );
});

test("300 samples with the same problem print one grouped line", async () => {
  const specs: SampleSpec[] = [];
  for (let k = 1; k <= 300; k++)
    specs.push({
      subset: P,
      name: String(k),
      samples: 48000,
      words: [[4 + k / 1000, 5]],
      annotation: [{ timestamp: [1, 2] }],
    });
  const dir = buildTree(specs);
  try {
    await assert.rejects(loadTree(dir, fakeAnalyze), (e: unknown) => {
      assert.ok(e instanceof ProblemsError);
      assert.equal(e.problems.length, 300);
      assert.equal(
        e.message,
        `300 samples (${P}/1, ${P}/10, ${P}/100, ${P}/101, ${P}/102, ...): output.json: a word start is past T`,
      );
      return true;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the console names the samples behind each ineligibility reason, the first five of them", async () => {
  const files: Record<string, string | Buffer> = {};
  for (let k = 1; k <= 7; k++)
    Object.assign(files, sampleFiles(`${P}/${k}`, "pause.json", [{ timestamp: [1, 2] }], { T: 3 }));
  Object.assign(files, sampleFiles(`${UI}/4`, "interrupt.json", [{ timestamp: [1, 2] }], { T: 3 }));
  const dir = buildPlain(files);
  try {
    for (let k = 1; k <= 6; k++) rmSync(`${dir}/${P}/${k}/output.json`);
    rmSync(`${dir}/${UI}/4/output.wav`);
    const scored = scoreSamples(await loadDataset(dir, fakeAnalyze));
    const lines = consoleReport(scored).split("\n");
    assert.ok(
      lines.includes(`  ineligible: 6 × output.json missing (${P}/1, ${P}/2, ${P}/3, ${P}/4, ${P}/5, ...)`),
      lines.join("\n"),
    );
    assert.ok(lines.includes(`  ineligible: 1 × output.wav missing (${UI}/4)`), lines.join("\n"));
    // unified.json keeps its counts as they were
    assert.deepEqual(scored.unified.subsets[UI].counts.ineligible_reasons, { "output.wav missing": 1 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
