/**
 * What every setting of a VAD sweep shares, computed once per tree: the rows that do not depend
 * on the VAD setting (every row of the other scored subsets, and the swept subset's ineligible
 * rows) and the swept subset's samples whose rows do. Re-segmenting one setting then touches
 * only those samples. The sweep (sweep.ts) and any writer of per-setting sample rows take the
 * rows of a setting from here, so a setting's rows are exactly `computeRows(tree, setting)`.
 * (The bootstrap's resample draws depend only on the number of samples and are shared through
 * the stats module's memo.)
 */
import { sampleRow } from "../metrics/rows-from-tree.js";
import type { SampleRow } from "../metrics/rows.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { Sample } from "../input/tree/sample.js";
import type { SubsetName } from "../input/tree/subsets.js";
import type { VadSettings } from "../vad/settings.js";

export interface SweepBasis {
  tree: LoadedInput;
  /** The subset whose rows depend on the VAD setting. */
  subset: SubsetName;
  /** Rows of each other subset of the tree, in output order (the same under every setting; made on first use). */
  otherRows: () => Map<SubsetName, SampleRow[]>;
  /** The swept subset's selected samples in output order, each with its row when the setting cannot change it. */
  swept: { sample: Sample; fixed: SampleRow | null }[];
}

/** The setting-independent part of a sweep of `subset` over `tree`. */
export function sweepBasis(tree: LoadedInput, subset: SubsetName, anySetting: VadSettings): SweepBasis {
  const swept: SweepBasis["swept"] = [];
  for (const s of tree.subsets) {
    if (s.subset !== subset) continue;
    // an ineligible sample's row holds its id and reasons only
    for (const x of s.samples) swept.push({ sample: x, fixed: x.eligible ? null : sampleRow(x, anySetting) });
  }
  let other: Map<SubsetName, SampleRow[]> | null = null;
  const otherRows = (): Map<SubsetName, SampleRow[]> => {
    if (other) return other;
    other = new Map();
    for (const s of tree.subsets) {
      if (s.subset !== subset)
        other.set(
          s.subset,
          s.samples.map((x) => sampleRow(x, anySetting)).filter((r): r is SampleRow => r !== null),
        );
    }
    return other;
  };
  return { tree, subset, otherRows, swept };
}

/** The swept subset's rows under `vad`, in output order. */
export function sweptRows(basis: SweepBasis, vad: VadSettings): SampleRow[] {
  const out: SampleRow[] = [];
  for (const { sample, fixed } of basis.swept) {
    const row = fixed ?? sampleRow(sample, vad);
    if (row !== null) out.push(row);
  }
  return out;
}
