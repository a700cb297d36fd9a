/**
 * The stored fast graph (fast/graph-store.ts): its file round-trips and anything corrupt is no
 * graph; the key follows the source of the code that builds and runs the graph, every module of
 * the fast-graph folder and what they import (an edit, or a module that cannot be read, means
 * no stored graph); and the engine stores the graph it builds,
 * loads a stored one instead of building (a stored graph that onnxruntime refuses shows it was
 * loaded, not built), and builds again over a file that does not check out.
 */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fastGraphBytes } from "../../src/vad/engine/fast-graph.js";
import {
  decodeGraph,
  encodeGraph,
  graphCodeDigest,
  graphKey,
  GraphStore,
  relativeImports,
} from "../../src/vad/engine/fast-graph-store.js";
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

test("the code digest covers every module of the folder and what they import, found from the files", () => {
  const root = mkdtempSync(join(tmpdir(), "fdb-graph-code-"));
  const dir = join(root, "fast");
  mkdirSync(dir);
  try {
    writeFileSync(join(dir, "a.js"), 'import { b } from "./b.js";\nimport * as ort from "onnxruntime-node";\n');
    writeFileSync(join(dir, "b.js"), 'export { c } from "../c.js";\nconst d = () => import("../d.js");\n');
    writeFileSync(join(root, "c.js"), "// c\n");
    writeFileSync(join(root, "d.js"), 'const e = require("./e.js");\n');
    writeFileSync(join(root, "e.js"), "// e\n");
    writeFileSync(join(root, "outside.js"), "// imported by nothing in the folder\n");
    const a = graphCodeDigest(dir, "");
    assert.match(a ?? "", /^[0-9a-f]{64}$/);
    assert.equal(graphCodeDigest(dir, ""), a, "deterministic");
    writeFileSync(join(root, "outside.js"), "// edited\n");
    assert.equal(graphCodeDigest(dir, ""), a, "a module nothing imports does not count");
    const edits: [string, string][] = [
      [join(dir, "a.js"), "a"],
      [join(root, "c.js"), "c"],
      [join(root, "d.js"), "d"],
      [join(root, "e.js"), "e"],
    ];
    const digests = new Set([a]);
    for (const [file, name] of edits) {
      writeFileSync(file, readFileSync(file, "utf8") + `// ${name} edited\n`);
      digests.add(graphCodeDigest(dir, ""));
    }
    assert.equal(
      digests.size,
      1 + edits.length,
      "an edit to any module reached changes the digest (static, re-exported, dynamic, required)",
    );
    writeFileSync(join(dir, "new-module.js"), "// new\n");
    assert.ok(!digests.has(graphCodeDigest(dir, "")), "a module added to the folder counts");
    rmSync(join(root, "e.js"));
    assert.equal(graphCodeDigest(dir, ""), null, "a module that cannot be read: no digest");
    assert.equal(graphCodeDigest(join(root, "missing"), ""), null);

    const ts = join(root, "ts");
    mkdirSync(join(ts, "fast"), { recursive: true });
    writeFileSync(join(ts, "fast", "a.ts"), 'import { c } from "../c.js";\n');
    writeFileSync(join(ts, "c.ts"), "// c\n");
    const t = graphCodeDigest(join(ts, "fast"), "");
    writeFileSync(join(ts, "c.ts"), "// c edited\n");
    assert.notEqual(graphCodeDigest(join(ts, "fast"), ""), t, "sources run directly: the .ts files are read");

    assert.equal(
      relativeImports('import { x } from "./x.js"; import y from "y"; export * from "../z.js";').join(" "),
      "./x ../z",
    );
    assert.equal(graphKey("m", "rt", null), null);
    assert.equal(graphKey("m", "rt", "c")?.codeSha256, "c");
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("keys differing in model, code or runtime are stored apart", () => {
  const store = new GraphStore("/x");
  const k = graphKey("m", "rt", "c")!;
  const paths = new Set(
    [k, { ...k, modelSha256: "n" }, { ...k, codeSha256: "d" }, { ...k, runtime: "rt2" }, { ...k, isaFlags: "avx" }].map(
      (x) => store.pathFor(x),
    ),
  );
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
