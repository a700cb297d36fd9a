/**
 * Reading files of a tree at the edge: bytes, their sha256, and JSON validated by a zod schema,
 * with every failure turned into a one-line InputError naming the sample (or file) and problem.
 */
import type { z } from "zod";
import { inputError } from "../errors.js";
import { readInputFile } from "../io/input.js";
import { parseJson } from "../json/parse.js";
import { describeZodError } from "./schemas.js";

/**
 * Read a regular file's bytes (opened safely: a FIFO or device is refused, never waited on); a
 * missing, unreadable or non-regular file is an InputError for `where`.
 */
export function readBytes(path: string, where: string, label: string): Buffer {
  return readInputFile(path, where, label);
}

/** Parse bytes as (Python-flavoured) JSON and validate them with `schema`. */
export function parseWith<S extends z.ZodType>(bytes: Uint8Array, schema: S, where: string, label: string): z.infer<S> {
  let value: unknown;
  try {
    value = parseJson(Buffer.from(bytes).toString("utf8"));
  } catch (e) {
    throw inputError(where, `${label} is malformed JSON (${(e as Error).message})`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw inputError(where, `${label}: ${describeZodError(parsed.error)}`);
  return parsed.data;
}
