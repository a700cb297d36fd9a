/**
 * Test helper: build a small reference tree in a temporary folder from a compact description,
 * with consistent hashes, and a fake VAD edge whose "speech probability" is 0.9 in every
 * 512-sample window whose peak exceeds 1000 and 0.05 elsewhere (no model needed).
 */
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeWav } from "../../src/audio/decode.js";
import { parseWav } from "../../src/audio/wav.js";
import { wavBytes } from "../vad/wav-helpers.js";
import type { AnalyzeWavs } from "../../src/input/tree/loaded-input.js";
import { SUBSET_TASK, type SubsetName } from "../../src/input/tree/subsets.js";

export const sha = (b: Uint8Array | string) => createHash("sha256").update(b).digest("hex");

/** A WAV file with a plain 44-byte header and any rate, channel count or bit depth. */
export function encodeWav(samples: Int16Array, rate = 16000, channels = 1, bits = 16): Buffer {
  return wavBytes(samples, { sampleRate: rate, channels, bitDepth: bits });
}

/** Loud (speech) from `a` to `b` seconds, silence elsewhere, `T` seconds at 16 kHz. */
export function loudSpans(T: number, spans: [number, number][]): Int16Array {
  const x = new Int16Array(Math.round(T * 16000));
  for (const [a, b] of spans)
    for (let k = Math.round(a * 16000); k < Math.round(b * 16000); k++) x[k] = k % 2 ? 8000 : -8000;
  return x;
}

export interface SampleSpec {
  subset: SubsetName;
  name: string;
  eligible?: boolean;
  reasons?: string[];
  /** Input length in samples at 16 kHz (T = samples / 16000). */
  samples?: number;
  words?: [number, number | null][];
  /** The annotation value (written as JSON) or raw text. */
  annotation?: unknown;
  wav?: Buffer;
}

export function writeJson(path: string, v: unknown, indent = 2) {
  writeFileSync(path, JSON.stringify(v, null, indent) + "\n");
}

/** Build a tree; returns its folder. */
export function buildTree(specs: SampleSpec[], opts: { summary?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "fdb-unified-test-"));
  const rows: unknown[] = [];
  const transcripts: Record<string, Record<string, string>> = {};
  for (const s of specs) {
    const task = SUBSET_TASK[s.subset];
    const eligible = s.eligible ?? true;
    const files: Record<string, string> = {};
    if (eligible) {
      const folder = join(dir, s.subset, s.name);
      mkdirSync(folder, { recursive: true });
      const out = JSON.stringify(
        { text: "", chunks: (s.words ?? []).map(([a, b]) => ({ text: "w", timestamp: [a, b] })) },
        null,
        4,
      );
      writeFileSync(join(folder, "output.json"), out);
      transcripts[s.subset] ??= Object.create(null) as Record<string, string>; // no prototype: any sample name is a plain key
      transcripts[s.subset]![s.name] = sha(out);
      if (task !== "backchannel") {
        const annFile = {
          pause_handling: "pause.json",
          turn_taking: "turn_taking.json",
          user_interruption: "interrupt.json",
        }[task];
        const ann = typeof s.annotation === "string" ? s.annotation : JSON.stringify(s.annotation);
        writeFileSync(join(folder, annFile), ann);
        files[annFile] = sha(ann);
      }
      // a backchannel sample's output is read like an interruption sample's: silence unless given
      const wav = s.wav ?? (task === "backchannel" ? encodeWav(new Int16Array(s.samples ?? 160000)) : undefined);
      if (wav) {
        writeFileSync(join(folder, "output.wav"), wav);
        files["output.wav"] = sha(wav);
      }
    }
    rows.push({
      sample_id: `${s.subset}/${s.name}`,
      subset: s.subset,
      task,
      ...(eligible ? { input: { samples: s.samples ?? 160000, sample_rate: 16000 } } : {}),
      eligible,
      reasons: s.reasons ?? (eligible ? [] : ["input pacing deviation 0.1 exceeds 0.08s"]),
      flags: [],
      files,
    });
  }
  writeJson(join(dir, "manifest.json"), { schema_version: 1, samples: rows });
  const asr = {
    subsets: Object.fromEntries(Object.entries(transcripts).map(([k, v]) => [k, { task: "default", transcripts: v }])),
  };
  writeJson(join(dir, "asr.json"), asr);
  if (opts.summary) {
    writeJson(join(dir, "summary.json"), {
      manifest_sha256: sha(readFileSync(join(dir, "manifest.json"))),
      asr_sha256: sha(readFileSync(join(dir, "asr.json"))),
      subsets: { synthetic_pause_handling: { result: { "Average take turn": 0.25 }, judge: null } },
    });
  }
  return dir;
}

/** Rewrite a file in the tree and fix the hashes that pin it, so only the content is bad. */
export function replaceAndRehash(
  dir: string,
  subset: SubsetName,
  name: string,
  file: string,
  content: string | Buffer,
) {
  writeFileSync(join(dir, subset, name, file), content);
  if (file === "output.json") {
    const asr = JSON.parse(readFileSync(join(dir, "asr.json"), "utf8"));
    asr.subsets[subset].transcripts[name] = sha(content);
    writeJson(join(dir, "asr.json"), asr);
  } else {
    const m = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
    const row = m.samples.find((r: { sample_id: string }) => r.sample_id === `${subset}/${name}`);
    row.files[file] = sha(content);
    writeJson(join(dir, "manifest.json"), m);
  }
}

/**
 * A fake VAD edge: a 512-sample window is speech (0.9) when its peak exceeds 1000 in int16
 * units, else 0.05. Like the real edge it reads mono 16 kHz PCM16, and with `anyEncoding` 16 kHz
 * mono files in any other encoding, from their decoded floats × 32768.
 */
export const fakeAnalyze: AnalyzeWavs = async (paths, _root, opts) => ({
  modelSha256: "0".repeat(64),
  runtime: "fake",
  results: paths.map((p) => {
    const bytes = readFileSync(p);
    const w = parseWav(bytes);
    let units: ArrayLike<number> | null = null;
    if (w.sampleRate === 16000 && w.channels === 1 && w.format === "pcm" && w.bitDepth === 16) units = w.samples;
    else if (opts?.anyEncoding && w.sampleRate === 16000 && w.channels === 1)
      units = decodeWav(bytes).samples.map((x) => x * 32768);
    let probs: Float32Array | null = null;
    if (units !== null) {
      const n = Math.ceil(w.nSamples / 512);
      probs = new Float32Array(n);
      for (let i = 0; i < n; i++) {
        let peak = 0;
        for (let k = i * 512; k < Math.min(w.nSamples, (i + 1) * 512); k++) peak = Math.max(peak, Math.abs(units[k]!));
        probs[i] = peak > 1000 ? 0.9 : 0.05;
      }
    }
    return {
      path: p,
      fileSha256: sha(bytes),
      sampleRate: w.sampleRate,
      channels: w.channels,
      bitDepth: w.bitDepth,
      nSamples: w.nSamples,
      probs,
      cached: false,
    };
  }),
});

/**
 * A plain Full-Duplex-Bench folder made from a reference tree, at `to`: each eligible sample's
 * folder copied, with an `input.wav` of the manifest's length (silence) that a plain folder has
 * and a tree does not. Returns `to`.
 */
export function plainFolderOf(tree: string, to: string): string {
  const manifest = JSON.parse(readFileSync(join(tree, "manifest.json"), "utf8")) as {
    samples: { sample_id: string; eligible: boolean; input?: { samples: number } }[];
  };
  for (const row of manifest.samples.filter((r) => r.eligible)) {
    const dir = join(to, row.sample_id);
    cpSync(join(tree, row.sample_id), dir, { recursive: true });
    writeFileSync(join(dir, "input.wav"), encodeWav(new Int16Array(row.input!.samples)));
  }
  return to;
}
