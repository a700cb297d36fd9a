/**
 * Reading manifest.json: parse and validate it, and name a bad row by its sample id rather than
 * its position in the file (`candor_turn_taking/12: manifest.json input.samples: …`, not
 * `samples[40].input.samples`), since a user finds a row by its id.
 */
import { inputError } from "../errors.js";
import { parseJson } from "../json/parse.js";
import type { Manifest } from "./file-shapes.js";
import { describeZodError, ManifestSchema } from "./schemas.js";

export function parseManifest(bytes: Uint8Array): Manifest {
  let value: unknown;
  try {
    value = parseJson(Buffer.from(bytes).toString("utf8"));
  } catch (e) {
    throw inputError("manifest.json", `manifest.json is malformed JSON (${(e as Error).message})`);
  }
  const parsed = ManifestSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path ?? [];
  if (issue && path[0] === "samples" && typeof path[1] === "number") {
    const row = (value as { samples: unknown[] }).samples[path[1]];
    const id = (row as { sample_id?: unknown } | null)?.sample_id;
    if (typeof id === "string" && path[2] !== "sample_id") {
      const field = path.slice(2).map((p, k) => (typeof p === "number" ? `[${p}]` : k === 0 ? String(p) : `.${String(p)}`)).join("");
      throw inputError(id, `manifest.json ${field || "row"}: ${issue.message}`);
    }
    const where = typeof id === "string" ? id : `manifest.json row ${path[1] + 1}`;
    throw inputError(where, `manifest.json ${typeof id === "string" ? "" : "(no string sample_id) "}${describeZodError(parsed.error)}`.trim());
  }
  throw inputError("manifest.json", `manifest.json: ${describeZodError(parsed.error)}`);
}
