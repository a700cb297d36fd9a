/**
 * Runs many audio streams through one model with continuous batching: B slots, each holding
 * one stream from a fresh state (zero state, zero context) to its last, zero-padded window;
 * a freed slot is refilled with the next stream, and idle slots get zeros whose outputs are
 * ignored. Rows never interact, so each stream's probabilities equal a batch-1 run's.
 * Audio is loaded only when a stream enters a slot, so memory is bounded by the batch.
 */
import { windowSize } from "./segments.js";
import { contextSize, STATE_SIZE, type SileroModel } from "./onnx.js";

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

export interface RunOptions {
  /** Slots per model call (rounded up to the model's batch multiple). Default 64. */
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

let windowsComputed = 0;
/** Stream-windows computed by the model in this thread so far (tests use it to see cache hits). */
export function computedWindows(): number {
  return windowsComputed;
}

const roundUp = (x: number, m: number): number => Math.ceil(x / m) * m;

/** Probabilities for every job, all at `sampleRate`. */
export async function runStreams(model: SileroModel, sampleRate: number, jobs: StreamJob[], opts: RunOptions = {}): Promise<void> {
  if (jobs.length === 0) return;
  const win = windowSize(sampleRate);
  const ctx = contextSize(sampleRate);
  const width = ctx + win;
  const m = model.batchMultiple;
  let batch = roundUp(Math.max(1, Math.min(opts.batchSize ?? 64, jobs.length)), m);
  let slots: (Slot | null)[] = new Array(batch).fill(null);
  let state = new Float32Array(2 * batch * STATE_SIZE);
  let input = new Float32Array(batch * width);
  let next = 0;

  const fill = async (b: number): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const loaded = await job.load();
      const source: SampleSource = loaded instanceof Int16Array || loaded instanceof Float32Array ? new ArraySource(loaded) : loaded;
      const n = Math.ceil(source.length / win);
      if (n === 0) {
        source.close?.();
        await job.done(new Float32Array(0));
        continue;
      }
      slots[b] = { job, source, t: 0, n, probs: new Float32Array(n) };
      state.fill(0, b * STATE_SIZE, (b + 1) * STATE_SIZE);
      state.fill(0, (batch + b) * STATE_SIZE, (batch + b + 1) * STATE_SIZE);
      input.fill(0, b * width, b * width + ctx); // context starts at zeros
      return;
    }
    slots[b] = null;
  };

  try {
    for (let b = 0; b < batch; b++) await fill(b);

    for (;;) {
      let active = 0;
      for (let b = 0; b < batch; b++) {
        const s = slots[b];
        const row = b * width;
        if (!s) {
          input.fill(0, row, row + width);
          continue;
        }
        active++;
        const start = s.t * win;
        const count = Math.min(win, s.source.length - start);
        s.source.read(start, count, input, row + ctx);
        if (count < win) input.fill(0, row + ctx + count, row + width); // last window: zero-padded
      }
      if (active === 0) break;

      const out = await model.infer(input, state, batch, sampleRate);
      state = out.state; // a fresh buffer per call; refills below write into it
      windowsComputed += active;
      opts.onWindows?.(active);

      // next context = last `ctx` samples of this row; record outputs; retire finished streams
      for (let b = 0; b < batch; b++) {
        const s = slots[b];
        const row = b * width;
        input.copyWithin(row, row + width - ctx, row + width);
        if (!s) continue;
        s.probs[s.t] = out.probs[b]!;
        s.t++;
        if (s.t === s.n) {
          s.source.close?.();
          await s.job.done(s.probs);
          await fill(b);
        }
      }

      // nothing is waiting: drop idle slots (to the model's batch multiple) so no row is wasted
      if (next >= jobs.length) {
        let live = 0;
        for (const s of slots) if (s) live++;
        const want = roundUp(Math.max(live, 1), m);
        if (live > 0 && want < batch) {
          const keep: number[] = [];
          for (let b = 0; b < batch; b++) if (slots[b]) keep.push(b);
          const nState = new Float32Array(2 * want * STATE_SIZE);
          const nInput = new Float32Array(want * width);
          const nSlots: (Slot | null)[] = new Array(want).fill(null);
          keep.forEach((b, j) => {
            nSlots[j] = slots[b]!;
            for (let layer = 0; layer < 2; layer++) {
              nState.set(state.subarray((layer * batch + b) * STATE_SIZE, (layer * batch + b + 1) * STATE_SIZE), (layer * want + j) * STATE_SIZE);
            }
            nInput.set(input.subarray(b * width, b * width + ctx), j * width);
          });
          batch = want;
          slots = nSlots;
          state = nState;
          input = nInput;
        }
      }
    }
  } finally {
    for (const s of slots) s?.source.close?.();
  }
}

/** Probabilities of one stream (batch 1), for tests and small inputs. */
export async function probabilitiesWith(model: SileroModel, samples: Samples, sampleRate: number): Promise<Float32Array> {
  let result = new Float32Array(0);
  await runStreams(model, sampleRate, [{ load: () => samples, done: (p) => { result = p; } }], { batchSize: 1 });
  return result;
}
