/**
 * The yield margin δ of the matched runs on the command line, read and checked here for every
 * command that takes it: `--yield-margin-s` takes one number of seconds ≥ 0 (`score`, `report`,
 * `view`, `compare`, `table`; its row is YIELD_MARGIN_ROW in flags.ts) or, in `sweep`, a
 * comma-separated list of distinct ones; absent, the default 0.5 s alone. A bad value is a
 * UsageError (exit 2) of one line naming the flag and the value.
 */
import { UsageError } from "../errors.js";
import { DEFAULT_YIELD_MARGIN_S } from "../matched/constants.js";
import { flag, type Parsed } from "./args.js";

export const YIELD_MARGIN_FLAG = "yield-margin-s";

function margin(raw: string, name: string): number {
  const x = raw.trim() === "" ? NaN : Number(raw);
  if (!Number.isFinite(x) || x < 0)
    throw new UsageError(
      `--${name}: ${JSON.stringify(raw)} is not a number of seconds >= 0 (the yield margin, default ${DEFAULT_YIELD_MARGIN_S})`,
    );
  return x;
}

/** A comma-separated list of distinct margins, or [0.5] when the flag is absent. */
export function yieldMarginList(raw: string | undefined, name = YIELD_MARGIN_FLAG): number[] {
  if (raw === undefined) return [DEFAULT_YIELD_MARGIN_S];
  const seen = new Set<number>();
  return raw.split(",").map((part) => {
    const x = margin(part, name);
    if (seen.has(x)) throw new UsageError(`--${name}: ${x} is listed twice`);
    seen.add(x);
    return x;
  });
}

/** One margin (a list of one), or 0.5 when the flag is absent. */
export function yieldMargin(raw: string | undefined, name = YIELD_MARGIN_FLAG): number {
  const list = yieldMarginList(raw, name);
  if (list.length !== 1) throw new UsageError(`--${name}: give one number of seconds >= 0, not a list`);
  return list[0]!;
}

/** The one yield margin δ the command was given (`--yield-margin-s`), or the default. */
export function yieldMarginFromFlags(p: Parsed): number {
  return yieldMargin(flag(p, YIELD_MARGIN_FLAG));
}
