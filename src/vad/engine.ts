/**
 * Chooses and memoizes the model object for a model file within one thread: the shipped graph
 * (exact, always available). Main thread and worker threads both get their model here.
 */
import { createShippedModel, type SileroModel } from "./onnx.js";

const models = new Map<string, Promise<SileroModel>>();

export interface EngineChoice {
  /** Try the rebuilt fast graph (verified against the shipped one at load). Default true. */
  fast?: boolean;
}

/** The model for these file bytes (keyed by their sha256), created once per thread. */
export function modelFor(bytes: Uint8Array, sha256: string, choice: EngineChoice = {}): Promise<SileroModel> {
  const key = `${sha256}:${choice.fast === false ? "shipped" : "best"}`;
  let m = models.get(key);
  if (!m) {
    m = createShippedModel(bytes);
    models.set(key, m);
    m.catch(() => models.delete(key));
  }
  return m;
}
