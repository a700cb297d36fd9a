/**
 * Per-sample rows (and any other list of records) as danfojs DataFrames. Rows of one subset can
 * mix eligible and ineligible samples, whose fields differ, and danfojs needs every record to
 * have the same columns; so the records are made uniform first: the union of the fields in
 * first-seen order, a missing field as null, a list (segments, reasons) as its JSON text.
 * Values are copied, never computed. danfojs is loaded on first use, and its mathjs and xlsx only
 * when a DataFrame method calls them (defer-require.ts): loading all three takes 0.7 s, danfojs
 * alone 0.25 s, which a notebook's first cells need not wait for. danfojs is a package of the
 * clone, not of an installed fdb-unified (it is an optional peer dependency): without it the
 * first call fails with one line saying what to install.
 */
import { createRequire } from "node:module";
import { join } from "node:path";
import type * as Danfo from "danfojs-node";
import { MissingDependencyError } from "../errors.js";
import { thisModuleDir } from "../package-root.js";
import { requireDeferring } from "./defer-require.js";

let danfo: typeof Danfo | null = null;

/** danfojs's dependencies it reads only inside methods a notebook may never call. */
export const DANFO_DEFERRED = ["mathjs", "xlsx"] as const;

/** The line for danfojs missing, as in an installed fdb-unified. */
export const NO_DANFO =
  "danfojs-node is not installed: the notebooks run from a clone of fdb-unified (git clone, then npm ci in it)";

/** danfojs as resolved from the file `from` (a plain require works in both builds); one line when it is not installed. */
export function requireDanfo(from: string): typeof Danfo {
  try {
    createRequire(from).resolve("danfojs-node");
  } catch {
    throw new MissingDependencyError(NO_DANFO);
  }
  return requireDeferring(from, "danfojs-node", DANFO_DEFERRED) as typeof Danfo;
}

/** The danfojs module, required on the first call. */
function dfd(): typeof Danfo {
  danfo ??= requireDanfo(join(thisModuleDir(), "package-root.js"));
  return danfo;
}

/** One value of a uniform record: a string, number, boolean or null (lists become their JSON text). */
export type Cell = string | number | boolean | null;

function cell(v: unknown): Cell {
  if (v === undefined || v === null) return null;
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return v;
  return JSON.stringify(v);
}

/** The records with one shared set of columns (see the file comment). */
export function uniformRecords(rows: readonly object[]): Record<string, Cell>[] {
  const columns = new Set(rows.flatMap((r) => Object.keys(r))); // in first-seen order
  return rows.map((r) => {
    const src = r as Record<string, unknown>;
    const out: Record<string, Cell> = {};
    for (const k of columns) out[k] = cell(src[k]);
    return out;
  });
}

/** A DataFrame of the records, one row each, in order (an empty frame for no records). */
export function recordsFrame(rows: readonly object[]): Danfo.DataFrame {
  return new (dfd().DataFrame)(uniformRecords(rows));
}
