/**
 * The ground-truth distribution file of the backchannel subset (`--icc-distribution FILE`,
 * Full-Duplex-Bench's `icc_gt_distribution.json`, which the user supplies: it is CC BY-NC and the
 * project ships none of it), read and checked as an input: opened safely (src/io/input.ts),
 * parsed with the project's JSON parser, and checked to be a JSON object mapping keys to lists of
 * at least 2 finite non-negative numbers with a positive sum, holding the key of every sample the
 * caller scores. Every problem is one line naming the file, the key and the problem
 * (`--icc-distribution FILE: key "3": missing`), all of them at once (exit 2). The lists come back
 * as the file holds them, with the sha256 of the file's bytes.
 */
import { basename } from "node:path";
import { type Problem, type ProblemList, ProblemsError } from "../../problems.js";
import { byString } from "../../order.js";
import { sha256Hex } from "../../sha256.js";
import { parseJsonFile, readBytes } from "./read.js";

/** The file as read: its lists by key (a prototype-less record, every key a plain key) and its sha256. */
export interface IccDistribution {
  lists: Readonly<Record<string, readonly number[]>>;
  /** sha256 of the file's bytes (lowercase hex). */
  sha256: string;
  /** What its problem lines start with: `--icc-distribution <file name>`. */
  label: string;
}

const LABEL = "the distribution file";
const MISSING_FIX = "the file needs a list for every scored icc_backchannel sample, keyed by its folder name";
const SOURCE_FIX = "use icc_gt_distribution.json from Full-Duplex-Bench (v1_v1.5/evaluation/)";

/** `--icc-distribution <file name>`, the start of every problem line of the file. */
export function iccDistributionLabel(path: string): string {
  return `--icc-distribution ${basename(path)}`;
}

function kindOf(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "an object";
  return `a ${typeof v}`;
}

const shown = (v: unknown): string => (typeof v === "number" ? String(v) : (JSON.stringify(v) ?? String(v)));
const values = (n: number): string => `${n} value${n === 1 ? "" : "s"}`;

/** The problems of one key's value, one line each (none when it is a valid list). */
function listProblems(key: string, v: unknown): string[] {
  const at = `key ${JSON.stringify(key)}`;
  if (!Array.isArray(v)) return [`${at}: ${kindOf(v)}, not a list of numbers`];
  const out: string[] = [];
  const bad = v.flatMap((x, i) => (typeof x === "number" && Number.isFinite(x) ? [] : [i]));
  const negative = v.flatMap((x, i) => (typeof x === "number" && Number.isFinite(x) && x < 0 ? [i] : []));
  if (v.length < 2) out.push(`${at}: ${values(v.length)}; a list needs at least 2`);
  if (bad.length > 0) {
    const i = bad[0]!;
    out.push(`${at}: ${values(bad.length)} not a finite number (the first at index ${i}: ${shown(v[i])})`);
  }
  if (negative.length > 0) {
    const i = negative[0]!;
    out.push(`${at}: ${values(negative.length)} below 0 (the first at index ${i}: ${shown(v[i])})`);
  }
  if (bad.length === 0 && negative.length === 0 && v.length > 0 && !((v as number[]).reduce((s, x) => s + x, 0) > 0))
    out.push(`${at}: the values sum to 0; a list needs a positive sum`);
  return out;
}

const problem = (label: string, message: string, fix?: string): Problem => ({
  where: label,
  check: message,
  message,
  ...(fix !== undefined ? { fix } : {}),
});

/**
 * The lists of a parsed file and its problems, one per line: not an object, or per key (in string
 * order) not a list, fewer than 2 values, values that are not finite numbers or are below 0, a
 * zero sum.
 */
export function checkedIccDistribution(
  value: unknown,
  label: string,
): { lists: Record<string, number[]>; problems: Problem[] } {
  const lists = Object.create(null) as Record<string, number[]>;
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    const message = `${kindOf(value)}, not a JSON object mapping keys to lists of numbers`;
    return { lists, problems: [problem(label, message, SOURCE_FIX)] };
  }
  const problems: Problem[] = [];
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record).sort(byString)) {
    const found = listProblems(key, record[key]);
    if (found.length === 0) lists[key] = record[key] as number[];
    for (const message of found) problems.push(problem(label, message));
  }
  return { lists, problems };
}

/** The keys of `needed` the file lacks, one problem each (`key "3": missing`), in string order. */
export function missingKeyProblems(present: readonly string[], needed: readonly string[], label: string): Problem[] {
  const have = new Set(present);
  return [...new Set(needed)]
    .filter((k) => !have.has(k))
    .sort(byString)
    .map((k) => problem(label, `key ${JSON.stringify(k)}: missing`, MISSING_FIX));
}

/**
 * Read and check the file at `path`; `needed` are the keys the caller scores (the folder names
 * of the selected eligible samples), each of which must be present. Any problem, of the file or
 * of a key, stops with all of them (a ProblemsError, exit 2).
 */
export function readIccDistribution(
  path: string,
  needed: readonly string[] = [],
  label: string = iccDistributionLabel(path),
): IccDistribution {
  const bytes = readBytes(path, label, LABEL);
  const parsed = parseJsonFile(bytes, label, LABEL);
  const { lists, problems } = checkedIccDistribution(parsed, label);
  const isObject = parsed !== null && typeof parsed === "object" && !Array.isArray(parsed);
  if (isObject) problems.push(...missingKeyProblems(Object.keys(parsed), needed, label));
  if (problems.length > 0) throw new ProblemsError(problems, []);
  return { lists, sha256: sha256Hex(bytes), label };
}

/** Stop (exit 2) on every key of `needed` a file already read lacks. */
export function requireIccKeys(d: IccDistribution, needed: readonly string[]): void {
  const problems = missingKeyProblems(Object.keys(d.lists), needed, d.label);
  if (problems.length > 0) throw new ProblemsError(problems, []);
}

/**
 * The distribution a load was asked for (`LoadOptions.iccDistribution`, a path), read and checked
 * against the folder names of the load's eligible backchannel samples: the file's problems and
 * its missing keys join the load's other problems, all reported at once before the VAD runs.
 */
export function distributionForLoad(
  path: string | undefined,
  names: readonly string[],
  problems: ProblemList,
): IccDistribution | undefined {
  if (path === undefined) return undefined;
  try {
    return readIccDistribution(path, names);
  } catch (e) {
    if (!(e instanceof ProblemsError)) throw e;
    for (const p of e.problems) problems.add(p);
    return undefined;
  }
}
