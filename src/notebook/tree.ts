/**
 * What the notebooks of a v1.0 input need beside the library (which they import by its name, as a
 * script does: `loadInput`, `scoreInput`, with the real VAD edge, src/api/): the annotation
 * identities a comparison checks, and the refusal of a v1.5 folder where a notebook reads v1.0
 * only (the transcript check).
 */
import { inputAnnotationHashes } from "../compare/trees.js";
import type { AnnotationHashes } from "../metrics/same-dataset.js";
import { inputKind } from "../input/kind.js";
import { inputVersion, v15Refusal } from "../input/load.js";

/** What notebooks 00–07 say of a Full-Duplex-Bench v1.5 folder, which they do not read. */
export const NOTEBOOK_V15 =
  "notebooks 00-07 read Full-Duplex-Bench v1.0 inputs only; open 08-matched-runs for a v1.5 folder, " +
  "or score it with fdb-unified score --dataset";

/** A v1.5 folder is refused with one line saying where it is read (before anything is loaded). */
export function refuseV15(dir: string): void {
  if (inputVersion({ kind: inputKind(dir), dir }) === "v1.5") throw v15Refusal(dir, `${NOTEBOOK_V15} ${dir}`);
}

/** The annotation identities `compareScored` checks two inputs with, for a tree or a plain folder. */
export function annotationHashesOf(dir: string): AnnotationHashes {
  return inputAnnotationHashes({ name: dir, dir, kind: inputKind(dir) });
}
