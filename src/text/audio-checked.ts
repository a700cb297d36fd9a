/**
 * The audio-checked leaderboard of `table --transcript-check` (pure): the word-based board's
 * columns of every metric the transcript can change (the registry's metrics that are not
 * `vadOnly`, the ones the transcript check re-computes), each cell read from that system's
 * transcript check (`audio_checked`), and each subset's coverage as the check's (samples checked
 * over samples selected). The check holds aggregates, no per-sample values to pair, so no
 * audio-checked value is marked best (the table's rule needs a paired test). A word-based best
 * (marked by the paired rule) whose system is not the best audio-checked by value while another
 * system is gets `moved: true`. Nothing recomputed.
 */
import { BASE_FLAT_COLUMNS } from "../metrics/kind.js";
import { flatOf } from "../metrics/kinds.js";
import { UNIFIED } from "../unified/family.js";
import { metricsFor, type Metric } from "../unified/registry.js";
import type { ScoredSubset } from "../input/tree/subsets.js";
import type { TranscriptCheckJson } from "../transcript-check/check.js";
import type { CsvValue } from "../csv.js";
import { columnCells, type ScoredSystem } from "./leaderboard.js";
import { keyCells } from "./csv.js";
import { chosen, type MetricChoice } from "./select.js";
import type { Leaderboard } from "./leaderboard-types.js";

/** One system and the transcript check of its input. */
export interface CheckedSystem extends ScoredSystem {
  check: TranscriptCheckJson;
}

/** The v1.0 metric of a column (none for a column of an attached block). */
const metricOf = (subset: string, name: string): Metric | undefined =>
  metricsFor(subset as ScoredSubset).find((m) => m.name === name);

/** Whether the transcript can change a metric (the check re-computes it). */
export const transcriptCanChange = (m: Metric | undefined): boolean => m !== undefined && !m.vadOnly;

/** The check's coverage of a subset: samples checked over samples selected (null with none selected). */
function checkedCoverage(s: CheckedSystem, subset: ScoredSubset): number | null {
  const selected = s.scored.unified.subsets[subset].counts.selected;
  const checked = s.check.subsets[subset]?.counts.checked ?? 0;
  return selected === 0 ? null : checked / selected;
}

/**
 * The audio-checked board of `board` (built from `systems`), and `board` marked where a best
 * moves (a copy; the cells of `board` are not changed).
 */
export function audioCheckedBoards(
  board: Leaderboard,
  systems: readonly CheckedSystem[],
): { word: Leaderboard; audio: Leaderboard } {
  const picked = board.columns.flatMap((c, k) => (transcriptCanChange(metricOf(c.subset, c.metric)) ? [k] : []));
  // Each column's cells by value (`best` the best by value alone, for the dagger), then shown unmarked.
  const byValue = picked.map((k) => {
    const c = board.columns[k]!;
    const results = systems.map((s) => s.check.subsets[c.subset as ScoredSubset]?.metrics[c.metric]?.audio_checked);
    return columnCells(UNIFIED, metricOf(c.subset, c.metric)!, results);
  });
  const cells = byValue.map((col) => col.map((c) => ({ ...c, best: false })));
  const rows = systems.map((s, r) => {
    const subsets = picked.map((k) => board.columns[k]!.subset as ScoredSubset);
    const coverage = Object.fromEntries(subsets.map((x) => [x, checkedCoverage(s, x)]));
    return { system: s.name, signature: board.rows[r]!.signature, coverage, cells: cells.map((col) => col[r]!) };
  });
  const word = { ...board, rows: board.rows.map((r) => ({ ...r, cells: r.cells.map((c) => ({ ...c })) })) };
  picked.forEach((k, j) => {
    if (!byValue[j]!.some((c) => c.best)) return;
    word.rows.forEach((row, r) => {
      if (row.cells[k]!.best && !byValue[j]![r]!.best) row.cells[k]!.moved = true;
    });
  });
  const audio: Leaderboard = {
    ...board,
    baseline: null,
    family: null,
    columns: picked.map((k) => board.columns[k]!),
    rows,
    differences: [],
  };
  return { word, audio };
}

/** Whether some best of the word-based board moves. */
export const someMoved = (word: Leaderboard): boolean => word.rows.some((r) => r.cells.some((c) => c.moved));

/**
 * The tidy rows of the audio-checked values (the columns of `tidyRows` without a baseline's),
 * one per system × subset × chosen metric the transcript can change that the check holds.
 */
export function audioCheckedTidyRows(
  board: Leaderboard,
  systems: readonly CheckedSystem[],
  choice: MetricChoice,
): Exclude<CsvValue, undefined>[][] {
  const rows: Exclude<CsvValue, undefined>[][] = [];
  for (const s of systems) {
    for (const subset of board.subsets as ScoredSubset[]) {
      const sc = s.check.subsets[subset];
      if (!sc) continue;
      for (const m of metricsFor(subset).filter((x) => chosen(x, choice) && transcriptCanChange(x))) {
        const r = sc.metrics[m.name];
        if (!r) continue;
        const flat = flatOf(UNIFIED, m, r.audio_checked);
        const head = keyCells(s.name, subset, m.name, m);
        rows.push([...head, ...BASE_FLAT_COLUMNS.map((c) => flat[c]!), checkedCoverage(s, subset)]);
      }
    }
  }
  return rows;
}

/** The notes of the audio-checked table: what it holds, and the samples the check could not run on. */
export function audioCheckedNotes(board: Leaderboard, systems: readonly CheckedSystem[]): string[] {
  const c = systems[0]!.check;
  const notes = [
    `Audio-checked values: every metric of the table the transcript can change, as the transcript check ` +
      `(${c.definitions}, L = ${c.lead_s} s) recomputes it from the audio-checked transcripts, over the samples ` +
      "it could check; coverage is checked over selected samples. The metrics that rest on the VAD alone " +
      "are identical by construction and not repeated. No audio-checked value is marked best: the check " +
      "holds no per-sample values to pair, so no paired test can support a mark.",
  ];
  const missing: string[] = [];
  for (const s of systems)
    for (const subset of board.subsets as ScoredSubset[]) {
      const n = s.check.subsets[subset]?.counts.not_checked ?? 0;
      if (n > 0) missing.push(`${s.name} ${subset} ${n}`);
    }
  if (missing.length > 0) notes.push(`Not checked (no output audio), samples: ${missing.join("; ")}.`);
  return notes;
}

/** The legend of the dagger on a word-based best. */
export const MOVED_LEGEND =
  "†: the best of this column word-based is not the best audio-checked by value; another system's value is best there.";
