/**
 * Errors that map to exit codes. Bad input or bad usage exits 2 with one line naming the sample
 * (or file, or flag) and the problem; anything else exits 1.
 */

/** Bad input: a tree, file or value that fails a check. Exit code 2. */
export class InputError extends Error {
  override name = "InputError";
}

/** Bad usage: an unknown or malformed flag or command. Exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** `<where>: <problem>` as one line. */
export function inputError(where: string, problem: string): InputError {
  return new InputError(`${where}: ${problem}`);
}
