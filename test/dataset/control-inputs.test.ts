/**
 * `control-inputs`: the muted input.wav of every encoding (fixtures/encodings: the frames of
 * [S, R] hold the encoding's silence in both channels, every other byte is the file's own), the
 * boundaries ⌊S · rate⌋ and ⌈R · rate⌉ − 1 when S · rate is and is not an integer, and every
 * refusal on the command line (a tree, --tree, a v1.5 folder, an --out in the dataset, an --out
 * holding a file to write, a bad sample) with nothing written.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { decodeWav } from "../../src/audio/decode.js";
import { wavLayout } from "../../src/audio/wav.js";
import { controlInputs, mutedFrames, mutedInput } from "../../src/input/control-inputs.js";
import { encodeWav } from "../helpers/tree.js";
import { buildPlain, repoRoot, snapshot, words } from "./build.js";

const UI = "synthetic_user_interruption";
const ENCODINGS = JSON.parse(
  readFileSync(join(repoRoot(), "fixtures", "encodings", "soundfile-reference.json"), "utf8"),
) as Record<string, { rate: number; channels: number; frames: number; interleaved: number[] }>;

const annotation = (S: number, R: number) => JSON.stringify([{ context: "c", interrupt: "i", timestamp: [S, R] }]);

/** One interruption sample folder with this input.wav and annotation. */
const sample = (name: string, input: Buffer, S: number, R: number) => ({
  [`${UI}/${name}/input.wav`]: input,
  [`${UI}/${name}/interrupt.json`]: annotation(S, R),
  [`${UI}/${name}/output.wav`]: encodeWav(new Int16Array(16)),
  [`${UI}/${name}/output.json`]: words(),
});

async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const r = spawnSync(process.execPath, [join(repoRoot(), "bin", "fdb-unified.js"), ...argv], { encoding: "utf8" });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

test("every encoding: frames ⌊S·rate⌋ … ⌈R·rate⌉ − 1 of both channels hold its silence, every other byte is kept", () => {
  // 24 stereo frames at 22050 Hz; S = 200 µs → 4.41 → frame 4; R = 600 µs → 13.23 → frame 13
  const S = 0.0002;
  const R = 0.0006;
  for (const [name, ref] of Object.entries(ENCODINGS)) {
    const bytes = readFileSync(join(repoRoot(), "fixtures", "encodings", `${name}.wav`));
    assert.deepEqual(mutedFrames(200, 600, ref.rate, ref.frames), [4, 14], name);
    const muted = mutedInput(`${UI}/x`, bytes, 200, 600);
    assert.equal(muted.length, bytes.length, name);
    const h = wavLayout(bytes)!;
    const lo = h.dataStart + 4 * h.blockAlign;
    const hi = h.dataStart + 14 * h.blockAlign;
    assert.deepEqual(muted.subarray(0, lo), bytes.subarray(0, lo), `${name}: header and frames before S`);
    assert.deepEqual(muted.subarray(hi), bytes.subarray(hi), `${name}: frames from ⌈R·rate⌉ on and later chunks`);
    assert.notDeepEqual(muted.subarray(lo, hi), bytes.subarray(lo, hi), `${name}: the fixture's frames are not silent`);
    const d = decodeWav(muted);
    assert.deepEqual([d.sampleRate, d.channels, d.frames], [ref.rate, ref.channels, ref.frames], name);
    for (let i = 0; i < d.samples.length; i++) {
      const frame = Math.floor(i / ref.channels);
      if (frame < 4 || frame >= 14) assert.equal(d.samples[i], ref.interleaved[i], `${name} sample ${i}`);
      // A-law has no code of exactly 0: 0xD5 is the one of 0, +8 in 16-bit units
      else if (name.endsWith("alaw")) assert.equal(d.samples[i], 8 / 32768, `${name} sample ${i}`);
      else assert.equal(d.samples[i], 0, `${name} sample ${i}`);
    }
    const unsigned = name === "pcm8";
    if (unsigned) assert.ok(muted.subarray(lo, hi).every((b) => b === 128));
  }
  assert.ok(S < R);
});

test("the muted range: exact integers S·rate and R·rate, and times between two frames", () => {
  const loud = encodeWav(new Int16Array(16000).fill(1000));
  const frames = (b: Buffer) => Array.from(new Int16Array(b.buffer, b.byteOffset + 44, 16000));
  const mutedAt = (S_us: number, R_us: number) => {
    const x = frames(mutedInput("s", loud, S_us, R_us));
    return [x.indexOf(0), x.lastIndexOf(0)];
  };
  assert.deepEqual(mutedAt(500000, 750000), [8000, 11999], "S·rate = 8000 and R·rate = 12000 exactly");
  assert.deepEqual(mutedAt(500030, 750030), [8000, 12000], "8000.48 → 8000, 12000.48 → 12001 − 1");
  assert.deepEqual(mutedAt(62, 63), [0, 1], "0.992 → 0, 1.008 → 2 − 1");
  assert.deepEqual(mutedInput("s", loud, 0, 1000000).subarray(44), Buffer.alloc(32000), "all of it, R = T");
});

test("controlInputs reads S and R as the loader does, one file per eligible interruption sample", () => {
  const dir = buildPlain({
    ...sample("a", encodeWav(new Int16Array(16000).fill(7)), 0.25, 0.5),
    ...sample("b", encodeWav(new Int16Array(8000).fill(7), 8000), 0.1, 0.2),
    [`${UI}/c/input.wav`]: encodeWav(new Int16Array(16)),
  });
  try {
    const r = controlInputs(dir);
    assert.deepEqual(
      r.files.map((f) => f.path),
      [join(UI, "a", "clean_input.wav"), join(UI, "b", "clean_input.wav")],
    );
    const b = new Int16Array(r.files[1]!.bytes.buffer, r.files[1]!.bytes.byteOffset + 44, 8000);
    assert.deepEqual([b[799], b[800], b[1599], b[1600]], [7, 0, 0, 7]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("control-inputs refuses a tree, --tree, a v1.5 folder, an --out in the dataset or holding a file to write, and bad samples", async () => {
  const dir = buildPlain({
    ...sample("a", encodeWav(new Int16Array(16000)), 0.25, 0.5),
    ...sample("b", encodeWav(new Int16Array(16000)), 0.25, 0.5),
  });
  const out = `${dir}-out`;
  try {
    const before = snapshot(dir);
    const tree = join(repoRoot(), "fixtures", "tree");
    const v15 = join(repoRoot(), "fixtures", "v15");
    const v15Line = new RegExp(
      `^error: ${v15}: a Full-Duplex-Bench v1\\.5 folder \\(its subset folders have v1\\.5 names\\); control-inputs writes ` +
        "the control-run inputs of a v1\\.0 folder, and a v1\\.5 sample holds its clean_input\\.wav already; score its " +
        `matched runs with fdb-unified score --dataset ${v15}\n$`,
    );
    const cases: [string[], RegExp][] = [
      [["--dataset", v15, "--out", out], v15Line],
      // a v1.5 folder given as a tree gets the same line at once, not a detour through --dataset
      [["--tree", v15, "--out", out], v15Line],
      [[`--tree=${v15}`, "--out", out], v15Line],
      [["--tree", tree, "--out", out], /^error: --tree: a reference tree holds no input\.wav; give the plain folder/],
      [["--dataset", tree, "--out", out], /holds manifest\.json: this is a reference tree, which holds no input\.wav/],
      [
        ["--dataset", dir, "--out", dir],
        /^error: --out .*: is the dataset folder .* or lies inside it; choose a folder/,
      ],
      [["--dataset", dir, "--out", join(dir, "x")], /or lies inside it; choose a folder outside it\n$/],
    ];
    for (const [argv, message] of cases) {
      const r = await run(["control-inputs", ...argv]);
      assert.equal(r.code, 2, argv.join(" "));
      assert.match(r.stderr, message);
      assert.equal(existsSync(out), false, argv.join(" "));
    }
    // an --out that already holds one of the files: nothing written, the file left as it was
    mkdirSync(join(out, UI, "b"), { recursive: true });
    writeFileSync(join(out, UI, "b", "clean_input.wav"), "mine");
    const taken = await run(["control-inputs", "--dataset", dir, "--out", out]);
    assert.equal(taken.code, 2);
    assert.match(taken.stderr, /already holds synthetic_user_interruption\/b\/clean_input\.wav of the files to write/);
    assert.deepEqual([...snapshot(out).keys()], [join(UI, "b", "clean_input.wav")]);
    assert.equal(readFileSync(join(out, UI, "b", "clean_input.wav"), "utf8"), "mine");
    rmSync(out, { recursive: true, force: true });
    // every bad sample in one pass, nothing written
    writeFileSync(join(dir, UI, "a", "interrupt.json"), annotation(0.5, 0.25));
    writeFileSync(join(dir, UI, "b", "interrupt.json"), annotation(0.25, 2));
    const bad = await run(["control-inputs", "--dataset", dir, "--out", out]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /synthetic_user_interruption\/a: [^\n]+\n[^\n]*synthetic_user_interruption\/b: /);
    assert.equal(existsSync(out), false);
    // fixed, it writes both and leaves the dataset as it was
    writeFileSync(join(dir, UI, "a", "interrupt.json"), annotation(0.25, 0.5));
    writeFileSync(join(dir, UI, "b", "interrupt.json"), annotation(0.25, 0.5));
    const ok = await run(["control-inputs", "--dataset", dir, "--out", out]);
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(ok.stdout, `wrote ${out}: 2 clean_input.wav ([S, R] muted)\n`);
    assert.deepEqual([...snapshot(out).keys()], [join(UI, "a", "clean_input.wav"), join(UI, "b", "clean_input.wav")]);
    before.set(join(UI, "a", "interrupt.json"), Buffer.from(annotation(0.25, 0.5)));
    before.set(join(UI, "b", "interrupt.json"), Buffer.from(annotation(0.25, 0.5)));
    assert.deepEqual(snapshot(dir), before);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
});
