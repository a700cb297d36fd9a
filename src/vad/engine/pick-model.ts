/**
 * Chooses and memoizes, per thread and model file, the model objects that compute
 * probabilities: the shipped graph (exact by definition, both sample rates) and, when it was
 * built and verified bit-identical on probe audio at load, the fast 16 kHz graph. Callers pick
 * with `pickModel`. The fast graph takes several time steps per call, so it fills its batches
 * even from a single stream; building and verifying it costs a fraction of a second, which
 * pays off from about half a minute of audio (FAST_MIN_AUDIO_SECONDS). With a verdict folder
 * (the probability cache's), the probe's verdict is read from there when its key matches
 * (fast-probe-verdict.ts) and written there after a probe, and the built graph is stored there
 * too (fast-graph-store.ts), so a later run loads it instead of building it; the shipped session
 * is then created only when something needs it (8 kHz audio, or a probe).
 */
import { fastModelOf, sameAsShipped } from "./fast-model.js";
import { GraphStore, graphKey } from "./fast-graph-store.js";
import { lazyShippedModel } from "../shipped-model.js";
import { VerdictStore, verdictKey } from "./fast-probe-verdict.js";
import { RUNTIME, type SileroModel } from "../silero-model.js";

export interface EngineChoice {
  /** Try the rebuilt fast graph (verified against the shipped one at load). Default true. */
  fast?: boolean;
  /** Folder of stored probe verdicts (the probability cache's); without it the probe always runs. */
  verdictDir?: string | null;
}

export interface VadModels {
  shipped: SileroModel;
  /** The verified fast 16 kHz graph, or null (not requested, not buildable, or not identical). */
  fast: SileroModel | null;
  /** Why the fast graph is not used, when it is not. */
  fastProblem: string | null;
}

const cache = new Map<string, Promise<VadModels>>();

/** The fast graph's bytes: stored in `dir` for this model, code and machine, else built (and stored). */
async function fastGraph(bytes: Uint8Array, sha256: string, dir: string | null): Promise<Uint8Array> {
  const store = dir === null ? null : new GraphStore(dir);
  const key = store ? graphKey(sha256, RUNTIME) : null;
  const stored = store && key ? store.get(key) : null;
  if (stored) return stored;
  const { fastGraphBytes } = await import("./fast-graph.js");
  const graph = await fastGraphBytes(bytes);
  if (store && key) store.put(key, graph);
  return graph;
}

async function create(
  bytes: Uint8Array,
  sha256: string,
  wantFast: boolean,
  verdictDir: string | null,
): Promise<VadModels> {
  const shipped = lazyShippedModel(bytes);
  if (!wantFast) return { shipped, fast: null, fastProblem: "not requested" };
  let fast: SileroModel;
  let graph: Uint8Array;
  try {
    graph = await fastGraph(bytes, sha256, verdictDir);
    fast = await fastModelOf(graph);
  } catch (e) {
    return { shipped, fast: null, fastProblem: `cannot build: ${e instanceof Error ? e.message : String(e)}` };
  }
  const store = verdictDir === null ? null : new VerdictStore(verdictDir);
  const key = store ? verdictKey(graph, RUNTIME) : null;
  let same = store && key ? store.get(key) : null;
  if (same === null) {
    same = await sameAsShipped(fast, shipped);
    if (store && key) store.put(key, same);
  }
  if (same) return { shipped, fast, fastProblem: null };
  await fast.release();
  return { shipped, fast: null, fastProblem: "probabilities differ from the shipped graph on probe audio" };
}

/** The models for these file bytes (keyed by their sha256), created once per thread. */
export function modelsFor(bytes: Uint8Array, sha256: string, choice: EngineChoice = {}): Promise<VadModels> {
  const wantFast = choice.fast !== false;
  const verdictDir = choice.verdictDir ?? null;
  const key = `${sha256}:${wantFast ? "fast" : "shipped"}:${verdictDir ?? ""}`;
  let m = cache.get(key);
  if (!m) {
    m = create(bytes, sha256, wantFast, verdictDir);
    cache.set(key, m);
    m.catch(() => cache.delete(key));
  }
  return m;
}

/** Uncached 16 kHz audio (seconds) from which building the fast graph is worth its setup. */
export const FAST_MIN_AUDIO_SECONDS = 30;

/** The model to run audio at `sampleRate`: the verified fast graph when it takes that rate. */
export function pickModel(models: VadModels, sampleRate: number): SileroModel {
  if (models.fast?.sampleRates.includes(sampleRate)) return models.fast;
  return models.shipped;
}
