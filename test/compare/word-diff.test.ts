/**
 * The word-level difference of two transcripts of the same audio: words paired by normalised
 * text (case and punctuation dropped) and nearest start, then listed as only in the first, only in
 * the second, or moved (starts more than 50 ms apart; exactly 50 ms is not moved), and `compare`
 * of a copy of the audio fixture with another transcript printing it under the inputs' names.
 */
import assert from "node:assert/strict";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { normalisedText, wordDiff } from "../../src/compare/word-diff.js";
import { REPO, runCli, tempDir } from "../helpers/cli.js";
import { sha } from "../helpers/tree.js";

const TREE = join(REPO, "fixtures", "tree-audio");
const w = (text: string, start: number, end: number | null = start + 0.2) => ({ text, start, end });

test("words pair by normalised text: case and punctuation dropped", () => {
  assert.equal(normalisedText(" That. "), "that");
  assert.equal(normalisedText("Sure,"), "sure");
  assert.deepEqual(wordDiff([w("Sure", 1), w("that.", 2)], [w("sure,", 1), w("That", 2)]), {
    only_a: [],
    only_b: [],
    moved: [],
  });
});

test("a word pairs with the nearest start of the same text; the rest are only in one transcript", () => {
  const d = wordDiff([w("you", 4.16)], [w("you", 4.5), w("you", 4.17), w("okay", 5)]);
  assert.deepEqual(d, { only_a: [], only_b: [w("you", 4.5), w("okay", 5)], moved: [] });
  const e = wordDiff([w("can", 3.68), w("yes", 1, null)], [w("could", 3.68)]);
  assert.deepEqual(e, { only_a: [w("can", 3.68), w("yes", 1, null)], only_b: [w("could", 3.68)], moved: [] });
});

test("moved: starts more than 50 ms apart; exactly 50 ms is not moved", () => {
  assert.deepEqual(wordDiff([w("I", 3.6)], [w("I", 3.65)]).moved, []);
  assert.deepEqual(wordDiff([w("I", 3.65)], [w("I", 3.6)]).moved, []);
  assert.deepEqual(wordDiff([w("help", 3.92)], [w("help", 3.971)]).moved, [
    { text: "help", start_a: 3.92, start_b: 3.971 },
  ]);
});

test("compare of the same audio lists every sample's word-level difference under the inputs' names", () => {
  const dir = join(tempDir(), "asr2");
  cpSync(TREE, dir, { recursive: true });
  const chunks = [
    ["sure,", 3.28, 3.6],
    ["I", 3.65, 3.68],
    ["could", 3.68, 3.92],
    ["help", 3.971, 4.16],
    ["you", 4.16, 4.4],
    ["with", 4.4, 4.72],
    ["That", 4.72, 4.96],
    ["okay", 5.2, 5.4],
  ] as const;
  const text = JSON.stringify(
    { text: chunks.map((c) => c[0]).join(" "), chunks: chunks.map(([t, a, b]) => ({ text: t, timestamp: [a, b] })) },
    null,
    4,
  );
  writeFileSync(join(dir, "candor_turn_taking", "1", "output.json"), text);
  const asr = JSON.parse(readFileSync(join(dir, "asr.json"), "utf8"));
  asr.subsets.candor_turn_taking.transcripts["1"] = sha(text);
  writeFileSync(join(dir, "asr.json"), `${JSON.stringify(asr, null, 2)}\n`);
  const out = tempDir();
  const r = runCli(["compare", "--tree", `asr1=${TREE}`, "--tree", `asr2=${dir}`, "--out", out]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(
    r.stdout,
    /\nword-level difference of the 1 samples whose words differ \(paired by text, case and punctuation dropped, and nearest start; moved: start differs by more than 50 ms\):\n {2}candor_turn_taking\/1: only in asr1: "can" 3\.680; only in asr2: "could" 3\.680, "okay" 5\.200; moved: "help" 3\.920 → 3\.971\n/,
  );
  const json = JSON.parse(readFileSync(join(out, "compare.json"), "utf8"));
  assert.deepEqual(json.same_audio.words, [
    {
      sample_id: "candor_turn_taking/1",
      only_a: [{ text: "can", start: 3.68, end: 3.92 }],
      only_b: [
        { text: "could", start: 3.68, end: 3.92 },
        { text: "okay", start: 5.2, end: 5.4 },
      ],
      moved: [{ text: "help", start_a: 3.92, start_b: 3.971 }],
    },
  ]);
});
