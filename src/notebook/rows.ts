/**
 * Typed rows for a notebook's own cells: `eligibleRows(rows, "synthetic_user_interruption")` is
 * the eligible rows of that subset as `InterruptionRow[]`, so `.outcome`, `.stop_s` or
 * `.latency_s` type-check, complete with Tab and show their doc comment (src/metrics/rows.ts)
 * with Shift-Tab, where `rows.filter((r) => r.subset === …)` leaves the wide `SampleRow` union.
 * The v1.5 subsets give the matched rows of `scoreMatched` (`eligibleRows(rows,
 * "user_interruption")` is `MatchedRow[]`, src/matched/row.ts). Rows are only selected, never
 * changed or copied.
 */
import { inputError } from "../errors.js";
import type { MatchedRow } from "../matched/row.js";
import type { InterruptionRow, PauseRow, TurnTakingRow } from "../metrics/rows.js";

/** A test that a row belongs to a kind, and is then of type T. */
type Belongs<T extends object> = (row: object) => row is T;

/** The eligible rows of `subset` (eligible rows of a subset all have one shape). */
const eligibleOf =
  <T extends object>(subset: string): Belongs<T> =>
  (row): row is T =>
    (row as { subset?: unknown }).subset === subset && (row as { eligible?: unknown }).eligible === true;

/**
 * Every kind of typed rows, by name, with the test that selects its rows: the only list of kinds.
 * A new kind of rows is one more line here.
 */
const ROW_KINDS = {
  synthetic_pause_handling: eligibleOf<PauseRow>("synthetic_pause_handling"),
  candor_pause_handling: eligibleOf<PauseRow>("candor_pause_handling"),
  candor_turn_taking: eligibleOf<TurnTakingRow>("candor_turn_taking"),
  synthetic_user_interruption: eligibleOf<InterruptionRow>("synthetic_user_interruption"),
  user_interruption: eligibleOf<MatchedRow>("user_interruption"),
  user_backchannel: eligibleOf<MatchedRow>("user_backchannel"),
  talking_to_other: eligibleOf<MatchedRow>("talking_to_other"),
  background_speech: eligibleOf<MatchedRow>("background_speech"),
} satisfies Record<string, Belongs<object>>;

/** The names `eligibleRows` takes: a scored v1.0 subset or a v1.5 subset (or any other kind of `ROW_KINDS`). */
export type RowKind = keyof typeof ROW_KINDS;

/** The row type of a kind: `RowOf<"candor_turn_taking">` is `TurnTakingRow`. */
export type RowOf<K extends RowKind> = (typeof ROW_KINDS)[K] extends Belongs<infer T> ? T : never;

/** The kinds `eligibleRows` takes, in the order of `ROW_KINDS`. */
export const ROW_KIND_NAMES = Object.keys(ROW_KINDS) as RowKind[];

/**
 * The rows of one kind, typed: for a subset, its eligible rows (`PauseRow[]`, `TurnTakingRow[]`,
 * `InterruptionRow[]`, or `MatchedRow[]` for a v1.5 subset), in the order of `rows`. An unknown kind is an InputError listing the
 * valid ones.
 */
export function eligibleRows<K extends RowKind>(rows: readonly object[], kind: K): RowOf<K>[] {
  const belongs = (ROW_KINDS as Record<string, Belongs<object> | undefined>)[kind];
  if (!belongs) throw inputError(String(kind), `not a kind of rows; give one of ${ROW_KIND_NAMES.join(", ")}`);
  return rows.filter(belongs) as RowOf<K>[];
}
