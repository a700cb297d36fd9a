/**
 * Runs many audio streams through one model with continuous batching: B slots, each holding
 * one stream from a fresh state (zero state, zero context) to its last, zero-padded window;
 * a freed slot is refilled with the next stream, and idle slots get zeros whose outputs are
 * ignored. A model that takes several time steps per call gets T consecutive windows of every
 * slot at once (windows past a stream's end are zeros, ignored): each slot's part of the input
 * is its context followed by T windows of samples, read from the stream in one piece. Streams
 * never interact, so each stream's probabilities equal a batch-1 run's.
 * Audio is loaded only when a stream enters a slot, so memory is bounded by the batch.
 */
import { contextSize, STATE_SIZE, windowSize } from "../silero.js";
import type { SileroModel } from "../silero-model.js";

/**
 * Streams in flight per run: the shipped graph gets 128 rows per call; the fast graph takes
 * 4 consecutive windows of each (512 windows per call, see WINDOWS_PER_CALL).
 * The main thread and the worker pool pass it; runStreams defaults to it.
 */
export const DEFAULT_BATCH = 128;

/** int16 samples, or float32 samples in [-1, 1) (the scale Silero's Python wrapper feeds). */
export type Samples = Int16Array | Float32Array;

/** Samples delivered on demand, in order (e.g. read from a file block by block). */
export interface SampleSource {
  readonly length: number;
  /** Write samples [start, start+n) into out[o...] in int16 units (the model applies 1/32768). */
  read(start: number, n: number, out: Float32Array, o: number): void;
  close?(): void;
}

class ArraySource implements SampleSource {
  readonly length: number;
  constructor(private readonly x: Samples) {
    this.length = x.length;
  }
  read(start: number, n: number, out: Float32Array, o: number): void {
    const x = this.x;
    if (x instanceof Int16Array) {
      out.set(x.subarray(start, start + n), o); // int16 to float32: exact, native
    } else {
      for (let i = start, end = start + n; i < end; i++) out[o++] = x[i]! * 32768; // exact (power of two)
    }
  }
}

export interface StreamJob {
  /** Called when the stream enters a slot. */
  load(): Samples | SampleSource | Promise<Samples | SampleSource>;
  /** Receives the stream's probabilities (one per window). */
  done(probs: Float32Array): void | Promise<void>;
}

/**
 * Jobs handed out one at a time, for a queue shared with other threads: `take` returns the
 * next job, or null once none is left. Slots then take work as they free up, so a thread that
 * runs faster takes more of it.
 */
export interface JobQueue {
  take(): StreamJob | null;
}

export interface RunOptions {
  /** Streams in flight (slots). Default DEFAULT_BATCH (for a list: at most its length). */
  batchSize?: number;
  /** Called after every model call with the number of windows computed for real streams. */
  onWindows?: (windows: number) => void;
}

interface Slot {
  job: StreamJob;
  source: SampleSource;
  t: number;
  n: number;
  probs: Float32Array;
}

/**
 * Windows a model that takes several time steps per call should get per call: with B streams
 * in flight it takes about this many / B consecutive windows of each, so a single stream still
 * fills a large batch. Each call of the fast graph has a fixed cost of about 0.3 ms (onnxruntime
 * and JavaScript, whatever its size), about 2.5 % of a call of 512 windows.
 */
export const WINDOWS_PER_CALL = 512;

/**
 * Time steps per call for `batch` streams: as many as fill WINDOWS_PER_CALL, within the model's
 * limits, and no more than the fewest that cover `windowsLeft` (the most windows any stream
 * still has, once no new stream will come).
 */
export function stepsFor(model: SileroModel, batch: number, windowsLeft = Infinity): number {
  let steps = Math.min(model.maxSteps, Math.max(1, Math.ceil(WINDOWS_PER_CALL / batch)), Math.max(1, windowsLeft));
  while ((steps * batch) % model.windowMultiple !== 0) steps++;
  if (steps > model.maxSteps) throw new RangeError(`no step count fits ${batch} streams on the ${model.kind} model`);
  return steps;
}

/** Probabilities for every job (a list, or a queue shared with other threads), all at `sampleRate`. */
export async function runStreams(
  model: SileroModel,
  sampleRate: number,
  jobs: StreamJob[] | JobQueue,
  opts: RunOptions = {},
): Promise<void> {
  const list = Array.isArray(jobs) ? jobs : null;
  if (list?.length === 0) return;
  let next = 0;
  let exhausted = false; // no job will come any more (the list is used up, or a take found nothing)
  const take = (): StreamJob | null => {
    const job = list ? (list[next++] ?? null) : (jobs as JobQueue).take();
    if (!job || (list && next >= list.length)) exhausted = true;
    return job;
  };
  const win = windowSize(sampleRate);
  const ctx = contextSize(sampleRate);
  let batch = Math.max(1, Math.min(opts.batchSize ?? DEFAULT_BATCH, list?.length ?? Infinity));
  let steps = stepsFor(model, batch);
  let slots: (Slot | null)[] = new Array(batch).fill(null);
  let state = new Float32Array(2 * batch * STATE_SIZE);
  // per slot: context, then `steps` windows of samples (`span` floats); between calls the
  // context is carried from the end of the slot's span to its start
  const spanOf = (t: number): number => ctx + t * win;
  const bufferFor = (b: number, t: number): Float32Array =>
    model.inputBuffer?.(b, t, b * spanOf(t)) ?? new Float32Array(b * spanOf(t));
  let span = spanOf(steps);
  let input = bufferFor(batch, steps);

  const fill = async (b: number): Promise<void> => {
    for (let job = take(); job; job = take()) {
      const loaded = await job.load();
      const source: SampleSource =
        loaded instanceof Int16Array || loaded instanceof Float32Array ? new ArraySource(loaded) : loaded;
      const n = Math.ceil(source.length / win);
      if (n === 0) {
        source.close?.();
        await job.done(new Float32Array(0));
        continue;
      }
      slots[b] = { job, source, t: 0, n, probs: new Float32Array(n) };
      state.fill(0, b * STATE_SIZE, (b + 1) * STATE_SIZE);
      state.fill(0, (batch + b) * STATE_SIZE, (batch + b + 1) * STATE_SIZE);
      input.fill(0, b * span, b * span + ctx); // context starts at zeros
      return;
    }
    slots[b] = null;
  };

  // nothing is waiting: drop idle slots, and steps past the end of every stream, so that no
  // window is computed in vain
  const compact = (): void => {
    if (!exhausted) return;
    let live = 0;
    let left = 0;
    for (const s of slots) {
      if (!s) continue;
      live++;
      left = Math.max(left, s.n - s.t);
    }
    if (live === 0) return;
    const nSteps = stepsFor(model, live, left);
    if (live === batch && nSteps === steps) return;
    const keep: number[] = [];
    for (let b = 0; b < batch; b++) if (slots[b]) keep.push(b);
    const nSpan = spanOf(nSteps);
    const nState = new Float32Array(2 * live * STATE_SIZE);
    const nInput = bufferFor(live, nSteps);
    const nSlots: (Slot | null)[] = new Array(live).fill(null);
    keep.forEach((b, j) => {
      nSlots[j] = slots[b]!;
      for (let layer = 0; layer < 2; layer++) {
        nState.set(
          state.subarray((layer * batch + b) * STATE_SIZE, (layer * batch + b + 1) * STATE_SIZE),
          (layer * live + j) * STATE_SIZE,
        );
      }
      nInput.set(input.subarray(b * span, b * span + ctx), j * nSpan);
    });
    batch = live;
    steps = nSteps;
    span = nSpan;
    slots = nSlots;
    state = nState;
    input = nInput;
  };

  try {
    for (let b = 0; b < batch; b++) await fill(b);
    compact(); // a queue may hold fewer jobs than slots

    for (;;) {
      let real = 0;
      for (let b = 0; b < batch; b++) {
        const s = slots[b];
        const at = b * span;
        if (!s) {
          input.fill(0, at, at + span); // idle slot: zeros whose outputs are ignored
          continue;
        }
        // this call's windows t .. t + steps - 1; those past the stream's end are zeros
        real += Math.min(steps, s.n - s.t);
        const start = s.t * win;
        const count = Math.min(steps * win, s.source.length - start);
        s.source.read(start, count, input, at + ctx);
        if (count < steps * win) input.fill(0, at + ctx + count, at + span);
      }
      if (real === 0) break;

      const out = await model.infer(input, state, batch, sampleRate, steps);
      state = out.state; // a fresh buffer per call; refills below write into it
      opts.onWindows?.(real);

      // carry each slot's context to the start of its span; record outputs; retire finished streams
      for (let b = 0; b < batch; b++) {
        input.copyWithin(b * span, (b + 1) * span - ctx, (b + 1) * span);
        const s = slots[b];
        if (!s) continue;
        const got = Math.min(steps, s.n - s.t);
        for (let step = 0; step < got; step++) s.probs[s.t + step] = out.probs[step * batch + b]!;
        s.t += got;
        if (s.t === s.n) {
          s.source.close?.();
          await s.job.done(s.probs);
          await fill(b);
        }
      }

      compact();
    }
  } finally {
    for (const s of slots) s?.source.close?.();
  }
}

/** Probabilities of streams already in memory, in their order, `batchSize` streams in flight. */
export async function probabilitiesOfAll(
  model: SileroModel,
  streams: Samples[],
  sampleRate: number,
  batchSize: number,
): Promise<Float32Array[]> {
  const out: Float32Array[] = new Array(streams.length);
  await runStreams(
    model,
    sampleRate,
    streams.map((x, k) => ({
      load: () => x,
      done: (p: Float32Array) => {
        out[k] = p;
      },
    })),
    { batchSize },
  );
  return out;
}

/** Probabilities of one stream (batch 1), for tests and small inputs. */
export async function probabilitiesWith(
  model: SileroModel,
  samples: Samples,
  sampleRate: number,
): Promise<Float32Array> {
  return (await probabilitiesOfAll(model, [samples], sampleRate, 1))[0]!;
}
