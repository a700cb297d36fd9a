/**
 * The check `npm run notebooks -- --sample ID` makes before any notebook runs: ID must be an
 * eligible sample of the input, in a subset the drilled notebooks draw. Without it a bad id
 * surfaced only after the kernel started and the notebook had run for seconds, as a failed
 * cell (exit 1). The input is loaded as the notebooks load it (the library's `loadInput`, or
 * `loadMatchedInput` for a v1.5 folder), which fills the VAD cache the notebooks then read; the fix lists the closest
 * eligible ids of that input only.
 */
import { closestNames } from "../closest.js";
import { InputError } from "../errors.js";
import { inputKind } from "../input/kind.js";
import { inputVersion } from "../input/load.js";
import { loadInput, loadMatchedInput } from "../api/index.js";

/** What the check reads of a loaded input of either version: each subset's samples. */
interface DrillSamples {
  subsets: readonly {
    subset: string;
    samples: readonly (
      | { sampleId: string; eligible: true }
      | { sampleId: string; eligible: false; reasons: string[] }
    )[];
  }[];
}

/** A v1.5 folder loads through the matched loader, anything else through the v1.0 one. */
function loadEither(dir: string): Promise<DrillSamples> {
  const v15 = inputVersion({ kind: inputKind(dir), dir }) === "v1.5";
  return v15 ? loadMatchedInput(dir) : loadInput(dir);
}

/** At most this many ids are offered as the fix. */
const OFFERED = 5;

/**
 * null when `sampleId` is an eligible sample of one of `subsets` in the input at `dir`, else the
 * problem and its fix as one line (without the flag's name); `shown` is the input as given.
 */
export async function drillSampleProblem(
  dir: string,
  shown: string,
  sampleId: string,
  subsets: readonly string[],
): Promise<string | null> {
  let input: DrillSamples;
  try {
    input = await loadEither(dir);
  } catch (e) {
    if (e instanceof InputError) return `${shown} does not load: ${e.message.split("\n")[0]}`;
    throw e;
  }
  const drawn = input.subsets.filter((s) => subsets.includes(s.subset)).flatMap((s) => s.samples);
  const eligible = drawn.filter((s) => s.eligible).map((s) => s.sampleId);
  const sample = drawn.find((s) => s.sampleId === sampleId);
  if (sample?.eligible) return null;
  const closest = eligible.length > 0 ? closestNames(sampleId, eligible, OFFERED).join(", ") : "none";
  const why = sample
    ? `ineligible in ${shown} (${sample.reasons.join("; ") || "no reason recorded"})`
    : `no such sample in ${shown}`;
  return `${why}; the closest eligible ids there: ${closest}`;
}
