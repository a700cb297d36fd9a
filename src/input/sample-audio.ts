/**
 * What a sample view draws besides the loaded sample, read by the input's loader: `output.wav`
 * as the VAD sees it (the one audio path, src/audio/vad-audio.ts: the samples every loader gives
 * the VAD), its Silero probabilities (the loaded ones for an interruption sample; otherwise from
 * the VAD edge, cached, on the same samples the transcript check analyses), and `input.wav` mixed
 * to mono where the input has one (plain folders). A missing `input.wav` only leaves its waveform
 * out; a missing `output.wav` (a reference tree keeps it for interruption samples only) leaves out
 * the output and its probabilities.
 */
import { mixToMono } from "../audio/resample.js";
import { decodeSampleWav, samplesAt16k, sampleWavHeader, TempWavs, vadAudio, vadPath } from "../audio/vad-audio.js";
import { isPcm16, parseWav } from "../audio/wav.js";
import { inputError } from "../errors.js";
import { toMicros } from "../time.js";
import { inputWindow } from "./plain/window.js";
import { sampleFile } from "./load.js";
import type { AnalyzeWavs, LoadedInput } from "./tree/loaded-input.js";
import type { InterruptionSample, PauseSample, TurnTakingSample } from "./tree/sample.js";

/** A sample a view can draw: eligible, with a window. */
export type AudibleSample = PauseSample | TurnTakingSample | InterruptionSample;

export interface SampleAudio {
  /** output.wav as the VAD sees it (16 kHz mono: PCM16, or float32 on [-1, 1)); null when the input has none. */
  output: Int16Array | Float32Array | null;
  /** Samples of the window at 16 kHz. */
  nSamples: number;
  /** Where output.wav's own audio ends (frames / rate, microseconds), before padding or cropping; null with no output. */
  outputEnd_us: number | null;
  /** Silero probability per window of `output` (null with no output). */
  probs: Float32Array | null;
  /** input.wav mixed to mono int16, at its own rate; null when the input has none. */
  input: { samples: Int16Array; rate: number } | null;
}

/** input.wav mixed to mono int16 units at its own rate, for its waveform (any encoding wavefile reads). */
function inputWaveform(sampleId: string, bytes: Uint8Array): { samples: Int16Array; rate: number } {
  // PCM16 through the hand-written reader (as the loaders read it); other encodings through wavefile.
  const h = sampleWavHeader(sampleId, "input.wav", bytes);
  const units = isPcm16(h)
    ? parseWav(bytes).samples
    : Int16Array.from(decodeSampleWav(sampleId, "input.wav", bytes).samples, (x) =>
        Math.max(-32768, Math.min(32767, Math.round(x * 32768))),
      );
  const mono = h.channels === 1 ? units : Int16Array.from(mixToMono(units, h.channels), (v) => Math.round(v));
  return { samples: mono, rate: h.sampleRate };
}

interface Pending {
  sample: AudibleSample;
  output: Int16Array | Float32Array | null;
  nSamples: number;
  outputEnd_us: number | null;
  input: SampleAudio["input"];
  /** The file the VAD reads when probabilities are not loaded yet. */
  vadPath: string | null;
}

/** The audio of several samples of one loaded input; the VAD runs once for all cold outputs. */
export async function samplesAudio(
  input: LoadedInput,
  samples: readonly AudibleSample[],
  analyze: AnalyzeWavs,
): Promise<Map<string, SampleAudio>> {
  const temp = new TempWavs(input.source.dir);
  try {
    const pending: Pending[] = samples.map((sample) => {
      const id = sample.sampleId;
      const inFile = sampleFile(input, sample, "input.wav");
      const waveform = inFile === null ? null : inputWaveform(id, inFile.bytes);
      const windowSamples = inFile === null ? null : inputWindow(id, inFile.bytes).nSamples;
      const outFile = sampleFile(input, sample, "output.wav");
      if (outFile === null) {
        if (sample.task === "user_interruption") throw inputError(id, "output.wav is missing");
        return {
          sample,
          output: null,
          nSamples: windowSamples ?? 0,
          outputEnd_us: null,
          input: waveform,
          vadPath: null,
        };
      }
      let nSamples: number;
      if (sample.task === "user_interruption") nSamples = sample.nSamples;
      else if (windowSamples !== null) nSamples = windowSamples;
      else {
        const h = sampleWavHeader(id, "output.wav", outFile.bytes);
        nSamples = samplesAt16k(h.nSamples, h.sampleRate);
      }
      const audio = vadAudio(id, "output.wav", outFile.bytes, nSamples);
      const path = sample.task === "user_interruption" ? null : vadPath(temp, outFile.path, audio);
      const outputEnd_us = toMicros(audio.native.frames / audio.native.rate);
      return { sample, output: audio.samples(), nSamples, outputEnd_us, input: waveform, vadPath: path };
    });
    const cold = pending.filter((p) => p.vadPath !== null);
    const analysis = cold.length
      ? await analyze(
          cold.map((p) => p.vadPath!),
          input.source.dir,
          { anyEncoding: true },
        )
      : null;
    const probsOf = new Map(cold.map((p, k) => [p, analysis!.results[k]!.probs]));
    const out = new Map<string, SampleAudio>();
    for (const p of pending) {
      const probs = p.sample.task === "user_interruption" ? p.sample.probs : p.output === null ? null : probsOf.get(p)!;
      if (p.output !== null && !probs) throw inputError(p.sample.sampleId, "output.wav could not be read by the VAD");
      out.set(p.sample.sampleId, {
        output: p.output,
        nSamples: p.nSamples,
        outputEnd_us: p.outputEnd_us,
        probs,
        input: p.input,
      });
    }
    return out;
  } finally {
    temp.remove();
  }
}
