/**
 * A problem found in an input, as plain data: which input, subset, sample and file, which check
 * failed (a value-free wording, the key that groups like problems), the message with its values,
 * and the fix where there is one. The loaders gather these for every sample before the VAD runs,
 * so that a run names every problem at once; `formatProblems` (format.ts) turns a list into the
 * lines a command prints, and a notebook can show the same lines.
 */
import { InputError } from "../errors.js";
import { formatProblems, problemLine } from "./format.js";

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

/** Several problems at once (exit 2); the message holds the formatted lines, subsets in the order of `subsets`. */
export class ProblemsError extends InputError {
  override name = "ProblemsError";
  constructor(readonly problems: readonly Problem[], readonly subsets: readonly string[]) {
    super(formatProblems(problems, subsets).join("\n"));
  }

  /** The same problems, each named with the input they come from. */
  forInput(input: string): ProblemsError {
    return new ProblemsError(this.problems.map((p) => ({ ...p, input })), this.subsets);
  }
}

/** An input error named with the input it comes from (each line starts with the name). */
export function withInputName(e: InputError, input: string): InputError {
  if (e instanceof ProblemsError) return e.forInput(input);
  if (e instanceof ProblemError) return new ProblemError({ ...e.problem, input });
  return new InputError(`${input}: ${e.message}`);
}

/** The lines an input error prints: every line of a list of problems, else its first line. */
export function errorLines(e: InputError): string[] {
  return e instanceof ProblemsError ? e.message.split("\n") : [e.message.split("\n")[0]!];
}
