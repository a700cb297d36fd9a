/**
 * Reading files of a tree at the edge: bytes, their sha256, and JSON validated by a zod schema,
 * with every failure turned into one problem naming the sample (or file), the file and, for a
 * shape that does not fit, what was found and what was expected, in words (shape-words.ts).
 */
import type { z } from "zod";
import { emptyFile, readInputFile } from "../../io/input.js";
import { JsonBomError, JsonDepthError, parseJson } from "../../io/json-parse.js";
import { fail } from "../../problems.js";
import { shapeProblem } from "./shape-words.js";

/**
 * The largest input file read, in bytes: 1 GiB. Files are read whole (their bytes are hashed, and
 * a WAV file decoded), so this bounds the memory a file can take whatever its header declares. A
 * Full-Duplex-Bench file is a few MB; an hour of 48 kHz stereo 16-bit audio is 0.7 GB.
 */
export const MAX_INPUT_BYTES = 2 ** 30;

/**
 * Read a regular file's bytes (opened safely: a FIFO or device is refused, never waited on); a
 * missing, unreadable or non-regular file is an InputError for `where`, and so are an empty one
 * (`emptyFile`) and one larger than `MAX_INPUT_BYTES`.
 */
export function readBytes(path: string, where: string, label: string): Buffer {
  const bytes = readInputFile(path, where, label, MAX_INPUT_BYTES);
  if (bytes.length === 0) emptyFile(where, label);
  return bytes;
}

/** Whether `bytes` start with a UTF-16 byte-order mark (FF FE or FE FF). */
const utf16 = (bytes: Uint8Array): boolean =>
  bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));

/**
 * Parse bytes as (Python-flavoured) JSON; malformed text is a problem of `where`, and so are a
 * byte-order mark and a nesting too deep for any Full-Duplex-Bench file, each named as such.
 */
export function parseJsonFile(bytes: Uint8Array, where: string, label: string): unknown {
  if (utf16(bytes))
    fail(where, {
      file: label,
      check: `${label} is UTF-16 text`,
      message: `${label} is UTF-16 text (it starts with a UTF-16 byte-order mark)`,
      fix: "save it as UTF-8 without a byte-order mark",
    });
  try {
    return parseJson(Buffer.from(bytes).toString("utf8"));
  } catch (e) {
    if (e instanceof JsonBomError)
      fail(where, {
        file: label,
        check: `${label} starts with a byte-order mark`,
        message: `${label} starts with a UTF-8 byte-order mark (the bytes EF BB BF), which JSON does not allow`,
        fix: "save it as UTF-8 without a byte-order mark (Python's json.load refuses the file as it is, too)",
      });
    if (e instanceof JsonDepthError)
      fail(where, {
        file: label,
        check: `${label} nests lists and objects too deeply`,
        message: `${label} ${e.message}`,
        fix: "no Full-Duplex-Bench file nests more than a few levels: write the file again in its documented shape",
      });
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
