/**
 * Reading files of a tree at the edge: bytes, their sha256, and JSON validated by a zod schema,
 * with every failure turned into one problem naming the sample (or file), the file and, for a
 * shape that does not fit, what was found and what was expected, in words (shape-words.ts).
 */
import type { z } from "zod";
import { readInputFile } from "../../io/input.js";
import { parseJson } from "../../io/json-parse.js";
import { fail } from "../../problems.js";
import { shapeProblem } from "./shape-words.js";

/**
 * Read a regular file's bytes (opened safely: a FIFO or device is refused, never waited on); a
 * missing, unreadable or non-regular file is an InputError for `where`.
 */
export function readBytes(path: string, where: string, label: string): Buffer {
  return readInputFile(path, where, label);
}

/** Parse bytes as (Python-flavoured) JSON; malformed text is a problem of `where`. */
export function parseJsonFile(bytes: Uint8Array, where: string, label: string): unknown {
  try {
    return parseJson(Buffer.from(bytes).toString("utf8"));
  } catch (e) {
    fail(where, {
      file: label,
      check: `${label} is malformed JSON`,
      message: `${label} is malformed JSON (${(e as Error).message})`,
    });
  }
}

/** Parse bytes as (Python-flavoured) JSON and validate them with `schema`. */
export function parseWith<S extends z.ZodType>(bytes: Uint8Array, schema: S, where: string, label: string): z.infer<S> {
  const value = parseJsonFile(bytes, where, label);
  const parsed = schema.safeParse(value);
  if (!parsed.success) fail(where, shapeProblem(label, value, parsed.error));
  return parsed.data;
}
