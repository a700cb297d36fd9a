/**
 * The fast graph's stored probe verdict: it round-trips under its key, anything corrupt or made
 * for another key (graph bytes, runtime, architecture, CPU model, ISA flags) is no verdict, and
 * the engine reads it (a stored verdict decides without a probe), probes again when the file does
 * not check out, and never reads or writes one without a verdict folder (`--no-cache`).
 */
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { modelsFor } from "../../src/vad/engine/pick-model.js";
import { fastGraphBytes } from "../../src/vad/engine/fast-graph.js";
import { loadModelFile } from "../../src/vad/model-file.js";
import { RUNTIME } from "../../src/vad/silero-model.js";
import {
  decodeVerdict,
  encodeVerdict,
  isaFlags,
  VerdictStore,
  verdictKey,
  type VerdictKey,
} from "../../src/vad/engine/fast-probe-verdict.js";
import { runtimeName } from "../../src/vad/runtime.js";

const key: VerdictKey = {
  graphSha256: "ab".repeat(32),
  runtime: "onnxruntime-node 1.30.0",
  arch: "x64",
  cpuModel: "Some CPU",
  isaFlags: "avx avx2 sse2",
};

test("a verdict round-trips under its key, true and false", () => {
  assert.equal(decodeVerdict(encodeVerdict(key, true), key), true);
  assert.equal(decodeVerdict(encodeVerdict(key, false), key), false);
});

test("a verdict made for another key is no verdict", () => {
  const text = encodeVerdict(key, true);
  for (const field of ["graphSha256", "runtime", "arch", "cpuModel", "isaFlags"] as const) {
    assert.equal(decodeVerdict(text, { ...key, [field]: `${key[field]}x` }), null, field);
  }
});

test("a corrupt verdict file is no verdict", () => {
  const text = encodeVerdict(key, true);
  assert.equal(decodeVerdict("", key), null);
  assert.equal(decodeVerdict(text.slice(0, -10), key), null);
  assert.equal(
    decodeVerdict(text.replace('\\"same\\":true', '\\"same\\":false'), key),
    null,
    "body edited without its checksum",
  );
  assert.equal(decodeVerdict(JSON.stringify({ body: "{}", sha256: "0" }), key), null);
});

test("ISA flags are read from the flags (x86) or Features (Arm) line, deduplicated and sorted", () => {
  assert.equal(isaFlags("processor\t: 0\nflags\t\t: sse2 avx2 fpu avx2\nbugs\t: x\n"), "avx2 fpu sse2");
  assert.equal(isaFlags("Features\t: neon asimd fp\n"), "asimd fp neon");
  assert.equal(isaFlags(null), "");
  assert.equal(isaFlags("model name: x\n"), "");
});

test("the key holds the sha256 of the graph bytes and this machine's architecture", () => {
  const k = verdictKey(new Uint8Array([1, 2, 3]), "rt");
  assert.equal(k.graphSha256, "039058c6f2c0cb492c533b0a4d14ef77cc0f78abccced5287d84a1a2011cfb81");
  assert.equal(k.runtime, "rt");
  assert.equal(k.arch, process.arch);
});

test("the runtime named in unified.json without loading onnxruntime is the loaded one's", () => {
  assert.equal(runtimeName(), RUNTIME);
});

test("the engine stores the probe's verdict, reads it instead of probing, and probes again over a corrupt file", async () => {
  const file = loadModelFile();
  const root = mkdtempSync(join(tmpdir(), "fdb-verdict-"));
  try {
    // a first run probes and stores a true verdict
    const first = join(root, "first");
    const m1 = await modelsFor(file.bytes, file.sha256, { fast: true, verdictDir: first });
    assert.notEqual(m1.fast, null);
    const stored = readdirSync(first).filter((f) => f.endsWith(".verdict"));
    assert.equal(stored.length, 1);
    const graphKey = verdictKey(await fastGraphBytes(file.bytes), RUNTIME);
    assert.equal(new VerdictStore(first).get(graphKey), true);

    // a stored "differs" verdict is believed: no probe (which would say identical) runs
    const believed = join(root, "believed");
    new VerdictStore(believed).put(graphKey, false);
    const m2 = await modelsFor(file.bytes, file.sha256, { fast: true, verdictDir: believed });
    assert.equal(m2.fast, null);
    assert.match(m2.fastProblem ?? "", /differ/);

    // a corrupt file: the probe runs again and rewrites it
    const corrupt = join(root, "corrupt");
    new VerdictStore(corrupt).put(graphKey, false);
    const path = new VerdictStore(corrupt).pathFor(graphKey);
    writeFileSync(path, readFileSync(path, "utf8").replace("false", "fals"));
    const m3 = await modelsFor(file.bytes, file.sha256, { fast: true, verdictDir: corrupt });
    assert.notEqual(m3.fast, null);
    assert.equal(new VerdictStore(corrupt).get(graphKey), true);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
