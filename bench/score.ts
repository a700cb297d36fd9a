/**
 * `npm run bench`: the core scorer on a full v1.0-size synthetic tree (727 manifest rows, 200
 * interruption WAVs of about 25 s of real speech and silence), generated in a temporary folder.
 * Prints the cold (empty VAD cache) and warm (cached probabilities) scoring times of the CLI,
 * and the peak RSS of each run. Targets on 2 cores: cold ≤ 5 s, warm ≤ 1 s, RSS ≤ 500 MB.
 * Figures only: nothing here asserts a time.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateTree } from "../fixtures/generator/tree.js";

const here = dirname(fileURLToPath(import.meta.url));

/** Child mode: run the CLI in this process and report its wall time and peak RSS. */
async function child(args: string[]) {
  const { main } = await import("../src/cli/main.js");
  const t0 = process.hrtime.bigint();
  const code = await main(args);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  process.stderr.write(`${JSON.stringify({ code, seconds, maxRssMB: process.resourceUsage().maxRSS / 1024 })}\n`);
  process.exitCode = code;
}

function duSize(dir: string): number {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    total += e.isDirectory() ? duSize(p) : statSync(p).size;
  }
  return total;
}

function run(label: string, args: string[], env: NodeJS.ProcessEnv) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [join(here, "score.js"), "--child", ...args], { env, encoding: "utf8" });
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  const line = r.stderr.trim().split("\n").pop() ?? "";
  let stats: { code: number; seconds: number; maxRssMB: number };
  try {
    stats = JSON.parse(line);
  } catch {
    throw new Error(`${label}: the scorer failed:\n${r.stderr}`);
  }
  if (stats.code !== 0) throw new Error(`${label}: exit ${stats.code}\n${r.stderr}`);
  console.log(`${label.padEnd(28)} ${stats.seconds.toFixed(2)} s in the scorer, ${wall.toFixed(2)} s with process start, peak RSS ${stats.maxRssMB.toFixed(0)} MB`);
}

async function orchestrate() {
  const work = mkdtempSync(join(tmpdir(), "fdb-unified-bench-"));
  try {
    const tree = join(work, "tree");
    const t0 = Date.now();
    await generateTree(tree, { full: true });
    console.log(`generated the full synthetic tree in ${((Date.now() - t0) / 1000).toFixed(1)} s (${(duSize(tree) / 1e6).toFixed(0)} MB)`);
    const env = { ...process.env, FDB_UNIFIED_CACHE: join(work, "cache") };
    const args = ["score", "--tree", tree, "--out", join(work, "out"), "--quiet"];
    run("cold (empty VAD cache)", args, env);
    run("warm (cached probabilities)", args, env);
    run("warm again", args, env);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--child") await child(process.argv.slice(3));
else await orchestrate();
