/**
 * The recomputed official numbers beside those of a hash-matched summary.json: one row per
 * number, flagged when the two differ by more than 1e-9 (the scripts sum in file-system order,
 * this tool in sample-name order, so only last-bit differences are expected), or when only one
 * side has a value.
 */
import type { Summary } from "../input/tree/file-shapes.js";
import type { SubsetName } from "../input/tree/subsets.js";

export const TOLERANCE = 1e-9;

export interface ComparisonRow {
  subset: SubsetName;
  /** What is compared, as the console and report show it. */
  label: string;
  /** The summary.json result key. */
  key: string;
  official: number | null;
  /** summary.json's value; null when the subset or key is absent. */
  reference: number | null;
  /** |official − reference| when both are numbers. */
  difference: number | null;
  flagged: boolean;
}

const has = (x: number | null): x is number => x !== null && !Number.isNaN(x);

export function compareValue(
  official: number | null,
  reference: number | null,
  subsetPresent: boolean,
): Pick<ComparisonRow, "difference" | "flagged"> {
  if (has(official) && has(reference)) {
    const difference = Math.abs(official - reference);
    return { difference, flagged: difference > TOLERANCE };
  }
  return { difference: null, flagged: subsetPresent && has(official) !== has(reference) };
}

export type ComparedValue = Pick<ComparisonRow, "subset" | "label" | "key" | "official">;

export function compareWithSummary(values: readonly ComparedValue[], summary: Summary): ComparisonRow[] {
  return values.map((v) => {
    const entry = summary.subsets[v.subset];
    const raw = entry?.result[v.key];
    const reference = raw === undefined ? null : raw;
    return { ...v, reference, ...compareValue(v.official, reference, entry !== undefined) };
  });
}
