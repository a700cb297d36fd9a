/**
 * Time on the integer-microsecond grid. Every time is converted with round-half-to-even of the
 * double product `x * 1e6` before any comparison (the spec's rule; `Math.round` rounds halves up
 * and must not be used), and outputs are those integers divided by 1e6.
 */

/** Round half to even for a finite double. */
export function roundHalfEven(v: number): number {
  const f = Math.floor(v);
  const d = v - f;
  if (d < 0.5) return f;
  if (d > 0.5) return f + 1;
  return f % 2 === 0 ? f : f + 1;
}

/** Seconds (double) to integer microseconds: round-half-to-even of `s * 1e6`. */
export function toMicros(seconds: number): number {
  return roundHalfEven(seconds * 1e6);
}

/** Integer microseconds back to seconds, as the outputs carry them. */
export function fromMicros(us: number): number {
  return us / 1e6;
}

/** A sample index at a sample rate to integer microseconds (`samples / rate`, then rounded). */
export function samplesToMicros(samples: number, sampleRate: number): number {
  return toMicros(samples / sampleRate);
}
