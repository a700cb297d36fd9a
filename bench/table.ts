/**
 * `npm run bench:table`: `fdb-unified table` on ten different full-size synthetic systems of one
 * dataset (the full tree's dataset, outputs from ten generator seeds, so no two share
 * interruption audio), with warm VAD caches. Prints the time of each warm single `score`, their
 * sum, the time of the ten-system table in one process and its ratio to that sum, and peak RSS
 * of every run. Targets on 2 cores: the table ≤ 1.5 × the sum of the ten single scores measured
 * in the same run, peak RSS ≤ 1 GB. Figures only: nothing here asserts a time. The trees (about
 * 1.5 GB together) and the cache live in one temporary folder, removed at the end.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateTree } from "../fixtures/generator/tree.js";
import { formatStats, runChild, timedChild, type ChildStats } from "./cli-run.js";

const here = dirname(fileURLToPath(import.meta.url));
const SYSTEMS = 10;

/** Run the CLI in a fresh child process; its time in the command, wall time and peak RSS. */
const timed = (args: string[], env: NodeJS.ProcessEnv): ChildStats =>
  timedChild(join(here, "table.js"), args[0] ?? "table", args, env);

async function orchestrate() {
  const work = mkdtempSync(join(tmpdir(), "fdb-unified-bench-table-"));
  try {
    const trees = Array.from({ length: SYSTEMS }, (_, i) => ({ name: `sys${i + 1}`, dir: join(work, `sys${i + 1}`) }));
    const t0 = Date.now();
    trees.forEach((t, i) => {
      generateTree(t.dir, { full: true, seed: 1, systemSeed: i + 1 });
    });
    console.log(
      `generated ${SYSTEMS} full-size systems of one dataset (system seeds 1..${SYSTEMS}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    const env = { ...process.env, FDB_UNIFIED_CACHE: join(work, "cache") };
    const score = (t: { dir: string }, k: number) => [
      "score",
      "--tree",
      t.dir,
      "--out",
      join(work, `out-${k}`),
      "--quiet",
    ];
    // Fill the VAD cache (cold runs, not measured against the target).
    const cold = trees.map((t, k) => timed(score(t, k), env));
    console.log(`cold scores (filling the cache): ${cold.reduce((a, s) => a + s.seconds, 0).toFixed(1)} s in all`);
    const warm = trees.map((t, k) => {
      const s = timed(score(t, k), env);
      console.log(`warm score ${t.name.padEnd(6)} ${formatStats(s)}`);
      return s;
    });
    const sum = warm.reduce((a, s) => a + s.seconds, 0);
    const sumWall = warm.reduce((a, s) => a + s.wall, 0);
    const tableArgs = [
      "table",
      ...trees.flatMap((t) => ["--tree", `${t.name}=${t.dir}`]),
      "--format",
      "csv",
      "--baseline",
      "sys1",
      "--out",
      join(work, "table.csv"),
    ];
    const table = timed(tableArgs, env);
    console.log(`table of ${SYSTEMS} (--baseline)  ${formatStats(table)}`);
    console.log(
      `sum of ${SYSTEMS} warm single scores: ${sum.toFixed(2)} s in the command (${sumWall.toFixed(2)} s with process starts); ` +
        `table / sum = ${(table.seconds / sum).toFixed(2)} in the command, ${(table.wall / sumWall).toFixed(2)} with process starts (target ≤ 1.5)`,
    );
    console.log(
      `peak RSS: table ${table.maxRssMB.toFixed(0)} MB, largest single score ${Math.max(...warm.map((s) => s.maxRssMB)).toFixed(0)} MB (target ≤ 1024 MB)`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--child") await runChild(process.argv.slice(3));
else await orchestrate();
