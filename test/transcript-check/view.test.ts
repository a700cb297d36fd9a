/**
 * `view --transcript-check`: the sample view marks the unheard words and the untranscribed
 * segments of the check and says which row fields the audio-checked transcript changes; without
 * the flag the view is what it was; a sample without output audio cannot be checked (exit 2).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { buildSampleView } from "../../src/view/build.js";
import { checkedView } from "../../src/view/transcript-check.js";
import { loadTree } from "../../src/input/tree/load.js";
import type { AnalyzeWavs } from "../../src/input/tree/loaded-input.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { DEFAULT_VAD_SETTINGS } from "../../src/vad/settings.js";
import { FIXTURE_TREE, REPO, runCli, tempDir } from "../helpers/cli.js";

const TREE = join(REPO, "fixtures", "tree-audio");
const CACHE = tempDir("fdb-unified-check-view-cache-");
const analyze: AnalyzeWavs = (paths, root, opts) =>
  analyzeFiles(paths, { inputRoot: root, anyEncoding: opts?.anyEncoding, cacheDir: CACHE });

test("the marked view carries the unheard word and the untranscribed segment, and the row's changes", async () => {
  const tree = await loadTree(TREE, analyze);
  const tt = await buildSampleView(tree, "candor_turn_taking/2", DEFAULT_VAD_SETTINGS, analyze);
  assert.equal(tt.data.check, undefined);
  const marked = checkedView(tt, DEFAULT_VAD_SETTINGS);
  assert.deepEqual(marked.data.check, { unheard: [{ start: 1.2, end: 1.44, text: "Mm" }], untranscribed: [] });
  assert.match(
    marked.data.facts.join("\n"),
    /audio-checked row: outcome "early_start" → "response", latency_s null → 0\.6(, |\n {2})first_word_s 1\.2 → 3\.6/,
  );
  const text = JSON.stringify(marked.spec);
  assert.match(text, /"unheard"/);
  assert.match(text, /transcript check: 1 unheard word/);
  assert.doesNotMatch(JSON.stringify(tt.spec), /unheard|transcript check/);

  const sp = checkedView(
    await buildSampleView(tree, "synthetic_pause_handling/4", DEFAULT_VAD_SETTINGS, analyze),
    DEFAULT_VAD_SETTINGS,
  );
  assert.equal(sp.data.check!.unheard.length, 0);
  assert.equal(sp.data.check!.untranscribed.length, 1);
  assert.ok(sp.data.check!.untranscribed[0]!.start >= 2.2 && sp.data.check!.untranscribed[0]!.end <= 4.4);
  assert.ok(
    sp.data.facts.every((l) => l.length <= 100),
    "subtitle lines stay short",
  );
  const agree = checkedView(
    await buildSampleView(tree, "candor_turn_taking/1", DEFAULT_VAD_SETTINGS, analyze),
    DEFAULT_VAD_SETTINGS,
  );
  assert.deepEqual(agree.data.check, { unheard: [], untranscribed: [] });
  assert.ok(agree.data.facts.includes("audio-checked row: unchanged"));
});

test("view --transcript-check writes the marked view; a sample without output.wav exits 2", () => {
  const out = join(tempDir(), "v.svg");
  let r = runCli([
    "view",
    "--tree",
    TREE,
    "--sample",
    "synthetic_user_interruption/4",
    "--out",
    out,
    "--transcript-check",
  ]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(readFileSync(out, "utf8"), /unheard/);
  r = runCli([
    "view",
    "--tree",
    FIXTURE_TREE,
    "--sample",
    "candor_turn_taking/2",
    "--out",
    join(tempDir(), "v.svg"),
    "--transcript-check",
  ]);
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /^error: candor_turn_taking\/2: has no output\.wav in this input, so its transcript cannot be checked against audio \(--transcript-check\)\n$/,
  );
});
