/**
 * A JSON file that does not have the shape the scorer reads, said in words: which file, where in
 * it, what was found and what was expected, never the validator's own text. For the files a user
 * writes (output.json and the annotations) the expected shape is shown in one line with a pointer
 * to docs/plain-dataset.md, and the transcript shapes of other tools (Whisper's `segments` and
 * `words`, a bare list of chunks, times under `start`/`end` keys) are named as such.
 */
import type { z } from "zod";
import type { Problem } from "../../problems.js";

/** The shape each user-written file must have, in one line. */
const EXPECTED_SHAPE: Readonly<Record<string, string>> = {
  "output.json":
    '{"text": "...", "chunks": [{"text": "word", "timestamp": [start, end]}, ...]} with one ' +
    "chunk per word, times in seconds, end may be null",
  "pause.json": '[{"timestamp": [start, end]}, ...] with one entry per pause, in seconds',
  "turn_taking.json": '[{"timestamp": [E, end]}] where E ends the user\'s turn, in seconds',
  "interrupt.json": '[{"timestamp": [S, R]}] where S starts and R ends the interruption, in seconds',
};

const DOC = "docs/plain-dataset.md";

/** What a JSON value is, in words. */
function jsonKind(v: unknown): string {
  if (v === undefined) return "missing";
  if (v === null) return "null";
  if (Array.isArray(v)) return v.length === 0 ? "an empty list" : "a list";
  if (typeof v === "object") return "an object";
  if (typeof v === "string") return "a string";
  if (typeof v === "number") return "a number";
  if (typeof v === "boolean") return v ? "true" : "false";
  return typeof v;
}

const TYPE_WORDS: Record<string, string> = {
  array: "a list",
  tuple: "a list",
  object: "an object",
  record: "an object",
  string: "a string",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  null: "null",
};

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** A transcript in the shape of another tool, named; null when it is not one of those. */
function foreignTranscript(v: unknown): string | null {
  if (Array.isArray(v)) return "output.json is a bare list of chunks, not an object with a chunks list";
  if (!isObject(v)) return null;
  if (!Array.isArray(v["chunks"])) {
    if (Array.isArray(v["segments"])) {
      const words = v["segments"].some((s) => isObject(s) && Array.isArray(s["words"]));
      return `output.json is a Whisper-style transcript (segments${words ? " with words" : ""}), not chunks`;
    }
    for (const key of ["words", "word_segments"])
      if (Array.isArray(v[key])) return `output.json lists its words under ${key}, not chunks`;
    return null;
  }
  if (v["chunks"].some((c) => isObject(c) && c["timestamp"] === undefined && ("start" in c || "end" in c))) {
    return "output.json chunks give their times under start/end keys, not timestamp: [start, end]";
  }
  return null;
}

/** Where in a file a path points, in words (`word 3 start`, `entry 2 timestamp`, `input.samples`). */
function placeOf(file: string, path: readonly PropertyKey[]): string {
  const parts: { text: string; key: boolean }[] = [];
  path.forEach((p, k) => {
    const parent = path[k - 1];
    const last = parts[parts.length - 1];
    if (typeof p !== "number") parts.push({ text: String(p), key: true });
    else if (file === "output.json" && parent === "chunks" && last)
      parts[parts.length - 1] = { text: `word ${p + 1}`, key: false };
    else if (parent === "timestamp" && p < 2 && last)
      parts[parts.length - 1] = { text: p === 0 ? "start" : "end", key: false };
    else parts.push({ text: k === 0 ? `entry ${p + 1}` : `item ${p + 1}`, key: false });
  });
  return parts.map((x, k) => (k === 0 ? "" : x.key && parts[k - 1]!.key ? "." : " ") + x.text).join("");
}

function valueAt(v: unknown, path: readonly PropertyKey[]): unknown {
  let x = v;
  for (const p of path) {
    if (x === null || typeof x !== "object") return undefined;
    x = (x as Record<PropertyKey, unknown>)[p];
  }
  return x;
}

/** What the failing check wanted, in words. */
function expectedOf(issue: z.core.$ZodIssue, path: readonly PropertyKey[]): string {
  if (path[path.length - 1] === "timestamp" || path[path.length - 2] === "timestamp") {
    return path[path.length - 1] === "timestamp" ? "[start, end], two times in seconds" : "a time in seconds";
  }
  if (issue.code === "invalid_type") return TYPE_WORDS[issue.expected] ?? issue.expected;
  if (issue.code === "too_small" && issue.origin === "array")
    return `at least ${issue.minimum} ${issue.minimum === 1 ? "entry" : "entries"}`;
  if (issue.code === "too_big" && issue.origin === "array") return `at most ${issue.maximum} entries`;
  if (issue.code === "too_small" || issue.code === "too_big")
    return issue.code === "too_small" ? `at least ${issue.minimum}` : `at most ${issue.maximum}`;
  if (issue.code === "invalid_format") return issue.message.replace(/^expected /, "");
  if (issue.code === "custom") return issue.message.replace(/^expected /, "");
  if (issue.code === "invalid_union") return "one of the accepted shapes";
  if (issue.code === "invalid_value") return `one of ${issue.values.map((x) => JSON.stringify(x)).join(", ")}`;
  return "another value";
}

/**
 * The problem of `file` (read as `value`) failing `error`: the
 * foreign transcript shape when it is one, else the first place that does not fit.
 */
export function shapeProblem(file: string, value: unknown, error: z.ZodError): Omit<Problem, "where" | "subset"> {
  const expected = EXPECTED_SHAPE[file];
  const fix = expected === undefined ? undefined : `the file must look like ${expected} (${DOC})`;
  const foreign = file === "output.json" ? foreignTranscript(value) : null;
  if (foreign !== null) return { file, check: foreign, message: foreign, ...(fix ? { fix } : {}) };
  const message = shapeMessage(file, value, error.issues[0]!);
  return { file, check: `${file} is not in the expected shape`, message, ...(fix ? { fix } : {}) };
}

/** One issue of `file` (read as `value`) in words: where, what was found, what was expected. */
export function shapeMessage(file: string, value: unknown, issue: z.core.$ZodIssue): string {
  const path = issue.path;
  const found = valueAt(value, path);
  const place = placeOf(file, path);
  const want = expectedOf(issue, path);
  const bound = issue.code === "too_small" || issue.code === "too_big";
  const what =
    bound && Array.isArray(found)
      ? `a list of ${found.length}`
      : bound && typeof found === "number"
        ? String(found)
        : jsonKind(found);
  return place === "" ? `${file} is ${what}; expected ${want}` : `${file} ${place} is ${what}; expected ${want}`;
}
