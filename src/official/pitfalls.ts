/**
 * The four pitfalls of the official evaluator (docs/official-rules.md "The four pitfalls"), and
 * with a distribution file the four of its backchannel rule, each with a one-line explanation and
 * the counts one tree gives, ready for the console and the report. Views only format these lines;
 * the counts come from the result.
 */
import type { OfficialBackchannelJson } from "./backchannel.js";
import type { OfficialJson } from "./result.js";

export interface PitfallLine {
  title: string;
  explanation: string;
  /** One line per subset, e.g. "candor_turn_taking: 3 latencies clamped to 0". */
  counts: { subset: string; text: string }[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The backchannel rule's four pitfalls, each a count of the samples it scores. */
function backchannelLines(bc: OfficialBackchannelJson): PitfallLine[] {
  const p = bc.pitfalls;
  const of = (n: number) => `${n} of ${plural(bc.samples, "sample", "samples")}`;
  const line = (title: string, explanation: string, text: string): PitfallLine => ({
    title,
    explanation,
    counts: [{ subset: "icc_backchannel", text }],
  });
  return [
    line(
      "Take-over segments in the backchannel list",
      "Every segment up to 3 s is listed as a backchannel, also one the per-segment rule calls a take-over " +
        "(3 or more words, or 1 s or longer), so answers enter the frequency and the timing.",
      `${of(p.takeover_segments_listed)} list a take-over segment as a backchannel`,
    ),
    line(
      "Segments dropped after the early stop",
      "The loop stops at the first segment over 3 s, so one long answer drops every later segment of the " +
        "sample from the frequency and the timing.",
      `${of(p.segments_dropped_after_stop)} drop segments after a segment over 3 s`,
    ),
    line(
      "No backchannel scores 1",
      "A sample without backchannels scores a distance of 1, above the largest distance of any histogram " +
        "(√ln 2 ≈ 0.833), so the mean mixes the share of silent samples with the timing of the rest.",
      `${of(p.no_backchannel_scored_1)} scored 1 for having no backchannel`,
    ),
    line(
      "The time axis is stretched",
      "The ground truth is interpolated to the output's ⌊T/0.2⌋ + 1 windows; where that differs from the " +
        "list's length in the file, an onset at t is compared with the listeners at another time.",
      `${of(p.stretched_axis)} with an output grid that differs from the list's length`,
    ),
  ];
}

export function pitfallLines(j: OfficialJson): PitfallLine[] {
  const s = j.subsets;
  const tt = s.candor_turn_taking;
  const ui = s.synthetic_user_interruption;
  const pause = (["synthetic_pause_handling", "candor_pause_handling"] as const).map((name) => {
    const p = s[name].pitfalls;
    const c = p.cross;
    return {
      subset: name,
      text:
        `official take-over ${p.official_takeover}, word onset at or after the first pause ` +
        `${p.onset_after_first_pause} (of ${s[name].samples}); both ${c.both}, official only ` +
        `${c.official_only}, unified only ${c.unified_only}, neither ${c.neither}`,
    };
  });
  return [
    {
      title: "Negative latency clamp",
      explanation:
        "A reply that starts before the reference time has a negative latency, which the official " +
        "scripts store as 0, the best possible latency.",
      counts: (["candor_turn_taking", "synthetic_user_interruption"] as const).map((subset) => ({
        subset,
        text: `${plural(s[subset].pitfalls.clamped_latencies, "latency", "latencies")} clamped to 0`,
      })),
    },
    {
      title: "Pause take-over ignores pause.json",
      explanation:
        "The official take-over counts any transcript except one under 1 s with at most 3 words, " +
        "before or after the pauses; the unified rule counts a word onset at or after the first " +
        "pause.",
      counts: pause,
    },
    {
      title: "Non-responders leave the latency mean",
      explanation:
        "The official latency is averaged over take-over samples only, so a sample without a take-over does not count against it.",
      counts: [
        {
          subset: "candor_turn_taking",
          text: `${tt.pitfalls.non_responders_dropped} of ${tt.samples} samples dropped from the latency mean (no official take-over)`,
        },
      ],
    },
    {
      title: "Interruption scored whether or not the model was speaking",
      explanation:
        "A not_exercised sample (no detected speech at the interruption onset S) whose reply the " +
        "official rule counts as a take-over enters the official take-over rate, latency and " +
        "rating.",
      counts: [
        {
          subset: "synthetic_user_interruption",
          text: `${plural(ui.pitfalls.not_exercised_in_tor, "not_exercised sample", "not_exercised samples")} counted as a take-over`,
        },
      ],
    },
    ...(s.icc_backchannel ? backchannelLines(s.icc_backchannel) : []),
  ];
}
