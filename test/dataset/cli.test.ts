/**
 * `--dataset` on the command line: the source flags (exactly one of --tree and --dataset, the
 * order of several), `score --dataset` end to end with the real Silero edge (outputs in DIR or
 * --out, exit 2 with nothing written on bad input), `export-tree`, and the real VAD on a speech
 * clip stored at 16 kHz and at 24 kHz (the converted copy gives nearly the same segments).
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { resamplePoly, toInt16 } from "../../src/audio/resample.js";
import { readWav } from "../../src/audio/wav.js";
import { parseCommand } from "../../src/cli/args.js";
import { sourceFromFlags, sourcesFromFlags } from "../../src/cli/source.js";
import { analyzerFromFlags } from "../../src/cli/vad-edge.js";
import { loadDataset } from "../../src/input/plain/load.js";
import { UsageError } from "../../src/errors.js";
import { speechSegments } from "../../src/vad/segments.js";
import { encodeWav } from "../helpers/tree.js";
import { PLAIN_FIXTURE, repoRoot, snapshot, words } from "./build.js";

const MODEL = () => join(repoRoot(), "models", "silero_vad.onnx");
const noModel = () => (existsSync(MODEL()) ? false : "models/silero_vad.onnx is not installed");

/** Run the CLI in a child process (the test runner owns this process's stdout). */
async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const r = spawnSync(process.execPath, [join(repoRoot(), "bin", "fdb-unified.js"), ...argv], { encoding: "utf8" });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

function copyFixture(): { dir: string; done: () => void } {
  const parent = mkdtempSync(join(tmpdir(), "fdb-unified-plain-cli-"));
  const dir = join(parent, "plain");
  cpSync(PLAIN_FIXTURE(), dir, { recursive: true });
  return { dir, done: () => rmSync(parent, { recursive: true, force: true }) };
}

test("exactly one of --tree and --dataset; --dataset outputs go to DIR by default", () => {
  const parse = (argv: string[]) => sourceFromFlags(parseCommand(argv, "score"), "usage");
  assert.deepEqual(parse(["--dataset", "runs/moshi"]), {
    kind: "dataset",
    name: "moshi",
    dir: "runs/moshi",
    outDir: "runs/moshi",
  });
  assert.deepEqual(parse(["--dataset", "M=runs/moshi"]), {
    kind: "dataset",
    name: "M",
    dir: "runs/moshi",
    outDir: "runs/moshi",
  });
  assert.equal(parse(["--tree", "t"]).kind, "tree");
  assert.throws(
    () => parse(["--tree", "t", "--dataset", "d"]),
    (e: unknown) => e instanceof UsageError && /exactly one/.test(e.message),
  );
  assert.throws(
    () => parse([]),
    (e: unknown) => e instanceof UsageError && /^--tree: required/.test(e.message),
  );
});

test("several sources keep their command-line order across --tree and --dataset", () => {
  const argv = ["--dataset", "B=plain", "--out", "x", "--tree=A=tree", "--dataset", "C=other"];
  const p = parseCommand(argv, "report");
  assert.deepEqual(
    sourcesFromFlags(p, argv).map((s) => [s.kind, s.name, s.dir]),
    [
      ["dataset", "B", "plain"],
      ["tree", "A", "tree"],
      ["dataset", "C", "other"],
    ],
  );
});

test("score --dataset writes unified.json and unified-samples.jsonl into --out, the dataset untouched", {
  skip: noModel(),
}, async () => {
  const { dir, done } = copyFixture();
  const out = join(dir, "..", "out");
  try {
    const before = snapshot(dir);
    const r = await run(["score", "--dataset", dir, "--out", out, "--quiet", "--no-cache"]);
    assert.equal(r.code, 0, r.stderr);
    // --quiet drops the conversion note (test/cli/quiet-help.test.ts shows it without --quiet)
    assert.equal(r.stderr, "");
    assert.equal(r.stdout, "");
    assert.deepEqual(snapshot(dir), before);
    const unified = JSON.parse(readFileSync(join(out, "unified.json"), "utf8"));
    assert.deepEqual(Object.keys(unified), ["definitions", "tool", "inputs", "vad", "intervals", "subsets"]);
    assert.equal(unified.inputs.layout, "plain");
    assert.deepEqual(unified.inputs.resampled, [
      ...["1", "3", "5", "6", "8"].map((n) => `synthetic_user_interruption/${n}`),
      "icc_backchannel/0",
    ]);
    assert.deepEqual(Object.keys(unified.inputs.converted_from), [
      ...["1", "3", "5", "6", "7", "8", "9"].map((n) => `synthetic_user_interruption/${n}`),
      "icc_backchannel/0",
    ]);
    assert.equal(unified.vad.model_sha256, "1a153a22f4509e292a94e67d6f9b85e8deb25b4988682b7e174c65279d8788e3");
    const rows = readFileSync(join(out, "unified-samples.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    // seventeen rows: 3 pause + 3 turn-taking + 9 interruption + 2 backchannel (fixtures/plain/README.md); the VAD-free
    // rows are as derived in fixture.test.ts
    assert.deepEqual(
      rows.map((r) => r.sample_id),
      [
        "synthetic_pause_handling/1",
        "synthetic_pause_handling/10",
        "synthetic_pause_handling/2",
        "candor_turn_taking/1",
        "candor_turn_taking/2",
        "candor_turn_taking/3",
        ...["1", "2", "3", "4", "5", "6", "7", "8", "9"].map((n) => `synthetic_user_interruption/${n}`),
        "icc_backchannel/0",
        "icc_backchannel/1",
      ],
    );
    assert.deepEqual(rows[3], {
      sample_id: "candor_turn_taking/1",
      subset: "candor_turn_taking",
      task: "turn_taking",
      eligible: true,
      T: 2,
      E: 0.8,
      outcome: "response",
      latency_s: 0.45,
      first_word_s: 1.25,
    });
    assert.deepEqual([rows[6].T, rows[6].S, rows[6].R], [3, 1, 1.6]);
    // Without --out the pair goes into DIR, and nothing else is added there.
    const r2 = await run(["score", "--dataset", dir, "--json", "--no-cache"]);
    assert.equal(r2.code, 0, r2.stderr);
    assert.equal(JSON.parse(r2.stdout).inputs.layout, "plain");
    const added = [...snapshot(dir).keys()].filter((k) => !before.has(k)).sort();
    assert.deepEqual(added, ["unified-samples.jsonl", "unified.json"]);
    assert.deepEqual(
      readFileSync(join(dir, "unified.json")),
      readFileSync(join(out, "unified.json")),
      "same bytes on a rerun",
    );
  } finally {
    done();
  }
});

test("score --dataset exits 2 with one problem line and the summary, and writes nothing on a bad transcript", async () => {
  const { dir, done } = copyFixture();
  try {
    const { writeFileSync } = await import("node:fs");
    writeFileSync(join(dir, "candor_turn_taking", "2", "output.json"), words([null, 1]));
    const before = snapshot(dir);
    const r = await run(["score", "--dataset", dir, "--quiet", "--no-cache"]);
    assert.equal(r.code, 2);
    assert.equal(
      r.stderr,
      'error: candor_turn_taking/2: output.json word 1 start is null; expected a time in seconds; the file must look like {"text": "...", "chunks": [{"text": "word", "timestamp": [start, end]}, ...]} with one chunk per word, times in seconds, end may be null (docs/plain-dataset.md)\n' +
        "error: 1 problem; nothing was written\n",
    );
    assert.deepEqual(snapshot(dir), before);
    const both = await run(["score", "--dataset", dir, "--tree", dir]);
    assert.equal(both.code, 2);
    assert.match(both.stderr, /^error: --tree, --dataset: give exactly one of them\n$/);
  } finally {
    done();
  }
});

test("export-tree writes a new folder, and scoring it with --tree works", { skip: noModel() }, async () => {
  const parent = mkdtempSync(join(tmpdir(), "fdb-unified-export-cli-"));
  try {
    const out = join(parent, "tree");
    const r = await run(["export-tree", "--dataset", PLAIN_FIXTURE(), "--out", out]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(
      r.stdout,
      /^wrote .*: 17 samples \(13 eligible\), manifest\.json, asr\.json; 12 output\.wav converted to 16 kHz mono PCM16\n$/,
    );
    const again = await run(["export-tree", "--dataset", PLAIN_FIXTURE(), "--out", out]);
    assert.equal(again.code, 2);
    assert.match(again.stderr, /already exists/);
    const s = await run(["score", "--tree", out, "--quiet", "--no-cache"]);
    assert.equal(s.code, 0, s.stderr);
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});

test("real VAD: a speech clip stored at 24 kHz gives nearly the segments of the same clip at 16 kHz", {
  skip: noModel(),
}, async () => {
  const clip = readWav(join(repoRoot(), "fixtures", "speech", "06-train-leaves.wav"));
  assert.equal(clip.sampleRate, 16000);
  const n = clip.nSamples + 16000; // T = clip + 1 s of silence
  const at16 = new Int16Array(n);
  at16.set(clip.samples, 8000);
  const at24 = toInt16(resamplePoly(Float64Array.from(at16), 3, 2));
  const annotation = JSON.stringify([{ context: "c", interrupt: "i", timestamp: [0.1, 0.2] }]);
  const { buildPlain } = await import("./build.js");
  const dir = buildPlain({
    "synthetic_user_interruption/a/input.wav": encodeWav(new Int16Array(n)),
    "synthetic_user_interruption/a/interrupt.json": annotation,
    "synthetic_user_interruption/a/output.json": words(),
    "synthetic_user_interruption/a/output.wav": encodeWav(at16),
    "synthetic_user_interruption/b/input.wav": encodeWav(new Int16Array(n)),
    "synthetic_user_interruption/b/interrupt.json": annotation,
    "synthetic_user_interruption/b/output.json": words(),
    "synthetic_user_interruption/b/output.wav": encodeWav(at24, 24000),
  });
  try {
    const t = await loadDataset(dir, analyzerFromFlags(parseCommand(["--no-cache"], "score")));
    const [a, b] = t.subsets.find((s) => s.subset === "synthetic_user_interruption")!.samples;
    assert.ok(a!.eligible && a!.task === "user_interruption" && b!.eligible && b!.task === "user_interruption");
    assert.deepEqual((t.inputs as { resampled: string[] }).resampled, ["synthetic_user_interruption/b"]);
    const segA = speechSegments(a!.probs, a!.nSamples, 16000);
    const segB = speechSegments(b!.probs, b!.nSamples, 16000);
    assert.ok(segA.length > 0, "the clip is speech");
    assert.equal(segB.length, segA.length);
    // each boundary within one 512-sample window (32 ms)
    segA.forEach(([s, e], k) => {
      assert.ok(
        Math.abs(s - segB[k]![0]) <= 512 && Math.abs(e - segB[k]![1]) <= 512,
        `segment ${k}: ${segA[k]} vs ${segB[k]}`,
      );
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
