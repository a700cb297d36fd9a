/**
 * Building the fast graph: the LSTM weights folded by onnxruntime from the model's own constant
 * nodes, then the rebuild of fast-graph.ts. It loads the ONNX message code (onnx-proto), so it
 * is imported only when no stored graph (fast-graph-store.ts) can be used.
 */
import * as ort from "onnxruntime-node";
import { buildFastGraph, lstmWeightsGraph, type LstmWeights } from "./fast-graph.js";
import { SESSION_OPTIONS } from "../silero-model.js";

/** The LSTM weights as the model's own constant nodes compute them. */
async function foldLstmWeights(modelBytes: Uint8Array): Promise<LstmWeights> {
  const { bytes, outputs } = lstmWeightsGraph(modelBytes);
  const session = await ort.InferenceSession.create(bytes, { ...SESSION_OPTIONS, logSeverityLevel: 3 });
  try {
    const out = await session.run({});
    const [w, r, b] = outputs.map((name) => {
      const t = out[name]!;
      return { dims: t.dims.map(Number), data: t.data as Float32Array };
    });
    return { w: w!, r: r!, b: b! };
  } finally {
    await session.release();
  }
}

/** The rebuilt graph's bytes for this model file. Throws if it cannot be built. */
export async function fastGraphBytes(modelBytes: Uint8Array): Promise<Uint8Array> {
  return buildFastGraph(modelBytes, await foldLstmWeights(modelBytes));
}
