/**
 * Reading manifest.json: parse and validate it, and name a bad row by its sample id rather than
 * its position in the file (`candor_turn_taking/12: manifest.json input samples: …`, not
 * `samples[40].input.samples`), since a user finds a row by its id. Shape problems are said in
 * words (shape-words.ts).
 */
import { fail } from "../../problems.js";
import type { Manifest } from "./file-shapes.js";
import { parseJsonFile } from "./read.js";
import { ManifestSchema } from "./schemas.js";
import { shapeMessage } from "./shape-words.js";

const FILE = "manifest.json";
const check = "manifest.json is not in the expected shape";

export function parseManifest(bytes: Uint8Array): Manifest {
  const value = parseJsonFile(bytes, FILE, FILE);
  const parsed = ManifestSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const path = issue.path;
  if (path[0] === "samples" && typeof path[1] === "number") {
    const row = (value as { samples: unknown[] }).samples[path[1]];
    const id = (row as { sample_id?: unknown } | null)?.sample_id;
    if (typeof id === "string" && path[2] !== "sample_id") {
      fail(id, {
        file: FILE,
        check,
        message:
          path.length > 2
            ? shapeMessage(FILE, row, { ...issue, path: path.slice(2) })
            : shapeMessage(FILE, value, issue),
      });
    }
    fail(`${FILE} row ${path[1] + 1}`, {
      file: FILE,
      check,
      message: shapeMessage(FILE, row, { ...issue, path: path.slice(2) }),
    });
  }
  fail(FILE, { file: FILE, check, message: shapeMessage(FILE, value, issue) });
}
