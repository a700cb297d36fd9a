/**
 * What the command line says of a load's conversions (tree/conversions.ts), once, on stderr: one note
 * naming, per kind of file, what was done (decoded from an encoding, mixed from N channels,
 * resampled from R Hz, padded or cropped by X s), and one warning for the outputs that hold no
 * samples, scored as silence. Pure: it reads the records only.
 */
import { FILE_ORDER, nativeSteps } from "../audio/converted.js";
import { VAD_RATE } from "../audio/rates.js";
import { fromMicros, samplesToMicros } from "../time.js";
import { type FileConversion, INPUT_FILES } from "./tree/conversions.js";

/** Seconds of `n` 16 kHz samples, on the microsecond grid. */
const seconds = (n: number): number => fromMicros(samplesToMicros(Math.abs(n), VAD_RATE));

/** What was done to a file, in the order it was done, without the seconds padded or cropped. */
function steps(c: FileConversion): string[] {
  const out = nativeSteps(c.native);
  if (c.fit > 0) out.push("padded");
  if (c.fit < 0) out.push("cropped");
  return out;
}

/** "2 output.wav resampled from 24000 Hz, padded by up to 0.5 s" for a group of like files. */
function groupText(file: string, done: readonly string[], group: readonly FileConversion[]): string {
  const amounts = group.map((c) => seconds(c.fit));
  const most = Math.max(...amounts);
  const by = amounts.every((s) => s === most) ? `by ${most} s` : `by up to ${most} s`;
  const words = done.map((d) => (d === "padded" || d === "cropped" ? `${d} ${by}` : d));
  return `${group.length} ${file} ${words.join(", ")}`;
}

/**
 * The note of a load's conversions, or null when every file was used as it is: how many files, and
 * per kind of file and kind of change what was done, e.g. "note: v15: 6 WAV files converted to
 * 16 kHz mono: 2 output.wav padded by up to 0.05 s; 1 output.wav cropped by 0.2 s; ...".
 */
export function conversionNote(name: string, conversions: readonly FileConversion[]): string | null {
  if (conversions.length === 0) return null;
  const groups = new Map<string, { file: string; done: string[]; items: FileConversion[] }>();
  for (const c of conversions) {
    const done = steps(c);
    const key = JSON.stringify([c.file, done]);
    const g = groups.get(key);
    if (g) g.items.push(c);
    else groups.set(key, { file: c.file, done, items: [c] });
  }
  const rank = (f: string) => (FILE_ORDER.includes(f) ? FILE_ORDER.indexOf(f) : FILE_ORDER.length);
  const texts = [...groups.values()]
    .sort((a, b) => rank(a.file) - rank(b.file) || b.items.length - a.items.length)
    .map((g) => groupText(g.file, g.done, g.items));
  const n = conversions.length;
  const outputs = conversions.filter((c) => !INPUT_FILES.includes(c.file));
  const changed = outputs.filter((c) => c.changed).length;
  const exact =
    outputs.length === 0
      ? ""
      : changed > 0
        ? `; the segments of the ${changed} output${changed === 1 ? "" : "s"} changed may differ slightly from the Python path's`
        : "; the outputs were only decoded, so their segments are the Python path's";
  const inputs = outputs.length < n ? "; inputs_identical compares the inputs as converted" : "";
  return (
    `${name}: ${n} WAV file${n === 1 ? "" : "s"} converted to 16 kHz mono: ${texts.join("; ")} ` +
    `(recorded in unified.json's inputs)${exact}${inputs} (docs/plain-dataset.md)`
  );
}

/** The warning naming the outputs that hold no samples (a header and an empty data chunk), scored as silence; or null. */
export function emptyOutputsWarning(name: string, conversions: readonly FileConversion[]): string | null {
  const empty = conversions.filter((c) => !INPUT_FILES.includes(c.file) && c.native.frames === 0);
  if (empty.length === 0) return null;
  const what = "(a WAV header with an empty data chunk)";
  const again = "if the model spoke, record the output again";
  if (empty.length === 1) {
    const c = empty[0]!;
    return `warning: ${name}: ${c.sampleId}: ${c.file} holds no samples ${what}; scored as silence; ${again}`;
  }
  const ids = empty.map((c) => `${c.sampleId}/${c.file}`);
  const shown = ids.slice(0, 5).join(", ") + (ids.length > 5 ? ", ..." : "");
  return `warning: ${name}: ${empty.length} outputs hold no samples ${what}: ${shown}; scored as silence; ${again}`;
}
