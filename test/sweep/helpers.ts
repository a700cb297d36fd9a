/**
 * Test helper: a small interruption tree whose VAD outcome depends on the minimum silence, with
 * the fake analyzer of test/helpers/tree.ts (speech probability 0.9 in loud 512-sample windows,
 * 0.05 elsewhere, so every threshold from 0.3 to 0.7 sees the same speech).
 *
 * Loud windows, derived by hand (window i covers samples [512 i, 512 i + 512)):
 * - a: loud 1.0–2.0 s and 2.3–4.0 s: windows 31–62 and 71–124; the 8 silent windows between them
 *   (4096 samples, 256 ms) split the speech at min silence 50, 100 and 200 ms (a split needs
 *   1600 / 3200 samples of silence measured from the first silent window 32256) but not at
 *   500 ms. Segments: [15872, 32256] + [36352, 64000] = [0.992, 2.016] + [2.272, 4.0] s, or one
 *   [0.992, 4.0]. S = 2.1, R = 3.0.
 * - b: loud 1.0–2.5 s: windows 31–78, one segment [15872, 40448] = [0.992, 2.528] at every
 *   setting; S = 2.0, R = 3.0, a word at 3.5 (response, latency 0.5, stop 0.528).
 * - c: loud 1.0–2.0 s and 2.3–2.6 s: windows 31–62 and 71–81: [0.992, 2.016] + [2.272, 2.624],
 *   or one [0.992, 2.624] at 500 ms; S = 1.5, R = 3.0, no words (no_response).
 * - d: ineligible.
 */
import { buildTree, encodeWav, loudSpans, type SampleSpec } from "../helpers/tree.js";

const T = 6;

export function sweepTreeSpecs(): SampleSpec[] {
  const ui = "synthetic_user_interruption" as const;
  const samples = T * 16000;
  return [
    {
      subset: ui,
      name: "a",
      samples,
      annotation: [{ timestamp: [2.1, 3.0] }],
      wav: encodeWav(
        loudSpans(T, [
          [1.0, 2.0],
          [2.3, 4.0],
        ]),
      ),
      words: [],
    },
    {
      subset: ui,
      name: "b",
      samples,
      annotation: [{ timestamp: [2.0, 3.0] }],
      wav: encodeWav(loudSpans(T, [[1.0, 2.5]])),
      words: [[3.5, 3.8]],
    },
    {
      subset: ui,
      name: "c",
      samples,
      annotation: [{ timestamp: [1.5, 3.0] }],
      wav: encodeWav(
        loudSpans(T, [
          [1.0, 2.0],
          [2.3, 2.6],
        ]),
      ),
      words: [],
    },
    { subset: ui, name: "d", eligible: false, reasons: ["input pacing deviation 0.1 exceeds 0.08s"] },
  ];
}

export function buildSweepTree(): string {
  return buildTree(sweepTreeSpecs());
}
