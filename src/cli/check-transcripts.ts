/**
 * `fdb-unified check-transcripts (--tree|--dataset DIR) --out DIR`: the transcript of every
 * pause, turn-taking and interruption sample against its output audio (docs/transcript-check.md).
 * Loads and checks the input as `score` does, with its pause and turn-taking outputs too (only
 * here; their problems are reported with every other before the VAD runs), and writes transcript-check.json and
 * transcript-check-samples.jsonl
 * atomically (the only files it writes), then prints the table. `--lead-s` sets L; an output
 * padded or cropped by more than 0.5 s is a warning on stderr naming the samples.
 */
import { LEAD_S } from "../api/options.js";
import { UsageError } from "../errors.js";
import { checkOutputFolder } from "../io/out-path.js";
import { checkLoadedInput } from "../transcript-check/check.js";
import { checkConsoleReport } from "../text/console-check.js";
import { writeTranscriptCheckFiles } from "../transcript-check/files.js";
import { DEFAULT_LEAD_S } from "../transcript-check/heard.js";
import { paddingWarning } from "../transcript-check/padding.js";
import { defineCommand, flag } from "./args.js";
import { loadSource, sourceFromFlags } from "./source.js";
import { v15TranscriptCheckInstead } from "../input/load.js";
import { checkedFlag, vadSettingsFromFlags } from "./vad-settings.js";

export const checkTranscriptsCommand = defineCommand("check-transcripts", async (p, usage) => {
  const src = sourceFromFlags(p, usage);
  const out = flag(p, "out");
  if (out === undefined) throw new UsageError(`--out: required (${usage})`);
  checkOutputFolder(out, "--out");
  const vad = vadSettingsFromFlags(p);
  const lead = flag(p, "lead-s");
  const lead_s = lead === undefined ? DEFAULT_LEAD_S : checkedFlag("lead-s", LEAD_S, lead);
  const loaded = await loadSource(src, p, { checkOutputs: true, v15: v15TranscriptCheckInstead(src.dir) });
  const check = checkLoadedInput(loaded, vad, lead_s);
  const warning = paddingWarning(src.name, check.json.inputs);
  if (warning !== null) process.stderr.write(`${warning}\n`);
  const text = writeTranscriptCheckFiles(check, out);
  if (p.switches.has("json")) process.stdout.write(text);
  else if (!p.switches.has("quiet"))
    process.stdout.write(checkConsoleReport(check.json, check.lines, { all: p.switches.has("all") }));
});
