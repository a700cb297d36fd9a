/**
 * Errors that map to exit codes. Every error about the user's input or usage extends
 * `InputError`, which carries its exit code (2); `main` prints its message as one line naming
 * the sample (or file, or flag) and the problem. Any other error is a bug and exits 1.
 */

/** Bad input: a tree, file, folder or value that fails a check. Exit code 2. */
export class InputError extends Error {
  override name = "InputError";
  /** The process exit code for this error. */
  readonly exitCode: number = 2;
}

/** Bad usage: an unknown or malformed flag or command. Exit code 2. */
export class UsageError extends InputError {
  override name = "UsageError";
}

/** `<where>: <problem>` as one line. */
export function inputError(where: string, problem: string): InputError {
  return new InputError(`${where}: ${problem}`);
}
