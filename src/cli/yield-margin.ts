/**
 * `--yield-margin-s X`, the one setting of the matched runs (docs/matched-runs.md): a number of
 * seconds ≥ 0, default 0.5, read and checked here for every command that takes it (its row is
 * YIELD_MARGIN_ROW in flags.ts), so a bad value gets the same one line everywhere.
 */
import { UsageError } from "../errors.js";
import { DEFAULT_YIELD_MARGIN_S } from "../matched/constants.js";
import { flag, type Parsed } from "./args.js";

/** The yield margin δ the command was given, or the default; anything but a finite number ≥ 0 is a usage error. */
export function yieldMarginFromFlags(p: Parsed): number {
  const raw = flag(p, "yield-margin-s");
  if (raw === undefined) return DEFAULT_YIELD_MARGIN_S;
  const x = raw.trim() === "" ? NaN : Number(raw);
  if (!Number.isFinite(x) || x < 0)
    throw new UsageError(
      `--yield-margin-s: ${JSON.stringify(raw)} is not a number of seconds >= 0 (the yield margin, default ${DEFAULT_YIELD_MARGIN_S})`,
    );
  return x;
}
