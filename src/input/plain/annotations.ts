/**
 * The annotation identities of a plain folder, in the shape `compare` uses to check that two
 * inputs hold one dataset (src/compare/same-dataset.ts `AnnotationHashes`): per sample id, the
 * identity of its annotation file's parsed JSON value (src/json/canonical.ts) when the file exists
 * (eligible or not). Backchannel samples have none.
 */
import { join } from "node:path";
import { inputExists } from "../../io/input.js";
import { jsonValueIdentity } from "../../json/canonical.js";
import { readBytes } from "../tree/read.js";
import { ANNOTATION_FILE } from "../tree/subsets.js";
import { discoverDataset } from "./discover.js";

export function datasetAnnotationHashes(dir: string): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  for (const s of discoverDataset(dir)) {
    const file = ANNOTATION_FILE[s.task];
    for (const x of s.samples) {
      const files: Record<string, string> = {};
      if (file !== null && inputExists(join(x.folder, file), x.sampleId))
        files[file] = jsonValueIdentity(readBytes(join(x.folder, file), x.sampleId, file));
      out.set(x.sampleId, files);
    }
  }
  return out;
}
