/**
 * Typed rows for notebooks: the eligible rows of one subset with their type known, so analysis
 * code reads `r.latency_s` without casts. The subsets and their row types come from the families'
 * registration (src/score/families.ts): `RowOf<"candor_turn_taking">` is `TurnTakingRow`.
 */
import { inputError } from "../errors.js";
import { type RowTypes, rowSubsets } from "../score/families.js";

/** The names `eligibleRows` takes: a subset whose rows some family scores. */
export type RowKind = keyof RowTypes & string;

/** The row type of a kind: `RowOf<"candor_turn_taking">` is `TurnTakingRow`. */
export type RowOf<K extends RowKind> = RowTypes[K];

/** The kinds `eligibleRows` takes, in registration order. */
export const ROW_KIND_NAMES = rowSubsets() as RowKind[];

/**
 * The eligible rows of one subset, typed; a name that is not one of `ROW_KIND_NAMES` throws an
 * InputError naming them.
 */
export function eligibleRows<K extends RowKind>(rows: readonly object[], kind: K): RowOf<K>[] {
  if (!(ROW_KIND_NAMES as string[]).includes(kind))
    throw inputError(String(kind), `not a kind of rows; give one of ${ROW_KIND_NAMES.join(", ")}`);
  return rows.filter(
    (r) => (r as { subset?: unknown }).subset === kind && (r as { eligible?: unknown }).eligible === true,
  ) as RowOf<K>[];
}
