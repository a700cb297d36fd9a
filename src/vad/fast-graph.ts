/**
 * Rebuilds the 16 kHz half of silero_vad.onnx v6.2 from its own weights into a lean graph that
 * onnxruntime runs several times faster on batches, while every sum is added in the same order
 * as the shipped graph, so the probabilities are the same bits.
 *
 * Why each step keeps the bits (MLAS, onnxruntime's CPU kernels, fixes the order of additions):
 * - STFT, encoders 0 and 1: the shipped Conv is one GEMM per stream (N = 4 or 2 columns) whose
 *   K fits one block, i.e. each output is a single fused multiply-add chain over k in order.
 *   Here one MatMul serves a group of 8 windows (N = 32 or 16 columns, still one K block), with
 *   the weights on the left and the im2col rows in the Conv's order (channel x tap). The im2col
 *   is a product with a constant 0/1 matrix, which is exact.
 * - Biases of encoders 0 and 1: the Conv adds the bias after the chain (acc + b). Appending a
 *   constant-1 input row and the bias as the last weight gives fma(b, 1, acc) = acc + b, the
 *   same single rounding. The 1 rides through the graph: the frames carry a 1 (row 256), the
 *   STFT copies it to an extra real bin (magnitude sqrt(1 + 0) = 1), encoder 0 copies it to an
 *   extra channel, and zero weights on the other taps of that channel add exact zeros.
 * - Encoders 2 and 3 have one output column: the shipped Conv runs an 8-lane dot product
 *   (lane-order.ts). Their padding taps are known zeros, so a dot product over the non-zero
 *   taps only, arranged by `laneOrder`, adds the same terms in the same lanes: encoder 2 reads
 *   128 of its 192 inputs, encoder 3 64 of 192. Encoder 3's arrangement is folded into the row
 *   order of encoder 2 (free); encoder 2's arrangement is a 0/1 permutation product.
 * - STFT input scale: rows arrive in int16 units; the Python wrapper divides by 32768 first.
 *   Multiplying the basis by 2^-15 instead scales every product and partial sum by a power of
 *   two, which is exact in float32 at these magnitudes.
 * - Magnitude: re*re + im*im then sqrt, as Pow(x, 2) + Pow(y, 2) in the shipped graph.
 * - LSTM: the shipped node itself, with its weights folded to constants (see
 *   `lstmWeightsGraph`), run over T time steps in one call: onnxruntime computes the input
 *   projection of all steps in one GEMM (each row on its own) and then steps through the
 *   recurrence exactly as it does one step at a time. So one call can take T consecutive
 *   windows of each of B streams, which keeps the batch large even for a single stream. The decoder's 1x1 Conv is a one-row product (MLAS's M=1 kernel, the
 *   same per column whatever the number of columns), so all streams share one MatMul.
 * - The session must run with graph optimizations off: onnxruntime's fusions (e.g. MatMul +
 *   Add into Gemm) would pick other kernels with another order of additions.
 *
 * Whether the result really is bit-identical on this CPU and runtime is checked at load time
 * by the caller against the shipped graph (fast.ts); any difference means it is not used.
 */
import { laneOrder } from "./lane-order.js";
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
} from "./onnx-graph.js";

/** Windows per MatMul column group (8 streams, or consecutive windows of fewer). */
export const FAST_GROUP = 8;
/** Rows of the framed input: 256 samples of a frame and a constant 1. */
export const FRAME_ROWS = 257;
/** Columns of the framed input per group: 4 frames x 8 windows. */
export const FRAME_COLS = 4 * FAST_GROUP;

/** The model cannot be rebuilt (not the v6.2 layout). */
export class FastGraphError extends GraphEditError {
  override name = "FastGraphError";
}

/**
 * Frames for the fast graph from `[W, 576]` model input rows, one per window (64 context + 512
 * new samples, in int16 units): each row is reflect-padded by 64 on the right, as the shipped
 * STFT does, and cut into 4 frames of 256 with hop 128; `out[g][k][f*8 + s] =
 * padded_{8g+s}[128f + k]` for k < 256, and row 256 is all ones. Output shape `[W/8, 257, 32]`.
 */
export function framesFor(input: Float32Array, windows: number, out: Float32Array = new Float32Array(windows * FRAME_ROWS * 4)): Float32Array {
  const width = 576;
  const groups = windows / FAST_GROUP;
  let o = 0;
  for (let g = 0; g < groups; g++) {
    const rows = g * FAST_GROUP * width;
    for (let k = 0; k < 256; k++) {
      for (let f = 0; f < 4; f++) {
        const p = 128 * f + k; // position in the padded row (0..639)
        const at = rows + (p < width ? p : 2 * (width - 1) - p);
        // the 8 windows of the group, unrolled (FAST_GROUP is 8)
        out[o] = input[at]!;
        out[o + 1] = input[at + width]!;
        out[o + 2] = input[at + 2 * width]!;
        out[o + 3] = input[at + 3 * width]!;
        out[o + 4] = input[at + 4 * width]!;
        out[o + 5] = input[at + 5 * width]!;
        out[o + 6] = input[at + 6 * width]!;
        out[o + 7] = input[at + 7 * width]!;
        o += 8;
      }
    }
    out.fill(1, o, o + FRAME_COLS);
    o += FRAME_COLS;
  }
  return out;
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

const encodeModel = (model: ModelProto, name: string, graph: object): Uint8Array =>
  onnx.ModelProto.encode(
    onnx.ModelProto.create({ irVersion: model.irVersion, opsetImport: model.opsetImport, producerName: `fdb-unified ${name}`, graph: onnx.GraphProto.create(graph as never) } as never),
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

/** Selection matrix of the grouped im2col (kernel 3, padding 1): `[len*8, 3*outLen*8]`. */
function im2colSelect(len: number, stride: number): { select: Float32Array; cols: number; outCols: number; outLen: number } {
  const outLen = Math.floor((len + 2 - 3) / stride) + 1;
  const cols = len * FAST_GROUP;
  const outCols = 3 * outLen * FAST_GROUP;
  const select = new Float32Array(cols * outCols);
  for (let j = 0; j < 3; j++) {
    for (let t = 0; t < outLen; t++) {
      const from = stride * t + j - 1;
      if (from < 0 || from >= len) continue; // padding: the column stays zero
      for (let s = 0; s < FAST_GROUP; s++) select[(from * FAST_GROUP + s) * outCols + (j * outLen + t) * FAST_GROUP + s] = 1;
    }
  }
  return { select, cols, outCols, outLen };
}

/**
 * Build the fast 16 kHz graph (serialized ONNX) from the bytes of silero_vad.onnx v6.2 and its
 * folded LSTM weights. Inputs: `frames [T*B/8, 257, 32]` (framesFor over T*B windows in
 * step-major order), `steps` (int64 `[T, B, 128]`), `h` and `c` `[1, B, 128]` before the first
 * step. Outputs: `output [T*B]` (step-major), `hN` and `cN` `[1, B, 128]` after the last step.
 */
export function buildFastGraph(modelBytes: Uint8Array, lstmWeights: LstmWeights): Uint8Array {
  const { model, then, lstm } = branch16k(modelBytes);
  const stftConv = findNode(then, "Conv", "/stft/Conv");
  const enc = [0, 1, 2, 3].map((i) => findNode(then, "Conv", `/encoder/${i}/reparam_conv/Conv`));
  const dec = findNode(then, "Conv", "/decoder/decoder/2/Conv");
  const weight = (n: NodeProto, i: number) => constantValue(then, n.input[i]!);
  const dims = (n: NodeProto) => weight(n, 1).dims.map(Number).join(",");
  const convAttrs = (n: NodeProto) => `${attrInts(n, "pads").join()}/${attrInts(n, "strides").join()}`;
  if (
    dims(stftConv) !== "258,1,256" || attrInts(stftConv, "strides").join() !== "128" ||
    dims(enc[0]!) !== "128,129,3" || convAttrs(enc[0]!) !== "1,1/1" ||
    dims(enc[1]!) !== "64,128,3" || convAttrs(enc[1]!) !== "1,1/2" ||
    dims(enc[2]!) !== "64,64,3" || convAttrs(enc[2]!) !== "1,1/2" ||
    dims(enc[3]!) !== "128,64,3" || convAttrs(enc[3]!) !== "1,1/1" ||
    dims(dec) !== "1,128,1" ||
    lstmWeights.w.dims.join() !== "1,512,128" || lstmWeights.r.dims.join() !== "1,512,128" || lstmWeights.b.dims.join() !== "1,1024"
  ) {
    throw new FastGraphError("the model does not have the v6.2 16 kHz layout");
  }
  const basis = floatsOf(weight(stftConv, 1));
  const [w0, b0] = [floatsOf(weight(enc[0]!, 1)), floatsOf(weight(enc[0]!, 2))];
  const [w1, b1] = [floatsOf(weight(enc[1]!, 1)), floatsOf(weight(enc[1]!, 2))];
  const [w2, b2] = [floatsOf(weight(enc[2]!, 1)), floatsOf(weight(enc[2]!, 2))];
  const [w3, b3] = [floatsOf(weight(enc[3]!, 1)), floatsOf(weight(enc[3]!, 2))];
  const [wd, bd] = [floatsOf(weight(dec, 1)), floatsOf(weight(dec, 2))];

  const b = new Nodes("fast/");
  const F = (shape: number[], data: Float32Array): string => b.const(floatTensor("", shape, data));

  // STFT as [2, 130, 257] x frames: bins 0..128 real and a constant-one bin, then 0..128
  // imaginary and a zero bin. Basis x 2^-15 (input in int16 units); the one passes unscaled.
  const stftW = new Float32Array(2 * 130 * FRAME_ROWS);
  for (let r = 0; r < 129; r++) {
    for (let k = 0; k < 256; k++) {
      stftW[r * FRAME_ROWS + k] = basis[r * 256 + k]! / 32768;
      stftW[(130 + r) * FRAME_ROWS + k] = basis[(129 + r) * 256 + k]! / 32768;
    }
  }
  stftW[129 * FRAME_ROWS + 256] = 1;
  const frames = b.op("Reshape", ["frames", b.ints([-1, 1, FRAME_ROWS, FRAME_COLS])]);
  const stft = b.op("MatMul", [F([2, 130, FRAME_ROWS], stftW), frames]); // [G, 2, 130, 32]
  const squares = b.op("Mul", [stft, stft]);
  const mag = b.op("Sqrt", [b.op("ReduceSum", [squares, b.ints([1])], { keepdims: 0 })]); // [G, 130, 32]

  // encoder 0: im2col [G, 390, 32]; weights [129, 390]: the bias on the one channel's centre
  // tap (k = 388, always inside), and an extra output row that copies the one
  const s0 = im2colSelect(4, 1);
  const col0 = b.op("Reshape", [b.op("MatMul", [mag, F([s0.cols, s0.outCols], s0.select)]), b.ints([-1, 390, FRAME_COLS])]);
  const W0 = new Float32Array(129 * 390);
  for (let o = 0; o < 128; o++) {
    W0.set(w0.subarray(o * 387, (o + 1) * 387), o * 390);
    W0[o * 390 + 388] = b0[o]!;
  }
  W0[128 * 390 + 388] = 1;
  const h0 = b.op("Relu", [b.op("MatMul", [F([129, 390], W0), col0])]); // [G, 129, 32]

  // encoder 1 (stride 2): im2col [G, 387, 16]; the bias on the one channel's centre tap (k = 385)
  const s1 = im2colSelect(4, 2);
  const col1 = b.op("Reshape", [b.op("MatMul", [h0, F([s1.cols, s1.outCols], s1.select)]), b.ints([-1, 387, 2 * FAST_GROUP])]);
  const W1 = new Float32Array(64 * 387);
  for (let o = 0; o < 64; o++) {
    W1.set(w1.subarray(o * 384, (o + 1) * 384), o * 387);
    W1[o * 387 + 385] = b1[o]!;
  }
  const h1 = b.op("Relu", [b.op("MatMul", [F([64, 387], W1), col1])]); // [G, 64, 16], column t*8 + s

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
  // order2 maps each block of 16 positions to channels 8*block..8*block+7 with one pattern, so
  // one [128, 128] permutation per (group, block) row of h1 does it: row (q, t, s) -> (s, r)
  const P = new Float32Array(128 * 128);
  for (let q = 0; q < 128; q++) {
    const [c, t] = order2[q]!;
    const [c0, t0] = order2[q % 16]!;
    if (Math.floor(c / 8) !== Math.floor(q / 16) || c % 8 !== c0 % 8 || t !== t0) throw new FastGraphError("unexpected encoder 2 tap order");
  }
  for (let r = 0; r < 16; r++) {
    const [c, t] = order2[r]!;
    for (let s = 0; s < FAST_GROUP; s++) P[((c % 8) * 16 + t * FAST_GROUP + s) * 128 + s * 16 + r] = 1;
  }
  const permuted = b.op("MatMul", [b.op("Reshape", [h1, b.ints([-1, 128])]), F([128, 128], P)]); // [(g, block), (s, r)]
  const perStream = b.op("Transpose", [b.op("Reshape", [permuted, b.ints([-1, 8, FAST_GROUP, 16])])], { perm: [0, 2, 1, 3] });
  const x2 = b.op("Reshape", [perStream, b.ints([-1, 128, 1])]); // [B, 128, 1]
  const W2 = new Float32Array(64 * 128);
  const B2 = new Float32Array(64);
  for (let p = 0; p < 64; p++) {
    const o = order3[p]!; // output rows in encoder 3's order
    B2[p] = b2[o]!;
    order2.forEach(([c, t], q) => (W2[p * 128 + q] = w2[(o * 64 + c) * 3 + t + 1]!));
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
    onnx.NodeProto.create({ opType: "LSTM", name: "fast/LSTM", input: [x, ...lstmIn, "", "h", "c"], output: ["fast/Y", "hN", "cN"], attribute: lstm.attribute as never }) as unknown as NodeProto,
  );

  // decoder on every step: ReLU, 1x1 Conv as one [1, 128] x [128, T*B] product, bias, sigmoid
  const hT = b.op("Transpose", [b.op("Relu", [b.op("Reshape", ["fast/Y", b.ints([-1, 128])])])], { perm: [1, 0] }); // [128, T*B]
  const logit = b.op("Add", [b.op("MatMul", [F([1, 128], wd), hT]), F([1, 1], bd)]);
  b.op("Reshape", [b.op("Sigmoid", [logit]), b.ints([-1])], {}, "output");

  const nodes = pruneDead(b.list, ["output", "hN", "cN"]);
  const state = (name: string) => ({ name, type: { tensorType: { elemType: FLOAT, shape: { dim: [{ dimValue: 1 }, { dimParam: "B" }, { dimValue: 128 }] } } } });
  return encodeModel(model, "fast-graph", {
    name: "silero_vad_16k_fast",
    node: nodes,
    input: [
      { name: "frames", type: { tensorType: { elemType: FLOAT, shape: { dim: [{ dimParam: "G" }, { dimValue: FRAME_ROWS }, { dimValue: FRAME_COLS }] } } } },
      { name: "steps", type: { tensorType: { elemType: INT64, shape: { dim: [{ dimValue: 3 }] } } } },
      state("h"),
      state("c"),
    ],
    output: [{ name: "output", type: { tensorType: { elemType: FLOAT, shape: { dim: [{ dimParam: "TB" }] } } } }, state("hN"), state("cN")],
  });
}
