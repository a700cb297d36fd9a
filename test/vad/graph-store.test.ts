/**
 * The stored fast graph (fast/graph-store.ts): its file round-trips and anything corrupt is no
 * graph; the key follows the source of the code that builds and runs the graph (an edit, or a
 * module that cannot be read, means no stored graph); and the engine stores the graph it builds,
 * loads a stored one instead of building (a stored graph that onnxruntime refuses shows it was
 * loaded, not built), and builds again over a file that does not check out.
 */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fastGraphBytes } from "../../src/vad/engine/fast/build.js";
import { decodeGraph, encodeGraph, GRAPH_CODE, graphCodeDigest, graphKey, GraphStore } from "../../src/vad/engine/fast/graph-store.js";
import { loadModelFile } from "../../src/vad/model-file.js";
import { modelsFor } from "../../src/vad/engine/pick-model.js";
import { RUNTIME } from "../../src/vad/silero-model.js";

test("a stored graph round-trips; a changed byte, another magic or a short file is no graph", () => {
  const graph = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7) & 255);
  const file = encodeGraph(graph);
  assert.deepEqual([...decodeGraph(file)!], [...graph]);
  const flipped = Buffer.from(file);
  flipped[file.length - 1] ^= 1;
  assert.equal(decodeGraph(flipped), null);
  const magic = Buffer.from(file);
  magic[0] = 0x58;
  assert.equal(decodeGraph(magic), null);
  assert.equal(decodeGraph(file.subarray(0, 40)), null);
  assert.equal(decodeGraph(new Uint8Array(0)), null);
});

test("the code digest changes with any module of the graph's code, and is null when one is missing", () => {
  const dir = mkdtempSync(join(tmpdir(), "fdb-graph-code-"));
  try {
    for (const name of GRAPH_CODE) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, `${name}.js`), `// ${name}\n`);
    }
    const a = graphCodeDigest(dir);
    assert.match(a ?? "", /^[0-9a-f]{64}$/);
    assert.equal(graphCodeDigest(dir), a, "deterministic");
    writeFileSync(join(dir, "fast/lane-order.js"), "// edited\n");
    const b = graphCodeDigest(dir);
    assert.notEqual(b, a);
    rmSync(join(dir, "fast/lane-order.js"));
    assert.equal(graphCodeDigest(dir), null);
    writeFileSync(join(dir, "fast/lane-order.ts"), "// edited\n");
    assert.equal(graphCodeDigest(dir), b, "sources run directly: the .ts file stands in");
    assert.equal(graphKey("m", "rt", null), null);
    assert.equal(graphKey("m", "rt", "c")?.codeSha256, "c");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("keys differing in model, code or runtime are stored apart", () => {
  const store = new GraphStore("/x");
  const k = graphKey("m", "rt", "c")!;
  const paths = new Set([k, { ...k, modelSha256: "n" }, { ...k, codeSha256: "d" }, { ...k, runtime: "rt2" }, { ...k, isaFlags: "avx" }].map((x) => store.pathFor(x)));
  assert.equal(paths.size, 5);
});

test("the engine stores the graph it builds, loads a stored one instead of building, and rebuilds over a corrupt file", async () => {
  const file = loadModelFile();
  const root = mkdtempSync(join(tmpdir(), "fdb-graph-store-"));
  try {
    const built = await fastGraphBytes(file.bytes);
    const key = graphKey(file.sha256, RUNTIME)!;
    assert.notEqual(key, null, "the compiled graph code is readable beside the module");

    const first = join(root, "first");
    const m1 = await modelsFor(file.bytes, file.sha256, { fast: true, verdictDir: first });
    assert.notEqual(m1.fast, null);
    assert.equal(readdirSync(first).filter((f) => f.endsWith(".onnx")).length, 1);
    assert.deepEqual(Buffer.from(new GraphStore(first).get(key)!), Buffer.from(built));

    // a checksummed graph onnxruntime cannot load: used as stored, so the fast path fails to build
    const planted = join(root, "planted");
    new GraphStore(planted).put(key, Uint8Array.of(1, 2, 3, 4));
    const m2 = await modelsFor(file.bytes, file.sha256, { fast: true, verdictDir: planted });
    assert.equal(m2.fast, null);
    assert.match(m2.fastProblem ?? "", /cannot build/);

    // the same file with a broken checksum: built again and the file rewritten
    const corrupt = join(root, "corrupt");
    const store = new GraphStore(corrupt);
    store.put(key, built);
    const bytes = readFileSync(store.pathFor(key));
    bytes[bytes.length - 1] ^= 1;
    writeFileSync(store.pathFor(key), bytes);
    const m3 = await modelsFor(file.bytes, file.sha256, { fast: true, verdictDir: corrupt });
    assert.notEqual(m3.fast, null);
    assert.deepEqual(Buffer.from(store.get(key)!), Buffer.from(built));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
