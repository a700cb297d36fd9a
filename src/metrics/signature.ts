/**
 * The signature line, in the manner of sacreBLEU: one line that pins every setting a number
 * depends on (tool and definitions versions, VAD model and runtime, VAD settings, bootstrap and
 * confidence), built from a `unified.json` header so it can never disagree with the numbers.
 * A reader pastes it under a table in a paper. Plain-folder inputs whose outputs were converted
 * to 16 kHz mono before the VAD add `|resampled:N`; a v1.5 score (matched runs) adds its yield
 * margin, `|margin:0.5`.
 */
import type { UnifiedJson } from "./score.js";
import { VAD_SETTINGS } from "../vad/settings.js";

/** "silero-vad v6.2" → "silero-v6.2". */
function modelLabel(model: string): string {
  const [name, version] = model.split(/\s+/);
  return `${(name ?? model).replace(/-vad$/, "")}-${version ?? ""}`.replace(/-$/, "");
}

/** "onnxruntime-node 1.30.0" → "1.30.0". */
function runtimeVersion(runtime: string): string {
  const parts = runtime.trim().split(/\s+/);
  return parts[parts.length - 1] ?? runtime;
}

/** How many outputs of a plain folder were converted before the VAD (0 for a reference tree). */
function resampledCount(u: Pick<UnifiedJson, "inputs">): number {
  const r = (u.inputs as { resampled?: unknown }).resampled;
  return Array.isArray(r) ? r.length : 0;
}

/** What a signature reads of a score's header: a v1.0 `unified.json`, or a v1.5 one with its yield margin. */
export type SignatureHeader = Pick<UnifiedJson, "tool" | "definitions" | "vad" | "intervals" | "inputs"> & {
  yield_margin_s?: number;
};

/** The signature of one score. */
export function signature(u: SignatureHeader): string {
  const v = u.vad;
  const iv = u.intervals;
  const parts = [
    `${u.tool.name}:${u.tool.version}`,
    `defs:${u.definitions}`,
    `vad:${modelLabel(v.model)}@${v.model_sha256.slice(0, 8)}`,
    `ort:${runtimeVersion(v.runtime)}`,
    ...VAD_SETTINGS.map((s) => `${s.signature}:${v[s.json]}`),
    `boot:${iv.bootstrap_resamples}`,
    `seed:${iv.bootstrap_seed}`,
    `ci:${iv.confidence}`,
  ];
  const resampled = resampledCount(u);
  if (u.yield_margin_s !== undefined) parts.push(`margin:${u.yield_margin_s}`);
  if (resampled > 0) parts.push(`resampled:${resampled}`);
  return parts.join("|");
}
