/**
 * Shared by the benchmarks: run the CLI in a fresh child process (the bench script itself in
 * `--child` mode) and print its time in the command, its wall time with process start, and its
 * peak RSS (worker threads included: they share the process).
 */
import { spawnSync } from "node:child_process";

/** Child mode: run the CLI in this process and report time and peak RSS as a JSON line on stderr. */
export async function runChild(args: string[]): Promise<void> {
  const { main } = await import("../src/cli/main.js");
  const t0 = process.hrtime.bigint();
  const code = await main(args);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  process.stderr.write(`${JSON.stringify({ code, seconds, maxRssMB: process.resourceUsage().maxRSS / 1024 })}\n`);
  process.exitCode = code;
}

/** What a child run reports: time in the command, wall time with process start, peak RSS. */
export interface ChildStats {
  seconds: number;
  wall: number;
  maxRssMB: number;
}

/** Run `script --child ...args` in a fresh process and return its figures; throws when it fails. */
export function timedChild(script: string, label: string, args: string[], env: NodeJS.ProcessEnv): ChildStats {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [script, "--child", ...args], { env, encoding: "utf8", maxBuffer: 1 << 28 });
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  const line = r.stderr.trim().split("\n").pop() ?? "";
  let stats: { code: number; seconds: number; maxRssMB: number };
  try {
    stats = JSON.parse(line);
  } catch {
    throw new Error(`${label}: the command failed:\n${r.stderr}`);
  }
  if (stats.code !== 0) throw new Error(`${label}: exit ${stats.code}\n${r.stderr}`);
  return { seconds: stats.seconds, wall, maxRssMB: stats.maxRssMB };
}

/** One line of a child run's figures. */
export const formatStats = (s: ChildStats): string =>
  `${s.seconds.toFixed(2)} s in the command, ${s.wall.toFixed(2)} s with process start, peak RSS ${s.maxRssMB.toFixed(0)} MB`;

/** Run `script --child ...args` in a fresh process and print one line of figures. */
export function timedRun(script: string, label: string, args: string[], env: NodeJS.ProcessEnv, width = 30): void {
  console.log(`${label.padEnd(width)} ${formatStats(timedChild(script, label, args, env))}`);
}
