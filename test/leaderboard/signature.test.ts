/** The signature line: exact form, built from a unified.json header, `resampled:N` when converted. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { signature } from "../../src/metrics/signature.js";
import type { UnifiedJson } from "../../src/metrics/score.js";
import { UNIFIED } from "../../src/unified/family.js";

const header = (): UnifiedJson =>
  ({
    definitions: "fdb-v1.0-unified-4",
    tool: { name: "fdb-unified", version: "0.1.0" },
    inputs: { manifest_sha256: "x", asr_sha256: "y" },
    vad: {
      model: "silero-vad v6.2",
      model_sha256: "1a153a22f4509e292a94e67d6f9b85e8deb25b4988682b7e174c65279d8788e3",
      runtime: "onnxruntime-node 1.30.0",
      threshold: 0.5,
      min_speech_duration_ms: 250,
      min_silence_duration_ms: 100,
      speech_pad_ms: 0,
    },
    intervals: { confidence: 0.95, bootstrap_resamples: 2000, bootstrap_seed: 0, bootstrap_generator: "g" },
    subsets: {},
  }) as unknown as UnifiedJson;

/** A score's signed parts around a header: the v1.0 family alone. */
const signed = (u: UnifiedJson) => ({ unified: u, family: UNIFIED, attached: [], values: {} });

describe("signature", () => {
  it("has the exact form for the default settings", () => {
    assert.equal(
      signature(signed(header())),
      "fdb-unified:0.1.0|defs:fdb-v1.0-unified-4|vad:silero-v6.2@1a153a22|ort:1.30.0|thr:0.5|minsp:250|minsil:100|pad:0|boot:2000|seed:0|ci:0.95",
    );
  });

  it("follows every setting of the header", () => {
    const u = header();
    u.vad.threshold = 0.35;
    u.vad.min_silence_duration_ms = 300;
    u.vad.speech_pad_ms = 30;
    u.vad.min_speech_duration_ms = 100;
    u.vad.runtime = "onnxruntime-node 1.31.0";
    u.vad.model_sha256 = "deadbeef" + "0".repeat(56);
    u.intervals.bootstrap_resamples = 999;
    u.intervals.bootstrap_seed = 7;
    u.intervals.confidence = 0.9;
    u.definitions = "fdb-v1.0-unified-5";
    assert.equal(
      signature(signed(u)),
      "fdb-unified:0.1.0|defs:fdb-v1.0-unified-5|vad:silero-v6.2@deadbeef|ort:1.31.0|thr:0.35|minsp:100|minsil:300|pad:30|boot:999|seed:7|ci:0.9",
    );
  });

  it("appends resampled:N only when plain-folder outputs were converted", () => {
    const u = header();
    (u.inputs as Record<string, unknown>).resampled = [];
    assert.ok(!signature(signed(u)).includes("resampled"));
    (u.inputs as Record<string, unknown>).resampled = ["a/output.wav", "b/output.wav"];
    assert.ok(signature(signed(u)).endsWith("|ci:0.95|resampled:2"));
  });
});
