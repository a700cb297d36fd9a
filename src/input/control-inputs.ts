/**
 * The inputs of a control run (docs/matched-runs.md "Recording a control run"): for each
 * eligible synthetic_user_interruption sample of a plain v1.0 folder, its `input.wav` with the
 * frames ⌊S · rate⌋ … ⌈R · rate⌉ − 1 of every channel set to the encoding's silence (0; 128 for
 * unsigned 8-bit PCM; 0xD5 and 0xFF, the codes of 0, for A-law and µ-law; float zeros), every
 * other byte kept: the header before the data chunk, every other chunk, the rate and the length.
 * S and R are the annotation's as the plain loader reads and checks it; the folder is checked as
 * `score` checks it, every problem in one pass. A v1.5 folder, whose samples hold their
 * clean_input.wav already, is refused before it is read, with one line saying what to use, as every
 * v1.0-only command refuses one. Nothing is written here: the bytes are returned.
 */
import { join } from "node:path";
import { encodingOf, type Encoding } from "../audio/encoding.js";
import { sampleWavHeader } from "../audio/vad-audio.js";
import { inputError } from "../errors.js";
import { inputExists } from "../io/input.js";
import { datasetVersion } from "./kind.js";
import { v15Refusal } from "./load.js";
import { readBytes } from "./tree/read.js";
import { readDataset } from "./plain/read.js";

/** The byte that encodes silence in one sample of each encoding (each byte of it, for multi-byte ones). */
export function silenceByte(encoding: Encoding): number {
  if (encoding === "pcm8") return 0x80;
  if (encoding === "alaw") return 0xd5;
  if (encoding === "mulaw") return 0xff;
  return 0;
}

/** ⌊a / b⌋ and ⌈a / b⌉ of non-negative integers, exactly. */
const floorDiv = (a: number, b: number) => (a - (a % b)) / b;
const ceilDiv = (a: number, b: number) => floorDiv(a + b - 1, b);

/** The frames [first, end) muted for [S, R] at `rate`: ⌊S · rate⌋ to ⌈R · rate⌉ − 1, within the file. */
export function mutedFrames(S_us: number, R_us: number, rate: number, frames: number): [number, number] {
  const first = Math.min(frames, floorDiv(S_us * rate, 1e6));
  return [first, Math.max(first, Math.min(frames, ceilDiv(R_us * rate, 1e6)))];
}

/** `input.wav`'s bytes with [S, R] muted in every channel; every other byte as it is. */
export function mutedInput(sampleId: string, bytes: Uint8Array, S_us: number, R_us: number): Buffer {
  const h = sampleWavHeader(sampleId, "input.wav", bytes);
  const encoding = encodingOf(h);
  if (encoding === null) throw inputError(sampleId, "input.wav: its encoding has no known silence to mute with");
  const [first, end] = mutedFrames(S_us, R_us, h.sampleRate, h.nSamples);
  const out = Buffer.from(bytes);
  out.fill(silenceByte(encoding), h.dataStart + first * h.blockAlign, h.dataStart + end * h.blockAlign);
  return out;
}

/** One file to write: its path relative to the output folder, and its bytes. */
export interface ControlInput {
  sampleId: string;
  path: string;
  bytes: Buffer;
}

/**
 * The muted inputs of a plain folder, one per eligible interruption sample, at
 * `synthetic_user_interruption/<ID>/clean_input.wav`. A reference tree (manifest.json) and a v1.5
 * folder are refused, and any problem of any sample stops the run with all of them; `ignored` are
 * the folders skipped as `ignore` asked.
 */
/** A v1.5 folder refused in one line: its samples hold their clean_input.wav already; it is scored instead. */
export function refuseV15(dir: string, ignore?: readonly string[]): void {
  if (datasetVersion(dir, ignore) === "v1.5")
    throw v15Refusal(
      dir,
      "control-inputs writes the control-run inputs of a v1.0 folder, and a v1.5 sample holds its " +
        `clean_input.wav already; score its matched runs with fdb-unified score --dataset ${dir}`,
    );
}

export function controlInputs(
  dir: string,
  opts: { ignore?: readonly string[] } = {},
): { files: ControlInput[]; ignored: string[] } {
  if (inputExists(join(dir, "manifest.json")))
    throw inputError(
      dir,
      "holds manifest.json: this is a reference tree, which holds no input.wav; give the plain folder",
    );
  refuseV15(dir, opts.ignore);
  const read = readDataset(dir, opts);
  const out: ControlInput[] = [];
  for (const s of read.subsets) {
    for (const x of s.samples) {
      if (x.kind !== "audio" || x.pending.task !== "user_interruption") continue;
      const id = x.dir.sampleId;
      const { S_us, R_us } = x.pending;
      const bytes = read.problems.attempt(
        id,
        () => mutedInput(id, readBytes(join(x.dir.folder, "input.wav"), id, "input.wav"), S_us, R_us),
        x.dir.subset,
      );
      if (bytes !== undefined) out.push({ sampleId: id, path: join(s.subset, x.dir.name, "clean_input.wav"), bytes });
    }
  }
  read.problems.throwIfAny();
  return { files: out, ignored: read.ignored };
}
