/**
 * The VAD API the scorer calls: for each WAV file, its sha256, its format and, for 16 kHz or
 * 8 kHz mono PCM16, the per-window speech probabilities of Silero v6.2 (from the cache when
 * possible, otherwise computed many files per model call, on worker threads for large jobs).
 * Files are hashed in blocks and read block by block while computed; only the small probability
 * arrays are kept whole. With `anyEncoding`, a 16 kHz mono file in another encoding that
 * src/audio/decode.ts reads is analysed too, from its decoded floats (held whole while its
 * stream is in a batch slot); the caller has decoded it once already to check it.
 */
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { note } from "../../io/notes.js";
import { encodingOf } from "../../audio/encoding.js";
import { isVadCompatible } from "../../audio/wav.js";
import { InputError, VadInputError, WavError } from "../../errors.js";
import { scanWavFile, type WavScan } from "../../audio/wav-file.js";
import { cacheKeyOf, defaultCacheDir, ProbabilityCache } from "./cache.js";
import { scanFiles } from "./scan-files.js";
import { isInside } from "../../io/input.js";
import type { MissFile } from "./compute-misses.js";
import { loadModelFile } from "../model-file.js";
import { AUDIO_PER_WORKER_S, WorkerPool, workerCount, workerScript } from "./pool.js";
import { runtimeName } from "../runtime.js";
import { DEFAULT_BATCH, type Samples } from "./run-streams.js";
import { VAD_RATE } from "../silero.js";
import type { VadFileResult } from "../analyzer.js";

export interface VadEngineOptions {
  modelPath?: string;
  noCache?: boolean;
  cacheDir?: string;
  jobs?: number;
  onProgress?: (p: { filesDone: number; filesTotal: number; audioSeconds: number; elapsedS: number }) => void;
  /** The input tree (or dataset folder) the files come from: the cache must not lie inside it. */
  inputRoot?: string;
  /** Uncached audio (s) each worker thread needs (default AUDIO_PER_WORKER_S; see pool.ts). */
  audioPerWorkerS?: number;
  /** Also analyse 16 kHz mono files in any decodable encoding (src/audio/decode.ts). */
  anyEncoding?: boolean;
  /** Called once every file is hashed, before the model computes anything; a throw stops the run there. */
  beforeCompute?: (files: readonly VadFileResult[]) => void;
}

export async function analyzeFiles(
  paths: string[],
  opts: VadEngineOptions = {},
): Promise<{ modelSha256: string; runtime: string; results: VadFileResult[] }> {
  const t0 = performance.now();
  const model = loadModelFile(opts.modelPath);
  let cache: ProbabilityCache | null = null;
  let verdictDir: string | null = null;
  if (!opts.noCache) {
    const dir = resolve(opts.cacheDir ?? defaultCacheDir());
    const tree = opts.inputRoot === undefined ? null : resolve(opts.inputRoot);
    if (tree !== null && isInside(dir, tree)) {
      throw new VadInputError(
        tree,
        `the VAD cache folder ${dir} is inside the input tree; set FDB_UNIFIED_CACHE elsewhere or disable the cache`,
      );
    }
    cache = new ProbabilityCache(dir);
    const problem = cache.unusable();
    if (problem !== null) {
      // a cache only saves time: go on without it, and say so once
      note(`the VAD cache folder ${dir} cannot be used (${problem}); running without a cache`);
      cache = null;
    } else {
      verdictDir = dir;
    }
  }

  const results: VadFileResult[] = new Array(paths.length);
  const misses: MissFile[] = [];
  let missAudio = 0;
  let pool: WorkerPool | null = null;
  // workers start (and more join, up to the cores or --jobs) as soon as the uncached audio found
  // so far is enough for them, and set up while the cache is still being read
  const perWorker = opts.audioPerWorkerS ?? AUDIO_PER_WORKER_S;
  // threads a run may use: --jobs, else one per core (the scan and the workers alike)
  const maxThreads = Math.max(1, Math.floor(opts.jobs ?? availableParallelism()));
  let script: string | null | undefined; // the worker script, looked up once
  const maybeStartPool = (): void => {
    if (misses.length < 2 || missAudio < 2 * perWorker) return;
    if (script === undefined) script = maxThreads > 1 ? workerScript() : null;
    if (!script) return;
    const want = workerCount(missAudio, misses.length, maxThreads, perWorker);
    if (want === 0) return;
    const poolOptions = {
      script,
      modelPath: model.path,
      modelSha256: model.sha256,
      fast: true,
      verdictDir,
      batchSize: DEFAULT_BATCH,
    };
    if (!pool) pool = new WorkerPool({ ...poolOptions, workers: want });
    else pool.grow(want);
  };
  let filesDone = 0;
  let audioSeconds = 0;
  const progress = (): void =>
    opts.onProgress?.({ filesDone, filesTotal: paths.length, audioSeconds, elapsedS: (performance.now() - t0) / 1000 });

  const scans = await scanFiles(paths, maxThreads);
  try {
    paths.forEach((path, index) => {
      let w: WavScan;
      try {
        w = scans[index] ?? scanWavFile(path);
      } catch (e) {
        if (e instanceof WavError) throw new VadInputError(path, `not a readable WAV file (${e.message})`);
        if (e instanceof InputError) throw e; // already one line naming the path
        const code = e instanceof Error && "code" in e ? e.code : undefined;
        throw new VadInputError(
          path,
          code === "ENOENT" ? "no such file" : `cannot read: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
      const r: VadFileResult = {
        path,
        fileSha256: w.fileSha256,
        sampleRate: w.sampleRate,
        channels: w.channels,
        bitDepth: w.bitDepth,
        encoding: encodingOf(w),
        nSamples: w.nSamples,
        probs: null,
        cached: false,
      };
      results[index] = r;
      const decoded = opts.anyEncoding === true && r.encoding !== null && w.sampleRate === VAD_RATE && w.channels === 1;
      if (!(isVadCompatible(w) || decoded)) {
        filesDone++;
        return;
      }
      const hit = cache?.get(cacheKeyOf(w, model.sha256)) ?? null;
      if (hit) {
        r.probs = hit;
        r.cached = true;
        filesDone++;
        audioSeconds += w.nSamples / w.sampleRate;
      } else {
        misses.push({ ...w, index, path });
        missAudio += w.nSamples / w.sampleRate;
        maybeStartPool();
      }
      progress();
    });
    opts.beforeCompute?.(results);
  } catch (e) {
    (pool as WorkerPool | null)?.terminate();
    throw e;
  }

  const missByIndex = new Map(misses.map((f) => [f.index, f]));
  const onResult = (index: number, probs: Float32Array): void => {
    const m = results[index]!;
    m.probs = probs;
    cache?.put(cacheKeyOf(missByIndex.get(index)!, model.sha256), probs);
    filesDone++;
    audioSeconds += m.nSamples / m.sampleRate;
    progress();
  };

  if (pool) {
    await (pool as WorkerPool).run(misses, onResult);
  } else if (misses.length > 0) {
    // The model code (and the graph rebuilding it carries) loads only when something is missing,
    // so a fully cached run does not pay for it.
    const { computeMisses } = await import("./compute-misses.js");
    const { FAST_MIN_AUDIO_SECONDS, modelsFor } = await import("./pick-model.js");
    // building and verifying the fast graph only pays off with enough 16 kHz audio
    const fast =
      misses.filter((f) => f.sampleRate === VAD_RATE).reduce((sum, f) => sum + f.nSamples / VAD_RATE, 0) >=
      FAST_MIN_AUDIO_SECONDS;
    await computeMisses(await modelsFor(model.bytes, model.sha256, { fast, verdictDir }), misses, onResult);
  }
  return { modelSha256: model.sha256, runtime: runtimeName(), results };
}

/** Probabilities for one stream of samples (int16 or float32 in [-1, 1)), for tests and tools. */
export async function probabilitiesFor(
  samples: Samples,
  sampleRate: number,
  opts: { modelPath?: string; fast?: boolean } = {},
): Promise<Float32Array> {
  const file = loadModelFile(opts.modelPath);
  const { modelsFor, pickModel } = await import("./pick-model.js");
  const { probabilitiesWith } = await import("./run-streams.js");
  const models = await modelsFor(file.bytes, file.sha256, { fast: opts.fast });
  return probabilitiesWith(pickModel(models, sampleRate), samples, sampleRate);
}
