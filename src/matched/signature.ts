/**
 * The signature line of a matched-runs score: the v1.0 signature of its header (tool,
 * definitions, VAD model, runtime and settings, bootstrap, confidence) and the yield margin the
 * outcomes were decided with, `|margin:0.5`, since every number depends on it.
 */
import { signature } from "../metrics/signature.js";
import type { UnifiedJson } from "../metrics/score.js";
import type { MatchedUnifiedJson } from "./score.js";

export function matchedSignature(u: MatchedUnifiedJson): string {
  // The header fields the signature reads have the same shape in both versions.
  const header = { tool: u.tool, definitions: u.definitions, vad: u.vad, intervals: u.intervals, inputs: u.inputs };
  return `${signature(header as unknown as UnifiedJson)}|margin:${u.yield_margin_s}`;
}
