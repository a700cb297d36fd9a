/**
 * What the one reader gives of a v1.5 folder besides the scores (src/input/load.ts): the union
 * discriminated by `version`, the typed refusal of `loadInput`, the annotation identities compare
 * checks before the VAD, the transcript and output hashes, and a sample's file for views, with the
 * fake VAD edge (the rules are the CLI tests').
 */
import assert from "node:assert/strict";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { InputError } from "../../src/errors.js";
import { inputKind } from "../../src/input/kind.js";
import {
  inputAnnotationHashes,
  isMatchedInput,
  loadAnyInput,
  loadInput,
  matchedOutputHashes,
  matchedSampleFile,
} from "../../src/input/load.js";
import { jsonValueIdentity } from "../../src/io/json-canonical.js";
import { buildPlain, PLAIN_FIXTURE } from "../dataset/build.js";
import { fakeAnalyze, sha } from "../helpers/tree.js";
import { v15Sample } from "./v15-build.js";

const words = JSON.stringify({ text: "hi", chunks: [{ text: "hi", timestamp: [0.5, null] }] });

test("a v1.5 folder loads through loadAnyInput as version v1.5; loadInput refuses it before reading", async () => {
  const dir = buildPlain({
    ...v15Sample("talking_to_other/b", { files: { "output.json": words } }),
    ...v15Sample("talking_to_other/a", { files: { "output.wav": null } }),
  });
  try {
    assert.equal(inputKind(dir), "dataset");
    const x = await loadAnyInput({ kind: "dataset", dir }, fakeAnalyze);
    assert.ok(isMatchedInput(x));
    assert.equal(x.version, "v1.5");
    assert.deepEqual(
      x.subsets.map((s) => [s.subset, s.declared, s.samples.map((y) => [y.sampleId, y.eligible])]),
      [
        [
          "talking_to_other",
          2,
          [
            ["talking_to_other/a", false],
            ["talking_to_other/b", true],
          ],
        ],
      ],
    );
    const b = x.subsets[0]!.samples[1]!;
    assert.ok(b.eligible);
    assert.deepEqual([b.s_us, b.e_us, b.T_us, b.T_clean_us], [1e6, 2e6, 6e6, 6e6]);
    assert.equal(b.output.nSamples, 96000);
    assert.deepEqual(b.transcripts, {
      output: { chunks: [{ text: "hi", start: 0.5, end: null }], words: [{ start_us: 500000, end_us: 500000 }] },
      clean_output: null,
    });
    await assert.rejects(loadInput({ kind: "dataset", dir }, fakeAnalyze), (e: unknown) => {
      assert.ok(e instanceof InputError);
      assert.match(
        (e as Error).message,
        /a Full-Duplex-Bench v1\.5 folder .*score a v1\.5 folder with fdb-unified score --dataset/,
      );
      return true;
    });
    await assert.rejects(
      loadAnyInput({ kind: "dataset", dir }, fakeAnalyze, { checkOutputs: true }),
      /transcript check reads v1\.0/,
    );

    const folder = join(dir, "talking_to_other", "b");
    const annotations = inputAnnotationHashes({ kind: "dataset", dir });
    assert.deepEqual(annotations.get("talking_to_other/b"), {
      "input.wav": sha(readFileSync(join(folder, "input.wav"))),
      "clean_input.wav": sha(readFileSync(join(folder, "clean_input.wav"))),
      "metadata.json": jsonValueIdentity(readFileSync(join(folder, "metadata.json"))),
    });
    assert.equal(annotations.size, 2);
    const hashes = matchedOutputHashes(x);
    assert.deepEqual(
      [...hashes.transcript],
      [["talking_to_other/b", { "output.json": sha(words), "clean_output.json": null }]],
    );
    assert.deepEqual(hashes.audio().get("talking_to_other/b"), {
      "output.wav": sha(readFileSync(join(folder, "output.wav"))),
      "clean_output.wav": sha(readFileSync(join(folder, "clean_output.wav"))),
    });
    assert.deepEqual(
      matchedSampleFile(x, { sampleId: "talking_to_other/b" }, "clean_output.wav")?.bytes,
      readFileSync(join(folder, "clean_output.wav")),
    );
    assert.equal(matchedSampleFile(x, { sampleId: "talking_to_other/a" }, "output.wav"), null);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a v1.0 plain folder still loads through both entry points, without a version", async () => {
  const x = await loadAnyInput({ kind: "dataset", dir: PLAIN_FIXTURE() }, fakeAnalyze);
  assert.ok(!isMatchedInput(x));
  const y = await loadInput({ kind: "dataset", dir: PLAIN_FIXTURE() }, fakeAnalyze);
  assert.deepEqual(x.inputs, y.inputs);
});
