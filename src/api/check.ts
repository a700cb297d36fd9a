/**
 * `checkTranscripts` and `writeTranscriptCheck`: the transcript of every pause, turn-taking and
 * interruption sample against its output audio (docs/transcript-check.md), as
 * `fdb-unified check-transcripts` computes and writes it.
 */
import { UsageError } from "../errors.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import { checkOutputFolder } from "../io/out-path.js";
import { checkLoadedInput, type TranscriptCheck } from "../transcript-check/check.js";
import { writeTranscriptCheckFiles } from "../transcript-check/files.js";
import { DEFAULT_LEAD_S } from "../transcript-check/heard.js";
import { LEAD_S, settingValue, vadSettingsOption } from "./options.js";
import type { ScoreOptions } from "./score.js";

/**
 * Check the transcripts of `input` against its audio at the VAD settings of `options` (the
 * defaults otherwise) and the lead L of `options.leadS` (seconds, the default of `--lead-s`
 * otherwise). The input must be loaded with its outputs: `loadInput(dir, { checkOutputs: true })`.
 *
 * @example
 * ```ts
 * import { checkTranscripts, loadInput } from "fdb-unified";
 * const input = await loadInput("fixtures/tree-audio", { checkOutputs: true });
 * const check = checkTranscripts(input);
 * console.log(check.json.subsets, check.lines.length);
 * ```
 */
export function checkTranscripts(input: LoadedInput, options: ScoreOptions & { leadS?: number } = {}): TranscriptCheck {
  if (input.outputs === undefined)
    throw new UsageError(
      "checkTranscripts input: loaded without its pause and turn-taking outputs; load it with loadInput(dir, { checkOutputs: true })",
    );
  const lead = settingValue("checkTranscripts options.leadS", LEAD_S, options.leadS ?? DEFAULT_LEAD_S);
  return checkLoadedInput(input, vadSettingsOption("checkTranscripts options.vad", options.vad), lead);
}

/**
 * Write `transcript-check.json` and `transcript-check-samples.jsonl` of `check` into `outDir`
 * atomically, the bytes of `fdb-unified check-transcripts --out outDir`.
 *
 * @example
 * ```ts
 * import { checkTranscripts, loadInput, writeTranscriptCheck } from "fdb-unified";
 * const input = await loadInput("fixtures/tree-audio", { checkOutputs: true });
 * writeTranscriptCheck(checkTranscripts(input), "out/check");
 * ```
 */
export function writeTranscriptCheck(check: Pick<TranscriptCheck, "json" | "lines">, outDir: string): void {
  checkOutputFolder(outDir, "writeTranscriptCheck outDir");
  writeTranscriptCheckFiles(check, outDir);
}
