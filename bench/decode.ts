/**
 * `npm run bench:decode`: what reading WAV files costs before the VAD, old against new, on the
 * same files in one process: each file is read the old way and the new way in turn, in
 * alternating order, so the host's drift hits both alike.
 *   - PCM16 tree: the interruption outputs of the full synthetic tree of `npm run bench` (197)
 *     (16 kHz mono PCM16, about 25 s each), each scanned (hashed) and read into batch-slot
 *     buffers. Old: the streaming reader, as every file was read before; new: the source the VAD
 *     takes now for each file (`sourceFor`, which keeps the streaming reader for mono PCM16).
 *   - Plain folder, 24 kHz PCM16 (what the official inference scripts write): 50 of the same
 *     files stored at 24 kHz, converted to 16 kHz mono for the VAD. Old: the hand-written PCM16
 *     parser, then the resampler; new: `vadAudio` (wavefile, then the same resampler).
 * Prints the median of each and the ratio new / old. Figures only: nothing here asserts a time.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { to16kMono } from "../src/audio/resample.js";
import { parseWav } from "../src/audio/wav.js";
import { scanWavFile, WavSampleReader } from "../src/audio/wav-file.js";
import { vadAudio } from "../src/audio/vad-audio.js";
import { encodeWav } from "../src/audio/encode.js";
import { sourceFor, type MissFile } from "../src/vad/engine/compute-misses.js";
import { generateTree } from "../fixtures/generator/tree.js";

const ROUNDS = 7;
const SLOT = 512 * 32; // samples per read, as a batch slot takes them

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function drain(
  source: { length: number; read(start: number, n: number, out: Float32Array, o: number): void } | Float32Array,
  buf: Float32Array,
): number {
  if (source instanceof Float32Array) return source.length;
  for (let i = 0; i < source.length; i += SLOT) source.read(i, Math.min(SLOT, source.length - i), buf, 0);
  return source.length;
}

/** One pass over the files, each read the old way and the new way in turn (the order alternating). */
async function treeRound(paths: string[], round: number): Promise<{ old: number; now: number }> {
  const buf = new Float32Array(SLOT);
  const t = { old: 0, now: 0 };
  for (const [index, path] of paths.entries()) {
    const order = (index + round) % 2 === 0 ? ["old", "new"] : ["new", "old"];
    for (const which of order) {
      const t0 = performance.now();
      const w = scanWavFile(path);
      const f: MissFile = {
        index,
        path,
        sampleRate: w.sampleRate,
        nSamples: w.nSamples,
        fileSha256: w.fileSha256,
        fileSize: w.fileSize,
        dataStart: w.dataStart,
        channels: w.channels,
        bitDepth: w.bitDepth,
        format: w.format,
      };
      // awaited either way, as runStreams awaits every load
      const source = await (which === "old" ? new WavSampleReader(path, w, w.fileSha256) : sourceFor(f));
      if (drain(source, buf) === 0) throw new Error("nothing read");
      t[which === "old" ? "old" : "now"] += performance.now() - t0;
    }
  }
  return t;
}

function plainRound(files: { bytes: Buffer; frames: number }[], round: number): { old: number; now: number } {
  const t = { old: 0, now: 0 };
  for (const [index, { bytes, frames }] of files.entries()) {
    const n = Math.ceil((frames * 2) / 3);
    const order = (index + round) % 2 === 0 ? ["old", "new"] : ["new", "old"];
    for (const which of order) {
      const t0 = performance.now();
      const out =
        which === "old"
          ? to16kMono(parseWav(bytes).samples, 1, 24000, n)
          : vadAudio("bench/0", "output.wav", bytes, n).converted;
      if (!out || out.length !== n) throw new Error("wrong length");
      t[which === "old" ? "old" : "now"] += performance.now() - t0;
    }
  }
  return t;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), "fdb-unified-bench-decode-"));
  try {
    const tree = join(work, "tree");
    await generateTree(tree, { full: true });
    const ui = join(tree, "synthetic_user_interruption");
    const paths = readdirSync(ui)
      .sort()
      .map((name) => join(ui, name, "output.wav"));
    const audioS = paths.reduce((s, p) => s + scanWavFile(p).nSamples / 16000, 0);
    const plain = paths.slice(0, 50).map((p) => {
      const x = parseWav(readFileSync(p)).samples;
      return { bytes: encodeWav(x, { rate: 24000 }), frames: x.length };
    });
    const times = {
      treeOld: [] as number[],
      treeNew: [] as number[],
      plainOld: [] as number[],
      plainNew: [] as number[],
    };
    await treeRound(paths, 0); // warm the page cache and the JIT
    plainRound(plain.slice(0, 5), 0);
    for (let r = 0; r < ROUNDS; r++) {
      const tr = await treeRound(paths, r);
      times.treeOld.push(tr.old);
      times.treeNew.push(tr.now);
      const pr = plainRound(plain, r);
      times.plainOld.push(pr.old);
      times.plainNew.push(pr.now);
    }
    const row = (label: string, old: number[], now: number[]) =>
      console.log(
        `${label.padEnd(52)} old ${median(old).toFixed(0).padStart(6)} ms   new ${median(now).toFixed(0).padStart(6)} ms   new/old ${(median(now) / median(old)).toFixed(3)}`,
      );
    console.log(`median over ${ROUNDS} rounds of the summed times, each file read old and new in turn, one process`);
    row(
      `PCM16 tree: ${paths.length} files, ${(audioS / 60).toFixed(0)} min, scan + read`,
      times.treeOld,
      times.treeNew,
    );
    row(`plain 24 kHz PCM16: ${plain.length} files, decode + resample`, times.plainOld, times.plainNew);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
