/**
 * `fdb-unified vad FILE.wav`: speech segments of one WAV file with Silero VAD v6.2, as a table or
 * (--json) as `{"sample_rate","n_samples","model_sha256","segments":[[start,end],...]}` in
 * samples of the audio analysed. A 16 kHz or 8 kHz mono PCM16 file is analysed as it is; any
 * other file `--dataset` accepts is brought to 16 kHz mono the same way (src/audio/vad-audio.ts:
 * 16 kHz mono floats as they are, other rates and channel counts resampled to
 * ceil(frames · 16000 / rate) samples), with a note on stderr and `converted_from:
 * {encoding, rate, channels}` in the JSON. The VAD flags are those of every command
 * (src/cli/vad-settings.ts), each also under silero-vad's own name (`--min-speech-duration-ms`,
 * `--min-silence-duration-ms`, `--max-speech-duration-s`). Exit codes: 0 ok, 2 bad flags or
 * unusable input file, 1 any other failure.
 */
import { dirname } from "node:path";
import { InputError, UsageError, VadInputError, WavError } from "../errors.js";
import { readInputFile } from "../io/input.js";
import { analyzeFiles } from "../vad/engine/analyze.js";
import { progressLine } from "../vad/engine/progress.js";
import type { VadFileResult } from "../vad/analyzer.js";
import { speechSegments } from "../vad/segments.js";
import { flag, parseCommand, printedHelp } from "./args.js";
import { COMMAND_SPECS } from "./commands.js";
import { usageLine } from "./flags.js";
import { vadSettingsFromFlags } from "./vad-settings.js";
import { note } from "../io/notes.js";
import { isVadCompatible, type WavLayout, wavLayout } from "../audio/wav.js";
import type { NativeAudio } from "../audio/vad-audio.js";
import { nativeLabel } from "../audio/converted.js";

const USAGE = `usage: ${usageLine("vad", COMMAND_SPECS.vad)}`;

/** The file, the VAD settings and the engine's options of the command line. */
function parseVadArgs(argv: readonly string[]) {
  const p = parseCommand(argv, "vad");
  const files = p.positionals;
  if (files.length !== 1)
    throw new UsageError(files.length === 0 ? "missing FILE.wav" : `expected one file, got ${files.length}`);
  const modelPath = flag(p, "vad-model");
  if (modelPath === "") throw new UsageError("--vad-model: needs a value");
  const rawJobs = flag(p, "jobs");
  if (rawJobs !== undefined && !/^[1-9][0-9]*$/.test(rawJobs.trim()))
    throw new UsageError(`--jobs: expected a whole number >= 1, got ${JSON.stringify(rawJobs)}`);
  const jobs = rawJobs === undefined ? undefined : Number(rawJobs.trim());
  return {
    file: files[0]!,
    settings: vadSettingsFromFlags(p),
    modelPath,
    noCache: p.switches.has("no-cache"),
    json: p.switches.has("json"),
    jobs,
  };
}

/** The segments of `f` (the analysis of `file` by the model of sha256 `sha`) as a table under a line naming both. */
function table(file: string, f: VadFileResult, sha: string, segments: [number, number][], from: NativeAudio | null) {
  const sec = (s: number): string => (s / f.sampleRate).toFixed(3);
  const converted = from === null ? "" : ` (converted from ${nativeLabel(from)})`;
  const lines = [
    `${file}: ${f.sampleRate} Hz, ${f.nSamples} samples (${sec(f.nSamples)} s)${converted}, Silero ` +
      `VAD v6.2 (model sha256 ${sha.slice(0, 12)}…)`,
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
  if (printedHelp(argv, "vad")) return 0;
  let args: ReturnType<typeof parseVadArgs>;
  try {
    args = parseVadArgs(argv);
  } catch (e) {
    process.stderr.write(`error: ${(e as Error).message}\n${USAGE}\n`);
    return 2;
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
    note(`${args.file}: ${nativeLabel(from)} converted to 16 kHz mono before the VAD (docs/plain-dataset.md)`);
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
      const out: Record<string, unknown> = {
        sample_rate: f.sampleRate,
        n_samples: f.nSamples,
        model_sha256: r.modelSha256,
        segments,
      };
      if (from !== null) out["converted_from"] = from;
      process.stdout.write(JSON.stringify(out) + "\n");
    } else {
      process.stdout.write(table(args.file, f, r.modelSha256, segments, from));
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
  let layout: WavLayout;
  try {
    layout = wavLayout(bytes, bytes.length)!;
    if (isVadCompatible(layout)) return asIs;
  } catch (e) {
    if (e instanceof WavError) throw new VadInputError(file, `not a readable WAV file (${e.message})`);
    throw e;
  }
  // The one audio path of the loaders: 16 kHz mono as it is, anything else converted.
  const { samplesAt16k, TempWavs, vadAudio, vadPath } = await import("../audio/vad-audio.js");
  const audio = vadAudio(file, null, bytes, samplesAt16k(layout.nSamples, layout.sampleRate));
  const { encoding, rate, channels } = audio.native;
  const from: NativeAudio = { encoding, rate, channels };
  if (audio.converted === null) return { ...asIs, from }; // the VAD edge decodes it
  const temp = new TempWavs(dirname(file));
  return { path: vadPath(temp, file, audio), from, done: () => temp.remove() };
}
