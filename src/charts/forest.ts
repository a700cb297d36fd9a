/**
 * A forest plot of one metric across systems: one row per system (in the table's order), the
 * value as a dot on its 95% interval; a latency end that is not reached is a dashed line to the
 * axis end and a median that is not reached an open circle there. The baseline is drawn in the
 * accent colour and labelled "(baseline)"; a best value is a filled diamond. Shares and pooled
 * ratios sit on a fixed [0, 1] axis, latencies in seconds. Built from a leaderboard (src/leaderboard),
 * so the chart never computes a number of its own.
 */
import { betterLabel } from "../unified/registry.js";
import type { Leaderboard } from "../text/leaderboard-types.js";
import { chart, pieceLayer, valueX } from "./layers.js";
import { axisEnd, COLORS, type ChartSpec } from "./spec.js";

interface ForestRow {
  system: string;
  role: "baseline" | "system";
  piece: "interval" | "open" | "value" | "unreached" | "best";
  x: number;
  x2?: number;
}

function label(system: string, baseline: string | null): string {
  return system === baseline ? `${system} (baseline)` : system;
}

function axisMaxOf(board: Leaderboard, k: number): number {
  const ends = board.rows.flatMap((r) => [r.cells[k]!.value, r.cells[k]!.lo, r.cells[k]!.hi]);
  return axisEnd(1, ends);
}

/** The rows of the forest plot of column `k` of the leaderboard. */
function forestRows(board: Leaderboard, k: number): ForestRow[] {
  const col = board.columns[k]!;
  const latency = col.kind === "latency";
  const axisMax = latency ? axisMaxOf(board, k) : 1;
  const out: ForestRow[] = [];
  for (const r of board.rows) {
    const c = r.cells[k]!;
    const system = label(r.system, board.baseline);
    const role = r.system === board.baseline ? "baseline" : "system";
    if (c.text === "n/a") continue; // no sample
    if (c.lo !== null || c.hi !== null || (latency && c.not_reached)) {
      const lo = c.lo ?? (latency ? axisMax : 0);
      if (c.hi === null && latency) out.push({ system, role, piece: "open", x: lo, x2: axisMax });
      else if (c.hi !== null) out.push({ system, role, piece: "interval", x: lo, x2: c.hi });
    }
    if (c.value === null) {
      if (latency) out.push({ system, role, piece: "unreached", x: axisMax });
    } else out.push({ system, role, piece: c.best ? "best" : "value", x: c.value });
  }
  return out;
}

/** Whether column `k` has any system with something to draw. */
export function forestHasData(board: Leaderboard, k: number): boolean {
  return forestRows(board, k).length > 0;
}

/** The forest plot of column `k` (a vega-lite spec). */
export function forestChart(board: Leaderboard, k: number, opts: { title?: string; width?: number } = {}): ChartSpec {
  const col = board.columns[k]!;
  const latency = col.kind === "latency";
  const axisMax = latency ? axisMaxOf(board, k) : 1;
  const grid = { grid: true, gridColor: "#eeeeee" };
  const order = board.rows.map((r) => label(r.system, board.baseline));
  const color = {
    field: "role",
    type: "nominal" as const,
    scale: { domain: ["baseline", "system"], range: [COLORS.accent, COLORS.main] },
    legend: null,
  };
  return chart({
    title: { text: opts.title ?? `${col.metric}`, subtitle: [`${col.subset} · better: ${betterLabel(col)}`] },
    width: opts.width ?? 240,
    height: { step: 18 },
    data: { values: forestRows(board, k) },
    encoding: {
      y: {
        field: "system",
        type: "nominal",
        sort: order,
        scale: { domain: order },
        axis: { title: null, labelLimit: 140 },
      },
      x: valueX({ domain: [0, axisMax], nice: false, zero: true }, latency ? "seconds" : null, latency, grid),
      color,
    },
    layer: [
      pieceLayer("interval", { type: "rule", strokeWidth: 2.5 }, { x2: { field: "x2" } }),
      pieceLayer("open", { type: "rule", strokeWidth: 2, strokeDash: [3, 2] }, { x2: { field: "x2" } }),
      pieceLayer("value", { type: "point", filled: true, size: 50, opacity: 1 }),
      pieceLayer("best", { type: "point", shape: "diamond", filled: true, size: 90, opacity: 1 }),
      pieceLayer("unreached", { type: "point", filled: false, size: 50, opacity: 1, strokeWidth: 1.5 }),
    ],
  });
}
