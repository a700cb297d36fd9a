/**
 * How many cores other work keeps busy right now: the machine's busy CPU time less this
 * process's own, per wall time, over a window that starts when the run starts (`markRunStart`,
 * called first thing by the command line) or else when this module loads. Unlike the load
 * average, it leaves out this process and whatever ran before it (an earlier run's load lingers
 * in the one-minute average for minutes). Used to choose how many VAD workers to start.
 */
import { cpus } from "node:os";

/** The machine's busy CPU time and this process's, at one moment. */
export interface CpuReading {
  wallMs: number;
  /** CPU time (ms) all cores spent busy since boot (user, nice, system, irq). */
  busyMs: number;
  /** CPU time (ms) this process used. */
  ownMs: number;
}

function cpuReading(): CpuReading {
  let busyMs = 0;
  for (const c of cpus()) busyMs += c.times.user + c.times.nice + c.times.sys + c.times.irq;
  const own = process.cpuUsage();
  return { wallMs: performance.now(), busyMs, ownMs: (own.user + own.system) / 1000 };
}

/** Shortest window (ms) over which `otherLoad` tells anything (the kernel counts CPU time in 10 ms ticks). */
export const MIN_WINDOW_MS = 80;

let start = cpuReading();

/** Start the window now (the command line calls this before it loads a command). */
export function markRunStart(): void {
  start = cpuReading();
}

/**
 * Cores other work kept busy between `from` (default: the run's start) and `to`: the machine's
 * busy CPU time less this process's, per wall time, at least 0; null when the window is shorter
 * than MIN_WINDOW_MS.
 */
export function otherLoad(from: CpuReading = start, to: CpuReading = cpuReading()): number | null {
  const wall = to.wallMs - from.wallMs;
  if (wall < MIN_WINDOW_MS) return null;
  return Math.max(0, (to.busyMs - from.busyMs - (to.ownMs - from.ownMs)) / wall);
}
