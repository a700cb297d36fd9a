/**
 * The two files of a score, `unified.json` and `unified-samples.jsonl`, written into one folder
 * as one unit. `fdb-unified score` and the library's `writeScore` both write through here, so the
 * bytes are the same whoever writes them; a v1.5 score (src/matched/family.ts) is written the same way.
 */
import { join } from "node:path";
import { writeFilesAtomically } from "../io/atomic-write.js";
import { jsonLinesText, jsonText, UNIFIED_JSON, UNIFIED_SAMPLES } from "../io/json-output.js";

/** Write `scored` into `out` atomically (the old pair, the new pair or none); returns unified.json's text. */
export function writeScoreFiles(scored: { rows: readonly unknown[]; unified: unknown }, out: string): string {
  const unified = jsonText(scored.unified);
  writeFilesAtomically([
    { path: join(out, UNIFIED_JSON), content: unified },
    { path: join(out, UNIFIED_SAMPLES), content: jsonLinesText(scored.rows) },
  ]);
  return unified;
}
