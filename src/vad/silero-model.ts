/**
 * What every Silero model object offers the batching code (run-streams.ts): one call over a batch
 * of `[context + steps * window]` rows in int16 units with the recurrent state, returning the
 * probabilities and the new state. The shipped graph (shipped-model.ts) and the fast rebuild (fast/fast-model.ts)
 * implement it, with the same onnxruntime session options (CPU, one intra-op and one inter-op
 * thread).
 */
import * as ort from "onnxruntime-node";
import { contextSize, windowSize } from "./silero.js";

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
  infer(
    input: Float32Array,
    state: Float32Array,
    batch: number,
    sampleRate: number,
    steps: number,
  ): Promise<{ probs: Float32Array; state: Float32Array }>;
  /**
   * Optional: a fresh zeroed input buffer of `floats` values for calls of `batch` streams and
   * `steps` steps, which `infer` reads with less copying than an arbitrary array (callers fall
   * back to `new Float32Array` when it is absent).
   */
  inputBuffer?(batch: number, steps: number, floats: number): Float32Array;
  release(): Promise<void>;
}

/** The session options of every model (checked against onnxruntime's type, declared without it). */
export const SESSION_OPTIONS = {
  executionProviders: ["cpu"],
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: "sequential",
} satisfies ort.InferenceSession.SessionOptions;

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
