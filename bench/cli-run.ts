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

/** Run `script --child ...args` in a fresh process and print one line of figures. */
export function timedRun(script: string, label: string, args: string[], env: NodeJS.ProcessEnv, width = 30): void {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [script, "--child", ...args], { env, encoding: "utf8" });
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  const line = r.stderr.trim().split("\n").pop() ?? "";
  let stats: { code: number; seconds: number; maxRssMB: number };
  try {
    stats = JSON.parse(line);
  } catch {
    throw new Error(`${label}: the command failed:\n${r.stderr}`);
  }
  if (stats.code !== 0) throw new Error(`${label}: exit ${stats.code}\n${r.stderr}`);
  console.log(`${label.padEnd(width)} ${stats.seconds.toFixed(2)} s in the command, ${wall.toFixed(2)} s with process start, peak RSS ${stats.maxRssMB.toFixed(0)} MB`);
}
