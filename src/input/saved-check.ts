/**
 * A saved transcript check (`table --check NAME=DIR`: the file `check-transcripts --out DIR`
 * writes) read as an input file: opened safely (a FIFO or a folder in its place is named, never
 * waited on), parsed with the project's JSON parser, and checked to hold a `subsets` object.
 * Every problem is one line naming the flag, the file and the fix (a UsageError, exit 2); what
 * the check says is for its caller to hold against the input it names.
 */
import { join } from "node:path";
import { InputError, UsageError } from "../errors.js";
import { parseJson } from "../io/json-parse.js";
import { readInputFile } from "../io/input.js";

/** The file's JSON object, known only to hold a `subsets` object. */
export type SavedCheck = { subsets: Record<string, unknown> } & Record<string, unknown>;

/** `DIR/file` of the flag value `flag` (`--check A=DIR`), parsed; a UsageError naming the flag on any problem. */
export function readSavedCheck(flag: string, dir: string, file: string): SavedCheck {
  const fix = `write it with check-transcripts --out ${dir}`;
  let bytes: Buffer;
  try {
    bytes = readInputFile(join(dir, file), flag, file);
  } catch (e) {
    if (e instanceof InputError) throw new UsageError(`${e.message}; ${fix}`);
    throw e;
  }
  let json: unknown;
  try {
    json = parseJson(bytes.toString("utf8"));
  } catch {
    throw new UsageError(`${flag}: ${file} is not JSON; ${fix}`);
  }
  const subsets = (json as { subsets?: unknown } | null)?.subsets;
  if (
    typeof json !== "object" ||
    json === null ||
    Array.isArray(json) ||
    typeof subsets !== "object" ||
    subsets === null
  )
    throw new UsageError(`${flag}: ${file} is not a transcript check; write it with check-transcripts`);
  return json as SavedCheck;
}
