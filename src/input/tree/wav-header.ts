/**
 * The header check of a reference tree's output.wav, before the VAD: a readable WAV header,
 * 16 kHz mono 16-bit PCM, and exactly input.samples samples. Only the header is read; the hash is
 * checked as the VAD step reads the file (output-wavs.ts). An interruption output is scored, a
 * pause or turn-taking one read for the transcript check only; each is worded as its command has
 * always worded it (docs/faults.md, docs/transcript-check.md).
 */
import { isPcm16, type WavLayout } from "../../audio/wav.js";
import { readWavLayout } from "../../audio/wav-file.js";
import { WavError } from "../../errors.js";
import { fail } from "../../problems.js";
import { VAD_RATE } from "../../vad/silero.js";

export function checkWavHeader(path: string, sampleId: string, expectedSamples: number, forCheck = false): void {
  const file = "output.wav";
  let w: WavLayout;
  try {
    w = readWavLayout(path, sampleId, file);
  } catch (e) {
    if (e instanceof WavError)
      fail(sampleId, {
        file,
        check: "output.wav is not a readable WAV file",
        message: `output.wav is not a readable WAV file (${e.message})`,
      });
    throw e;
  }
  if (!(w.sampleRate === VAD_RATE && w.channels === 1 && isPcm16(w))) {
    const fmt = `${w.sampleRate} Hz, ${w.channels} channel(s), ${w.bitDepth}-bit${w.format === "pcm" || forCheck ? "" : ` ${w.format}`}`;
    fail(sampleId, {
      file,
      check: "output.wav is not 16 kHz mono 16-bit PCM",
      message: `output.wav is ${fmt}; expected 16000 Hz mono 16-bit PCM`,
    });
  }
  if (w.nSamples !== expectedSamples) {
    const expected = forCheck ? `${expectedSamples} (the window T)` : `input.samples = ${expectedSamples}`;
    fail(sampleId, {
      file,
      check: "output.wav does not hold input.samples samples",
      message: `output.wav holds ${w.nSamples} samples; expected ${expected}`,
    });
  }
}
