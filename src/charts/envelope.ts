/**
 * The min/max envelope of a waveform: the audio cut into `bins` equal spans of time, each drawn
 * as the lowest and highest sample in it (scaled to [-1, 1), rounded to 1e-4). A chart of a long
 * file thus carries a few hundred points, never every sample, and still shows every burst.
 */
import { r4 } from "./spec.js";

export interface EnvelopeBin {
  /** Start and end of the bin, in seconds. */
  t0: number;
  t1: number;
  lo: number;
  hi: number;
}

/** The envelope of int16 `samples` at `rate` Hz in `bins` bins (fewer when there are fewer samples). */
export function minMaxEnvelope(samples: ArrayLike<number>, rate: number, bins: number): EnvelopeBin[] {
  const n = samples.length;
  const k = Math.max(0, Math.min(Math.floor(bins), n));
  const out: EnvelopeBin[] = [];
  for (let b = 0; b < k; b++) {
    const from = Math.floor((b * n) / k);
    const to = Math.floor(((b + 1) * n) / k);
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = from; i < to; i++) {
      const v = samples[i]!;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    out.push({ t0: r4(from / rate), t1: r4(to / rate), lo: r4(lo / 32768), hi: r4(hi / 32768) });
  }
  return out;
}
