/**
 * Runs and activity on the integer-microsecond grid (docs/matched-runs.md "Segments and runs"):
 * VAD segments cropped to the clock [0, H], joined into runs across gaps of at most the merge
 * gap, the run active at the onset (decided from speech before it only), speech at an instant,
 * the agreement of two outputs before the onset, speech seconds inside a span, and the identity
 * test of two 16 kHz signals up to 10 ms short of the onset. Pure functions.
 */
import { toMicros } from "../time.js";

/** A VAD segment in seconds, as the segmenter gives it. */
export interface Segment {
  start: number;
  end: number;
}

/** A segment or run in integer microseconds, `[start_us, end_us)`. */
export interface Span {
  start_us: number;
  end_us: number;
}

const byStart = (a: Span, b: Span) => a.start_us - b.start_us || a.end_us - b.end_us;

/** Segments on the microsecond grid, cropped to [0, H], empty pieces dropped, sorted by start. */
export function cropToClock(segments: readonly Segment[], H_us: number): Span[] {
  const out: Span[] = [];
  for (const g of segments) {
    const start_us = Math.max(0, toMicros(g.start));
    const end_us = Math.min(H_us, toMicros(g.end));
    if (end_us > start_us) out.push({ start_us, end_us });
  }
  return out.sort(byStart);
}

/** Sorted spans joined across every gap of at most `gap_us` (inclusive; overlapping spans join too). */
export function mergeRuns(spans: readonly Span[], gap_us: number): Span[] {
  const out: Span[] = [];
  for (const g of [...spans].sort(byStart)) {
    const last = out[out.length - 1];
    if (last !== undefined && g.start_us - last.end_us <= gap_us) last.end_us = Math.max(last.end_us, g.end_us);
    else out.push({ ...g });
  }
  return out;
}

/**
 * The run active at `s_us`, or null: the last segment that starts at or before s must end at or
 * after s − m; the run that holds it is active (its end may lie before s, when the model stopped
 * in a pause that spans the onset). Nothing after s is looked at.
 */
export function activeRun(segments: readonly Span[], runs: readonly Span[], s_us: number, m_us: number): Span | null {
  let last: Span | null = null;
  for (const g of segments) if (g.start_us <= s_us && (last === null || byStart(last, g) <= 0)) last = g;
  if (last === null || last.end_us < s_us - m_us) return null;
  const seg = last;
  return runs.find((r) => r.start_us <= seg.start_us && seg.end_us <= r.end_us) ?? null;
}

/** Speech at t: a span with start ≤ t < end. */
export function speechAt(spans: readonly Span[], t_us: number): boolean {
  return spans.some((r) => r.start_us <= t_us && t_us < r.end_us);
}

/** Microseconds of the spans inside [a, b] (spans do not overlap, as VAD segments do not). */
export function microsInside(spans: readonly Span[], a_us: number, b_us: number): number {
  return spans.reduce((sum, g) => sum + Math.max(0, Math.min(g.end_us, b_us) - Math.max(g.start_us, a_us)), 0);
}

/**
 * Whether two run lists agree before the onset: each cropped to [0, limit] with pieces shorter
 * than τ dropped, the same number of pieces, and every start and end within τ of its partner.
 * True when limit ≤ 0 (nothing to compare).
 */
export function agreeBefore(o: readonly Span[], c: readonly Span[], limit_us: number, tau_us: number): boolean {
  if (limit_us <= 0) return true;
  const crop = (runs: readonly Span[]) =>
    runs
      .map((r) => ({ start_us: r.start_us, end_us: Math.min(r.end_us, limit_us) }))
      .filter((r) => r.end_us - r.start_us >= tau_us);
  const a = crop(o);
  const b = crop(c);
  return (
    a.length === b.length &&
    a.every((r, i) => Math.abs(r.start_us - b[i]!.start_us) <= tau_us && Math.abs(r.end_us - b[i]!.end_us) <= tau_us)
  );
}

/** The identity test, which the loader runs on the audio it reads (src/input/v15/sample-rules.ts). */
export { identityLength, samplesIdentical } from "../input/v15/sample-rules.js";
