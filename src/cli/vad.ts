/**
 * `fdb-unified vad FILE.wav`: speech segments of one 16 kHz or 8 kHz mono PCM16 file with
 * Silero VAD v6.2, as a table or (--json) as `{"sample_rate","n_samples","model_sha256",
 * "segments":[[start,end],...]}` in samples. Exit codes: 0 ok, 2 bad flags or unusable input
 * file, 1 any other failure.
 */
import { InputError, UsageError } from "../errors.js";
import { analyzeFiles } from "../vad/analyze.js";
import { progressLine } from "../vad/progress.js";
import { DEFAULT_VAD_SETTINGS, speechSegments, type VadSettings } from "../vad/segments.js";
import { readWav, vadFormatProblem } from "../audio/wav.js";

const USAGE =
  "usage: fdb-unified vad FILE.wav [--threshold 0.5] [--min-speech-ms 250] [--min-silence-ms 100] " +
  "[--speech-pad-ms 0] [--max-speech-s S] [--vad-model FILE] [--no-cache] [--json]";

class FlagError extends UsageError {}

interface VadArgs {
  file: string;
  settings: VadSettings;
  modelPath?: string;
  noCache: boolean;
  json: boolean;
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
    if (!spec && name !== "vad-model") throw new FlagError(`--${name}: unknown flag`);
    let value: string | undefined = eq >= 0 ? arg.slice(eq + 1) : argv[++k];
    if (value === undefined || (eq < 0 && value.startsWith("--"))) throw new FlagError(`--${name}: needs a value`);
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
  return { file: files[0]!, settings, modelPath, noCache, json };
}

function table(file: string, sampleRate: number, nSamples: number, modelSha: string, segments: [number, number][]): string {
  const sec = (s: number): string => (s / sampleRate).toFixed(3);
  const lines = [
    `${file}: ${sampleRate} Hz, ${nSamples} samples (${sec(nSamples)} s), Silero VAD v6.2 (model sha256 ${modelSha.slice(0, 12)}…)`,
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
  const progress = progressLine();
  try {
    const r = await analyzeFiles([args.file], { modelPath: args.modelPath, noCache: args.noCache, jobs: 1, onProgress: (p) => progress.update(p) });
    progress.end();
    const f = r.results[0]!;
    if (!f.probs) {
      process.stderr.write(`error: ${args.file}: ${vadFormatProblem(readWav(args.file)) ?? "unsupported format"}\n`);
      return 2;
    }
    const segments = speechSegments(f.probs, f.nSamples, f.sampleRate, args.settings);
    if (args.json) {
      process.stdout.write(JSON.stringify({ sample_rate: f.sampleRate, n_samples: f.nSamples, model_sha256: r.modelSha256, segments }) + "\n");
    } else {
      process.stdout.write(table(args.file, f.sampleRate, f.nSamples, r.modelSha256, segments));
    }
    return 0;
  } catch (e) {
    progress.end();
    if (e instanceof InputError) {
      process.stderr.write(`error: ${e.message}\n`);
      return e.exitCode;
    }
    process.stderr.write(`error: ${args.file}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}
