/**
 * Notes on stderr: what a run did that the user may like to know (audio converted, a cache it
 * could not use). `--quiet` silences them; warnings (what the user should fix) and errors are
 * not notes and always print. One switch per process, set by the command line.
 */
let quiet = false;

/** Silence (or let through again) every later note. */
export function setQuietNotes(on: boolean): void {
  quiet = on;
}

/** Print `note: <text>` on stderr unless notes are silenced. */
export function note(text: string): void {
  if (!quiet) process.stderr.write(`note: ${text}\n`);
}
