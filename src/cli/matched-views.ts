/**
 * The v1.5 branches of `compare` and `table`, on inputs already loaded (the v1.5 folder loader
 * gives each a `LoadedMatchedInput` and its hashes of input.wav, clean_input.wav and
 * metadata.json per sample id): check one dataset by those hashes, score every input at the VAD
 * setting and yield margin of the flags, and return the text the command prints or writes
 * (`compare`: the console table, or with `--json` the comparison object; `table`: Markdown,
 * LaTeX, CSV or JSON). The commands call these when their inputs are v1.5 folders.
 */
import { compareMatched, matchedComparisonText } from "../compare/matched.js";
import { checkSameDataset, type AnnotationHashes } from "../compare/same-dataset.js";
import { matchedComparisonTable } from "../console/matched-compare.js";
import { buildMatchedLeaderboard } from "../leaderboard/matched-build.js";
import { matchedLeaderboardCsv } from "../leaderboard/matched-csv.js";
import { matchedLeaderboardLatex } from "../leaderboard/matched-latex.js";
import { matchedLeaderboardMarkdown } from "../leaderboard/matched-markdown.js";
import { parseMatchedMetricChoice } from "../leaderboard/matched-select.js";
import { leaderboardJson } from "../leaderboard/types.js";
import type { MatchedSubset } from "../matched/constants.js";
import { scoreMatched, type LoadedMatchedInput } from "../matched/score.js";
import type { VadSettings } from "../vad/settings.js";

export interface LoadedMatchedSystem {
  name: string;
  input: LoadedMatchedInput;
  /** Per sample id, the sha256 of input.wav, clean_input.wav and metadata.json (the loader's). */
  hashes: AnnotationHashes;
}

export interface MatchedViewSettings {
  vad: VadSettings;
  yieldMargin: number;
  subsets?: readonly MatchedSubset[] | null;
}

/** `compare` of two v1.5 folders: the comparison's JSON text (for `--json` and `--out`) and its console table. */
export function matchedCompareOutput(
  a: LoadedMatchedSystem,
  b: LoadedMatchedSystem,
  settings: MatchedViewSettings,
): { json: string; table: string } {
  const names = [a.name, b.name] as const;
  const c = compareMatched(
    scoreMatched(a.input, settings.vad, settings.yieldMargin),
    scoreMatched(b.input, settings.vad, settings.yieldMargin),
    {
      names,
      annotations: [a.hashes, b.hashes],
      noun: "folders",
      subsets: settings.subsets ?? null,
    },
  );
  return { json: matchedComparisonText(c), table: matchedComparisonTable(c) };
}

export interface MatchedTableOptions extends MatchedViewSettings {
  format: "markdown" | "latex" | "csv" | "json";
  /** The raw `--metrics` value (headline, all, or names of the matched registry). */
  metrics?: string;
  baseline?: string | null;
  caption?: string;
  label?: string;
}

/** `table` of several v1.5 folders of one dataset (the first's hashes against every other's). */
export function matchedTableOutput(systems: readonly LoadedMatchedSystem[], opts: MatchedTableOptions): string {
  const metrics = parseMatchedMetricChoice(opts.metrics, { kind: opts.format === "csv" ? "all" : "headline" });
  const first = systems[0];
  for (const s of systems.slice(1)) checkSameDataset(first!.hashes, s.hashes, [first!.name, s.name], "folders");
  const scored = systems.map((s) => ({ name: s.name, scored: scoreMatched(s.input, opts.vad, opts.yieldMargin) }));
  const board = buildMatchedLeaderboard(scored, {
    metrics,
    baseline: opts.baseline ?? null,
    subsets: opts.subsets ?? null,
  });
  if (opts.format === "csv") return matchedLeaderboardCsv(scored, metrics, board);
  if (opts.format === "latex") return matchedLeaderboardLatex(board, { caption: opts.caption, label: opts.label });
  if (opts.format === "json") return leaderboardJson(board);
  return matchedLeaderboardMarkdown(board);
}
