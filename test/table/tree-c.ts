/**
 * A third fixture system for the table tests, generated into a temporary folder: the small tree
 * (system A, fixtures/tree) with the pause subsets made quieter and everything else unchanged.
 *
 *   synthetic_pause_handling /3, /4, /5, /10: no words (A: an intrusion each), so C intrudes in
 *     none of its 6 samples (A 4/6, B 2/6): C alone is best.
 *   candor_pause_handling /2: no words (A: 4 intruding words), so C intrudes in 2 of 3 (A 3/3,
 *     B 2/4): B alone is best.
 *   candor_turn_taking and synthetic_user_interruption: as A, so every value ties with A
 *     (no_response_rate: A and C 1/6, B 1/5, so A and C are both best).
 */
import { join } from "node:path";
import type { EligibleSample, Sample } from "../../fixtures/generator/model.js";
import { sampleId } from "../../fixtures/generator/model.js";
import { smallSamples } from "../../fixtures/generator/small.js";
import { writeTree } from "../../fixtures/generator/tree.js";

const SILENT = new Set(["synthetic_pause_handling/3", "synthetic_pause_handling/4", "synthetic_pause_handling/5", "synthetic_pause_handling/10", "candor_pause_handling/2"]);

export function variantCSamples(): Sample[] {
  return smallSamples().map((s) => {
    if (!SILENT.has(sampleId(s))) return s;
    if (!s.eligible) throw new Error(`${sampleId(s)} is not eligible in the small tree`);
    return { ...(s as EligibleSample), words: [] };
  });
}

/** Write tree C into `dir`/tree-c and return its path. */
export function writeTreeC(dir: string): string {
  const out = join(dir, "tree-c");
  writeTree(out, variantCSamples(), { runs: ["/runs/fixture-c/shard-0"], runOf: () => "/runs/fixture-c/shard-0", superseded: [] });
  return out;
}
