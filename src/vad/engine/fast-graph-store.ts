/**
 * The built fast graph, kept beside the probability cache and the probe verdicts, so a run (and
 * each of its worker threads) loads the graph's bytes instead of folding the LSTM weights and
 * rebuilding the graph, which also spares it loading the ONNX message code. The stored bytes
 * stand for one build only: they are keyed by the model file's sha256, the onnxruntime version
 * and the machine (architecture, CPU model, ISA flags: the LSTM weights are folded by
 * onnxruntime's kernels), and by a digest of the source of the code that builds and runs the
 * graph (every module of this folder and every module they import, found by reading their
 * imports), so any edit to that code builds anew. A stored file carries the sha256 of its bytes;
 * one that does not check out is no graph, and the caller builds and stores it again. Whether
 * the graph is exact is still decided by the probe or its stored verdict (probe-verdict.ts),
 * which is keyed by these bytes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { readCacheFile, writeCacheFile } from "../../io/cache-file.js";
import { thisModuleDir } from "../../package-root.js";
import { sha256Hex, sha256Stream } from "../../sha256.js";
import { fieldsDigest, machineKey, type MachineKey } from "./fast-probe-verdict.js";

const MAGIC = "FDBFGR01";
const HEADER_BYTES = 8 + 32; // magic, sha256 of the graph bytes

export interface GraphKey extends MachineKey {
  /** sha256 (hex) of the model file. */
  modelSha256: string;
  /** sha256 (hex) of the source of the graph's code as this process loads it (graphCodeDigest). */
  codeSha256: string;
}

/** Relative module paths (without `.js`) a module's source imports: static, dynamic or `require`d. */
export function relativeImports(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom|\bimport\(?|\brequire\()\s*(?:"|')(\.{1,2}\/[^"']+)\.js(?:"|')/g)].map(
    (m) => m[1]!,
  );
}

/**
 * sha256 of the source of the graph's code: every module in `dir` whose name starts with
 * `prefix` (this folder's `fast-*` modules: compiled `.js`, or `.ts` where sources are run
 * directly) and every module they import by a relative path, followed to the end, each under its
 * path from `dir`; null when one cannot be read (then no graph is stored). The modules are found
 * from the files themselves, so a module added, or added to their imports, counts without a list
 * to keep.
 */
export function graphCodeDigest(dir: string = join(thisModuleDir(), "vad", "engine"), prefix = "fast-"): string | null {
  let names: string[];
  try {
    names = readdirSync(dir).filter((f) => f.startsWith(prefix));
  } catch {
    return null;
  }
  const ext = names.some((f) => f.endsWith(".js")) ? ".js" : ".ts";
  const todo = names
    .filter((f) => f.endsWith(ext))
    .sort()
    .map((f) => join(dir, f));
  const seen = new Set<string>();
  const h = sha256Stream();
  while (todo.length > 0) {
    const file = todo.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    let source: string;
    try {
      source = readFileSync(file, "utf8");
    } catch {
      return null;
    }
    h.update(relative(dir, file)).update("\0").update(source).update("\0");
    for (const spec of relativeImports(source)) todo.push(join(dirname(file), spec + ext));
  }
  return h.digest("hex");
}

/** The key of the graph built from the model with this sha256 here, or null (see graphCodeDigest). */
export function graphKey(
  modelSha256: string,
  runtime: string,
  codeSha256: string | null = graphCodeDigest(),
): GraphKey | null {
  return codeSha256 === null ? null : { modelSha256, codeSha256, ...machineKey(runtime) };
}

/** The file bytes for `graph`: magic, its sha256, the graph. */
export function encodeGraph(graph: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(MAGIC, "latin1"), Buffer.from(sha256Hex(graph), "hex"), graph]);
}

/** The graph in `bytes` when they check out, else null. */
export function decodeGraph(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length <= HEADER_BYTES || Buffer.from(bytes.subarray(0, 8)).toString("latin1") !== MAGIC) return null;
  const graph = bytes.subarray(HEADER_BYTES);
  return sha256Hex(graph) === Buffer.from(bytes.subarray(8, HEADER_BYTES)).toString("hex") ? graph : null;
}

/** Built graphs stored in a folder (the probability cache's). */
export class GraphStore {
  constructor(readonly dir: string) {}

  pathFor(key: GraphKey): string {
    const digest = fieldsDigest([key.modelSha256, key.codeSha256, key.runtime, key.arch, key.cpuModel, key.isaFlags]);
    return join(this.dir, `fast-graph-${digest.slice(0, 32)}.onnx`);
  }

  /** The stored graph for `key`, or null (none, unreadable or corrupt). */
  get(key: GraphKey): Uint8Array | null {
    const bytes = readCacheFile(this.pathFor(key)); // a FIFO here is "none", never a wait
    return bytes && decodeGraph(bytes);
  }

  /** Store atomically; failures to write are ignored (the graph is simply built next time). */
  put(key: GraphKey, graph: Uint8Array): boolean {
    return writeCacheFile(this.pathFor(key), encodeGraph(graph));
  }
}
