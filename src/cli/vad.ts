/**
 * `fdb-unified vad FILE.wav`: speech segments of one WAV file with Silero VAD v6.2, as a table or
 * (--json) as `{"sample_rate","n_samples","model_sha256","segments":[[start,end],...]}` in
 * samples of the audio analysed. A 16 kHz or 8 kHz mono PCM16 file is analysed as it is; any
 * other file `--dataset` accepts is brought to 16 kHz mono the same way (src/dataset/output-audio.ts:
 * 16 kHz mono floats as they are, other rates and channel counts resampled to
 * ceil(frames · 16000 / rate) samples), with a note on stderr and `converted_from:
 * {encoding, rate, channels}` in the JSON. Exit codes: 0 ok, 2 bad flags or unusable input
 * file, 1 any other failure.
 */
import { dirname } from "node:path";
import { InputError, UsageError } from "../errors.js";
import { readInputFile } from "../io/input.js";
import { analyzeFiles, VadInputError } from "../vad/analyze.js";
import { progressLine } from "../vad/progress.js";
import { DEFAULT_VAD_SETTINGS, speechSegments, type VadSettings } from "../vad/segments.js";
import { isVadCompatible, wavLayout, WavError } from "../audio/wav.js";
import type { NativeAudio } from "../dataset/output-audio.js";
import { nativeLabel } from "../output/converted.js";

const USAGE =
  "usage: fdb-unified vad FILE.wav [--threshold 0.5] [--min-speech-ms 250] [--min-silence-ms 100] " +
  "[--speech-pad-ms 0] [--max-speech-s S] [--vad-model FILE] [--no-cache] [--jobs N] [--json]";

class FlagError extends UsageError {}

interface VadArgs {
  file: string;
  settings: VadSettings;
  modelPath?: string;
  noCache: boolean;
  json: boolean;
  jobs?: number;
}

const NUMERIC: Record<string, { key: keyof VadSettings; check: (v: number) => boolean; what: string }> = {
  threshold: { key: "threshold", check: (v) => v >= 0 && v <= 1, what: "a number from 0 to 1" },
  "min-speech-ms": { key: "minSpeechDurationMs", check: (v) => v >= 0, what: "a number >= 0" },
  "min-silence-ms": { key: "minSilenceDurationMs", check: (v) => v >= 0, what: "a number >= 0" },
  "speech-pad-ms": { key: "speechPadMs", check: (v) => v >= 0, what: "a number >= 0" },
  "max-speech-s": { key: "maxSpeechDurationS", check: (v) => v > 0, what: "a number > 0" },
};

export function parseVadArgs(argv: readonly string[]): VadArgs | "help" {
  const settings: VadSettings = { ...DEFAULT_VAD_SETTINGS };
  const seen = new Set<string>();
  const files: string[] = [];
  let modelPath: string | undefined;
  let jobs: number | undefined;
  let noCache = false;
  let json = false;
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k]!;
    if (arg === "--help" || arg === "-h") return "help";
    if (!arg.startsWith("--")) {
      files.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
    if (seen.has(name)) throw new FlagError(`--${name}: given more than once`);
    seen.add(name);
    if (name === "no-cache" || name === "json") {
      if (eq >= 0) throw new FlagError(`--${name}: takes no value`);
      if (name === "json") json = true;
      else noCache = true;
      continue;
    }
    const spec = Object.hasOwn(NUMERIC, name) ? NUMERIC[name] : undefined;
    if (!spec && name !== "vad-model" && name !== "jobs") throw new FlagError(`--${name}: unknown flag`);
    let value: string | undefined = eq >= 0 ? arg.slice(eq + 1) : argv[++k];
    if (value === undefined || (eq < 0 && value.startsWith("--"))) throw new FlagError(`--${name}: needs a value`);
    if (name === "jobs") {
      if (!/^[1-9][0-9]*$/.test(value.trim())) throw new FlagError(`--jobs: expected a whole number >= 1, got ${JSON.stringify(value)}`);
      jobs = Number(value.trim());
      continue;
    }
    if (!spec) {
      if (value === "") throw new FlagError(`--${name}: needs a value`);
      modelPath = value;
      continue;
    }
    const v = value.trim() === "" ? NaN : Number(value);
    if (!Number.isFinite(v) || !spec.check(v)) throw new FlagError(`--${name}: expected ${spec.what}, got ${JSON.stringify(value)}`);
    (settings as unknown as Record<string, number>)[spec.key] = v;
  }
  if (files.length !== 1) throw new FlagError(files.length === 0 ? "missing FILE.wav" : `expected one file, got ${files.length}`);
  return { file: files[0]!, settings, modelPath, noCache, json, jobs };
}

function table(file: string, sampleRate: number, nSamples: number, modelSha: string, segments: [number, number][], from: NativeAudio | null): string {
  const sec = (s: number): string => (s / sampleRate).toFixed(3);
  const converted = from === null ? "" : ` (converted from ${nativeLabel(from)})`;
  const lines = [
    `${file}: ${sampleRate} Hz, ${nSamples} samples (${sec(nSamples)} s)${converted}, Silero VAD v6.2 (model sha256 ${modelSha.slice(0, 12)}…)`,
    `${segments.length} speech segment${segments.length === 1 ? "" : "s"}`,
  ];
  if (segments.length > 0) {
    const rows = segments.map(([s, e], i) => [String(i + 1), sec(s), sec(e), sec(e - s), String(s), String(e)]);
    const head = ["#", "start_s", "end_s", "dur_s", "start", "end"];
    const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
    const fmt = (r: string[]): string => r.map((v, c) => v.padStart(widths[c]!)).join("  ");
    lines.push(fmt(head), ...rows.map(fmt));
  }
  return lines.join("\n") + "\n";
}

export async function vadCommand(argv: string[]): Promise<number> {
  let args: VadArgs | "help";
  try {
    args = parseVadArgs(argv);
  } catch (e) {
    process.stderr.write(`error: ${(e as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (args === "help") {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  // A file that is not 16/8 kHz mono PCM16 is checked and, unless it is 16 kHz mono, converted
  // before the VAD; PCM16 files go straight to the VAD edge as they always did.
  let prepared: Prepared;
  try {
    prepared = await prepare(args.file);
  } catch (e) {
    if (e instanceof InputError) {
      process.stderr.write(`error: ${e.message}\n`);
      return e.exitCode;
    }
    throw e;
  }
  const { from } = prepared;
  if (from !== null) {
    process.stderr.write(`note: ${args.file}: ${nativeLabel(from)} converted to 16 kHz mono before the VAD (docs/plain-dataset.md)\n`);
  }
  const progress = progressLine();
  try {
    const r = await analyzeFiles([prepared.path], {
      modelPath: args.modelPath,
      noCache: args.noCache,
      jobs: args.jobs ?? 1,
      anyEncoding: true,
      onProgress: (p) => progress.update(p),
    });
    progress.end();
    const f = r.results[0]!;
    if (!f.probs) throw new Error("the VAD edge did not analyse the prepared file");
    const segments = speechSegments(f.probs, f.nSamples, f.sampleRate, args.settings);
    if (args.json) {
      const out: Record<string, unknown> = { sample_rate: f.sampleRate, n_samples: f.nSamples, model_sha256: r.modelSha256, segments };
      if (from !== null) out["converted_from"] = from;
      process.stdout.write(JSON.stringify(out) + "\n");
    } else {
      process.stdout.write(table(args.file, f.sampleRate, f.nSamples, r.modelSha256, segments, from));
    }
    return 0;
  } catch (e) {
    progress.end();
    if (e instanceof InputError) {
      process.stderr.write(`error: ${e.message.replace(prepared.path, args.file)}\n`);
      return e.exitCode;
    }
    process.stderr.write(`error: ${args.file}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  } finally {
    prepared.done();
  }
}

interface Prepared {
  /** The file the VAD reads: FILE itself, or a converted temporary copy. */
  path: string;
  /** What FILE was, when it is not 16/8 kHz mono PCM16. */
  from: NativeAudio | null;
  done(): void;
}

async function prepare(file: string): Promise<Prepared> {
  const bytes = readInputFile(file); // a FIFO, folder or unreadable path is one line naming it
  const asIs: Prepared = { path: file, from: null, done: () => undefined };
  try {
    if (isVadCompatible(wavLayout(bytes, bytes.length)!)) return asIs;
  } catch (e) {
    if (e instanceof WavError) throw new VadInputError(file, `not a readable WAV file (${e.message})`);
    throw e;
  }
  const [{ decodeWav }, { samplesAt16k }, { to16kMono }, { TempWavs }] = await Promise.all([
    import("../audio/decode.js"),
    import("../dataset/window.js"),
    import("../audio/resample.js"),
    import("../dataset/temp-wavs.js"),
  ]);
  let d;
  try {
    d = decodeWav(bytes);
  } catch (e) {
    if (e instanceof WavError) throw new VadInputError(file, e.message);
    throw e;
  }
  const from: NativeAudio = { encoding: d.encoding, rate: d.sampleRate, channels: d.channels };
  if (d.sampleRate === 16000 && d.channels === 1) return { ...asIs, from }; // the VAD edge decodes it
  const units = d.samples.map((x) => x * 32768);
  const temp = new TempWavs(dirname(file));
  const path = temp.write(to16kMono(units, d.channels, d.sampleRate, samplesAt16k(d.frames, d.sampleRate)));
  return { path, from, done: () => temp.remove() };
}
