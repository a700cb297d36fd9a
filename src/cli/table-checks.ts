/**
 * The edge of `table --transcript-check`: the `--check NAME=DIR` flags (each naming an input and
 * a folder holding its `transcript-check.json` from `check-transcripts`), read before anything is
 * scored, and, once the inputs are scored, each input's check: read from its folder, whose input
 * hashes, definitions and VAD settings must be that input's, or run on the input loaded with its
 * outputs at the table's (default) VAD settings, as `check-transcripts` runs it.
 */
import { UsageError } from "../errors.js";
import { readSavedCheck } from "../input/saved-check.js";
import type { CheckedSystem } from "../text/audio-checked.js";
import type { ScoredSystem } from "../text/leaderboard.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import { checkLoadedInput, type TranscriptCheckJson } from "../transcript-check/check.js";
import { TRANSCRIPT_CHECK_JSON } from "../transcript-check/files.js";
import { DEFAULT_VAD_SETTINGS } from "../vad/settings.js";

/** A check read from a folder, for the input it names. */
export interface GivenCheck {
  dir: string;
  json: TranscriptCheckJson;
}

/** Parse and read every `--check NAME=DIR` (`names`: the inputs' names); a UsageError on the first problem. */
export function readGivenChecks(values: readonly string[], names: readonly string[]): Map<string, GivenCheck> {
  const out = new Map<string, GivenCheck>();
  for (const v of values) {
    const k = v.indexOf("=");
    if (k <= 0 || k === v.length - 1)
      throw new UsageError(`--check: ${JSON.stringify(v)} is not NAME=DIR; give an input's name and a check's folder`);
    const name = v.slice(0, k);
    const dir = v.slice(k + 1);
    if (!names.includes(name))
      throw new UsageError(`--check ${v}: ${JSON.stringify(name)} is not one of the inputs (${names.join(", ")})`);
    if (out.has(name)) throw new UsageError(`--check ${v}: ${name} has a check already; give one --check per input`);
    const json = readSavedCheck(`--check ${v}`, dir, TRANSCRIPT_CHECK_JSON) as unknown as TranscriptCheckJson;
    out.set(name, { dir, json });
  }
  return out;
}

/** The first field where `given` differs from `scored`'s input, or null when it is that input's check. */
function mismatch(given: TranscriptCheckJson, s: ScoredSystem): string | null {
  const u = s.scored.unified;
  if (given.unified_definitions !== u.definitions)
    return `its definitions are ${given.unified_definitions}, the input's ${u.definitions}`;
  for (const [key, value] of Object.entries(u.inputs))
    if (JSON.stringify(given.inputs?.[key]) !== JSON.stringify(value)) return `its input hash ${key} differs`;
  for (const [key, value] of Object.entries(u.vad)) {
    const g = (given.vad as Record<string, unknown> | undefined)?.[key];
    if (JSON.stringify(g) !== JSON.stringify(value))
      return `its VAD setting ${key} is ${JSON.stringify(g)}, the table's ${JSON.stringify(value)}`;
  }
  return null;
}

/** Each scored system with its check: the given one (checked against the input) or one run now. */
export function checkedSystems(
  systems: readonly ScoredSystem[],
  given: ReadonlyMap<string, GivenCheck>,
): CheckedSystem[] {
  return systems.map((s) => {
    const g = given.get(s.name);
    if (g === undefined)
      return { ...s, check: checkLoadedInput(s.scored.input as LoadedInput, DEFAULT_VAD_SETTINGS).json };
    const why = mismatch(g.json, s);
    if (why !== null)
      throw new UsageError(
        `--check ${s.name}=${g.dir}: not the check of input ${s.name} (${why}); ` +
          `run check-transcripts on that input with the default VAD settings`,
      );
    return { ...s, check: g.json };
  });
}
