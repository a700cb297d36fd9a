/**
 * The registered metric families, and the one way a loaded input is scored: the family that
 * scores its version (the v1.0 unified metrics, or the matched runs of a v1.5 folder), with every
 * family that attaches to it (the control runs of a plain v1.0 folder's interruption samples, the
 * backchannel metrics of its icc_backchannel samples). A
 * new family is one more entry here; nothing else lists them.
 */
import { inputError } from "../errors.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { LoadedMatchedInput } from "../input/v15/loaded.js";
import type { Family, SettingValues } from "../metrics/family.js";
import { type Score, scoreWith } from "../metrics/score.js";
import { BACKCHANNEL, type BackchannelRowTypes } from "../backchannel/family.js";
import { MATCHED, type MatchedRowTypes } from "../matched/family.js";
import { UNIFIED, type UnifiedRowTypes } from "../unified/family.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../vad/settings.js";

/** Every family, in registration order (the order attached blocks take in a subset). */
export const FAMILIES: readonly Family[] = [UNIFIED, MATCHED, BACKCHANNEL];

/** The eligible row type of every subset of every family, by subset name (the notebooks' typed rows). */
export type RowTypes = UnifiedRowTypes & MatchedRowTypes & BackchannelRowTypes;

/** The subsets whose rows a family scores (a subset with a metric of its registry), in registration order. */
export function rowSubsets(): string[] {
  return FAMILIES.flatMap((f) => f.subsets.filter((s) => f.registry.some((m) => m.subsets.includes(s))));
}

/** A loaded input of either version. */
export type AnyInput = LoadedInput | LoadedMatchedInput;

/** The version a loaded input holds. */
export function versionOfLoaded(input: AnyInput): "v1.0" | "v1.5" {
  return (input as { version?: string }).version === "v1.5" ? "v1.5" : "v1.0";
}

/** The family that scores inputs of a version. */
export function familyFor(version: "v1.0" | "v1.5"): Family {
  const f = FAMILIES.find((x) => x.scores === version);
  if (f === undefined) throw inputError("input", `no family scores a ${version} input`);
  return f;
}

/** The family that scores a loaded input. */
export function familyOf(input: AnyInput): Family {
  return familyFor(versionOfLoaded(input));
}

/** The family whose subsets hold `subset` (subset names are unique across families). */
export function familyOfSubset(subset: string): Family {
  const f = FAMILIES.find((x) => x.subsets.includes(subset));
  if (f === undefined) throw inputError(subset, "not a subset of any family");
  return f;
}

/** Every setting any family declares, in registration order (one entry per JSON key). */
export function allSettings(): Family["settings"] {
  const seen = new Set<string>();
  return FAMILIES.flatMap((f) => f.settings).filter((s) => !seen.has(s.json) && seen.add(s.json));
}

/** Every family's input files, in registration order. */
export function allFiles(): NonNullable<Family["files"]> {
  return FAMILIES.flatMap((f) => f.files ?? []);
}

/** A family and the families attached to it: what a score of its inputs can hold. */
export function withAttached(f: Family): Family[] {
  return [f, ...FAMILIES.filter((x) => x.attach?.to === f.id)];
}

/**
 * Score a loaded input with its family and every family attached to it, at a VAD setting and
 * setting values (each family's default where absent). Pure.
 */
export function scoreLoaded<I extends AnyInput>(
  input: I,
  vad: VadSettings = DEFAULT_VAD_SETTINGS,
  values: SettingValues = {},
): Score<I> {
  return scoreWith(familyOf(input), FAMILIES, input, vad, values);
}

/**
 * The view of one sample of a `family` input: the family's own where its registry has a metric of
 * the sample's subset, else that of the family attached to the subset (the backchannel samples).
 */
export function sampleViewFor(family: Family, sampleId: string): string {
  const subset = sampleId.slice(0, sampleId.indexOf("/"));
  if (family.registry.some((m) => m.subsets.includes(subset))) return family.presentation.sampleView;
  const attached = FAMILIES.find((f) => f.attach?.to === family.id && f.attach.subset === subset);
  return (attached ?? family).presentation.sampleView;
}
