/**
 * Conversion of any PCM16 output to 16 kHz mono for the VAD, used when a plain Full-Duplex-Bench
 * folder holds an `output.wav` at another rate or with several channels (the official inference
 * scripts write 24 kHz).
 *
 * The resampler is a windowed-sinc polyphase FIR with the filter design of
 * `scipy.signal.resample_poly(x, up, down)` (window `("kaiser", 5.0)`, `padtype="constant"`),
 * which is what the reference-tree exporter uses, so a converted file stays close to the audio a
 * reference tree would hold:
 *   - up/down = 16000/rate reduced by their gcd (24 kHz: 2/3; 44.1 kHz: 160/441; 48 kHz: 1/3);
 *   - filter: 2·L + 1 taps with L = 10·max(up, down); tap m is `f·sinc(f·(m − L))` times the
 *     symmetric Kaiser window (β = 5.0) with f = 1/max(up, down) (the cutoff relative to the
 *     Nyquist rate of the upsampled signal), normalised to sum 1, then multiplied by `up`;
 *   - output j = Σ_i x[i]·h[L + j·down − i·up] over the taps that exist (zeros outside the
 *     input), for j in [0, ceil(n·up/down)), so output j sits at input time j·down/up;
 *   - sums in float64; the result is rounded half to even and clipped to int16.
 * Channels are averaged first, in float64, (Σ channels) / channels. The sums run in another order
 * than SciPy's, so a sample can differ by one step from the Python path in rare ties.
 * Input in other encodings (src/audio/decode.ts) enters as its decoded floats × 32768: exactly
 * the int16 values for PCM16, fractional ones for 24-bit, 32-bit and float files, so those are
 * converted from their full precision and rounded once, at the end.
 *
 * Only what the window keeps is computed: output j depends on the input frames up to
 * ⌊(L + j·down)/up⌋, so a caller that keeps the first n outputs decodes, mixes and filters only
 * the frames those need (`framesNeeded`), and the output is never built past n. The samples kept are
 * the same as those of the whole conversion cropped to n; time and memory follow the window, not
 * the file. The filter is built once per (up, down) and kept for the next file at that rate.
 */
import { VAD_RATE } from "./rates.js";
import { gcd } from "../stats/gcd.js";

/** A one-line description of the resampler, for documents and manifests. */
export const RESAMPLER_DESCRIPTION =
  "windowed-sinc polyphase FIR as scipy.signal.resample_poly (Kaiser beta 5.0, 20*max(up,down)+1 taps, " +
  "cutoff 1/max(up,down), zero padding), channels averaged first, rounded half to even, clipped to int16";

export const KAISER_BETA = 5.0;

/** The reduced up/down factors that take `rate` to `target`. */
export function resampleFactors(rate: number, target = VAD_RATE): { up: number; down: number } {
  if (!Number.isInteger(rate) || rate < 1 || !Number.isInteger(target) || target < 1) {
    throw new RangeError(`cannot resample ${rate} Hz to ${target} Hz`);
  }
  const g = gcd(target, rate);
  return { up: target / g, down: rate / g };
}

/** Modified Bessel function of the first kind, order 0, by its power series (converges fast for |x| ≤ 50). */
export function besselI0(x: number): number {
  const q = (x * x) / 4;
  let term = 1;
  let sum = 1;
  for (let k = 1; k < 500; k++) {
    term *= q / (k * k);
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return sum;
}

function sinc(x: number): number {
  if (x === 0) return 1;
  const px = Math.PI * x;
  return Math.sin(px) / px;
}

/** The last filters built, by `up/down`: a folder's outputs share a few rates. */
const FILTERS = new Map<string, Float64Array>();
const FILTERS_KEPT = 4;

/** `polyphaseFilter(up, down)`, built once and kept for the next file at that rate. */
function cachedFilter(up: number, down: number): Float64Array {
  const key = `${up}/${down}`;
  let h = FILTERS.get(key);
  if (h === undefined) {
    h = polyphaseFilter(up, down);
    if (FILTERS.size >= FILTERS_KEPT) FILTERS.delete(FILTERS.keys().next().value!);
    FILTERS.set(key, h);
  }
  return h;
}

/**
 * How many input frames at `rate` the first `n` 16 kHz output samples depend on: n itself at
 * 16 kHz; otherwise ⌊(L + (n − 1)·down)/up⌋ + 1, the last frame the filter of output n − 1
 * reaches (L = 10·max(up, down)); 0 for n = 0.
 */
export function framesNeeded(n: number, rate: number): number {
  if (n <= 0) return 0;
  const { up, down } = resampleFactors(rate);
  if (up === down) return n;
  return Math.floor((10 * Math.max(up, down) + (n - 1) * down) / up) + 1;
}

/** The FIR of `resample_poly(up, down)`: 2·L + 1 taps, gain `up`. */
export function polyphaseFilter(up: number, down: number, beta = KAISER_BETA): Float64Array {
  const maxRate = Math.max(up, down);
  const f = 1 / maxRate;
  const L = 10 * maxRate;
  const n = 2 * L + 1;
  const h = new Float64Array(n);
  const i0Beta = besselI0(beta);
  let sum = 0;
  for (let m = 0; m < n; m++) {
    const r = (m - L) / L;
    const w = besselI0(beta * Math.sqrt(Math.max(0, 1 - r * r))) / i0Beta;
    h[m] = f * sinc(f * (m - L)) * w;
    sum += h[m]!;
  }
  for (let m = 0; m < n; m++) h[m] = (h[m]! / sum) * up;
  return h;
}

/** Average interleaved channels to one float64 channel: (Σ channels) / channels. */
export function mixToMono(interleaved: ArrayLike<number>, channels: number): Float64Array {
  if (!Number.isInteger(channels) || channels < 1) throw new RangeError(`bad channel count ${channels}`);
  const frames = Math.floor(interleaved.length / channels);
  const out = new Float64Array(frames);
  for (let i = 0; i < frames; i++) {
    let s = 0;
    for (let c = 0; c < channels; c++) s += interleaved[i * channels + c]!;
    out[i] = s / channels;
  }
  return out;
}

/**
 * `resample_poly(x, up, down)` with zero padding: ceil(n·up/down) output samples, or the first
 * `nOut` of them (x may then hold only the frames they need, `framesNeeded`).
 */
export function resamplePoly(
  x: Float64Array,
  up: number,
  down: number,
  nOut = Math.ceil((x.length * up) / down),
): Float64Array {
  if (up === down) return x.slice(0, nOut);
  const h = cachedFilter(up, down);
  const L = (h.length - 1) / 2;
  const nIn = x.length;
  const y = new Float64Array(nOut);
  for (let j = 0; j < nOut; j++) {
    const c = L + j * down; // upsampled time of output j, shifted to the filter centre
    const iLo = Math.max(0, Math.ceil((c - 2 * L) / up));
    const iHi = Math.min(nIn - 1, Math.floor(c / up));
    let s = 0;
    for (let i = iLo; i <= iHi; i++) s += x[i]! * h[c - i * up]!;
    y[j] = s;
  }
  return y;
}

/** Round half to even and clip to the int16 range, like `np.round` then `np.clip`. */
export function toInt16(x: Float64Array): Int16Array {
  const out = new Int16Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = x[i]!;
    const f = Math.floor(v);
    const d = v - f;
    const r = d < 0.5 ? f : d > 0.5 ? f + 1 : f % 2 === 0 ? f : f + 1;
    out[i] = Math.min(Math.max(r, -32768), 32767);
  }
  return out;
}

/** Zero-pad or crop to exactly `n` samples. */
export function fitLength(x: Int16Array, n: number): Int16Array {
  if (x.length === n) return x;
  const out = new Int16Array(n);
  out.set(x.length > n ? x.subarray(0, n) : x);
  return out;
}

/**
 * Interleaved samples in int16 units (PCM16 values, or decoded floats × 32768) at `rate` with
 * `channels` channels to 16 kHz mono PCM16 of exactly `n` samples: average the channels,
 * resample (when rate ≠ 16 kHz), round, then pad or crop. `frames` is the file's length in frames
 * when `interleaved` holds only its start (at least `framesNeeded(n, rate)` frames of it): only the
 * outputs kept are computed, the same as those of the whole file.
 */
export function to16kMono(
  interleaved: Int16Array | Float64Array,
  channels: number,
  rate: number,
  n: number,
  frames = Math.floor(interleaved.length / channels),
): Int16Array {
  if (channels === 1 && rate === VAD_RATE && interleaved instanceof Int16Array) return fitLength(interleaved, n);
  const mono = channels === 1 && interleaved instanceof Float64Array ? interleaved : mixToMono(interleaved, channels);
  const { up, down } = resampleFactors(rate);
  return fitLength(toInt16(resamplePoly(mono, up, down, Math.min(n, Math.ceil((frames * up) / down)))), n);
}
