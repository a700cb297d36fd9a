/**
 * `npm run bench:view`: what listening and looking cost.
 * - The median of 20 builds of one sample's view from cached probabilities (the fixture tree's
 *   interruption samples in turn: find the sample, take its row, read its audio and cached
 *   probabilities, build the spec), then the same with the SVG rendered.
 * - The whole `sweep` command on the full v1.0-size synthetic tree (fixtures/generator; 200
 *   interruption WAVs, default 20-setting grid, warm VAD cache) with and without
 *   `--per-sample FILE`: 5 runs of each, alternating, each in a fresh process; medians and their
 *   ratio (target: at most 1.25×).
 * Figures only: nothing here asserts a time.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateTree } from "../fixtures/generator/tree.js";
import { runChild } from "./cli-run.js";

const here = dirname(fileURLToPath(import.meta.url));
const REPO = join(here, "..", "..");
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const since = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e9;

async function viewBuilds(cacheDir: string): Promise<void> {
  const { loadTree } = await import("../src/input/tree/load.js");
  const { analyzeFiles } = await import("../src/vad/engine/analyze.js");
  const { buildSampleView } = await import("../src/view/build.js");
  const { renderSvg, loadVega } = await import("../src/charts/render.js");
  const { DEFAULT_VAD_SETTINGS } = await import("../src/vad/settings.js");
  const dir = join(REPO, "fixtures", "tree");
  const analyze = (paths: string[], root: string) => analyzeFiles(paths, { cacheDir, inputRoot: root });
  const tree = await loadTree(dir, analyze); // fills the cache
  const ids = tree.subsets
    .find((s) => s.subset === "synthetic_user_interruption")!
    .samples.filter((x) => x.eligible)
    .map((x) => x.sampleId);
  await loadVega();
  const build: number[] = [];
  const withSvg: number[] = [];
  for (let k = 0; k < 20; k++) {
    const id = ids[k % ids.length]!;
    let t = process.hrtime.bigint();
    const v = await buildSampleView(tree, id, DEFAULT_VAD_SETTINGS, analyze);
    build.push(since(t));
    t = process.hrtime.bigint();
    await renderSvg(v.spec);
    withSvg.push(build[k]! + since(t));
  }
  console.log(
    `view build from cached probabilities (fixture tree, ${ids.length} interruption samples in turn): median of 20 ${(median(build) * 1000).toFixed(1)} ms; with the SVG rendered ${(median(withSvg) * 1000).toFixed(1)} ms`,
  );
}

/** One `sweep` run in a fresh process: seconds in the command and with process start. */
function sweepRun(args: string[], env: NodeJS.ProcessEnv): { command: number; wall: number } {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [join(here, "view.js"), "--child", "sweep", ...args], {
    env,
    encoding: "utf8",
    maxBuffer: 256 << 20,
  });
  const stats = JSON.parse(r.stderr.trim().split("\n").pop() ?? "{}") as { code: number; seconds: number };
  if (stats.code !== 0) throw new Error(`sweep exited ${stats.code}: ${r.stderr}`);
  return { command: stats.seconds, wall: since(t0) };
}

async function orchestrate(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), "fdb-unified-bench-view-"));
  try {
    const cache = join(work, "cache");
    await viewBuilds(join(work, "view-cache"));
    const tree = join(work, "tree");
    let t = process.hrtime.bigint();
    generateTree(tree, { full: true });
    console.log(`generated the full synthetic tree in ${since(t).toFixed(1)} s`);
    const env = { ...process.env, FDB_UNIFIED_CACHE: cache };
    const base = ["--tree", tree, "--out", join(work, "sweep.json")];
    t = process.hrtime.bigint();
    sweepRun(base, env); // cold: the model runs once, then every run is warm
    console.log(`cold sweep (fills the VAD cache) ${since(t).toFixed(1)} s`);
    const plain: { command: number; wall: number }[] = [];
    const perSample: { command: number; wall: number }[] = [];
    for (let k = 0; k < 5; k++) {
      plain.push(sweepRun(base, env));
      perSample.push(sweepRun([...base, "--per-sample", join(work, "rows.csv")], env));
    }
    for (const key of ["wall", "command"] as const) {
      const a = median(plain.map((x) => x[key]));
      const b = median(perSample.map((x) => x[key]));
      const what = key === "wall" ? "whole command with process start" : "in the command";
      console.log(
        `sweep, 20 settings, warm cache, ${what}: median of 5 ${a.toFixed(2)} s without --per-sample (${plain.map((x) => x[key].toFixed(2)).join(", ")}), ${b.toFixed(2)} s with (${perSample.map((x) => x[key].toFixed(2)).join(", ")}): ${(b / a).toFixed(3)}× (target at most 1.25×)`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--child") await runChild(process.argv.slice(3));
else await orchestrate();
