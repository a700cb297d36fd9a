/**
 * Official pause handling (`eval_pause_handling.py`): the mean take-over over all samples, with
 * a null last end read as zero-length. Its pitfall: the rule never opens pause.json, so it is
 * set against the unified `pause_intrusion` flag (a word onset at or after the first pause,
 * taken from the unified rows, not recomputed) in a cross-table.
 */
import type { PauseRow, SampleRow } from "../unified/rows.js";
import type { PauseSample } from "../input/tree/sample.js";
import { officialTakeover, plainMean } from "./takeover.js";

export interface PauseCross {
  both: number;
  official_only: number;
  unified_only: number;
  neither: number;
}

export interface OfficialPauseJson {
  tor: number | null;
  samples: number;
  pitfalls: { official_takeover: number; onset_after_first_pause: number; cross: PauseCross };
}

/** The unified row of an eligible sample; a missing one is a programming error. */
export function eligibleRow<R extends SampleRow>(rows: ReadonlyMap<string, SampleRow>, id: string): R {
  const row = rows.get(id);
  if (!row?.eligible) throw new Error(`${id}: no eligible unified row`);
  return row as R;
}

/** `samples`: the subset's eligible samples in sample-name string order. */
export function officialPause(
  samples: readonly PauseSample[],
  rows: ReadonlyMap<string, SampleRow>,
): OfficialPauseJson {
  const tors: number[] = [];
  const cross: PauseCross = { both: 0, official_only: 0, unified_only: 0, neither: 0 };
  let unified = 0;
  for (const s of samples) {
    const tor = officialTakeover(s.raw.chunks, "use-start") as 0 | 1;
    tors.push(tor);
    const intrusion = eligibleRow<PauseRow>(rows, s.sampleId).pause_intrusion;
    if (intrusion) unified++;
    if (tor === 1 && intrusion) cross.both++;
    else if (tor === 1) cross.official_only++;
    else if (intrusion) cross.unified_only++;
    else cross.neither++;
  }
  const official = cross.both + cross.official_only;
  return {
    tor: plainMean(tors),
    samples: samples.length,
    pitfalls: { official_takeover: official, onset_after_first_pause: unified, cross },
  };
}
