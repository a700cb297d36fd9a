/**
 * The two matched-runs rules the v1.5 loader applies to what it reads (docs/matched-runs.md):
 * the clock [0, min(T, T_clean)] must reach the overlap's end e, else the sample is ineligible
 * with one reason; and the identity test of two 16 kHz mono signals before the onset. They live
 * under the loader because it runs them on the audio it holds; the per-sample rules
 * (src/matched/row.ts, runs.ts) use the same functions, so loader and rule always agree.
 */
import { toMicros } from "../../time.js";

/** The reason of a sample whose clock [0, min(T, T_clean)] ends before the overlap's end e. */
export const CLOCK_INSIDE_OVERLAP = "the clock ends inside the overlap";

/** Whether the clock H = min(T, T_clean) ends before e (all in integer microseconds; H = e is fine). */
export function clockEndsInsideOverlap(T_us: number, T_clean_us: number, e_us: number): boolean {
  return Math.min(T_us, T_clean_us) < e_us;
}

/** The sample rate of the audio the identity test compares. */
export const IDENTITY_RATE = 16000;
/** Largest absolute difference of two samples that are still the same. */
export const IDENTITY_TOLERANCE = 1e-4;
/** The identity test stops this far short of the onset s. */
export const IDENTITY_GUARD_S = 0.01;

/** How many leading 16 kHz samples the identity test compares: ⌊(s − 0.01) · 16000⌋, at least 0. */
export function identityLength(s_us: number): number {
  const span_us = s_us - toMicros(IDENTITY_GUARD_S);
  return span_us <= 0 ? 0 : Math.floor((span_us * IDENTITY_RATE) / 1e6);
}

/**
 * Whether two 16 kHz signals are the same before the onset: they differ by at most 1e-4 at
 * every index below ⌊(s − 0.01) · 16000⌋; a signal with fewer samples than that is not the same.
 */
export function samplesIdentical(a: ArrayLike<number>, b: ArrayLike<number>, s_us: number): boolean {
  const n = identityLength(s_us);
  if (a.length < n || b.length < n) return false;
  for (let i = 0; i < n; i++) if (!(Math.abs(a[i]! - b[i]!) <= IDENTITY_TOLERANCE)) return false;
  return true;
}
