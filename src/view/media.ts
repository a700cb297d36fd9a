/**
 * The edge that reads what a sample view draws besides the loaded sample: `output.wav` as the
 * VAD sees it (16 kHz mono, the window's length), its Silero probabilities (the loaded ones for
 * an interruption sample; otherwise from the cache, the model running once on a cold file), and
 * `input.wav` mixed to mono where the input has one (plain folders). A missing `input.wav` only
 * leaves its waveform out; a missing `output.wav` (a reference tree keeps it for interruption
 * samples only) leaves out the output and probability lanes.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { mixToMono, to16kMono } from "../audio/resample.js";
import type { SampleMedia, ViewableSample } from "../charts/sample-view.js";
import { discoverDataset } from "../input/plain/discover.js";
import { isPcm16, parseWav } from "../audio/wav.js";
import { decodeSampleWav } from "../input/plain/output-audio.js";
import { sampleWavHeader } from "../input/plain/parse-wav.js";
import { TempWavs } from "../input/plain/temp-wavs.js";
import { inputWindow, samplesAt16k } from "../input/plain/window.js";
import { VAD_RATE } from "../vad/silero.js";
import { inputError } from "../errors.js";
import type { AnalyzeWavs } from "../input/tree/load.js";
import { readBytes } from "../input/tree/read.js";

export interface ViewSource {
  kind: "tree" | "dataset";
  dir: string;
}

/** The folder holding a sample's files. */
export function sampleFolder(src: ViewSource, sample: Pick<ViewableSample, "sampleId" | "subset" | "name">): string {
  if (src.kind === "tree") return join(src.dir, sample.subset, sample.name);
  const dir = discoverDataset(src.dir)
    .find((s) => s.subset === sample.subset)
    ?.samples.find((x) => x.sampleId === sample.sampleId)?.folder;
  if (dir === undefined) throw inputError(sample.sampleId, "sample folder not found in the dataset");
  return dir;
}

interface Pending {
  sample: ViewableSample;
  output: Int16Array | null;
  nSamples: number;
  input: SampleMedia["input"];
  /** The file the VAD reads when probabilities are not loaded yet. */
  vadPath: string | null;
}

/** A sample's WAV file decoded (any encoding wavefile reads) to interleaved int16 units. */
function pcm16(
  sampleId: string,
  file: string,
  bytes: Uint8Array,
): { samples: Int16Array; channels: number; sampleRate: number; nSamples: number; isPcm16: boolean } {
  // PCM16 through the hand-written reader (as the loaders do); other encodings through wavefile.
  const h = sampleWavHeader(sampleId, file, bytes);
  if (isPcm16(h)) {
    const w = parseWav(bytes);
    return { samples: w.samples, channels: w.channels, sampleRate: w.sampleRate, nSamples: w.nSamples, isPcm16: true };
  }
  const d = decodeSampleWav(sampleId, file, bytes);
  const samples = Int16Array.from(d.samples, (x) => Math.max(-32768, Math.min(32767, Math.round(x * 32768))));
  return {
    samples,
    channels: d.channels,
    sampleRate: d.sampleRate,
    nSamples: d.frames,
    isPcm16: d.encoding === "pcm16",
  };
}

function monoInt16(samples: Int16Array, channels: number): Int16Array {
  if (channels === 1) return samples;
  const mono = mixToMono(samples, channels);
  return Int16Array.from(mono, (v) => Math.round(v));
}

/** The media of several samples of one input; the VAD runs once for all cold outputs. */
export async function samplesMedia(
  src: ViewSource,
  samples: readonly ViewableSample[],
  analyze: AnalyzeWavs,
): Promise<Map<string, SampleMedia>> {
  const temp = new TempWavs(src.dir);
  try {
    const pending: Pending[] = samples.map((sample) => {
      const folder = sampleFolder(src, sample);
      const id = sample.sampleId;
      const inputPath = join(folder, "input.wav");
      let input: SampleMedia["input"] = null;
      let windowSamples: number | null = null;
      if (existsSync(inputPath)) {
        const bytes = readBytes(inputPath, id, "input.wav");
        const w = pcm16(id, "input.wav", bytes);
        input = { samples: monoInt16(w.samples, w.channels), rate: w.sampleRate };
        windowSamples = inputWindow(id, bytes).nSamples;
      }
      const outPath = join(folder, "output.wav");
      // A reference tree keeps output.wav for interruption samples only.
      if (sample.task !== "user_interruption" && !existsSync(outPath))
        return { sample, output: null, nSamples: windowSamples ?? 0, input, vadPath: null };
      const w = pcm16(id, "output.wav", readBytes(outPath, id, "output.wav"));
      const nSamples =
        sample.task === "user_interruption"
          ? sample.nSamples
          : (windowSamples ?? samplesAt16k(w.nSamples, w.sampleRate));
      // The VAD reads the file itself only when it is mono 16 kHz PCM16 of the window's length.
      const asIs = w.isPcm16 && w.sampleRate === VAD_RATE && w.channels === 1 && w.nSamples === nSamples;
      const output = asIs ? w.samples : to16kMono(w.samples, w.channels, w.sampleRate, nSamples);
      const vadPath = sample.task === "user_interruption" ? null : asIs ? outPath : temp.write(output);
      return { sample, output, nSamples, input, vadPath };
    });
    const cold = pending.filter((p) => p.vadPath !== null);
    const analysis = cold.length
      ? await analyze(
          cold.map((p) => p.vadPath!),
          src.dir,
        )
      : null;
    const probsOf = new Map(cold.map((p, k) => [p, analysis!.results[k]!.probs]));
    const out = new Map<string, SampleMedia>();
    for (const p of pending) {
      const probs = p.sample.task === "user_interruption" ? p.sample.probs : p.output === null ? null : probsOf.get(p)!;
      if (p.output !== null && !probs) throw inputError(p.sample.sampleId, "output.wav could not be read by the VAD");
      out.set(p.sample.sampleId, {
        output: p.output,
        sampleRate: VAD_RATE,
        nSamples: p.nSamples,
        probs,
        input: p.input,
      });
    }
    return out;
  } finally {
    temp.remove();
  }
}

/** The media of one sample. */
export async function sampleMedia(src: ViewSource, sample: ViewableSample, analyze: AnalyzeWavs): Promise<SampleMedia> {
  return (await samplesMedia(src, [sample], analyze)).get(sample.sampleId)!;
}
