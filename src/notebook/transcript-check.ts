/**
 * The transcript check in a notebook (notebooks/07-transcript-check): the check of a loaded tree
 * or plain folder with the real VAD edge, as `fdb-unified check-transcripts` runs it, and one
 * sample's view with the findings marked and its players, for `tslab.display.html`. No check
 * logic here: it calls src/transcript-check/.
 */
import { checkLoadedInput, type TranscriptCheck } from "../transcript-check/check.js";
import { loadInput, type VadEngineOptions } from "../api/index.js";
import { checkedView } from "../view/transcript-check.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../vad/settings.js";
import { eligibleRows, type RowKind, type RowOf } from "./rows.js";
import { refuseV15 } from "./tree.js";
import { markedViewHtml, type SampleViewHtmlOptions } from "./view.js";

/**
 * The check of a loaded input (`dir` is the folder it was loaded from): its pause and turn-taking
 * outputs are those the load read, or, for a tree loaded without them, those of a second load of
 * `dir` that reads them (its interruption probabilities come from the cache by then); the same
 * check as `check-transcripts`, unpinned output hashes recorded.
 */
export async function transcriptCheckWithVad(
  dir: string,
  tree: LoadedInput,
  settings: VadSettings = DEFAULT_VAD_SETTINGS,
  opts: VadEngineOptions = {},
): Promise<TranscriptCheck> {
  refuseV15(dir);
  const outputs = tree.outputs ?? (await loadInput(dir, { checkOutputs: true, vad: opts })).outputs;
  return checkLoadedInput({ ...tree, outputs }, settings);
}

/** One sample's view with its unheard words and untranscribed segments marked, then its players. */
export function checkedSampleViewHtml(
  _dir: string,
  tree: LoadedInput,
  sampleId: string,
  opts: SampleViewHtmlOptions = {},
): Promise<string> {
  const settings = opts.settings ?? DEFAULT_VAD_SETTINGS;
  return markedViewHtml(
    tree,
    sampleId,
    opts,
    (v) => checkedView(v, settings, { width: opts.width, title: opts.title }).spec,
  );
}

/**
 * The audio-checked rows of one subset, typed as `eligibleRows` types the unified rows
 * (`InterruptionRow[]` for `"synthetic_user_interruption"`, ...): the rows the check scored from
 * the audio-checked transcripts, in sample-id order. `wordBasedRows` gives the other column's.
 */
export function audioCheckedRows<K extends RowKind>(check: TranscriptCheck, kind: K): RowOf<K>[] {
  return eligibleRows([...check.checkedRows.values()], kind);
}

/** The word-based rows of one subset over the same checked samples, typed like `audioCheckedRows`. */
export function wordBasedRows<K extends RowKind>(check: TranscriptCheck, kind: K): RowOf<K>[] {
  return eligibleRows([...check.transcriptRows.values()], kind);
}
