/**
 * The shipped graph of silero_vad.onnx in onnxruntime-node, equal to Python's OnnxWrapper: each call gets
 * `[B, context + window]` float32 rows (64 + 512 at 16 kHz, 32 + 256 at 8 kHz), the recurrent
 * state `[2, B, 128]` and `sr` as an int64 scalar, on the CPU provider with one intra-op and one
 * inter-op thread. Rows come in int16 units (sample values, not yet divided by 32768): a model
 * object applies the scale itself, the shipped graph by dividing before the call (exact, a power
 * of two), so callers convert int16 audio with a plain copy. The float32 output is kept as
 * float32 (widening to double is exact).
 */
import * as ort from "onnxruntime-node";
import { oneAtATime, SESSION_OPTIONS, type SileroModel } from "./silero-model.js";
import { SILERO_RATES, STATE_SIZE } from "./silero.js";

const srTensors = new Map<number, ort.Tensor>();
function srTensor(sampleRate: number): ort.Tensor {
  let t = srTensors.get(sampleRate);
  if (!t) {
    t = new ort.Tensor("int64", BigInt64Array.from([BigInt(sampleRate)]), []);
    srTensors.set(sampleRate, t);
  }
  return t;
}

/** What the shipped graph takes: one window per stream and call, at either rate. */
const SHIPPED = { kind: "shipped", windowMultiple: 1, maxSteps: 1, sampleRates: SILERO_RATES } as const;

/**
 * The shipped graph, its session created on first use: a run whose audio is all 16 kHz and
 * whose fast graph's probe verdict is known never needs it.
 */
export function lazyShippedModel(modelBytes: Uint8Array): SileroModel & { readonly created: boolean } {
  let model: Promise<SileroModel> | null = null;
  const get = (): Promise<SileroModel> => (model ??= createShippedModel(modelBytes));
  return {
    ...SHIPPED,
    get created() {
      return model !== null;
    },
    infer: async (input, state, batch, sampleRate, steps) =>
      (await get()).infer(input, state, batch, sampleRate, steps),
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
    ...SHIPPED,
    infer: oneAtATime(
      async (input: Float32Array, state: Float32Array, batch: number, sampleRate: number, steps: number) => {
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
      },
    ),
    release: () => session.release(),
  };
}
