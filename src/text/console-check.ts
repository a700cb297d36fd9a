/**
 * The console view of a transcript check: per subset what was checked and found, a table of
 * each metric the transcript can change (word-based value, audio-checked value, flips), the
 * metrics identical by construction named once, the samples the check could not run on, the
 * samples whose row changes with their fields (capped with a count), and every sample with a
 * finding with its words and spans (capped at `FINDINGS_CAP` unless `all`). A plain folder's
 * converted, padded or cropped outputs are said under the header; a subset with no selected
 * sample is left out with the one line `score` prints. It reads the check's JSON and lines (cell
 * text from src/transcript-check/cells.ts and findings.ts); it computes nothing.
 */
import { metricsFor } from "../unified/registry.js";
import { fixed3 } from "../metrics/format.js";
import { changeText, flipsText, valueText } from "../transcript-check/cells.js";
import type { CheckSampleLine, SubsetCheck, TranscriptCheckJson } from "../transcript-check/check.js";
import { findingsLineText, hasFindings } from "../transcript-check/findings.js";
import { VAD_SETTINGS } from "../vad/settings.js";
import { convertedFromOf, convertedSummary } from "../audio/converted.js";
import { emptySubsetsLine } from "../metrics/subset-choice.js";
import { SCORED_SUBSETS } from "../input/tree/subsets.js";
import { paddingSummary } from "../transcript-check/padding.js";
import { columns } from "./columns.js";

/** At most this many sample ids (unchecked or changed) per subset; the rest are counted. */
export const CONSOLE_SAMPLE_CAP = 10;

/** At most this many samples with findings per subset, unless every one is asked for (`--all`). */
export const FINDINGS_CAP = 20;

/** The first `cap` items, indented under their heading line, and a count of the rest. */
function capped(items: string[], cap = CONSOLE_SAMPLE_CAP, more = ""): string[] {
  const out = items.slice(0, cap).map((x) => `    ${x}`);
  if (items.length > cap) out.push(`    ... and ${items.length - cap} more${more}`);
  return out;
}

/** Each metric of a checked subset the transcript can change: its name, word-based and audio-checked values, flips. */
export function checkMetricRows(subset: string, s: SubsetCheck): string[][] {
  return metricsFor(subset).flatMap((m) => {
    const r = s.metrics[m.name];
    return r ? [[m.name, valueText(m, r.transcript), valueText(m, r.audio_checked), flipsText(r.flips)]] : [];
  });
}

export function checkConsoleReport(
  j: TranscriptCheckJson,
  lines: readonly CheckSampleLine[],
  opts: { all?: boolean } = {},
): string {
  const out: string[] = [];
  out.push(
    `fdb-unified ${j.tool.version} · ${j.definitions} (rows by ${j.unified_definitions}) · ` +
      `silero-vad v6.2 (${VAD_SETTINGS.map((v) => j.vad[v.json]).join("/")}, heard test min ` +
      `speech ${j.vad.heard_test_min_speech_duration_ms} ms) · lead L ${j.lead_s} s · ${j.vad.runtime}`,
  );
  const converted = convertedSummary(convertedFromOf(j.inputs) ?? {});
  if (converted !== null) out.push(`input: ${converted} (inputs.converted_from)`);
  const padded = paddingSummary(j.inputs);
  if (padded !== null) out.push(`input: ${padded}`);
  for (const [subset, s] of Object.entries(j.subsets)) {
    const c = s.counts;
    out.push("");
    out.push(
      `${subset} (${s.task}): checked ${c.checked} of ${c.eligible} · words ${c.words}, unheard ` +
        `${c.unheard_words} · segments ${c.segments}, untranscribed ${c.untranscribed_segments} ` +
        `(${fixed3(c.untranscribed_s)} s) · untranscribed leads ${c.untranscribed_leads} ` +
        `(${fixed3(c.untranscribed_lead_s)} s) · words after the audio's end ${c.after_audio_end_words} · ` +
        `samples changed ${c.changed_samples}`,
    );
    const ofSubset = lines.filter((l) => l.subset === subset);
    for (const [reason, n] of Object.entries(c.not_checked_reasons)) {
      out.push(`  not checked: ${n} × ${reason}`);
      out.push(...capped(ofSubset.filter((l) => l.reason === reason).map((l) => l.sample_id)));
    }
    const rows = checkMetricRows(subset, s);
    if (rows.length > 0) out.push(...columns([["metric", "word-based", "audio-checked", "flips"], ...rows]));
    if (s.identical_by_construction.length > 0)
      out.push(`  identical by construction (VAD only): ${s.identical_by_construction.join(", ")}`);
    const changed = ofSubset.filter((l) => Object.keys(l.changes).length > 0);
    const changes = (l: CheckSampleLine) => Object.entries(l.changes).map(([k, v]) => changeText(k, v));
    if (changed.length > 0) {
      out.push(`  samples whose row changes (${changed.length}):`);
      out.push(...capped(changed.map((l) => `${l.sample_id}: ${changes(l).join(", ")}`)));
    }
    const found = ofSubset.filter(hasFindings);
    if (found.length > 0) {
      out.push(`  samples with findings (${found.length}):`);
      const items = found.map((l) => `${l.sample_id}: ${findingsLineText(l)}`);
      out.push(...capped(items, opts.all ? found.length : FINDINGS_CAP, " (--all lists every one)"));
    }
  }
  const missing = SCORED_SUBSETS.filter((s) => j.subsets[s] === undefined);
  const empty = emptySubsetsLine(missing, 1);
  if (empty) out.push("", empty);
  return out.join("\n") + "\n";
}
