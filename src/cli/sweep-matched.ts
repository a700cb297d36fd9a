/**
 * The v1.5 branch of `fdb-unified sweep`, on an input already loaded: the VAD grid of the flags
 * × the yield margins of `--yield-margin-s`, swept with the matched pipeline, as JSON or CSV
 * (`--csv`), and with `--per-sample FILE` the outcome of every eligible sample at every point.
 * It returns the text and the files to write; `sweepCommand` writes them as for a v1.0 input.
 */
import { sweepMatched } from "../matched/sweep.js";
import { matchedPerSampleRows, matchedPerSampleText, type MatchedPerSampleRow } from "../matched/sweep-per-sample.js";
import { matchedSweepCsvText, matchedSweepJsonText } from "../matched/sweep-serialize.js";
import type { LoadedMatchedInput } from "../matched/score.js";
import type { VadSettings } from "../vad/settings.js";

export interface SweepOutput {
  /** The JSON or CSV of the sweep. */
  text: string;
  /** The per-sample file, when asked for. */
  perSample: { path: string; content: string } | null;
}

export function matchedSweepOutput(
  input: LoadedMatchedInput,
  settings: readonly VadSettings[],
  margins: readonly number[],
  opts: { csv: boolean; perSample?: string },
): SweepOutput {
  const rows: MatchedPerSampleRow[] = [];
  const result = sweepMatched(
    input,
    settings,
    margins,
    opts.perSample === undefined ? undefined : (v, m, r) => rows.push(...matchedPerSampleRows(v, m, r)),
  );
  return {
    text: opts.csv ? matchedSweepCsvText(result) : matchedSweepJsonText(result),
    perSample:
      opts.perSample === undefined
        ? null
        : { path: opts.perSample, content: matchedPerSampleText(opts.perSample, rows) },
  };
}
