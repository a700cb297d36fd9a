/**
 * Errors that map to exit codes, all in this one file. Every error about the user's input or usage
 * extends `InputError`, which carries its exit code (2); `main` prints its message as one line
 * naming the sample (or file, or flag) and the problem. Any other error is a bug and exits 1.
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

/**
 * A WAV file that cannot be read at all (not RIFF/WAVE, no `fmt `/`data` chunk, ...). `check` is
 * the problem without its values (a field's value, a frame), so that the same problem of several
 * samples makes one line (src/problems.ts); by default the message itself, which then has none.
 */
export class WavError extends InputError {
  override name = "WavError";
  readonly check: string;
  constructor(message: string, check: string = message) {
    super(message);
    this.check = check;
  }
}

/** A file given to the VAD that it cannot analyse; the message starts with the file's path. */
export class VadInputError extends InputError {
  override name = "VadInputError";
  constructor(
    readonly path: string,
    problem: string,
  ) {
    super(`${path}: ${problem}`);
  }
}

/** The VAD model file is missing, unreadable, or (the default file) not Silero v6.2. */
export class ModelFileError extends InputError {
  override name = "ModelFileError";
}

/**
 * Something the command needs that the user has not installed (a browser for the PDF, the
 * notebooks' packages): the message says what to install. Exit code 2, like bad input, because
 * the user, not the code, can fix it.
 */
export class MissingDependencyError extends InputError {
  override name = "MissingDependencyError";
}

/** `<where>: <problem>` as one line. */
export function inputError(where: string, problem: string): InputError {
  return new InputError(`${where}: ${problem}`);
}
