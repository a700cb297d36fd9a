/**
 * The notebook call: one sample's view with players, on the fixture tree and the plain folder;
 * an unknown or ineligible id rejects with an Error naming the id and the reason.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { loadDataset } from "../../src/input/plain/load.js";
import { loadInput } from "../../src/api/index.js";
import { sampleViewHtml } from "../../src/notebook/view.js";
import { vadEdge } from "../../src/vad/engine/edge.js";
import { FIXTURE_TREE, REPO, tempDir } from "../helpers/cli.js";

const vad = { cacheDir: tempDir("fdb-unified-nb-view-cache-") };
const PLAIN = join(REPO, "fixtures", "plain");

test("sampleViewHtml: the view's SVG and a player per audio file", async () => {
  const tree = await loadInput(FIXTURE_TREE, { vad });
  const html = await sampleViewHtml(FIXTURE_TREE, tree, "synthetic_user_interruption/3", { vad });
  assert.match(html, /<svg[\s\S]*P\(speech\)[\s\S]*<\/svg>/);
  assert.equal((html.match(/<audio controls[^>]*src="data:audio\/wav;base64,/g) ?? []).length, 1);
  const plain = await loadDataset(PLAIN, vadEdge(vad));
  const p = await sampleViewHtml(PLAIN, plain, "synthetic_pause_handling/1", { vad });
  assert.equal((p.match(/<audio /g) ?? []).length, 2, "output.wav and input.wav");
  assert.doesNotMatch(
    await sampleViewHtml(PLAIN, plain, "synthetic_pause_handling/1", { vad, audio: false }),
    /<audio/,
  );
});

test("sampleViewHtml: unknown and ineligible ids reject with the id and the reason", async () => {
  const plain = await loadDataset(PLAIN, vadEdge(vad));
  await assert.rejects(
    sampleViewHtml(PLAIN, plain, "candor_turn_taking/42", { vad }),
    (e: Error) => e instanceof Error && /^candor_turn_taking\/42: no such sample/.test(e.message),
  );
  await assert.rejects(sampleViewHtml(PLAIN, plain, "synthetic_user_interruption/4", { vad }), (e: Error) =>
    /^synthetic_user_interruption\/4: ineligible.*output.json missing/.test(e.message),
  );
});
