/**
 * The fast graph's probe verdict, kept beside the probability cache so the probe (fast-model.ts:
 * `sameAsShipped`, the shipped and the rebuilt graph on 16 streams of probe audio) runs once per
 * machine and build rather than in every worker of every run. A verdict holds only for the
 * exact graph bytes on the exact runtime and CPU, so it is keyed by the sha256 of the built
 * fast-graph bytes, the onnxruntime version, the architecture, the CPU model and its ISA flags
 * (MLAS picks its kernels by those flags, and the kernels fix the order of additions).
 * A verdict file that does not check out (unreadable, corrupt, another key) is no verdict: the
 * caller probes again and rewrites it. Writes are atomic (temporary file + rename).
 */
import { sha256Hex } from "../../sha256.js";
import { readFileSync } from "node:fs";
import { readCacheFile, writeCacheFile } from "../../io/cache-file.js";
import { arch, cpus } from "node:os";
import { join } from "node:path";

const KIND = "fdb-unified fast-graph probe verdict";
const VERSION = 1;

/** The runtime and the machine a verdict (or a stored graph) holds for. */
export interface MachineKey {
  runtime: string;
  arch: string;
  cpuModel: string;
  /** The CPU's ISA flags, sorted and space-separated ("" when the platform does not list them). */
  isaFlags: string;
}

/** What a verdict is valid for. */
export interface VerdictKey extends MachineKey {
  /** sha256 (hex) of the built fast-graph bytes. */
  graphSha256: string;
}

/** The CPU's ISA flags as the kernel lists them (Linux /proc/cpuinfo "flags" or "Features"), sorted. */
export function isaFlags(cpuinfo: string | null = readCpuinfo()): string {
  if (cpuinfo === null) return "";
  const line = cpuinfo.split("\n").find((l) => /^(flags|Features)\s*:/.test(l));
  if (!line) return "";
  const flags = line.slice(line.indexOf(":") + 1).split(/\s+/);
  return [...new Set(flags.filter(Boolean))].sort().join(" ");
}

function readCpuinfo(): string | null {
  try {
    return readFileSync("/proc/cpuinfo", "latin1");
  } catch {
    return null;
  }
}

let machine: Omit<MachineKey, "runtime"> | null = null;

/** This machine (read once per thread: /proc/cpuinfo does not change under a run) and `runtime`. */
export function machineKey(runtime: string): MachineKey {
  machine ??= { arch: arch(), cpuModel: cpus()[0]?.model.trim() ?? "", isaFlags: isaFlags() };
  return { runtime, ...machine };
}

/** The key of `graph` on this machine and runtime. */
export function verdictKey(graph: Uint8Array, runtime: string): VerdictKey {
  return { graphSha256: sha256Hex(graph), ...machineKey(runtime) };
}

/** A file name's digest of a key: the sha256 of its fields, in the order given. */
export const fieldsDigest = (fields: readonly string[]): string => sha256Hex(JSON.stringify(fields));

const keyDigest = (key: VerdictKey): string =>
  fieldsDigest([key.graphSha256, key.runtime, key.arch, key.cpuModel, key.isaFlags]);

const checksum = (body: string): string => sha256Hex(body);

/** The file text for `same` under `key`: the key, the verdict, and a checksum of both. */
export function encodeVerdict(key: VerdictKey, same: boolean): string {
  const body = JSON.stringify({ kind: KIND, version: VERSION, key, same });
  return JSON.stringify({ body, sha256: checksum(body) }) + "\n";
}

/** The verdict in `text` when it is intact and made for `key`, else null. */
export function decodeVerdict(text: string, key: VerdictKey): boolean | null {
  try {
    const outer = JSON.parse(text) as { body?: unknown; sha256?: unknown };
    if (typeof outer.body !== "string" || outer.sha256 !== checksum(outer.body)) return null;
    const v = JSON.parse(outer.body) as {
      kind?: unknown;
      version?: unknown;
      key?: Partial<VerdictKey>;
      same?: unknown;
    };
    if (v.kind !== KIND || v.version !== VERSION || typeof v.same !== "boolean" || !v.key) return null;
    return keyDigest(v.key as VerdictKey) === keyDigest(key) ? v.same : null;
  } catch {
    return null;
  }
}

/** Verdicts stored in a folder (the probability cache's). */
export class VerdictStore {
  constructor(readonly dir: string) {}

  pathFor(key: VerdictKey): string {
    return join(this.dir, `fast-graph-${keyDigest(key).slice(0, 32)}.verdict`);
  }

  /** The stored verdict for `key`, or null (none, unreadable, corrupt or another key). */
  get(key: VerdictKey): boolean | null {
    const bytes = readCacheFile(this.pathFor(key)); // a FIFO here is "none", never a wait
    return bytes && decodeVerdict(bytes.toString("utf8"), key);
  }

  /** Store atomically; failures to write are ignored (the probe simply runs again next time). */
  put(key: VerdictKey, same: boolean): boolean {
    return writeCacheFile(this.pathFor(key), encodeVerdict(key, same));
  }
}
