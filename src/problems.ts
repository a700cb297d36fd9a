/**
 * A problem found in an input, as plain data: which input, subset, sample and file, which check
 * failed (a value-free wording, the key that groups like problems), the message with its values,
 * and the fix where there is one. The loaders gather these for every sample before the VAD runs,
 * so that a run names every problem at once; `formatProblems` (below) turns a list into the
 * lines a command prints, and a notebook can show the same lines.
 *
 * The lines, the one formatter every command (and a notebook) uses: problems with the same
 * input, file, check and fix make one line with their count and the first five sample ids; lines
 * come in input order, then subset order, then sample ids as strings; at most 50 lines are
 * printed, then always one summary line: how many problems (and how many were not shown), and
 * that nothing was written, since every command stops on them before it writes. A single problem
 * is one line (then the summary). A `ProblemsError`'s message holds the problem lines alone (a
 * notebook shows them); the summary is what a command adds when it stops. The order of the
 * subsets is the caller's (the dataset's, from src/input/tree/subsets.ts), so that this sits below
 * the loaders that report problems.
 */
import { InputError } from "./errors.js";
import { byString } from "./order.js";

export interface Problem {
  /** The input's name, set when a command reads several inputs. */
  input?: string;
  /** The subset the problem belongs to; absent for the input's own files (manifest.json, ...). */
  subset?: string;
  /** The sample id (`<subset>/<name>`), or where the problem is when it is not a sample's. */
  where: string;
  /** The file of the sample (or of the input) the problem is in, when there is one. */
  file?: string;
  /** What failed, without values: problems with the same file, check and fix are grouped. */
  check: string;
  /** The problem with its values, as one line. */
  message: string;
  /** What to do about it. */
  fix?: string;
}

/** A problem thrown by one check; `ProblemList.attempt` records it, anything else prints its line. */
export class ProblemError extends InputError {
  override name = "ProblemError";
  constructor(readonly problem: Problem) {
    super(problemLine(problem));
  }
}

/** Throw one problem of a sample (or of a file, when `where` is not a sample id). */
export function fail(where: string, p: Omit<Problem, "where" | "subset">): never {
  const slash = where.indexOf("/");
  const subset = slash > 0 ? where.slice(0, slash) : undefined;
  throw new ProblemError({ where, ...(subset !== undefined ? { subset } : {}), ...p });
}

/** An InputError's one line as a problem of `where` (its prefix `<where>: ` taken off). */
function problemOf(e: InputError, where: string, subset?: string): Problem {
  if (e instanceof ProblemError) return e.problem;
  const prefix = `${where}: `;
  const message = e.message.startsWith(prefix) ? e.message.slice(prefix.length) : e.message;
  return { where, ...(subset !== undefined ? { subset } : {}), check: message, message };
}

/** The problems of one input, gathered check by check; `subsets` is the order they print in. */
export class ProblemList {
  readonly items: Problem[] = [];

  constructor(private readonly subsets: readonly string[]) {}

  add(p: Problem): void {
    this.items.push(p);
  }

  /**
   * Run one check of `where`: an InputError it throws is recorded (and `undefined` returned), so
   * the loader goes on with the next sample; any other error is a bug and propagates.
   */
  attempt<T>(where: string, f: () => T, subset?: string): T | undefined {
    try {
      return f();
    } catch (e) {
      if (!(e instanceof InputError) || e instanceof ProblemsError) throw e;
      this.items.push(problemOf(e, where, subset));
      return undefined;
    }
  }

  get size(): number {
    return this.items.length;
  }

  /** Stop with every problem gathered so far, if there is any. */
  throwIfAny(): void {
    if (this.items.length > 0) throw new ProblemsError(this.items, this.subsets);
  }
}

/**
 * Several problems at once (exit 2), subsets in the order of `subsets`. The message holds the
 * problem lines (at most 50, then how many more); a command prints them with the summary line
 * (`errorLines`).
 */
export class ProblemsError extends InputError {
  override name = "ProblemsError";
  constructor(
    readonly problems: readonly Problem[],
    readonly subsets: readonly string[],
  ) {
    const { lines, more } = problemLines(problems, subsets, MAX_PROBLEM_LINES);
    const samples = sampleCount(problems);
    const rest = `... and ${problemCount(more, "more ")} (${samples} sample${samples === 1 ? "" : "s"} in all)`;
    super([...lines, ...(more > 0 ? [rest] : [])].join("\n"));
  }

  /** The same problems, each named with the input they come from. */
  forInput(input: string): ProblemsError {
    return new ProblemsError(
      this.problems.map((p) => ({ ...p, input })),
      this.subsets,
    );
  }
}

/** An input error named with the input it comes from (each line starts with the name). */
export function withInputName(e: InputError, input: string): InputError {
  if (e instanceof ProblemsError) return e.forInput(input);
  if (e instanceof ProblemError) return new ProblemError({ ...e.problem, input });
  return new InputError(`${input}: ${e.message}`);
}

/** The lines an input error prints: a list of problems with its summary line (`formatProblems`), else its first line. */
export function errorLines(e: InputError): string[] {
  return e instanceof ProblemsError ? formatProblems(e.problems, e.subsets) : [e.message.split("\n")[0]!];
}

const MAX_PROBLEM_LINES = 50;
const IDS_SHOWN = 5;

/** Control characters (a newline in a folder name) written as JSON escapes, so a line stays one line. */
function oneLine(s: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this escapes
  return s.replace(/[\u0000-\u001f\u007f]/g, (c) => JSON.stringify(c).slice(1, -1));
}

/** One problem as one line: `[<input>: ]<where>: <message>[; <fix>]`. */
export function problemLine(p: Problem): string {
  return oneLine(`${p.input !== undefined ? `${p.input}: ` : ""}${p.where}: ${p.message}${p.fix ? `; ${p.fix}` : ""}`);
}

/** Several problems of one check as one line: the count, the first ids, the check and its fix. */
function groupLine(group: readonly Problem[]): string {
  const first = group[0]!;
  const ids = [...new Set(group.map((p) => p.where))];
  const shown = ids.slice(0, IDS_SHOWN).join(", ") + (ids.length > IDS_SHOWN ? ", ..." : "");
  const what =
    ids.length === group.length ? `${ids.length} samples` : `${group.length} problems in ${ids.length} samples`;
  return oneLine(
    `${first.input !== undefined ? `${first.input}: ` : ""}${what} (${shown}): ${first.check}${first.fix ? `; ${first.fix}` : ""}`,
  );
}

/** The problems in print order: input order, the order of `subsets`, then `where` as strings (stable). */
function sortedProblems(problems: readonly Problem[], subsets: readonly string[]): Problem[] {
  const subsetRank = (s: string | undefined): number => (s === undefined ? -1 : subsets.indexOf(s));
  const inputs = new Map<string | undefined, number>();
  for (const p of problems) if (!inputs.has(p.input)) inputs.set(p.input, inputs.size);
  return problems
    .map((p, k) => ({ p, k }))
    .sort(
      (a, b) =>
        inputs.get(a.p.input)! - inputs.get(b.p.input)! ||
        subsetRank(a.p.subset) - subsetRank(b.p.subset) ||
        byString(a.p.where, b.p.where) ||
        a.k - b.k,
    )
    .map((x) => x.p);
}

/** "1 problem", "3 problems" ("3 more problems" with `what`). */
const problemCount = (n: number, what = ""): string => `${n} ${what}problem${n === 1 ? "" : "s"}`;

/** How many samples (or other places: a file, a folder) the problems are in, over every input. */
function sampleCount(problems: readonly Problem[]): number {
  return new Set(problems.map((p) => JSON.stringify([p.input ?? null, p.where]))).size;
}

/** The problem lines of `problems`, like ones grouped, at most `maxLines`; `more`: the problems left out. */
function problemLines(
  problems: readonly Problem[],
  subsets: readonly string[],
  maxLines: number,
): { lines: string[]; more: number } {
  const groups = new Map<string, Problem[]>();
  for (const p of sortedProblems(problems, subsets)) {
    const key = JSON.stringify([p.input ?? null, p.file ?? null, p.check, p.fix ?? null]);
    const g = groups.get(key);
    if (g) g.push(p);
    else groups.set(key, [p]);
  }
  const all = [...groups.values()];
  const lines = all.slice(0, maxLines).map((g) => (g.length === 1 ? problemLine(g[0]!) : groupLine(g)));
  return { lines, more: all.slice(maxLines).reduce((n, g) => n + g.length, 0) };
}

/**
 * The summary line after the problem lines: how many problems, in how many samples (or files),
 * how many were left out beyond the lines shown, and that nothing was written.
 */
function summaryLine(problems: readonly Problem[], more: number): string {
  // a problem of a file beside the samples (the backchannel ground truth) is no sample's
  const samples = sampleCount(problems.filter((p) => p.subset !== undefined));
  const where = problems.length === 1 || samples === 0 ? "" : ` in ${samples} sample${samples === 1 ? "" : "s"}`;
  const all = `${problemCount(problems.length)}${where}`;
  return `${more > 0 ? `... and ${problemCount(more, "more ")}; ${all} in all` : all}; nothing was written`;
}

/**
 * The lines a command prints for `problems` (none for an empty list), their subsets in the order
 * of `subsets`: at most `maxLines` problem lines, then always the summary line.
 */
export function formatProblems(
  problems: readonly Problem[],
  subsets: readonly string[],
  maxLines = MAX_PROBLEM_LINES,
): string[] {
  if (problems.length === 0) return [];
  const { lines, more } = problemLines(problems, subsets, maxLines);
  return [...lines, summaryLine(problems, more)];
}
