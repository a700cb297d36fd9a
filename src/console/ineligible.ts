/**
 * Which samples are ineligible for each reason, so that the console can name them (the count
 * alone, as `unified.json` keeps it, leaves a user hunting for the sample). Read from the loaded
 * samples, in their order (sample ids as strings); a sample with a reason twice is named once.
 */
import type { Sample } from "../input/tree/sample.js";

/** Per subset, each reason with the ids of the samples that give it. */
export function ineligibleIds(
  subsets: readonly {
    subset: string;
    samples: readonly (Pick<Sample, "sampleId"> & ({ eligible: true } | { eligible: false; reasons: string[] }))[];
  }[],
): Map<string, Map<string, string[]>> {
  const out = new Map<string, Map<string, string[]>>();
  for (const s of subsets) {
    const byReason = new Map<string, string[]>();
    for (const x of s.samples) {
      if (x.eligible) continue;
      for (const r of new Set(x.reasons)) {
        const ids = byReason.get(r);
        if (ids) ids.push(x.sampleId);
        else byReason.set(r, [x.sampleId]);
      }
    }
    out.set(s.subset, byReason);
  }
  return out;
}

/** ` (a, b, c, d, e, ...)`: the first five ids, or nothing when none are known. */
export function firstIds(ids: readonly string[] | undefined, shown = 5): string {
  if (!ids || ids.length === 0) return "";
  return ` (${ids.slice(0, shown).join(", ")}${ids.length > shown ? ", ..." : ""})`;
}
