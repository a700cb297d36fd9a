/**
 * On-disk cache of per-window speech probabilities, so re-scoring and setting sweeps never run
 * the model twice on the same audio file. An entry is keyed by the sha256 of the whole WAV file
 * (the hash the manifest pins, so each byte is hashed once per run), the model file's sha256 and
 * the sample rate. Each entry carries a header with those keys, the length and a sha256 of the
 * payload; anything that does not check out (corrupt, truncated, other key, an entry of the
 * earlier format keyed by the sample bytes alone) is a miss and gets recomputed. Writes go to a
 * temporary file that is renamed into place, so readers never see half an entry.
 */
import { accessSync, constants, statSync, type Stats } from "node:fs";
import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import { readCacheFile, writeCacheFile } from "../../io/cache-file.js";
import { errnoCode, fileKind, fsProblem } from "../../io/input.js";
import { createFolders } from "../../io/out-path.js";
import { windowCount } from "../silero.js";
import { sha256Bytes } from "../../sha256.js";

const MAGIC = "FDBVADP1";
const HEADER_BYTES = 8 + 4 + 4 + 8 + 4 + 32 + 32 + 32; // magic, version, rate, nSamples, count, 3 hashes
const VERSION = 2; // 1 keyed entries by the sample bytes' sha256

export interface CacheKey {
  /** sha256 (hex) of every byte of the WAV file. */
  fileSha256: string;
  /** sha256 (hex) of the model file. */
  modelSha256: string;
  sampleRate: number;
  nSamples: number;
}

/** The key of a file's probabilities under the model with this sha256. */
export function cacheKeyOf(
  f: { fileSha256: string; sampleRate: number; nSamples: number },
  modelSha256: string,
): CacheKey {
  return { fileSha256: f.fileSha256, modelSha256, sampleRate: f.sampleRate, nSamples: f.nSamples };
}

/** The cache folder: FDB_UNIFIED_CACHE, else $XDG_CACHE_HOME/fdb-unified/vad, else ~/.cache/fdb-unified/vad. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env["FDB_UNIFIED_CACHE"]) return resolve(env["FDB_UNIFIED_CACHE"]);
  const base =
    env["XDG_CACHE_HOME"] && isAbsolute(env["XDG_CACHE_HOME"]) ? env["XDG_CACHE_HOME"] : join(homedir(), ".cache");
  return join(base, "fdb-unified", "vad");
}

export class ProbabilityCache {
  constructor(readonly dir: string) {}

  /** Where the entry for `key` lives. */
  pathFor(key: CacheKey): string {
    return join(this.dir, `${key.fileSha256}-${key.modelSha256.slice(0, 16)}-${key.sampleRate}.probs`);
  }

  /**
   * Why the folder cannot serve as a cache (a file, FIFO or other non-folder in its place, or a
   * folder this process cannot write), or null when it can. Creates the folder if missing.
   */
  unusable(): string | null {
    try {
      let stats: Stats | null = null;
      try {
        stats = statSync(this.dir);
      } catch (e) {
        if (errnoCode(e) !== "ENOENT") throw e;
      }
      if (stats && !stats.isDirectory()) return `it is ${fileKind(stats)}`;
      if (!stats) {
        const problem = createFolders(this.dir); // not a recursive mkdir: that never returns under /proc
        if (problem !== null) return problem;
      }
      accessSync(this.dir, constants.R_OK | constants.W_OK | constants.X_OK);
      return null;
    } catch (e) {
      return fsProblem(e);
    }
  }

  /** The cached probabilities, or null on a miss or on any entry that does not check out. */
  get(key: CacheKey): Float32Array | null {
    const bytes = readCacheFile(this.pathFor(key)); // a FIFO or device in the cache is a miss, never a wait
    return bytes && decodeEntry(bytes, key);
  }

  /** Store atomically (temporary file + rename). Failures to write are ignored: it is a cache. */
  put(key: CacheKey, probs: Float32Array): boolean {
    return writeCacheFile(this.pathFor(key), encodeEntry(key, probs));
  }
}

function payloadBytes(probs: Float32Array): Buffer {
  const b = Buffer.alloc(probs.length * 4);
  for (let i = 0; i < probs.length; i++) b.writeFloatLE(probs[i]!, 4 * i);
  return b;
}

export function encodeEntry(key: CacheKey, probs: Float32Array): Buffer {
  const payload = payloadBytes(probs);
  const h = Buffer.alloc(HEADER_BYTES);
  h.write(MAGIC, 0, "latin1");
  h.writeUInt32LE(VERSION, 8);
  h.writeUInt32LE(key.sampleRate, 12);
  h.writeDoubleLE(key.nSamples, 16);
  h.writeUInt32LE(probs.length, 24);
  Buffer.from(key.fileSha256, "hex").copy(h, 28);
  Buffer.from(key.modelSha256, "hex").copy(h, 60);
  sha256Bytes(payload).copy(h, 92);
  return Buffer.concat([h, payload]);
}

export function decodeEntry(bytes: Uint8Array, key: CacheKey): Float32Array | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length < HEADER_BYTES || b.toString("latin1", 0, 8) !== MAGIC || b.readUInt32LE(8) !== VERSION) return null;
  if (b.readUInt32LE(12) !== key.sampleRate || b.readDoubleLE(16) !== key.nSamples) return null;
  const count = b.readUInt32LE(24);
  if (count !== windowCount(key.nSamples, key.sampleRate) || b.length !== HEADER_BYTES + 4 * count) return null;
  if (b.toString("hex", 28, 60) !== key.fileSha256 || b.toString("hex", 60, 92) !== key.modelSha256) return null;
  const payload = b.subarray(HEADER_BYTES);
  if (!sha256Bytes(payload).equals(b.subarray(92, 124))) return null;
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) out[i] = payload.readFloatLE(4 * i);
  return out;
}
