/**
 * The yield margin δ of the matched runs on the command line: `--yield-margin-s` takes one number
 * of seconds ≥ 0 (`compare`, `table`, `score`) or, in `sweep`, a comma-separated list of distinct
 * ones; absent, the default 0.5 s alone. A bad value is a UsageError (exit 2) of one line naming
 * the flag and the value.
 */
import { UsageError } from "../errors.js";
import { DEFAULT_YIELD_MARGIN_S } from "../matched/constants.js";

export const YIELD_MARGIN_FLAG = "yield-margin-s";

function margin(raw: string, flag: string): number {
  const x = raw.trim() === "" ? NaN : Number(raw);
  if (!Number.isFinite(x) || x < 0)
    throw new UsageError(`--${flag}: ${JSON.stringify(raw)} is not a valid value (expected a number of seconds ≥ 0)`);
  return x;
}

/** A comma-separated list of distinct margins, or [0.5] when the flag is absent. */
export function yieldMarginList(raw: string | undefined, flag = YIELD_MARGIN_FLAG): number[] {
  if (raw === undefined) return [DEFAULT_YIELD_MARGIN_S];
  const seen = new Set<number>();
  return raw.split(",").map((part) => {
    const x = margin(part, flag);
    if (seen.has(x)) throw new UsageError(`--${flag}: ${x} is listed twice`);
    seen.add(x);
    return x;
  });
}

/** One margin (a list of one), or 0.5 when the flag is absent. */
export function yieldMargin(raw: string | undefined, flag = YIELD_MARGIN_FLAG): number {
  const list = yieldMarginList(raw, flag);
  if (list.length !== 1) throw new UsageError(`--${flag}: give one number of seconds ≥ 0, not a list`);
  return list[0]!;
}
