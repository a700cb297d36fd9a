/**
 * The signature line, in the manner of sacreBLEU: one line that pins every setting a number
 * depends on (tool and definitions versions, VAD model and runtime, VAD settings, bootstrap and
 * confidence), built from a `unified.json` header so it can never disagree with the numbers.
 * A reader pastes it under a table in a paper. Plain-folder inputs whose outputs were converted
 * to 16 kHz mono before the VAD add `|resampled:N`. Every setting of the score's families follows the
 * bootstrap's (a v1.5 score's yield margin, `|margin:0.5`, and so a v1.0 score with control runs), and
 * `defs` names every definitions version whose numbers the score holds (`fdb-v1.0-unified-4+fdb-v1.5-matched-1`).
 */
import type { Score, UnifiedJson } from "./score.js";
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

/** What a signature reads of a score: its header, its families and their setting values. */
export type Signed = Pick<Score, "unified" | "family" | "attached" | "values">;

/** The signature of one score: every definitions version and every setting its numbers depend on. */
export function signature(score: Signed): string {
  const u = score.unified;
  const v = u.vad;
  const iv = u.intervals;
  const families = [score.family, ...score.attached];
  const parts = [
    `${u.tool.name}:${u.tool.version}`,
    `defs:${[u.definitions, ...score.attached.map((f) => f.definitions)].join("+")}`,
    `vad:${modelLabel(v.model)}@${v.model_sha256.slice(0, 8)}`,
    `ort:${runtimeVersion(v.runtime)}`,
    ...VAD_SETTINGS.map((s) => `${s.signature}:${v[s.json]}`),
    `boot:${iv.bootstrap_resamples}`,
    `seed:${iv.bootstrap_seed}`,
    `ci:${iv.confidence}`,
  ];
  const seen = new Set<string>();
  for (const s of families.flatMap((f) => f.settings))
    if (!seen.has(s.json) && seen.add(s.json)) parts.push(`${s.signature}:${score.values[s.json]}`);
  for (const f of families) parts.push(...(f.signatureParts?.(u) ?? []));
  const resampled = resampledCount(u);
  if (resampled > 0) parts.push(`resampled:${resampled}`);
  return parts.join("|");
}
