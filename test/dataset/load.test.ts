/**
 * The plain-dataset loader on small folders built in temporary directories: discovery of both
 * layouts, ineligibility for missing files, T from input.wav at any rate, conversion of outputs,
 * the checks shared with tree mode (a null word start or an interruption word before R stops the
 * run), and one-line errors for folders that cannot be read.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { encodeWav as encodeAudio } from "../../src/audio/encode.js";
import { datasetSha256 } from "../../src/input/plain/files.js";
import { loadDataset } from "../../src/input/plain/load.js";
import { InputError } from "../../src/errors.js";
import type { LoadedInput } from "../../src/input/tree/loaded-input.js";
import { encodeWav, fakeAnalyze } from "../helpers/tree.js";
import { buildPlain, recordingAnalyze, sampleFiles, silentWav, snapshot, words } from "./build.js";

const P = "synthetic_pause_handling";
const TT = "candor_turn_taking";
const UI = "synthetic_user_interruption";
const PAUSE = [{ timestamp: [1, 2] }];
const INTERRUPT = [{ context: "c", interrupt: "i", timestamp: [1, 1.5] }];

async function withDataset<T>(files: Record<string, string | Buffer>, fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = buildPlain(files);
  try {
    return await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function rejects(files: Record<string, string | Buffer>, pattern: RegExp) {
  await withDataset(files, async (dir) => {
    await assert.rejects(loadDataset(dir, fakeAnalyze), (e: unknown) => {
      assert.ok(e instanceof InputError, `expected an InputError, got ${e}`);
      assert.match(e.message, pattern);
      assert.ok(!e.message.includes("\n"), "one line");
      return true;
    });
  });
}

const samplesOf = (t: LoadedInput, subset: string) => t.subsets.find((s) => s.subset === subset)!.samples;

test("flat and nested layouts are both found; other root entries are ignored", async () => {
  await withDataset(
    {
      ...sampleFiles(`${P}/${P}/7`, "pause.json", PAUSE),
      ...sampleFiles(`${TT}/3`, "turn_taking.json", [{ timestamp: [1, 1.2] }]),
      "logs/run.log": "x",
      "README.md": "notes",
      [`${TT}/notes.txt`]: "a file inside a subset folder is not a sample",
      [`${TT}/.hidden/input.wav`]: "hidden folders are skipped",
    },
    async (dir) => {
      const t = await loadDataset(dir, fakeAnalyze);
      assert.deepEqual(
        samplesOf(t, P).map((s) => [s.sampleId, s.eligible]),
        [[`${P}/7`, true]],
      );
      assert.deepEqual(
        samplesOf(t, TT).map((s) => [s.sampleId, s.eligible]),
        [[`${TT}/3`, true]],
      );
      assert.deepEqual(samplesOf(t, UI), []);
      assert.equal(t.reference.status, "absent");
    },
  );
});

test("a subset folder holding both layouts is refused", async () => {
  await rejects(
    { ...sampleFiles(`${P}/${P}/1`, "pause.json", PAUSE), ...sampleFiles(`${P}/2`, "pause.json", PAUSE) },
    /^synthetic_pause_handling\/: holds both the nested folder/,
  );
});

test("a reference tree, a folder without subsets and a missing folder are refused", async () => {
  await rejects(
    { "manifest.json": "{}", ...sampleFiles(`${P}/1`, "pause.json", PAUSE) },
    /holds manifest\.json: this is a reference tree, score it with --tree$/,
  );
  await rejects({ "other/1/input.wav": "x" }, /no Full-Duplex-Bench v1\.0 subset folder found/);
  await withDataset({}, (dir) =>
    assert.rejects(loadDataset(join(dir, "absent"), fakeAnalyze), /dataset folder does not exist/),
  );
});

test("missing files make a sample ineligible with one reason per file, in a fixed order; nothing is read", async () => {
  const files = {
    ...sampleFiles(`${P}/1`, "pause.json", PAUSE),
    ...sampleFiles(`${UI}/1`, "interrupt.json", INTERRUPT),
    ...sampleFiles(`${UI}/2`, "interrupt.json", INTERRUPT),
    ...sampleFiles("icc_backchannel/5", null, null),
  };
  delete files[`${P}/1/input.wav`];
  delete files[`${P}/1/pause.json`];
  delete files[`${UI}/1/output.wav`];
  delete files[`${UI}/2/output.json`];
  delete files["icc_backchannel/5/output.wav"];
  await withDataset(files, async (dir) => {
    const rec = recordingAnalyze();
    const t = await loadDataset(dir, rec.analyze);
    assert.deepEqual(samplesOf(t, P)[0], {
      sampleId: `${P}/1`,
      subset: P,
      name: "1",
      task: "pause_handling",
      eligible: false,
      reasons: ["input.wav missing", "pause.json missing"],
    });
    assert.deepEqual(
      samplesOf(t, UI).map((s) => (s.eligible ? null : s.reasons)),
      [["output.wav missing"], ["output.json missing"]],
    );
    assert.deepEqual(
      samplesOf(t, "icc_backchannel").map((s) => (s.eligible ? null : s.reasons)),
      [["output.wav missing"]],
    );
    // The VAD still runs (model hash recorded), on no file.
    assert.deepEqual(rec.calls, [[]]);
    assert.equal(t.vad.modelSha256, "0".repeat(64));
    // No file read: the hash of no lines is the sha256 of the empty string.
    assert.deepEqual(t.inputs, {
      layout: "plain",
      dataset_sha256: createHash("sha256").update("").digest("hex"),
      resampled: [],
      converted_from: {},
    });
  });
});

test("a null word start stops the run, as in tree mode", async () => {
  await rejects(
    sampleFiles(`${TT}/1`, "turn_taking.json", [{ timestamp: [1, 1.2] }], { transcript: words([null, 2]) }),
    /^candor_turn_taking\/1: output\.json word 1 start is null; expected a time in seconds; the file must look like \{"text": "\.\.\.", "chunks": \[\{"text": "word", "timestamp": \[start, end\]\}, \.\.\.\]\} with one chunk per word, times in seconds, end may be null \(docs\/plain-dataset\.md\)$/,
  );
});

test("an interruption word before R stops the run, as in tree mode", async () => {
  await rejects(
    sampleFiles(`${UI}/1`, "interrupt.json", INTERRUPT, { transcript: words([1.2, 1.4]) }),
    /^synthetic_user_interruption\/1: output\.json word 1 "w" at 1\.20 s starts before R = 1\.5 s; interruption transcripts must hold only the words from R on \(the audio is cut at R before ASR\)$/,
  );
});

test("range checks use T from input.wav", async () => {
  // T = 3 s; a pause ending at 3.5 is past T.
  await rejects(
    sampleFiles(`${P}/1`, "pause.json", [{ timestamp: [1, 3.5] }]),
    /^synthetic_pause_handling\/1: pause\.json pause 1 end at 3\.50 s is past T = 3 s$/,
  );
});

test("T from an input.wav at another rate is frames / rate; the VAD window is ceil(frames · 16000 / rate)", async () => {
  await withDataset(
    {
      // 44101 frames at 44.1 kHz: T = 1.0000226757… s → 1000023 µs; ceil(44101 · 16000 / 44100) = ceil(16000.36) = 16001.
      ...sampleFiles(`${UI}/1`, "interrupt.json", [{ timestamp: [0.2, 0.5] }], { wav: silentWav(1, 24000) }),
      [`${UI}/1/input.wav`]: encodeWav(new Int16Array(44101), 44100),
      // 36000 frames at 24 kHz: T = 1.5 s, 24000 samples at 16 kHz.
      ...sampleFiles(`${TT}/1`, "turn_taking.json", [{ timestamp: [1, 1.2] }]),
      [`${TT}/1/input.wav`]: encodeWav(new Int16Array(36000), 24000),
    },
    async (dir) => {
      const t = await loadDataset(dir, fakeAnalyze);
      const ui = samplesOf(t, UI)[0]!;
      assert.ok(ui.eligible && ui.task === "user_interruption");
      assert.equal(ui.T_us, 1000023);
      assert.equal(ui.nSamples, 16001);
      const tt = samplesOf(t, TT)[0]!;
      assert.ok(tt.eligible && tt.task === "turn_taking");
      assert.equal(tt.T_us, 1500000);
    },
  );
});

test("outputs at another rate, in stereo or of another length are converted and listed; 16 kHz mono of T's length is used as is", async () => {
  const T = 1;
  await withDataset(
    {
      ...sampleFiles(`${UI}/a`, "interrupt.json", [{ timestamp: [0.2, 0.5] }], { T, wav: silentWav(T, 24000) }),
      ...sampleFiles(`${UI}/b`, "interrupt.json", [{ timestamp: [0.2, 0.5] }], { T, wav: silentWav(T, 16000, 2) }),
      ...sampleFiles(`${UI}/c`, "interrupt.json", [{ timestamp: [0.2, 0.5] }], { T, wav: silentWav(0.5) }),
      ...sampleFiles(`${UI}/d`, "interrupt.json", [{ timestamp: [0.2, 0.5] }], { T, wav: silentWav(T) }),
      ...sampleFiles(`${UI}/e`, "interrupt.json", [{ timestamp: [0.2, 0.5] }], { T, wav: silentWav(1.2, 48000) }),
    },
    async (dir) => {
      const rec = recordingAnalyze();
      const t = await loadDataset(dir, rec.analyze);
      assert.deepEqual((t.inputs as { resampled: string[] }).resampled, [`${UI}/a`, `${UI}/b`, `${UI}/c`, `${UI}/e`]);
      const paths = rec.calls[0]!;
      assert.equal(paths[3], join(dir, UI, "d", "output.wav"));
      for (const k of [0, 1, 2, 4]) assert.ok(!paths[k]!.startsWith(dir));
      // every file the VAD saw is 16 kHz mono with T's 16000 samples (1.2 s at 48 kHz cropped, 0.5 s padded)
      for (const p of paths) {
        const w = rec.seen.get(p)!;
        assert.deepEqual([w.sampleRate, w.channels, w.nSamples], [16000, 1, 16000]);
      }
      for (const s of samplesOf(t, UI)) assert.ok(s.eligible && s.task === "user_interruption" && s.nSamples === 16000);
    },
  );
});

test("an undecodable encoding, a NaN or infinite float sample and a file that is not RIFF/WAVE stop the run naming the sample", async () => {
  const adpcm = encodeWav(new Int16Array(32000), 16000, 1, 16);
  adpcm.writeUInt16LE(0x11, 20); // format tag 0x0011: IMA ADPCM
  adpcm.writeUInt16LE(4, 34);
  await rejects(
    sampleFiles(`${UI}/1`, "interrupt.json", INTERRUPT, { wav: adpcm }),
    /^synthetic_user_interruption\/1: output\.wav: IMA ADPCM \(format tag 0x0011\) cannot be decoded; convert it to 16-bit PCM or 32-bit float WAV first \(for example with sox\)$/,
  );
  for (const [bad, frame, word] of [
    [NaN, 700, "NaN"],
    [Infinity, 0, "\\+Inf"],
    [-Infinity, 47999, "-Inf"],
  ] as const) {
    const x = new Float32Array(48000);
    x[frame] = bad;
    await rejects(
      sampleFiles(`${UI}/1`, "interrupt.json", INTERRUPT, {
        wav: encodeAudio(x, { rate: 24000, encoding: "float32" }),
      }),
      new RegExp(`^synthetic_user_interruption/1: output\\.wav: 32-bit float sample at frame ${frame} is ${word}$`),
    );
  }
  const stereo = new Float64Array(2 * 16000);
  stereo[2 * 5 + 1] = NaN;
  await rejects(
    sampleFiles(`${UI}/1`, "interrupt.json", INTERRUPT, {
      wav: encodeAudio(stereo, { rate: 16000, channels: 2, encoding: "float64" }),
    }),
    /^synthetic_user_interruption\/1: output\.wav: 64-bit float sample at frame 5, channel 1 is NaN$/,
  );
  const rifx = Buffer.from(silentWav(3));
  rifx.write("RIFX", 0, "ascii");
  await rejects(
    sampleFiles(`${UI}/1`, "interrupt.json", INTERRUPT, { wav: rifx }),
    /^synthetic_user_interruption\/1: output\.wav is not a readable WAV file \(not a RIFF\/WAVE file\)$/,
  );
  const files = sampleFiles(`${P}/1`, "pause.json", PAUSE);
  files[`${P}/1/input.wav`] = "not a wav";
  await rejects(
    files,
    /^synthetic_pause_handling\/1: input\.wav is not a readable WAV file \(not a RIFF\/WAVE file\)$/,
  );
  await rejects(
    sampleFiles(`${UI}/1`, "interrupt.json", INTERRUPT, { wav: Buffer.from("RIFF") }),
    /^synthetic_user_interruption\/1: output\.wav is not a readable WAV file/,
  );
});

test("malformed JSON names the sample and file", async () => {
  await rejects(
    sampleFiles(`${P}/1`, "pause.json", PAUSE, { transcript: '{"chunks": [' }),
    /^synthetic_pause_handling\/1: output\.json is malformed JSON/,
  );
  const files = sampleFiles(`${P}/1`, "pause.json", PAUSE);
  files[`${P}/1/pause.json`] = "[{]";
  await rejects(files, /^synthetic_pause_handling\/1: pause\.json is malformed JSON/);
});

test("dataset_sha256: sorted lines `<sample_id> <file> <sha256>`, each ending in a line feed", () => {
  // sha256 of "a y 2\nb x 1\n", the lines sorted
  const expected = createHash("sha256").update("a y 2\nb x 1\n").digest("hex");
  assert.equal(datasetSha256(["b x 1\n", "a y 2\n"]), expected);
});

test("the dataset is only read: no file is added or changed", async () => {
  const files = {
    ...sampleFiles(`${UI}/1`, "interrupt.json", INTERRUPT, { wav: silentWav(3, 24000) }),
    ...sampleFiles(`${P}/1`, "pause.json", PAUSE),
  };
  await withDataset(files, async (dir) => {
    const before = snapshot(dir);
    await loadDataset(dir, fakeAnalyze);
    assert.deepEqual(snapshot(dir), before);
  });
});

test("the temporary folder is removed when the VAD edge fails", async () => {
  await withDataset(sampleFiles(`${UI}/1`, "interrupt.json", INTERRUPT, { wav: silentWav(3, 24000) }), async (dir) => {
    let seen: string[] = [];
    await assert.rejects(
      loadDataset(dir, async (paths) => {
        seen = paths;
        throw new Error("model failed");
      }),
      /model failed/,
    );
    assert.equal(seen.length, 1);
    assert.throws(() => writeFileSync(join(seen[0]!, "..", "probe"), ""), /ENOENT/);
  });
});

test("sample folder names must be plain", async () => {
  const dir = buildPlain(sampleFiles(`${P}/1`, "pause.json", PAUSE));
  try {
    mkdirSync(join(dir, P, "bad\nname"));
    await assert.rejects(loadDataset(dir, fakeAnalyze), /control character/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("annotation identities for compare: per sample id, the hash of the annotation's parsed value when present", async () => {
  const { datasetAnnotationHashes } = await import("../../src/input/plain/files.js");
  const files = {
    ...sampleFiles(`${P}/1`, "pause.json", PAUSE),
    ...sampleFiles(`${P}/2`, "pause.json", PAUSE),
    ...sampleFiles("icc_backchannel/0", null, null),
  };
  delete files[`${P}/2/pause.json`];
  await withDataset(files, async (dir) => {
    const { canonicalJson } = await import("../../src/io/json-canonical.js");
    const pauseSha = `json:${createHash("sha256").update(canonicalJson(PAUSE)).digest("hex")}`;
    assert.deepEqual(
      [...datasetAnnotationHashes(dir)],
      [
        [`${P}/1`, { "pause.json": pauseSha }],
        [`${P}/2`, {}],
        ["icc_backchannel/0", {}],
      ],
    );
  });
});
