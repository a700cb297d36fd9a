/**
 * The sample view's legend: every lane and mark of the view explained once, in words that do not
 * depend on colour (each mark also differs by shape or label), and with the transcript check's
 * marks when the view draws them. The report prints it once, where its first sample view is; the
 * docs say the same.
 */

const LANES =
  "Lanes from the top: the user (annotation, and the input.wav waveform in a plain folder), " +
  "the model's output.wav waveform (a min/max envelope), the Silero speech probability per " +
  "32 ms window with the onset threshold (solid line) and the offset threshold (dashed line) " +
  "and the segments they give (shaded), and the words: each a grey span with its text and a " +
  "tick at its onset. A tick with a triangle (▼, red) is the onset the rule turns on: an " +
  "intrusion for a pause sample, an early start for a turn-taking sample. Dashed vertical rules " +
  "are the annotation's times (the first pause start, E, S and R); the subtitle repeats the row. " +
  "A reference tree keeps output.wav for interruption samples only, so there the pause and " +
  "turn-taking views have no audio lanes.";

const CHECK_MARKS =
  'Transcript check marks on the word lane: a dashed box labelled "unheard" is a word with no ' +
  'speech under it (the VAD heard nothing there); a shaded span labelled "no word" is an ' +
  "untranscribed segment (speech with no heard word).";

/** The legend, with the transcript check's marks when the report or view draws them. */
export function sampleViewLegend(check: boolean): string {
  return check ? `${LANES} ${CHECK_MARKS}` : LANES;
}
