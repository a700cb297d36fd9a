/**
 * Bad files of the kinds a random corruption of a folder makes, each in a v1.0 plain folder and in
 * a v1.5 folder built here, through the command line: each is bad input (exit 2) with one problem
 * line naming the sample and the file, then the summary line; nothing is written and the folder
 * is left as it was. The cases that once ended in a crash or ran without end run in a child
 * process with a generous kill timeout.
 */
import assert from "node:assert/strict";
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { decodeWav } from "../../src/audio/decode.js";
import { encodeWav as encodeAny } from "../../src/audio/encode.js";
import { buildPlain, sampleFiles } from "../dataset/build.js";
import { runCli, SUMMARY_LINE, tempDir } from "../helpers/cli.js";
import { encodeWav } from "../helpers/tree.js";
import { v15Sample } from "./v15-build.js";

const UI = "synthetic_user_interruption";
const V15 = "user_interruption";

/** A v1.0 plain folder of one interruption sample, `files` replacing or adding some of its files. */
function plainFolder(files: Record<string, Buffer | string> = {}): string {
  return buildPlain({ ...sampleFiles(`${UI}/1`, "interrupt.json", [{ timestamp: [0.5, 1] }], { T: 2 }), ...files });
}

/** A v1.5 folder of one user_interruption sample, `files` replacing or adding some of its files. */
function v15Folder(files: Record<string, Buffer | string> = {}): string {
  return buildPlain({ ...v15Sample(`${V15}/1`), ...files });
}

/**
 * Every file under `dir` with its bytes, listed by raw names (a name need not be UTF-8); a file
 * past 64 MiB (a sparse one of a test) by its size and time, so that listing it reads nothing.
 */
function listing(dir: Buffer | string, prefix = ""): Map<string, Buffer | string> {
  const out = new Map<string, Buffer | string>();
  const root = Buffer.isBuffer(dir) ? dir : Buffer.from(dir);
  for (const e of readdirSync(root, { withFileTypes: true, encoding: "buffer" })) {
    const path = Buffer.concat([root, Buffer.from("/"), e.name]);
    const rel = `${prefix}/${e.name.toString("hex")}`;
    const s = statSync(path);
    if (e.isDirectory()) for (const [k, v] of listing(path, rel)) out.set(k, v);
    else out.set(rel, s.size > 2 ** 26 ? `${s.size} bytes, modified ${s.mtimeMs}` : readFileSync(path));
  }
  return out;
}

/** A generous bound on one run: a case that once ran for minutes is killed, not waited on. */
const KILL_AFTER_MS = 60_000;

/**
 * `score --dataset dir` exits 2 with one problem line matching `line` and the summary line, writes
 * nothing and leaves the folder as it was; the folder is removed after.
 */
function refused(dir: string, line: RegExp): void {
  const out = join(tempDir(), "out");
  try {
    const before = listing(dir);
    const r = runCli(["score", "--dataset", dir, "--out", out, "--no-cache"], {}, KILL_AFTER_MS);
    assert.equal(r.code, 2, r.stderr);
    const lines = r.stderr.trimEnd().split("\n");
    assert.equal(lines.length, 2, r.stderr);
    assert.match(lines[0]!, line);
    assert.match(lines[1]!, SUMMARY_LINE);
    assert.equal(r.stdout, "");
    assert.ok(!existsSync(out), "nothing written");
    assert.deepEqual(listing(dir), before, "the folder is left as it was");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const nested = (n: number): string => `${"[".repeat(n)}${"]".repeat(n)}`;

test("JSON nested 10,000 levels deep is one problem naming the file, in a v1.0 and a v1.5 folder", () => {
  const deep =
    /: (interrupt|output|metadata)\.json nests lists and objects more than 64 levels deep \(at line 1 column \d+\); /;
  refused(plainFolder({ [`${UI}/1/interrupt.json`]: nested(10000) }), new RegExp(`^error: ${UI}/1${deep.source}`));
  refused(plainFolder({ [`${UI}/1/output.json`]: nested(10000) }), new RegExp(`^error: ${UI}/1: output\\.json nests`));
  refused(
    v15Folder({ [`${V15}/1/metadata.json`]: `{"timestamps": ${nested(10000)}}` }),
    new RegExp(`^error: ${V15}/1: metadata\\.json nests`),
  );
  // deep enough for the fallback parser (a NaN sends the text there), which recursed
  refused(
    v15Folder({ [`${V15}/1/metadata.json`]: `${"[".repeat(10000)}NaN${"]".repeat(10000)}` }),
    new RegExp(`^error: ${V15}/1: metadata\\.json nests`),
  );
});

test("a JSON file with a byte-order mark is named as such, with the fix, in a v1.0 and a v1.5 folder", () => {
  const bom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
  const fix = "; save it as UTF-8 without a byte-order mark";
  refused(
    plainFolder({ [`${UI}/1/interrupt.json`]: bom(JSON.stringify([{ timestamp: [0.5, 1] }])) }),
    new RegExp(
      `^error: ${UI}/1: interrupt\\.json starts with a UTF-8 byte-order mark \\(the bytes EF BB BF\\), .*${fix}`,
    ),
  );
  refused(
    v15Folder({ [`${V15}/1/metadata.json`]: bom(JSON.stringify({ timestamps: [1, 2] })) }),
    new RegExp(`^error: ${V15}/1: metadata\\.json starts with a UTF-8 byte-order mark .*${fix}`),
  );
  refused(
    v15Folder({
      [`${V15}/1/metadata.json`]: Buffer.from(`\ufeff${JSON.stringify({ timestamps: [1, 2] })}`, "utf16le"),
    }),
    new RegExp(
      `^error: ${V15}/1: metadata\\.json is UTF-16 text \\(it starts with a UTF-16 byte-order mark\\); save it as UTF-8`,
    ),
  );
});

test("a 0-byte file of any kind is named empty, in a v1.0 and a v1.5 folder", () => {
  const empty = (where: string, file: string) =>
    new RegExp(
      `^error: ${where}: ${file.replace(".", "\\.")} is empty \\(0 bytes\\); the copy or the write that made it`,
    );
  for (const file of ["input.wav", "interrupt.json", "output.wav", "output.json"])
    refused(plainFolder({ [`${UI}/1/${file}`]: "" }), empty(`${UI}/1`, file));
  refused(
    plainFolder({ [`${UI}/1/clean_output.wav`]: "", [`${UI}/1/clean_input.wav`]: encodeWav(new Int16Array(32000)) }),
    empty(`${UI}/1`, "clean_output.wav"),
  );
  for (const file of ["input.wav", "clean_input.wav", "metadata.json", "output.wav", "clean_output.wav", "output.json"])
    refused(v15Folder({ [`${V15}/1/${file}`]: "" }), empty(`${V15}/1`, file));
});

test("an input.wav or clean_input.wav with a header and no samples is a problem of that file, not of the annotation", () => {
  const none = (where: string, file: string) =>
    new RegExp(
      `^error: ${where}: ${file.replace(".", "\\.")} holds no samples \\(a WAV header with an empty data chunk\\)`,
    );
  const header = encodeWav(new Int16Array(0));
  refused(plainFolder({ [`${UI}/1/input.wav`]: header }), none(`${UI}/1`, "input.wav"));
  refused(
    plainFolder({
      [`${UI}/1/clean_input.wav`]: header,
      [`${UI}/1/clean_output.wav`]: encodeWav(new Int16Array(32000)),
    }),
    none(`${UI}/1`, "clean_input.wav"),
  );
  refused(v15Folder({ [`${V15}/1/input.wav`]: header }), none(`${V15}/1`, "input.wav"));
  refused(v15Folder({ [`${V15}/1/clean_input.wav`]: header }), none(`${V15}/1`, "clean_input.wav"));
});

/** `wav` with the sample rate of its header (and its byte rate) set to `rate`. */
function withRate(wav: Buffer, rate: number): Buffer {
  const b = Buffer.from(wav);
  b.writeUInt32LE(rate >>> 0, 24);
  b.writeUInt32LE((rate * 2) >>> 0, 28);
  return b;
}

test("an absurd sample rate (1, 100000007, 2147483647 Hz) is refused at once, in any WAV of a v1.0 and a v1.5 folder", () => {
  const plain = sampleFiles(`${UI}/1`, "interrupt.json", [{ timestamp: [0.5, 1] }], { T: 2 });
  const v15 = v15Sample(`${V15}/1`);
  for (const rate of [1, 100000007, 2147483647]) {
    const line = (where: string, file: string) =>
      new RegExp(
        `^error: ${where}: ${file.replace(".", "\\.")} declares a sample rate of ${rate} Hz, outside the 4000 to 384000 Hz of recorded audio; `,
      );
    for (const file of ["output.wav", "input.wav"])
      refused(
        plainFolder({ [`${UI}/1/${file}`]: withRate(plain[`${UI}/1/${file}`] as Buffer, rate) }),
        line(`${UI}/1`, file),
      );
    for (const file of ["output.wav", "clean_output.wav", "input.wav", "clean_input.wav"])
      refused(
        v15Folder({ [`${V15}/1/${file}`]: withRate(v15[`${V15}/1/${file}`] as Buffer, rate) }),
        line(`${V15}/1`, file),
      );
  }
});

test("a file larger than 1 GiB is refused before a byte is read", () => {
  const dir = plainFolder();
  truncateSync(join(dir, UI, "1", "output.wav"), 1.5 * 2 ** 30); // sparse: nothing is written to disk
  refused(dir, new RegExp(`^error: ${UI}/1: output\\.wav is 1\\.5 GiB, more than the 1 GiB an input file may be; `));
});

test("like WAV problems of several samples make one line, whatever their values", () => {
  const dir = buildPlain({
    ...v15Sample(`${V15}/1`),
    ...v15Sample(`${V15}/2`),
    ...v15Sample(`${V15}/3`),
  });
  const wav = (id: string) => join(dir, V15, id, "output.wav");
  try {
    const patch = (id: string, at: number, value: number) => {
      const b = readFileSync(wav(id));
      b.writeUInt32LE(value, at);
      writeFileSync(wav(id), b);
    };
    patch("1", 24, 1); // 1 Hz
    patch("2", 24, 2); // 2 Hz
    patch("3", 24, 3); // 3 Hz
    const r = runCli(["score", "--dataset", dir, "--out", join(tempDir(), "out")], {}, KILL_AFTER_MS);
    assert.equal(r.code, 2, r.stderr);
    assert.deepEqual(r.stderr.trimEnd().split("\n"), [
      `error: 3 samples (${V15}/1, ${V15}/2, ${V15}/3): output.wav declares a sample rate outside 4000 to 384000 Hz; ` +
        "its header is damaged, or it is not a recording: write the file again (docs/faults.md gives the bounds)",
      "error: 3 problems in 3 samples; nothing was written",
    ]);
    // block aligns of other values: one line too (each sample's first problem is its only one)
    for (const id of ["1", "2", "3"]) writeFileSync(wav(id), v15Sample(`${V15}/${id}`)[`${V15}/${id}/output.wav`]!);
    for (const [id, align] of [
      ["1", 3],
      ["2", 5],
    ] as const) {
      const b = readFileSync(join(dir, V15, id, "clean_output.wav"));
      b.writeUInt16LE(align, 32);
      writeFileSync(join(dir, V15, id, "clean_output.wav"), b);
    }
    const aligns = runCli(["score", "--dataset", dir, "--out", join(tempDir(), "out")], {}, KILL_AFTER_MS);
    assert.match(
      aligns.stderr,
      new RegExp(
        `^error: 2 samples \\(${V15}/1, ${V15}/2\\): clean_output\\.wav is not a readable WAV file \\(fmt chunk: the block align does not match the channels and bits per sample\\)\n`,
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a sample folder whose name is not valid UTF-8 is refused with its bytes shown, in a v1.0 and a v1.5 folder", (t) => {
  const latin1 = Buffer.from([0x63, 0x61, 0x66, 0xe9]); // "café" in Latin-1
  const renamed = (dir: string, subset: string): string => {
    renameSync(join(dir, subset, "1"), Buffer.concat([Buffer.from(join(dir, subset, "/")), latin1]));
    return dir;
  };
  let plain: string;
  try {
    plain = renamed(plainFolder(), UI);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EILSEQ") return t.skip("this file system takes UTF-8 names only");
    throw e;
  }
  const line = (subset: string) =>
    new RegExp(
      `^error: ${subset}/caf\\\\xe9: sample folder name is not valid UTF-8 .*; rename the folder to a UTF-8 name$`,
    );
  refused(plain, line(UI));
  refused(renamed(v15Folder(), V15), line(V15));
});

test("samples under the other version's subset name are refused with the name the folder must have", () => {
  const rename = "; rename it to";
  // v1.0 interruption samples under the v1.5 name, alone and beside v1.0 subsets
  const v10Line = new RegExp(
    "^error: user_interruption/: holds Full-Duplex-Bench v1\\.0 samples \\(their folders hold interrupt\\.json\\), " +
      `but user_interruption is the name of a v1\\.5 subset${rename} synthetic_user_interruption, or pass --ignore user_interruption to skip it$`,
  );
  const v10 = sampleFiles("user_interruption/1", "interrupt.json", [{ timestamp: [0.5, 1] }], { T: 2 });
  refused(buildPlain(v10), v10Line);
  refused(
    buildPlain({ ...v10, ...sampleFiles("candor_turn_taking/1", "turn_taking.json", [{ timestamp: [1, 1.2] }]) }),
    v10Line,
  );
  // v1.5 samples under the v1.0 name, alone and beside v1.5 subsets
  const v15Line = new RegExp(
    `^error: ${UI}/: holds Full-Duplex-Bench v1\\.5 samples \\(their folders hold metadata\\.json and clean_output\\.wav\\), ` +
      `but ${UI} is the name of a v1\\.0 subset${rename} user_interruption, or pass --ignore ${UI} to skip it$`,
  );
  refused(buildPlain(v15Sample(`${UI}/1`)), v15Line);
  refused(buildPlain({ ...v15Sample(`${UI}/1`), ...v15Sample("background_speech/1") }), v15Line);
  // nested, and under another v1.0 name
  refused(
    buildPlain(v15Sample(`candor_turn_taking/candor_turn_taking/1`)),
    /^error: candor_turn_taking\/: holds Full-Duplex-Bench v1\.5 samples .*; rename it to user_interruption, user_backchannel, talking_to_other or background_speech, or pass --ignore candor_turn_taking to skip it$/,
  );
  // --ignore skips the folder with the warning, and the rest is scored
  const dir = buildPlain({
    ...v10,
    ...sampleFiles("candor_turn_taking/1", "turn_taking.json", [{ timestamp: [1, 1.2] }]),
  });
  try {
    const r = runCli(["score", "--dataset", dir, "--ignore", "user_interruption", "--json"], {}, KILL_AFTER_MS);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /warning: .*user_interruption\/ looks like a subset folder under another name; skipped/);
    assert.equal(JSON.parse(r.stdout).subsets.candor_turn_taking.counts.selected, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a v1.0 interruption sample with a control run (clean_output.wav, no metadata.json) is still a v1.0 sample", () => {
  const dir = plainFolder({ [`${UI}/1/clean_output.wav`]: encodeWav(new Int16Array(32000)) });
  try {
    const r = runCli(["score", "--dataset", dir, "--quiet", "--json"], {}, KILL_AFTER_MS);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(JSON.parse(r.stdout).definitions, "fdb-v1.0-unified-4");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** `score --dataset dir` (with `args`): exit 0, its stderr and unified.json; the folder is removed after. */
function scored(dir: string, ...args: string[]): { stderr: string; stdout: string; inputs: Record<string, unknown> } {
  const out = join(tempDir(), "out");
  try {
    const r = runCli(["score", "--dataset", dir, "--out", out, ...args], {}, KILL_AFTER_MS);
    assert.equal(r.code, 0, r.stderr);
    const u = JSON.parse(readFileSync(join(out, "unified.json"), "utf8"));
    return { stderr: r.stderr, stdout: r.stdout, inputs: u.inputs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
}

test("an output WAV with a header and no samples is scored as silence, with a warning naming the sample and the file", () => {
  const header = encodeWav(new Int16Array(0));
  const warning = (where: string, file: string) =>
    `warning: [^:]+: ${where}: ${file.replace(".", "\\.")} holds no samples \\(a WAV header with an empty data chunk\\); ` +
    "scored as silence; if the model spoke, record the output again\n";
  const plain = scored(plainFolder({ [`${UI}/1/output.wav`]: header }), "--quiet");
  assert.match(plain.stderr, new RegExp(`^${warning(`${UI}/1`, "output.wav")}$`), "a warning, printed with --quiet");
  assert.deepEqual(plain.inputs.resampled, [`${UI}/1`]);
  const control = scored(plainFolder({ [`${UI}/1/clean_output.wav`]: header }));
  assert.match(control.stderr, new RegExp(warning(`${UI}/1`, "clean_output.wav")));
  assert.match(control.stderr, /1 clean_output\.wav padded by 2 s/);
  for (const file of ["output.wav", "clean_output.wav"]) {
    const v15 = scored(v15Folder({ [`${V15}/1/${file}`]: header }));
    assert.match(v15.stderr, new RegExp(warning(`${V15}/1`, file)));
    assert.ok((v15.inputs.resampled as string[]).includes(`${V15}/1/${file}`));
  }
});

test("a converted input is recorded in inputs and said once, in the note: a stereo 44.1 kHz v1.5 input.wav", () => {
  const v15 = v15Sample(`${V15}/1`);
  const mono = decodeWav(v15[`${V15}/1/input.wav`] as Buffer);
  const stereo = new Int16Array(Math.round((mono.frames * 44100) / 16000) * 2); // silence, as the fixture's input
  const r = scored(v15Folder({ [`${V15}/1/input.wav`]: encodeAny(stereo, { rate: 44100, channels: 2 }) }));
  assert.deepEqual(r.inputs.input_resampled, [`${V15}/1/input.wav`]);
  assert.deepEqual(r.inputs.input_converted_from, {
    [`${V15}/1/input.wav`]: { encoding: "pcm16", rate: 44100, channels: 2 },
  });
  const notes = r.stderr.split("\n").filter((l) => l.startsWith("note: "));
  assert.equal(notes.length, 1, r.stderr);
  assert.match(
    notes[0]!,
    /: 1 WAV file converted to 16 kHz mono: 1 input\.wav mixed from 2 channels, resampled from 44100 Hz \(/,
  );
  assert.match(notes[0]!, /; inputs_identical compares the inputs as converted \(docs\/plain-dataset\.md\)$/);
  assert.doesNotMatch(r.stdout, /converted/, "the console does not repeat it");
});

test("a v1.0 control run's clean_input.wav at 24 kHz is recorded with the input files", () => {
  const clean = encodeAny(new Int16Array(48000), { rate: 24000 });
  const r = scored(
    plainFolder({ [`${UI}/1/clean_input.wav`]: clean, [`${UI}/1/clean_output.wav`]: encodeWav(new Int16Array(32000)) }),
  );
  assert.deepEqual(r.inputs.input_resampled, [`${UI}/1/clean_input.wav`]);
  assert.deepEqual(r.inputs.input_converted_from, {
    [`${UI}/1/clean_input.wav`]: { encoding: "pcm16", rate: 24000, channels: 1 },
  });
  assert.match(r.stderr, /: 1 clean_input\.wav resampled from 24000 Hz \(recorded in unified\.json's inputs\)/);
});
