/**
 * Rebuilds the 16 kHz half of silero_vad.onnx v6.2 from its own weights into a graph that
 * onnxruntime runs faster on batches while adding every sum in the same order. The shipped
 * graph runs each Conv as one small GEMM per stream (N = 4 output frames); here the STFT Conv
 * and the first two encoder Convs become MatMuls over groups of 8 streams (N = 32 and 16
 * columns), with the im2col layout the per-stream Conv uses (rows = channel x tap, constant
 * weights on the left, bias added after the product), and N small enough that the GEMM keeps
 * K in one block. Encoders 2 and 3 keep the per-stream GEMM (N = 1; batching those changes
 * the rounding) but run as one MatMul call. The framing and reflect padding of the STFT input
 * move out of the graph (framesFor), and the shape-only `If` branches are inlined. The rest
 * (magnitude, LSTM, decoder) is the shipped graph's own nodes. The batch must be a multiple
 * of 8. Whether the result really is bit-identical on this CPU/runtime is checked at load time
 * by the caller (see fast.ts).
 */
import {
  attrInts,
  constantValue,
  findNode,
  FLOAT,
  floatsOf,
  floatTensor,
  GraphEditError,
  inlineIfs,
  Nodes,
  onnx,
  pruneDead,
  type ModelProto,
  type NodeProto,
  type TensorProto,
} from "./onnx-graph.js";

/** Streams per MatMul column group. */
export const FAST_GROUP = 8;
/** Name of the fast graph's framed input `[B/8, 256, 32]`. */
export const FAST_INPUT = "frames";

/**
 * Frames for the fast graph from standard `[B, 576]` model input rows (64 context + 512 new
 * samples): each row is reflect-padded by 64 on the right, as the shipped graph's STFT does,
 * and cut into 4 frames of 256 with hop 128; `out[g][k][f*8 + s] = padded_{8g+s}[128f + k]`.
 */
export function framesFor(input: Float32Array, batch: number, out: Float32Array = new Float32Array(batch * 1024)): Float32Array {
  const width = 576;
  const groups = batch / FAST_GROUP;
  let o = 0;
  for (let g = 0; g < groups; g++) {
    const rows = g * FAST_GROUP * width;
    for (let k = 0; k < 256; k++) {
      for (let f = 0; f < 4; f++) {
        const p = 128 * f + k; // position in the padded row (0..639)
        const at = rows + (p < width ? p : 2 * (width - 1) - p);
        // the 8 streams of the group, unrolled (FAST_GROUP is 8)
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
  }
  return out;
}

/** The model cannot be rebuilt (not the v6.2 layout). */
export class FastGraphError extends GraphEditError {
  override name = "FastGraphError";
}

/**
 * im2col of `[G, C, L*8]` (column = t*8 + s, stream s of the group, frame t) for a 1-D conv with
 * kernel 3, padding 1 and `stride`: `[G, C*3, Lout*8]` with row c*3+j and column t*8+s holding
 * x[s][c][stride*t + j - 1] (zero outside). It is built as a product with a constant 0/1
 * matrix, which is exact for finite inputs (each output is one input times 1 plus exact zeros)
 * and much cheaper in onnxruntime than Pad + Gather on small blocks.
 */
function im2col(b: Nodes, x: string, channels: number, len: number, stride: number): { out: string; outLen: number } {
  const outLen = Math.floor((len + 2 - 3) / stride) + 1;
  // an exact 0/1 selection product: column (j, t, s) picks input column ((stride*t + j - 1), s)
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
  const taps = b.op("MatMul", [x, b.const(floatTensor("", [cols, outCols], select))]); // [G, C, 3*outLen*8]
  return { out: b.op("Reshape", [taps, b.ints([-1, channels * 3, outLen * FAST_GROUP])]), outLen };
}

/**
 * The branch every `If` of the 16 kHz graph takes for input `[B, 576]` and state `[2, B, 128]`,
 * whatever B: the conditions only test ranks and dimensions that are fixed (a length-1 time
 * axis, a state of 2 layers, a rank-2 LSTM input). Inlining them runs the very same nodes
 * without the per-call cost of subgraph execution.
 */
const IF_BRANCHES: [suffix: string, branch: "then_branch" | "else_branch"][] = [
  ["/decoder/If", "then_branch"], // squeeze the length-1 time axis of the encoder output
  ["/decoder/If_1", "then_branch"], // a state is given
  ["/decoder/rnn/If", "else_branch"], // LSTM input already rank 2
  ["/decoder/rnn/If_1", "else_branch"],
  ["/decoder/rnn/If_4", "else_branch"],
  ["/If", "then_branch"], // squeeze the decoder's single channel
];

/** Build the fast 16 kHz graph (serialized ONNX) from the bytes of silero_vad.onnx v6.2. */
export function buildFastGraph(modelBytes: Uint8Array): Uint8Array {
  const model = onnx.ModelProto.decode(modelBytes) as unknown as ModelProto;
  const top = model.graph;
  if (!top) throw new FastGraphError("no graph");
  const ifNode = top.node.find((n) => n.opType === "If");
  const then = ifNode?.attribute.find((a) => a.name === "then_branch")?.g ?? undefined;
  if (!ifNode || !then) throw new FastGraphError("no 16 kHz branch");

  const stftConv = findNode(then, "Conv", "/stft/Conv");
  const unsq = then.node.find((n) => n.output[0] === stftConv.input[0]);
  const enc0 = findNode(then, "Conv", "/encoder/0/reparam_conv/Conv");
  const enc1 = findNode(then, "Conv", "/encoder/1/reparam_conv/Conv");
  const enc2 = findNode(then, "Conv", "/encoder/2/reparam_conv/Conv");
  const enc3 = findNode(then, "Conv", "/encoder/3/reparam_conv/Conv");
  if (!unsq || unsq.opType !== "Unsqueeze") throw new FastGraphError("unexpected STFT input");
  const basis = constantValue(then, stftConv.input[1]!);
  const w0 = constantValue(then, enc0.input[1]!);
  const b0 = constantValue(then, enc0.input[2]!);
  const w1 = constantValue(then, enc1.input[1]!);
  const b1 = constantValue(then, enc1.input[2]!);
  const dims = (t: TensorProto) => t.dims.map(Number).join(",");
  if (
    dims(basis) !== "258,1,256" || dims(w0) !== "128,129,3" || dims(w1) !== "64,128,3" ||
    attrInts(stftConv, "strides").join() !== "128" || attrInts(enc0, "pads").join() !== "1,1" ||
    attrInts(enc0, "strides").join() !== "1" || attrInts(enc1, "pads").join() !== "1,1" || attrInts(enc1, "strides").join() !== "2" ||
    dims(constantValue(then, enc2.input[1]!)) !== "64,64,3" || attrInts(enc2, "pads").join() !== "1,1" || attrInts(enc2, "strides").join() !== "2" ||
    dims(constantValue(then, enc3.input[1]!)) !== "128,64,3" || attrInts(enc3, "pads").join() !== "1,1" || attrInts(enc3, "strides").join() !== "1"
  ) {
    throw new FastGraphError("the model does not have the v6.2 16 kHz layout");
  }

  const b = new Nodes("fast/");
  // STFT: the graph input is already framed: frames[g, k, f*8 + s] = padded_s[128f + k]
  const basisW = b.const(floatTensor("", [258, 256], floatsOf(basis)));
  b.op("MatMul", [basisW, FAST_INPUT], {}, stftConv.output[0]!);
  const stftList = b.list.splice(0);

  // encoder 0: [G, 129, 32] -> [G, 128, 32]
  const e0 = im2col(b, enc0.input[0]!, 129, 4, 1);
  const e0mm = b.op("MatMul", [b.const(floatTensor("", [128, 387], floatsOf(w0))), e0.out]);
  b.op("Add", [e0mm, b.const(floatTensor("", [128, 1], floatsOf(b0)))], {}, enc0.output[0]!);
  const enc0List = b.list.splice(0);

  // encoder 1: [G, 128, 32] -> [G, 64, 16] -> back to per-stream [B, 64, 2]
  const e1 = im2col(b, enc1.input[0]!, 128, 4, 2);
  const e1mm = b.op("MatMul", [b.const(floatTensor("", [64, 384], floatsOf(w1))), e1.out]);
  const e1b = b.op("Add", [e1mm, b.const(floatTensor("", [64, 1], floatsOf(b1)))]);
  const e1r = b.op("Reshape", [e1b, b.ints([-1, 64, e1.outLen, FAST_GROUP])]);
  const e1t = b.op("Transpose", [e1r], { perm: [0, 3, 1, 2] });
  b.op("Reshape", [e1t, b.ints([-1, 64, e1.outLen])], {}, enc1.output[0]!);
  const enc1List = b.list.splice(0);

  // encoders 2 and 3 run per stream (N = 1) exactly as the Conv does (the same GEMM, all streams
  // in one MatMul call). Their im2col rows (zero, x0, x1) and (zero, x0, zero) come from a tiny
  // exact product with a 0/1 matrix (each output is one x times 1 plus zeros), which costs less
  // than padding many rows of 1-2 values.
  const perStream = (conv: NodeProto, cin: number, cout: number, len: number, select: number[]): NodeProto[] => {
    const w = constantValue(then, conv.input[1]!);
    const bias = constantValue(then, conv.input[2]!);
    const e = b.const(floatTensor("", [len, 3], Float32Array.from(select)));
    const taps = b.op("MatMul", [conv.input[0]!, e]); // [B, cin, 3]
    const col = b.op("Reshape", [taps, b.ints([-1, cin * 3, 1])]);
    const mm = b.op("MatMul", [b.const(floatTensor("", [cout, cin * 3], floatsOf(w))), col]);
    b.op("Add", [mm, b.const(floatTensor("", [cout, 1], floatsOf(bias)))], {}, conv.output[0]!);
    return b.list.splice(0);
  };
  // encoder 2: input length 2, stride 2, taps at positions -1 (padding), 0, 1
  const enc2List = perStream(enc2, 64, 64, 2, [0, 1, 0, 0, 0, 1]);
  // encoder 3: input length 1, taps at -1 (padding), 0, 1 (padding)
  const enc3List = perStream(enc3, 64, 128, 1, [0, 1, 0]);

  const nodes: NodeProto[] = [];
  // the reflect padding and framing now happen outside the graph (see framesFor)
  const dropped = new Set<NodeProto>([unsq, ...then.node.filter((n) => n.name.includes("/stft/padding/"))]);
  for (const n of then.node) {
    if (dropped.has(n)) continue;
    if (n === stftConv) nodes.push(...stftList);
    else if (n === enc0) nodes.push(...enc0List);
    else if (n === enc1) nodes.push(...enc1List);
    else if (n === enc2) nodes.push(...enc2List);
    else if (n === enc3) nodes.push(...enc3List);
    else nodes.push(n);
  }
  b.op("Identity", [then.output[0]!.name], {}, "output");
  b.op("Identity", [then.output[1]!.name], {}, "stateN");
  nodes.push(...b.list.splice(0));

  const flat = pruneDead(inlineIfs(nodes, IF_BRANCHES), ["output", "stateN"]);

  const uses = (name: string): boolean => {
    const inNodes = (list: NodeProto[]): boolean => list.some((n) => n.input.includes(name) || n.attribute.some((a) => !!a.g && inNodes(a.g.node)));
    return inNodes(flat);
  };
  const graph = onnx.GraphProto.create({
    name: "silero_vad_16k_fast",
    node: flat,
    input: [
      { name: FAST_INPUT, type: { tensorType: { elemType: FLOAT, shape: { dim: [{ dimParam: "G" }, { dimValue: 256 }, { dimValue: 4 * FAST_GROUP }] } } } },
      ...top.input.filter((i) => i.name !== "input" && uses(i.name)),
    ],
    output: top.output,
  } as never);
  const out = onnx.ModelProto.create({
    irVersion: model.irVersion,
    opsetImport: model.opsetImport,
    producerName: "fdb-unified fast-graph",
    graph,
  } as never);
  return onnx.ModelProto.encode(out).finish();
}
