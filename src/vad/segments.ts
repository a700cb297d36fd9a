/**
 * silero-vad 6.2.1 `get_speech_timestamps` (return_seconds=False, no decimation) as a pure
 * function of the per-window speech probabilities. Every branch follows the Python code: the
 * hysteresis thresholds, the strict `>` on minimum speech, the max-speech split with its list
 * of possible silence ends, padding with Python `int()` truncation and `//` halving of short
 * gaps, and the open last segment ending at the real (unpadded) audio length.
 */
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "./settings.js";
import { windowSize } from "./silero.js";

/** A speech segment `[start, end)` in samples. */
export type Segment = [number, number];

/** The offset threshold that ends a segment: `max(threshold - 0.15, 0.01)`, as the library sets it. */
export function offsetThreshold(threshold: number): number {
  return Math.max(threshold - 0.15, 0.01);
}

/** Python's `int()` on a float: truncation toward zero. */
const pyInt = (x: number): number => Math.trunc(x);

/**
 * Speech segments from probabilities `probs[i]` for samples `[w*i, w*i + w)`.
 * `nSamples` is the real audio length (the last window may be zero-padded).
 */
export function speechSegments(
  probs: ArrayLike<number>,
  nSamples: number,
  sampleRate: number,
  settings: VadSettings = DEFAULT_VAD_SETTINGS,
): Segment[] {
  const w = windowSize(sampleRate);
  const sr = sampleRate;
  const threshold = settings.threshold;
  const maxSpeechS = settings.maxSpeechDurationS ?? Infinity;
  const useMaxPoss = settings.useMaxPossibleSilenceAtMaxSpeech ?? true;
  const minSpeechSamples = (sr * settings.minSpeechDurationMs) / 1000;
  const speechPadSamples = (sr * settings.speechPadMs) / 1000;
  const maxSpeechSamples = sr * maxSpeechS - w - 2 * speechPadSamples;
  const minSilenceSamples = (sr * settings.minSilenceDurationMs) / 1000;
  const minSilenceSamplesAtMaxSpeech = (sr * 98) / 1000;
  const negThreshold = offsetThreshold(threshold);

  // `current` mirrors the Python dict: start/end are undefined when the key is absent.
  type Cur = { start?: number; end?: number };
  const speeches: { start: number; end: number }[] = [];
  let current: Cur = {};
  let triggered = false;
  let tempEnd = 0;
  let prevEnd = 0;
  let nextStart = 0;
  let possibleEnds: [number, number][] = [];

  const n = probs.length;
  for (let i = 0; i < n; i++) {
    const p = probs[i]!;
    const cur = w * i;
    if (p >= threshold && tempEnd !== 0) {
      const silDur = cur - tempEnd;
      if (silDur > minSilenceSamplesAtMaxSpeech) possibleEnds.push([tempEnd, silDur]);
      tempEnd = 0;
      if (nextStart < prevEnd) nextStart = cur;
    }

    if (p >= threshold && !triggered) {
      triggered = true;
      current.start = cur;
      continue;
    }

    if (triggered && cur - current.start! > maxSpeechSamples) {
      if (possibleEnds.length > 0) {
        let chosen: [number, number];
        if (useMaxPoss) {
          chosen = possibleEnds[0]!; // Python max(): the first of equal maxima
          for (const pe of possibleEnds) if (pe[1] > chosen[1]) chosen = pe;
        } else {
          chosen = possibleEnds[possibleEnds.length - 1]!;
        }
        prevEnd = chosen[0];
        const dur = chosen[1];
        current.end = prevEnd;
        speeches.push(current as { start: number; end: number });
        current = {};
        nextStart = prevEnd + dur;
        if (nextStart < prevEnd + cur) {
          current.start = nextStart;
        } else {
          triggered = false;
        }
        const cut = nextStart;
        possibleEnds = possibleEnds.filter((pe) => pe[0] > cut);
        prevEnd = nextStart = tempEnd = 0;
      } else {
        current.end = cur;
        speeches.push(current as { start: number; end: number });
        current = {};
        prevEnd = nextStart = tempEnd = 0;
        triggered = false;
        possibleEnds = [];
        continue;
      }
    }

    if (p < negThreshold && triggered) {
      if (tempEnd === 0) tempEnd = cur;
      if (cur - tempEnd < minSilenceSamples) continue;
      current.end = tempEnd;
      if (current.end - current.start! > minSpeechSamples) speeches.push(current as { start: number; end: number });
      current = {};
      prevEnd = nextStart = tempEnd = 0;
      triggered = false;
      possibleEnds = [];
    }
  }

  if (current.start !== undefined && nSamples - current.start > minSpeechSamples) {
    current.end = nSamples;
    speeches.push(current as { start: number; end: number });
  }

  for (let i = 0; i < speeches.length; i++) {
    const s = speeches[i]!;
    if (i === 0) s.start = pyInt(Math.max(0, s.start - speechPadSamples));
    if (i !== speeches.length - 1) {
      const next = speeches[i + 1]!;
      const silence = next.start - s.end;
      if (silence < 2 * speechPadSamples) {
        const half = Math.floor(silence / 2);
        s.end += half;
        next.start = pyInt(Math.max(0, next.start - half));
      } else {
        s.end = pyInt(Math.min(nSamples, s.end + speechPadSamples));
        next.start = pyInt(Math.max(0, next.start - speechPadSamples));
      }
    } else {
      s.end = pyInt(Math.min(nSamples, s.end + speechPadSamples));
    }
  }
  return speeches.map((s) => [s.start, s.end]);
}
