/**
 * The identity of a JSON value, independent of how its file is written: keys sorted at every
 * level, numbers as doubles (1, 1.0 and 1e0 are one number), no whitespace. Two annotation files
 * are the same annotation exactly when their canonical texts are equal, so a dataset re-saved by
 * another JSON writer (indentation, key order, `2.0` for `2`) is still recognised as the same.
 */
import { sha256Hex } from "../sha256.js";
import { parseJson } from "./json-parse.js";

/** Canonical text of a parsed JSON value (non-finite numbers as `NaN`, `Infinity`, `-Infinity`). */
export function canonicalJson(value: unknown): string {
  if (typeof value === "number") return Number.isFinite(value) ? JSON.stringify(value) : String(value);
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(",")}}`;
}

/**
 * sha256 of the canonical text of a JSON file's parsed value, prefixed `json:`; for bytes that do
 * not parse as JSON, sha256 of the bytes themselves, prefixed `raw:` (the loader reports them).
 */
export function jsonValueIdentity(bytes: Uint8Array): string {
  let text: string;
  try {
    text = canonicalJson(parseJson(Buffer.from(bytes).toString("utf8")));
  } catch {
    return `raw:${sha256Hex(bytes)}`;
  }
  return `json:${sha256Hex(text)}`;
}
