/**
 * The Wilson score interval for a binomial share, as the spec requires for every sample share:
 * it stays inside [0, 1] and is sensible at small n and at counts of 0 or n, where the normal
 * (Wald) interval collapses to a point.
 */
import { checkCount } from "./check-count.js";

/** The two-sided 95% normal quantile the spec fixes for Wilson intervals. */
export const Z95 = 1.959963984540054;

/**
 * Wilson interval of `count` successes out of `n` at normal quantile `z`:
 *
 *   center = (p + z^2 / (2n)) / (1 + z^2 / n),
 *   half   = z / (1 + z^2 / n) * sqrt(p (1 - p) / n + z^2 / (4 n^2)),   p = count / n,
 *
 * giving [center - half, center + half] clamped to [0, 1]. Null when n = 0. The lower end is
 * exactly 0 when count = 0 and the upper end exactly 1 when count = n (the formula gives these
 * in exact arithmetic; fixing them removes float noise). Throws unless count and n are integers
 * with 0 <= count <= n and z is a positive finite number.
 */
export function wilsonInterval(count: number, n: number, z: number = Z95): [number, number] | null {
  checkCount("n", n);
  if (!Number.isSafeInteger(count) || count < 0 || count > n) {
    throw new RangeError(`count must be an integer in [0, n = ${n}], got ${count}`);
  }
  if (!Number.isFinite(z) || z <= 0) {
    throw new RangeError(`z must be a positive finite number, got ${z}`);
  }
  if (n === 0) return null;
  const p = count / n;
  const z2 = z * z;
  const scale = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / scale;
  const half = (z / scale) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const lo = count === 0 ? 0 : Math.min(1, Math.max(0, center - half));
  const hi = count === n ? 1 : Math.max(0, Math.min(1, center + half));
  return [lo, hi];
}
