/**
 * The one loader of either input kind: a tree and a plain folder load through `loadInput`; asked
 * for the transcript check, the pause and turn-taking outputs go to the VAD in the same, single
 * analyzer call as the interruption outputs; without it they are never read. `inputKind` tells
 * the two kinds apart by what a folder holds.
 */
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { inputKind } from "../../src/input/kind.js";
import { loadInput } from "../../src/input/load.js";
import type { AnalyzeWavs } from "../../src/input/tree/loaded-input.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { REPO, tempDir } from "../helpers/cli.js";
import { plainFolderOf, sha } from "../helpers/tree.js";

const TREE = join(REPO, "fixtures", "tree-audio");
const CACHE = tempDir("fdb-unified-input-cache-");

/** The real analyzer, recording each call's files (relative to the input, as `<subset>/<name>`). */
function recording(): { analyze: AnalyzeWavs; calls: string[][] } {
  const calls: string[][] = [];
  const analyze: AnalyzeWavs = (paths, root, opts) => {
    calls.push(paths.map((p) => relative(root, p).replace(/\/output\.wav$/, "")));
    return analyzeFiles(paths, {
      inputRoot: root,
      anyEncoding: opts?.anyEncoding,
      beforeCompute: opts?.beforeCompute,
      cacheDir: CACHE,
    });
  };
  return { analyze, calls };
}

const idsOf = (subsets: { samples: { sampleId: string; eligible: boolean }[] }[], pick: (s: string) => boolean) =>
  subsets.flatMap((s) => s.samples.filter((x) => x.eligible && pick(x.sampleId)).map((x) => x.sampleId)).sort();

function plainCopy(): string {
  return plainFolderOf(TREE, join(tempDir(), "plain"));
}

for (const kind of ["tree", "dataset"] as const) {
  test(`${kind}: one VAD call reads the check's outputs with the interruption and backchannel outputs; without the check they are not read`, async () => {
    const dir = kind === "tree" ? TREE : plainCopy();
    const scored = recording();
    const tree = await loadInput({ kind, dir }, scored.analyze);
    const interruption = idsOf(tree.subsets, (id) => /^(synthetic_user_interruption|icc_backchannel)\//.test(id));
    const checked = idsOf(tree.subsets, (id) => /_(pause_handling|turn_taking)\//.test(id));
    assert.ok(interruption.length > 0 && checked.length > 0);
    assert.equal(scored.calls.length, 1);
    assert.deepEqual([...scored.calls[0]!].sort(), interruption, "score reads no pause or turn-taking audio");
    assert.equal(tree.outputs, undefined);

    const withCheck = recording();
    const loaded = await loadInput({ kind, dir }, withCheck.analyze, { checkOutputs: true });
    assert.equal(withCheck.calls.length, 1, "one analyzer call for every output");
    assert.deepEqual([...withCheck.calls[0]!].sort(), [...interruption, ...checked].sort());
    assert.deepEqual([...loaded.outputs!.audio.keys()].sort(), checked);
    // the loaded samples are those of the load without the check
    assert.deepEqual(loaded.subsets, tree.subsets);
    assert.deepEqual(loaded.inputs, tree.inputs);
    // a tree pins every output, a plain folder pins none: each hash recorded is the file's own
    const unpinned = loaded.outputs!.unpinned;
    if (kind === "tree") assert.deepEqual(unpinned, {});
    else for (const id of checked) assert.equal(unpinned[id], sha(readFileSync(join(dir, id, "output.wav"))), id);
  });
}

test("inputKind: manifest.json makes a tree, a subset folder a plain folder, anything else is refused naming the folder", () => {
  assert.equal(inputKind(TREE), "tree");
  assert.equal(inputKind(plainCopy()), "dataset");
  const empty = tempDir();
  mkdirSync(join(empty, "notes"));
  assert.throws(
    () => inputKind(empty),
    (e: Error) =>
      e.message ===
      `${empty}: neither a reference tree (no manifest.json) nor a plain Full-Duplex-Bench folder (no subset folder such as candor_turn_taking/ or user_interruption/)`,
  );
  assert.throws(
    () => inputKind(join(empty, "nowhere")),
    /: no such folder \(give a reference tree or a plain Full-Duplex-Bench folder\)$/,
  );
});
