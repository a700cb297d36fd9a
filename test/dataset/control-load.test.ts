/**
 * The plain loader's control runs, with the fake VAD edge (a 512-sample window is speech when its
 * peak exceeds 1000): clean_output.wav goes to the VAD in the same call as output.wav, converted
 * like it (and recorded apart); clean_input.wav sets T_clean and the inputs' identity; a bad
 * clean_output.wav is an input problem reported with every other one, before the VAD.
 */
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { test } from "node:test";
import { resamplePoly, toInt16 } from "../../src/audio/resample.js";
import { InputError } from "../../src/errors.js";
import { loadDataset } from "../../src/input/plain/load.js";
import type { InterruptionSample } from "../../src/input/tree/sample.js";
import type { ControlledRow, ControlRow } from "../../src/matched/control.js";
import { scoreLoaded } from "../../src/score/families.js";
import type { LoadedInput } from "../../src/input/tree/loaded-input.js";
import type { Scored } from "../../src/unified/family.js";

const scoreWithControl = (t: LoadedInput) =>
  scoreLoaded(t) as unknown as Omit<Scored, "rows"> & { rows: (Scored["rows"][number] | ControlledRow)[] };
import { encodeWav, loudSpans } from "../helpers/tree.js";
import { buildPlain, recordingAnalyze, words } from "./build.js";

const UI = "synthetic_user_interruption";
const annotation = JSON.stringify([{ context: "c", interrupt: "i", timestamp: [1, 1.5] }]);

const sample = (name: string, output: [number, number][], extra: Record<string, Buffer | string> = {}) => ({
  [`${UI}/${name}/input.wav`]: encodeWav(new Int16Array(64000)),
  [`${UI}/${name}/interrupt.json`]: annotation,
  [`${UI}/${name}/output.json`]: words(),
  [`${UI}/${name}/output.wav`]: encodeWav(loudSpans(4, output)),
  ...Object.fromEntries(Object.entries(extra).map(([f, b]) => [`${UI}/${name}/${f}`, b])),
});

test("clean_output.wav is analysed in the same VAD call, converted like output.wav and recorded apart", async () => {
  const clean24k = toInt16(resamplePoly(Float64Array.from(loudSpans(4, [[0.5, 2.5]])), 3, 2));
  const dir = buildPlain({
    ...sample("a", [[0.5, 1.2]], { "clean_output.wav": encodeWav(clean24k, 24000) }),
    ...sample("b", [[0.5, 1.2]], {
      "clean_output.wav": encodeWav(loudSpans(3, [[0.5, 1.2]])),
      "clean_input.wav": encodeWav(loudSpans(3, [[0.2, 0.3]])),
    }),
    ...sample("c", [[0.5, 1.2]]),
  });
  try {
    const rec = recordingAnalyze();
    const t = await loadDataset(dir, rec.analyze);
    assert.equal(rec.calls.length, 1);
    assert.equal(rec.calls[0]!.length, 5, "three output.wav and two clean_output.wav");
    assert.deepEqual(t.inputs["clean_resampled"], [`${UI}/a`]);
    assert.deepEqual(t.inputs["clean_converted_from"], {
      [`${UI}/a`]: { encoding: "pcm16", rate: 24000, channels: 1 },
    });
    assert.deepEqual(t.inputs["resampled"], []);
    const [a, b, c] = t.subsets.find((s) => s.subset === UI)!.samples as InterruptionSample[];
    assert.equal(a!.control!.T_clean_us, 4_000_000);
    assert.equal(a!.control!.nSamples, 64000);
    assert.equal(b!.control!.T_clean_us, 3_000_000, "clean_input.wav gives T_clean");
    assert.equal(b!.control!.nSamples, 48000, "the clean output's window is the clean input's");
    assert.equal(c!.control, undefined);
    const rows = new Map(scoreWithControl(t).rows.map((r) => [r.sample_id, r]));
    const ca = (rows.get(`${UI}/a`) as ControlledRow).control as ControlRow;
    assert.equal(ca.outcome, "yielded");
    assert.equal(ca.inputs_identical, null);
    const cb = (rows.get(`${UI}/b`) as ControlledRow).control as ControlRow;
    assert.equal(cb.outcome, "ended_anyway");
    assert.equal(cb.T_clean, 3);
    assert.equal(cb.inputs_identical, false, "clean_input.wav is loud in [0.2, 0.3], input.wav is silent");
    assert.equal(cb.outputs_identical, true);
    assert.equal("control" in rows.get(`${UI}/c`)!, false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a bad clean_output.wav is a problem of its sample, listed with the others before the VAD", async () => {
  const dir = buildPlain({
    ...sample("a", [[0.5, 1.2]], { "clean_output.wav": "not a wav" }),
    ...sample("b", [[0.5, 1.2]], { "clean_input.wav": "ignored without clean_output.wav" }),
    ...sample("c", [[0.5, 1.2]], { "clean_output.wav": encodeWav(loudSpans(4, [])) }),
    [`${UI}/c/interrupt.json`]: JSON.stringify([{ context: "c", interrupt: "i", timestamp: [2, 1] }]),
  });
  try {
    const rec = recordingAnalyze();
    await assert.rejects(loadDataset(dir, rec.analyze), (e: unknown) => {
      assert.ok(e instanceof InputError);
      assert.match(e.message, new RegExp(`${UI}/a: clean_output\\.wav is not a readable WAV file`));
      assert.match(e.message, new RegExp(`${UI}/c: `));
      assert.doesNotMatch(e.message, new RegExp(`${UI}/b: `));
      return true;
    });
    assert.equal(rec.calls.length, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
