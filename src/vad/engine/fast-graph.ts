/**
 * Rebuilds the 16 kHz half of silero_vad.onnx v6.2 from its own weights into a lean graph that
 * onnxruntime runs several times faster on batches, while every sum is added in the same order
 * as the shipped graph, so the probabilities are the same bits.
 *
 * Why each step keeps the bits (MLAS, onnxruntime's CPU kernels, fixes the order of additions):
 * - STFT: the shipped Conv is one GEMM per stream (N = 4 frames) whose K = 256 fits one block,
 *   i.e. each output is a single fused multiply-add chain over k in order. Here one product
 *   serves a group of 8 windows (N = 32 columns, still one K block), with the basis on the left.
 *   The frames arrive as rows (`framesFor`, plain copies) and the product reads them transposed
 *   (FusedMatMul with transB), which changes only how MLAS packs them, not the kernel.
 * - Encoders 0 and 1: onnxruntime's own Conv, run on 2-D inputs `[G, C, 4 frames, 8 windows]`
 *   with kernel (3, 1): its im2col rows are the 1-D Conv's (channel x tap), its GEMM has N = 32
 *   or 16 columns instead of 4 or 2, in one K block, and it adds the bias (acc + b) and applies
 *   the ReLU as the shipped Conv and Relu do. A 2-D Conv with kernel (3, 1) is the 1-D Conv
 *   applied to each of the 8 windows.
 * - Encoders 2 and 3 have one output column: the shipped Conv runs an 8-lane dot product
 *   (`laneOrder`). Their padding taps are known zeros, so a dot product over the non-zero
 *   taps only, arranged by `laneOrder`, adds the same terms in the same lanes: encoder 2 reads
 *   128 of its 192 inputs, encoder 3 64 of 192. Encoder 3's arrangement is folded into the row
 *   order of encoder 2 (free); encoder 2's arrangement is a Gather and a Transpose (copies).
 * - STFT input scale: rows arrive in int16 units; the Python wrapper divides by 32768 first.
 *   Multiplying the basis by 2^-15 instead scales every product and partial sum by a power of
 *   two, which is exact in float32 at these magnitudes.
 * - Magnitude: re*re + im*im then sqrt (Mul, Mul, Add, Sqrt), as Pow(x, 2) + Pow(y, 2) and Sqrt
 *   in the shipped graph.
 * - LSTM: the shipped node itself, with its weights folded to constants (see
 *   `lstmWeightsGraph`), run over T time steps in one call: onnxruntime computes the input
 *   projection of all steps in one GEMM (each row on its own) and then steps through the
 *   recurrence exactly as it does one step at a time. So one call can take T consecutive
 *   windows of each of B streams, which keeps the batch large even for a single stream.
 * - Decoder: the shipped 1x1 Conv over one column is a one-row product (MLAS's M=1 kernel,
 *   the same per column whatever the number of columns), so all T*B windows share one 1x1
 *   Conv, which adds the bias and applies the sigmoid as the shipped Conv and Sigmoid do.
 * - The session must run with graph optimizations off: onnxruntime's fusions (e.g. MatMul +
 *   Add into Gemm) would pick other kernels with another order of additions.
 *
 * Whether the result really is bit-identical on this CPU and runtime is checked at load time
 * by the caller against the shipped graph (fast-model.ts); any difference means it is not used.
 * This module loads the ONNX message code (onnx-proto), so it is imported only when no stored
 * graph (fast-graph-store.ts) can be used.
 */
import * as ort from "onnxruntime-node";
import { SESSION_OPTIONS } from "../silero-model.js";
import { FAST_GROUP, FRAME_COLS, FRAME_ROWS } from "./fast-frames.js";
import {
  attrInts,
  constantValue,
  findNode,
  FLOAT,
  floatsOf,
  floatTensor,
  GraphEditError,
  inlineIfs,
  INT64,
  Nodes,
  onnx,
  pruneDead,
  type GraphProto,
  type ModelProto,
  type NodeProto,
} from "./fast-onnx-edit.js";

/** Lanes of the dot-product kernel. */
const DOT_LANES = 8;

/**
 * The order in which onnxruntime's one-column matrix product adds its terms, so a shorter
 * product can add the same terms in the same order.
 *
 * A Conv whose output has one column (Silero's encoders 2 and 3) runs on the CPU as a dot
 * product per output channel (MLAS's M=1 "transpose B" kernel): eight lanes, lane l holding
 * the running sum of products k = l, l+8, l+16, ... each rounded (multiply, then add), and the
 * lanes reduced as ((l0+l1)+l2)+l3 + ((l4+l5)+l6)+l7. When some inputs are known zeros (the
 * Conv's padding taps), their products are ±0 and leave every lane sum unchanged. So a dot
 * product over only the non-zero inputs gives the same bits, provided each lane receives the
 * same terms in the same order: position p of the shorter vector must hold, in lane p mod 8,
 * the next non-zero term of that lane. `laneOrder` computes that arrangement: `length` is the
 * original vector length; `sources.get(k)` names what sits at original position k (absent: a
 * known zero). Returns, for each position of the shortened vector, the source that belongs
 * there. Throws when the lanes do not hold equally many non-zero terms (then no shortened vector
 * of whole lanes exists).
 */
export function laneOrder<T>(length: number, sources: ReadonlyMap<number, T>): T[] {
  const lanes: T[][] = Array.from({ length: DOT_LANES }, () => []);
  for (let k = 0; k < length; k++) {
    if (sources.has(k)) lanes[k % DOT_LANES]!.push(sources.get(k)!);
  }
  const per = lanes[0]!.length;
  if (!lanes.every((l) => l.length === per))
    throw new RangeError("the non-zero terms are not spread evenly over the lanes");
  const out: T[] = [];
  for (let i = 0; i < per; i++) for (let l = 0; l < DOT_LANES; l++) out.push(lanes[l]![i]!);
  return out;
}

/** The model cannot be rebuilt (not the v6.2 layout). */
export class FastGraphError extends GraphEditError {
  override name = "FastGraphError";
}
/**
 * The branch every `If` of the 16 kHz graph takes for input `[B, 576]` and state `[2, B, 128]`,
 * whatever B: the conditions only test ranks and dimensions that are fixed.
 */
const IF_BRANCHES: [suffix: string, branch: "then_branch" | "else_branch"][] = [
  ["/decoder/If", "then_branch"],
  ["/decoder/If_1", "then_branch"],
  ["/decoder/rnn/If", "else_branch"],
  ["/decoder/rnn/If_1", "else_branch"],
  ["/decoder/rnn/If_4", "else_branch"],
  ["/If", "then_branch"],
];

interface Branch {
  model: ModelProto;
  then: GraphProto;
  /** The 16 kHz branch with its `If`s inlined. */
  flat: NodeProto[];
  lstm: NodeProto;
}

function branch16k(modelBytes: Uint8Array): Branch {
  const model = onnx.ModelProto.decode(modelBytes) as unknown as ModelProto;
  const ifNode = model.graph?.node.find((n) => n.opType === "If");
  const then = ifNode?.attribute.find((a) => a.name === "then_branch")?.g ?? undefined;
  if (!then) throw new FastGraphError("no 16 kHz branch");
  const flat = inlineIfs(then.node, IF_BRANCHES);
  const lstm = flat.find((n) => n.opType === "LSTM");
  if (!lstm) throw new FastGraphError("no LSTM");
  return { model, then, flat, lstm };
}

/** onnxruntime's contrib operators (FusedMatMul, FusedConv). */
const MS_DOMAIN = "com.microsoft";

const encodeModel = (model: ModelProto, name: string, graph: object): Uint8Array =>
  onnx.ModelProto.encode(
    onnx.ModelProto.create({
      irVersion: model.irVersion,
      opsetImport: [...(model.opsetImport ?? []), { domain: MS_DOMAIN, version: 1 }],
      producerName: `fdb-unified ${name}`,
      graph: onnx.GraphProto.create(graph as never),
    } as never),
  ).finish();

/**
 * A small graph with no inputs whose outputs are the LSTM's W, R and B as the shipped graph
 * computes them from its weights (slices and concatenations that reorder the gates). Running
 * it once gives the constants `buildFastGraph` needs, computed by the model's own nodes.
 */
export function lstmWeightsGraph(modelBytes: Uint8Array): { bytes: Uint8Array; outputs: string[] } {
  const { model, flat, lstm } = branch16k(modelBytes);
  const outputs = lstm.input.slice(1, 4);
  if (outputs.length !== 3 || outputs.some((o) => !o)) throw new FastGraphError("unexpected LSTM inputs");
  const nodes = pruneDead(flat, outputs);
  const bytes = encodeModel(model, "lstm-weights", {
    name: "lstm_weights",
    node: nodes,
    input: [],
    output: outputs.map((name) => ({ name, type: { tensorType: { elemType: FLOAT } } })),
  });
  return { bytes, outputs };
}

/** The LSTM's W, R and B (as computed by `lstmWeightsGraph`). */
export interface LstmWeights {
  w: { dims: readonly number[]; data: Float32Array };
  r: { dims: readonly number[]; data: Float32Array };
  b: { dims: readonly number[]; data: Float32Array };
}

/**
 * Build the fast 16 kHz graph (serialized ONNX) from the bytes of silero_vad.onnx v6.2 and its
 * folded LSTM weights. Inputs: `frames [T*B/8, 1, 32, 256]` (framesFor over T*B windows in
 * step-major order), `steps` (int64 `[T, B, 128]`), `h` and `c` `[1, B, 128]` before the first
 * step. Outputs: `output [1, 1, T*B]` (step-major), `hN` and `cN` `[1, B, 128]` after the last step.
 */
export function buildFastGraph(modelBytes: Uint8Array, lstmWeights: LstmWeights): Uint8Array {
  const { model, then, lstm } = branch16k(modelBytes);
  const stftConv = findNode(then, "Conv", "/stft/Conv");
  const enc = [0, 1, 2, 3].map((i) => findNode(then, "Conv", `/encoder/${i}/reparam_conv/Conv`));
  const dec = findNode(then, "Conv", "/decoder/decoder/2/Conv");
  const weight = (n: NodeProto, i: number) => constantValue(then, n.input[i]!);
  const dims = (n: NodeProto) => weight(n, 1).dims.map(Number).join(",");
  const convAttrs = (n: NodeProto) => `${attrInts(n, "pads").join()}/${attrInts(n, "strides").join()}`;
  // each encoder's weight dims, pads and strides in v6.2
  const encoders = ["128,129,3 1,1/1", "64,128,3 1,1/2", "64,64,3 1,1/2", "128,64,3 1,1/1"];
  if (
    dims(stftConv) !== "258,1,256" ||
    attrInts(stftConv, "strides").join() !== "128" ||
    enc.some((n, i) => `${dims(n)} ${convAttrs(n)}` !== encoders[i]) ||
    dims(dec) !== "1,128,1" ||
    lstmWeights.w.dims.join() !== "1,512,128" ||
    lstmWeights.r.dims.join() !== "1,512,128" ||
    lstmWeights.b.dims.join() !== "1,1024"
  ) {
    throw new FastGraphError("the model does not have the v6.2 16 kHz layout");
  }
  const basis = floatsOf(weight(stftConv, 1));
  const [[w0, b0], [w1, b1], [w2, b2], [w3, b3]] = enc.map((n) => [floatsOf(weight(n, 1)), floatsOf(weight(n, 2))]);
  const [wd, bd] = [floatsOf(weight(dec, 1)), floatsOf(weight(dec, 2))];

  const b = new Nodes("fast/");
  const F = (shape: number[], data: Float32Array): string => b.const(floatTensor("", shape, data));

  // STFT as two products [129, 256] x frames (transposed), the real bins and the imaginary bins;
  // basis x 2^-15. (One [2, 129, 256] product and a ReduceSum over the pair gives the same bits,
  // but onnxruntime's ReduceSum costs a fixed ~40 us per call.)
  const stftW = new Float32Array(2 * 129 * FRAME_ROWS);
  for (let i = 0; i < stftW.length; i++) stftW[i] = basis[i]! / 32768;
  const half = (h: number): string =>
    b.op(
      "FusedMatMul",
      [F([129, FRAME_ROWS], stftW.subarray(h * 129 * FRAME_ROWS, (h + 1) * 129 * FRAME_ROWS)), "frames"],
      { transB: 1 },
      undefined,
      MS_DOMAIN,
    ); // [G, 1, 129, 32]
  const [re, im] = [half(0), half(1)];
  const mag = b.op("Sqrt", [b.op("Add", [b.op("Mul", [re, re]), b.op("Mul", [im, im])])]); // [G, 1, 129, 32]

  // encoders 0 and 1 as 2-D Convs (bias, ReLU) over [G, C, 4 frames, 8 windows] with kernel (3, 1)
  const conv = (x: string, w: Float32Array, bias: Float32Array, out: number, inC: number, stride: number): string =>
    b.op(
      "FusedConv",
      [x, F([out, inC, 3, 1], w), F([out], bias)],
      { activation: "Relu", kernel_shape: [3, 1], pads: [1, 0, 1, 0], strides: [stride, 1] },
      undefined,
      MS_DOMAIN,
    );
  const h0 = conv(b.op("Reshape", [mag, b.ints([-1, 129, 4, FAST_GROUP])]), w0, b0, 128, 129, 1); // [G, 128, 4, 8]
  const h1 = conv(h0, w1, b1, 64, 128, 2); // [G, 64, 2, 8]

  // encoder 3 reads the centre tap (k = 3c + 1) of each channel of encoder 2
  const src3 = new Map<number, number>();
  for (let c = 0; c < 64; c++) src3.set(3 * c + 1, c);
  const order3 = laneOrder(192, src3); // order3[p] = encoder-2 channel at position p
  // encoder 2 (input length 2, stride 2) reads x[c][0] at k = 3c + 1 and x[c][1] at k = 3c + 2
  const src2 = new Map<number, [c: number, t: number]>();
  for (let c = 0; c < 64; c++) {
    src2.set(3 * c + 1, [c, 0]);
    src2.set(3 * c + 2, [c, 1]);
  }
  const order2 = laneOrder(192, src2); // order2[q] = [channel, time] at position q
  // order2 maps each block of 16 positions to channels 8*block..8*block+7 with one pattern r ->
  // (c % 8, t), so one Gather over h1's (c % 8, t) axis arranges every block, and a Transpose
  // brings each window's 128 values together: [G, block, (c % 8, t), s] -> [G, s, block, r]
  for (let q = 0; q < 128; q++) {
    const [c, t] = order2[q]!;
    const [c0, t0] = order2[q % 16]!;
    if (Math.floor(c / 8) !== Math.floor(q / 16) || c % 8 !== c0 % 8 || t !== t0)
      throw new FastGraphError("unexpected encoder 2 tap order");
  }
  const pick = order2.slice(0, 16).map(([c, t]) => (c % 8) * 2 + t);
  const gathered = b.op("Gather", [b.op("Reshape", [h1, b.ints([-1, 8, 16, FAST_GROUP])]), b.ints(pick)], { axis: 2 });
  const x2 = b.op("Reshape", [b.op("Transpose", [gathered], { perm: [0, 3, 1, 2] }), b.ints([-1, 128, 1])]); // [T*B, 128, 1]
  const W2 = new Float32Array(64 * 128);
  const B2 = new Float32Array(64);
  for (let p = 0; p < 64; p++) {
    const o = order3[p]!; // output rows in encoder 3's order
    B2[p] = b2[o]!;
    order2.forEach(([c, t], q) => {
      W2[p * 128 + q] = w2[(o * 64 + c) * 3 + t + 1]!;
    });
  }
  const h2 = b.op("Relu", [b.op("Add", [b.op("MatMul", [F([64, 128], W2), x2]), F([64, 1], B2)])]); // [B, 64, 1]
  const W3 = new Float32Array(128 * 64);
  for (let o = 0; o < 128; o++) for (let p = 0; p < 64; p++) W3[o * 64 + p] = w3[(o * 64 + order3[p]!) * 3 + 1]!;
  const h3 = b.op("Relu", [b.op("Add", [b.op("MatMul", [F([128, 64], W3), h2]), F([128, 1], b3)])]); // [B, 128, 1]

  // LSTM: the shipped node on [T, B, 128] with the folded weights
  const x = b.op("Reshape", [h3, "steps"]);
  const lw = lstmWeights;
  const lstmIn = [F([...lw.w.dims], lw.w.data), F([...lw.r.dims], lw.r.data), F([...lw.b.dims], lw.b.data)];
  b.list.push(
    onnx.NodeProto.create({
      opType: "LSTM",
      name: "fast/LSTM",
      input: [x, ...lstmIn, "", "h", "c"],
      output: ["fast/Y", "hN", "cN"],
      attribute: lstm.attribute as never,
    }) as unknown as NodeProto,
  );

  // decoder on every step: ReLU, then one 1x1 Conv over all T*B windows (bias, sigmoid)
  const hT = b.op("Transpose", [b.op("Relu", [b.op("Reshape", ["fast/Y", b.ints([1, -1, 128])])])], {
    perm: [0, 2, 1],
  }); // [1, 128, T*B]
  b.op(
    "FusedConv",
    [hT, F([1, 128, 1], wd), F([1], bd)],
    { activation: "Sigmoid", kernel_shape: [1] },
    "output",
    MS_DOMAIN,
  ); // [1, 1, T*B]

  const nodes = pruneDead(b.list, ["output", "hN", "cN"]);
  const state = (name: string) => ({
    name,
    type: { tensorType: { elemType: FLOAT, shape: { dim: [{ dimValue: 1 }, { dimParam: "B" }, { dimValue: 128 }] } } },
  });
  return encodeModel(model, "fast-graph", {
    name: "silero_vad_16k_fast",
    node: nodes,
    input: [
      {
        name: "frames",
        type: {
          tensorType: {
            elemType: FLOAT,
            shape: { dim: [{ dimParam: "G" }, { dimValue: 1 }, { dimValue: FRAME_COLS }, { dimValue: FRAME_ROWS }] },
          },
        },
      },
      { name: "steps", type: { tensorType: { elemType: INT64, shape: { dim: [{ dimValue: 3 }] } } } },
      state("h"),
      state("c"),
    ],
    output: [
      {
        name: "output",
        type: {
          tensorType: { elemType: FLOAT, shape: { dim: [{ dimValue: 1 }, { dimValue: 1 }, { dimParam: "TB" }] } },
        },
      },
      state("hN"),
      state("cN"),
    ],
  });
}

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
