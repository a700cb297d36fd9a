/**
 * onnxruntime-node inference of Silero VAD, equal to Python's OnnxWrapper: each call gets
 * `[B, context + window]` float32 rows (64 + 512 at 16 kHz, 32 + 256 at 8 kHz), the recurrent
 * state `[2, B, 128]` and `sr` as an int64 scalar, on the CPU provider with one intra-op and one
 * inter-op thread. Rows come in int16 units (sample values, not yet divided by 32768): a model
 * object applies the scale itself, the shipped graph by dividing before the call (exact, a power
 * of two), so callers convert int16 audio with a plain copy. The float32 output is kept as
 * float32 (widening to double is exact).
 */
import * as ort from "onnxruntime-node";
import { contextSize, STATE_SIZE, windowSize } from "./silero.js";

export const RUNTIME = `onnxruntime-node ${ort.env.versions.node ?? ort.env.versions.common}`;

/**
 * Where window `step` of stream `b` starts in a model input of `steps` steps per stream
 * (`[B, context + steps * window]`): its `context + window` samples run from there.
 */
export function windowAt(b: number, step: number, steps: number, sampleRate: number): number {
  const win = windowSize(sampleRate);
  return b * (contextSize(sampleRate) + steps * win) + step * win;
}

/** One model call over a batch; implemented by the shipped graph and by the fast rebuild. */
export interface SileroModel {
  /** "shipped" for the file's own graph, "fast" for the rebuilt exact graph. */
  readonly kind: string;
  /** Windows per call (steps x batch) must be a multiple of this. */
  readonly windowMultiple: number;
  /** Most time steps (consecutive windows of every stream) one call may take. */
  readonly maxSteps: number;
  /** Sample rates this model object accepts. */
  readonly sampleRates: readonly number[];
  /**
   * `input`: `[B, context + steps * window]` in int16 units: per stream, the context before
   * this call's first window, then the samples of its `steps` consecutive windows (see
   * `windowAt`; with one step, one `[context + window]` row per stream). `state`: `[2, B, 128]`
   * before the first step. Returns the probabilities `[steps, B]` (step-major) and the state
   * after the last step.
   */
  infer(input: Float32Array, state: Float32Array, batch: number, sampleRate: number, steps: number): Promise<{ probs: Float32Array; state: Float32Array }>;
  /**
   * Optional: a fresh zeroed input buffer of `floats` values for calls of `batch` streams and
   * `steps` steps, which `infer` reads with less copying than an arbitrary array (callers fall
   * back to `new Float32Array` when it is absent).
   */
  inputBuffer?(batch: number, steps: number, floats: number): Float32Array;
  release(): Promise<void>;
}

export const SESSION_OPTIONS: ort.InferenceSession.SessionOptions = {
  executionProviders: ["cpu"],
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: "sequential",
};

/**
 * Runs calls of `f` one after another. The model objects reuse one input buffer between
 * calls, and onnxruntime-node reads the feeds only when the run starts (after the caller has
 * awaited), so two runs interleaved on one model object would otherwise overwrite each
 * other's input.
 */
export function oneAtATime<A extends unknown[], R>(f: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let last: Promise<unknown> = Promise.resolve();
  return (...args: A): Promise<R> => {
    const next = last.then(() => f(...args));
    last = next.catch(() => undefined);
    return next;
  };
}

const srTensors = new Map<number, ort.Tensor>();
function srTensor(sampleRate: number): ort.Tensor {
  let t = srTensors.get(sampleRate);
  if (!t) {
    t = new ort.Tensor("int64", BigInt64Array.from([BigInt(sampleRate)]), []);
    srTensors.set(sampleRate, t);
  }
  return t;
}

/**
 * The shipped graph, its session created on first use: a run whose audio is all 16 kHz and
 * whose fast graph's probe verdict is known never needs it.
 */
export function lazyShippedModel(modelBytes: Uint8Array): SileroModel & { readonly created: boolean } {
  let model: Promise<SileroModel> | null = null;
  const get = (): Promise<SileroModel> => (model ??= createShippedModel(modelBytes));
  return {
    kind: "shipped",
    windowMultiple: 1,
    maxSteps: 1,
    sampleRates: [16000, 8000],
    get created() {
      return model !== null;
    },
    infer: async (input, state, batch, sampleRate, steps) => (await get()).infer(input, state, batch, sampleRate, steps),
    release: async () => {
      if (model) await (await model).release();
    },
  };
}

/** The graph exactly as shipped in silero_vad.onnx. */
export async function createShippedModel(modelBytes: Uint8Array): Promise<SileroModel> {
  const session = await ort.InferenceSession.create(modelBytes, SESSION_OPTIONS);
  let scaled = new Float32Array(0);
  return {
    kind: "shipped",
    windowMultiple: 1,
    maxSteps: 1,
    sampleRates: [16000, 8000],
    infer: oneAtATime(async (input: Float32Array, state: Float32Array, batch: number, sampleRate: number, steps: number) => {
      if (steps !== 1) throw new RangeError("the shipped graph takes one step per call");
      const width = input.length / batch;
      if (scaled.length !== input.length) scaled = new Float32Array(input.length);
      for (let i = 0; i < input.length; i++) scaled[i] = input[i]! / 32768;
      const out = await session.run({
        input: new ort.Tensor("float32", scaled, [batch, width]),
        state: new ort.Tensor("float32", state, [2, batch, STATE_SIZE]),
        sr: srTensor(sampleRate),
      });
      return { probs: out["output"]!.data as Float32Array, state: out["stateN"]!.data as Float32Array };
    }),
    release: () => session.release(),
  };
}
