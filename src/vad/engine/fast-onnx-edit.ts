/**
 * Reading and editing ONNX graphs with onnx-proto: the few message fields used, tensor and
 * node builders, lookups, inlining of `If` branches that are known to be taken, and removal of
 * nodes whose outputs nobody uses. Used to rebuild the Silero graph (fast-graph.ts).
 */
import onnxProto from "onnx-proto";

export const { onnx } = onnxProto;

export class GraphEditError extends Error {
  override name = "GraphEditError";
}

/** The parts of decoded ONNX messages used here (protobufjs fills repeated fields with []). */
export interface TensorProto {
  name?: string;
  dims: (number | { toString(): string })[];
  dataType: number;
  rawData?: Uint8Array;
  floatData: number[];
}
export interface AttributeProto {
  name: string;
  t?: TensorProto | null;
  g?: GraphProto | null;
  ints?: (number | { toString(): string })[];
}
export interface NodeProto {
  opType: string;
  name: string;
  input: string[];
  output: string[];
  attribute: AttributeProto[];
}
export interface ValueInfo {
  name: string;
}
export interface GraphProto {
  node: NodeProto[];
  input: ValueInfo[];
  output: ValueInfo[];
}
export interface ModelProto {
  irVersion?: unknown;
  opsetImport?: unknown[];
  graph?: GraphProto | null;
}

export const FLOAT = 1;
export const INT64 = 7;

export function floatsOf(t: TensorProto): Float32Array {
  if (t.rawData && t.rawData.length > 0) {
    const raw = t.rawData;
    const copy = new Uint8Array(raw.length);
    copy.set(raw);
    return new Float32Array(copy.buffer);
  }
  return Float32Array.from(t.floatData);
}

export function floatTensor(name: string, dims: number[], data: Float32Array): TensorProto {
  return {
    name,
    dims,
    dataType: FLOAT,
    rawData: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    floatData: [],
  };
}

export function int64Tensor(name: string, values: number[]): TensorProto {
  const b = BigInt64Array.from(values.map((v) => BigInt(v)));
  return { name, dims: [values.length], dataType: INT64, rawData: new Uint8Array(b.buffer), floatData: [] };
}

/** A small builder of uniquely named nodes. */
export class Nodes {
  readonly list: NodeProto[] = [];
  private n = 0;
  constructor(private readonly prefix: string) {}
  name(hint: string): string {
    return `${this.prefix}${hint}_${this.n++}`;
  }
  const(t: TensorProto): string {
    const out = this.name("const");
    this.list.push(
      onnx.NodeProto.create({
        opType: "Constant",
        name: out,
        output: [out],
        attribute: [
          onnx.AttributeProto.create({
            name: "value",
            type: 4,
            t: onnx.TensorProto.create({ ...t, name: out } as never),
          }),
        ],
      }) as unknown as NodeProto,
    );
    return out;
  }
  ints(values: number[]): string {
    return this.const(int64Tensor("", values));
  }
  op(
    opType: string,
    inputs: string[],
    attrs: Record<string, number | number[] | string> = {},
    output?: string,
    domain?: string,
  ): string {
    const out = output ?? this.name(opType);
    const attribute = Object.entries(attrs).map(([name, v]) =>
      typeof v === "string"
        ? onnx.AttributeProto.create({ name, type: 3, s: new TextEncoder().encode(v) })
        : Array.isArray(v)
          ? onnx.AttributeProto.create({ name, type: 7, ints: v })
          : onnx.AttributeProto.create({ name, type: 2, i: v }),
    );
    this.list.push(
      onnx.NodeProto.create({
        opType,
        name: out,
        input: inputs,
        output: [out],
        attribute,
        ...(domain ? { domain } : {}),
      }) as unknown as NodeProto,
    );
    return out;
  }
}

/** The value tensor of the Constant node producing `name` inside `g`. */
export function constantValue(g: GraphProto, name: string): TensorProto {
  const node = g.node.find((n) => n.opType === "Constant" && n.output[0] === name);
  const t = node?.attribute.find((a) => a.name === "value")?.t;
  if (!t) throw new GraphEditError(`constant ${name} not found`);
  return t;
}

export function findNode(g: GraphProto, opType: string, suffix: string): NodeProto {
  const n = g.node.find((x) => x.opType === opType && x.name.endsWith(suffix));
  if (!n) throw new GraphEditError(`node ${opType} ${suffix} not found`);
  return n;
}

export function attrInts(n: NodeProto, name: string): number[] {
  return (n.attribute.find((a) => a.name === name)?.ints ?? []).map(Number);
}

/**
 * Replace each `If` whose name ends with a suffix in `branches` by the nodes of that branch
 * (recursively), with Identity nodes carrying the branch outputs to the If's output names.
 */
export function inlineIfs(
  list: NodeProto[],
  branches: [suffix: string, branch: "then_branch" | "else_branch"][],
): NodeProto[] {
  const out: NodeProto[] = [];
  for (const n of list) {
    const rule = n.opType === "If" ? branches.find(([suffix]) => n.name.endsWith(suffix)) : undefined;
    const g = rule ? n.attribute.find((a) => a.name === rule[1])?.g : undefined;
    if (!rule || !g) {
      out.push(n);
      continue;
    }
    out.push(...inlineIfs(g.node, branches));
    g.output.forEach((o, k) => {
      out.push(
        onnx.NodeProto.create({
          opType: "Identity",
          name: `${n.output[k]}/inlined`,
          input: [o.name],
          output: [n.output[k]!],
        }) as unknown as NodeProto,
      );
    });
  }
  return out;
}

/** Drop nodes none of whose outputs is used (by a node, a subgraph, or as a graph output). */
export function pruneDead(list: NodeProto[], outputs: string[]): NodeProto[] {
  let current = list;
  for (;;) {
    const used = new Set(outputs);
    const mark = (nodes: NodeProto[]): void => {
      for (const n of nodes) {
        for (const i of n.input) used.add(i);
        for (const a of n.attribute) if (a.g) mark(a.g.node);
      }
    };
    mark(current);
    const next = current.filter((n) => n.output.some((o) => used.has(o)));
    if (next.length === current.length) return next;
    current = next;
  }
}
