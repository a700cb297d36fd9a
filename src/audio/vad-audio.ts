/**
 * The one audio path: the samples the VAD sees for an output (or any WAV file `vad` is given),
 * 16 kHz mono with exactly the window's sample count. Every loader, the sample view and the `vad`
 * command bring a file to the VAD through `vadAudio`
 * (and `vadPath`, the file the VAD edge then reads), so one output gives one signal everywhere.
 *   - Mono 16 kHz PCM16 of the right length is used as is, by the streaming reader; of another
 *     length it is zero-padded or cropped.
 *   - Any other file is decoded through wavefile (decode.ts). Mono 16 kHz floats go to the VAD as
 *     they are (the file itself when its length is right, else padded or cropped float32), with
 *     no int16 round trip.
 *   - Other rates and channel counts are mixed and resampled from the decoded floats in int16
 *     units (x · 32768) with the documented resampler of resample.ts, which rounds to PCM16: a
 *     PCM16 file gives exactly what it gave before, a 24-bit or float file the nearest PCM16
 *     values of its converted samples.
 * Only the frames the window keeps are decoded, mixed and resampled (resample.ts `framesNeeded`), so
 * a file much longer than its window costs what the window costs.
 * Converted samples reach the VAD edge (which reads files) as temporary 16 kHz WAV files outside
 * the input (`TempWavs`). An encoding that cannot be decoded, a NaN or infinite float sample, a
 * file that is not RIFF/WAVE and a header whose rate or length is implausible (plausible-wav.ts)
 * are bad input with one line naming the sample and the file; like problems of several samples
 * make one line, since each is a problem with a value-free check (src/problems.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inputError, WavError } from "../errors.js";
import { isInside } from "../io/input.js";
import { fail } from "../problems.js";
import { decodeWav, type DecodedWav } from "./decode.js";
import { encodeWav } from "./encode.js";
import type { Encoding } from "./encoding.js";
import { VAD_RATE } from "./rates.js";
import { implausibleWav } from "./plausible-wav.js";
import { fitLength, framesNeeded, to16kMono } from "./resample.js";
import { isPcm16, parseWav, wavLayout, type WavLayout } from "./wav.js";

/** What a converted file was: its encoding, rate and channel count. */
export interface NativeAudio {
  encoding: Encoding;
  rate: number;
  channels: number;
}

export interface VadAudio {
  /** Encoding, rate, channels and frames of the file itself. */
  native: NativeAudio & { frames: number };
  /**
   * The samples the VAD must see instead of the file: PCM16 (converted) or float32 on the
   * [-1, 1) scale (a 16 kHz mono file padded or cropped); null when the file itself is analysed.
   */
  converted: Int16Array | Float32Array | null;
  /** True when the file is not mono 16 kHz PCM16 (it was decoded through wavefile). */
  decoded: boolean;
  /**
   * 16 kHz samples of zeros added (> 0) or cut (< 0) after any resampling to reach `nSamples`:
   * the window less the file's own length at 16 kHz (`samplesAt16k`); 0 when the lengths agree.
   */
  fit: number;
  /** The samples the VAD sees, whether converted or the file's own (decoded on demand). */
  samples(): Int16Array | Float32Array;
}

/** The start of a problem line: the sample (or file) and, when it is a sample's, the file's name. */
function prefix(file: string | null): string {
  return file === null ? "" : `${file}: `;
}

/**
 * The header of a WAV file (nothing decoded); an unreadable one, or one whose rate or length is
 * implausible, is a problem of `where` naming `file`.
 */
export function sampleWavHeader(where: string, file: string, bytes: Uint8Array): WavLayout {
  let w: WavLayout;
  try {
    w = wavLayout(bytes, bytes.length)!;
  } catch (e) {
    if (e instanceof WavError)
      fail(where, {
        file,
        check: `${file} is not a readable WAV file (${e.check})`,
        message: `${file} is not a readable WAV file (${e.message})`,
      });
    throw e;
  }
  const implausible = implausibleWav(w);
  if (implausible !== null)
    fail(where, {
      file,
      check: `${file} ${implausible.check}`,
      message: `${file} ${implausible.message}`,
      fix: "its header is damaged, or it is not a recording: write the file again (docs/faults.md gives the bounds)",
    });
  return w;
}

/** Decode a WAV file (its first `maxFrames` frames at most), naming `where` (and the file, when not null) in any problem. */
export function decodeSampleWav(
  where: string,
  file: string | null,
  bytes: Uint8Array,
  maxFrames = Infinity,
): DecodedWav {
  try {
    return decodeWav(bytes, maxFrames);
  } catch (e) {
    if (e instanceof WavError)
      fail(where, {
        ...(file !== null ? { file } : {}),
        check: `${prefix(file)}${e.check}`,
        message: `${prefix(file)}${e.message}`,
      });
    throw e;
  }
}

/**
 * The window's length at 16 kHz: the frame count itself at 16 kHz, otherwise
 * ceil(frames · 16000 / rate) in exact integer arithmetic (the length `resample_poly` gives).
 */
export function samplesAt16k(frames: number, rate: number): number {
  if (rate === VAD_RATE) return frames;
  const num = frames * VAD_RATE;
  const q = Math.floor(num / rate);
  return q * rate >= num ? q : q + 1;
}

/** Decoded floats (the [-1, 1) scale) to int16 units, exactly (× 2^15), in place. */
function toInt16Units(x: Float64Array): Float64Array {
  for (let i = 0; i < x.length; i++) x[i] = x[i]! * 32768;
  return x;
}

/** The samples the VAD sees for `bytes` (a WAV file of `where`, named `file`) over `nSamples` at 16 kHz. */
export function vadAudio(where: string, file: string | null, bytes: Uint8Array, nSamples: number): VadAudio {
  const h = sampleWavHeader(where, file ?? "the file", bytes);
  const fit = nSamples - samplesAt16k(h.nSamples, h.sampleRate);
  if (isPcm16(h) && h.channels === 1 && h.sampleRate === VAD_RATE) {
    const native = { encoding: "pcm16" as const, rate: VAD_RATE, channels: 1, frames: h.nSamples };
    if (h.nSamples === nSamples)
      return { native, converted: null, decoded: false, fit, samples: () => parseWav(bytes).samples };
    const converted = fitLength(parseWav(bytes).samples, nSamples);
    return { native, converted, decoded: false, fit, samples: () => converted };
  }
  // only the frames the window keeps are decoded
  const d = decodeSampleWav(where, file, bytes, framesNeeded(nSamples, h.sampleRate));
  const native = { encoding: d.encoding, rate: d.sampleRate, channels: d.channels, frames: d.fileFrames };
  if (d.sampleRate === VAD_RATE && d.channels === 1) {
    const fitted = new Float32Array(nSamples);
    fitted.set(d.samples.subarray(0, Math.min(nSamples, d.frames)));
    return { native, converted: d.fileFrames === nSamples ? null : fitted, decoded: true, fit, samples: () => fitted };
  }
  const converted = to16kMono(toInt16Units(d.samples), d.channels, d.sampleRate, nSamples, d.fileFrames);
  return { native, converted, decoded: true, fit, samples: () => converted };
}

/**
 * Temporary 16 kHz mono WAV files for the VAD edge, which reads files: PCM16 for converted audio,
 * 32-bit float for float samples, in a folder under the system temporary directory (never inside
 * the input), created on first use and removed by `remove`.
 */
export class TempWavs {
  private dir: string | null = null;
  private count = 0;

  /** `input`: the folder that must not receive the files. */
  constructor(private readonly input: string) {}

  write(samples: Int16Array | Float32Array): string {
    if (this.dir === null) {
      const dir = mkdtempSync(join(tmpdir(), "fdb-unified-resampled-"));
      if (isInside(dir, this.input)) {
        rmSync(dir, { recursive: true, force: true });
        throw inputError(
          this.input,
          "the temporary folder for resampled audio would be inside the dataset; set TMPDIR elsewhere",
        );
      }
      this.dir = dir;
    }
    const path = join(this.dir, `${this.count++}.wav`);
    writeFileSync(
      path,
      encodeWav(samples, { rate: VAD_RATE, encoding: samples instanceof Int16Array ? "pcm16" : "float32" }),
    );
    return path;
  }

  remove(): void {
    if (this.dir !== null) rmSync(this.dir, { recursive: true, force: true });
    this.dir = null;
  }
}

/**
 * The file the VAD reads for the WAV file at `path` once `vadAudio` gave `audio`: the file itself
 * when it is analysed as it is, else a temporary file of the converted samples in `temp`.
 */
export function vadPath(temp: TempWavs, path: string, audio: VadAudio): string {
  return audio.converted === null ? path : temp.write(audio.converted);
}
