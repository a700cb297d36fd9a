/**
 * `npm run bench:report`: the report command on a full v1.0-size synthetic tree (727 manifest
 * rows, 200 interruption WAVs; fixtures/generator) with the default 20-setting VAD sweep.
 * Prints the time of a cold run (empty VAD cache, the model runs once) and of warm runs (cached
 * probabilities) of the CLI, with and without --pdf, each in a fresh process, and then a warm
 * in-process breakdown: load, score, sweep, charts, PDF. Target: warm report ≤ 10 s on 2 cores.
 * Then a report of three full-size systems on that dataset (two more trees whose outputs come
 * from other seeds), which details every system in its own part: cold once to fill the VAD
 * cache, then warm with --pdf, with its ratio to the warm one-system run with --pdf (target ≤ 3)
 * and the PDF's page count (pdfinfo, when installed). Figures only: nothing here asserts a time.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateTree } from "../fixtures/generator/tree.js";
import { formatStats, runChild, timedChild, timedRun } from "./cli-run.js";

const here = dirname(fileURLToPath(import.meta.url));

const run = (label: string, args: string[], env: NodeJS.ProcessEnv) =>
  timedRun(join(here, "report.js"), label, args, env);

const since = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e9;

async function breakdown(tree: string, cacheDir: string) {
  const { loadTree } = await import("../src/input/tree/load.js");
  const { analyzeFiles } = await import("../src/vad/engine/analyze.js");
  const { scoreSamples, UNIFIED } = await import("../src/unified/family.js");
  const { sweepPoints, sweepScores } = await import("../src/score/sweep.js");
  const { DEFAULT_SWEEP_GRID, gridSettings } = await import("../src/score/grid.js");
  const { buildReportHtml } = await import("../src/report/assemble.js");
  const { htmlToPdf } = await import("../src/report/pdf.js");
  const { loadVega } = await import("../src/charts/render.js");
  const { buildLeaderboard } = await import("../src/text/leaderboard.js");
  const { chosenSubsets } = await import("../src/metrics/subset-choice.js");
  let t = process.hrtime.bigint();
  const loaded = await loadTree(tree, (paths) => analyzeFiles(paths, { cacheDir }));
  const tLoad = since(t);
  t = process.hrtime.bigint();
  const scored = scoreSamples(loaded);
  const tScore = since(t);
  t = process.hrtime.bigint();
  const sweep = sweepScores(loaded, sweepPoints(UNIFIED, gridSettings(DEFAULT_SWEEP_GRID)));
  const tSweep = since(t);
  t = process.hrtime.bigint();
  await loadVega();
  const tVega = since(t);
  t = process.hrtime.bigint();
  const systems = [{ name: "tree", scored }];
  const part = { name: "tree", tree: loaded, scored, sweep };
  const ctx = {
    ...part,
    family: UNIFIED,
    title: "bench",
    grid: DEFAULT_SWEEP_GRID,
    comparison: null,
    systems,
    leaderboard: buildLeaderboard(systems),
    parts: [part],
    subsets: chosenSubsets(
      UNIFIED.subsets,
      systems.map((x) => x.scored.unified),
    ),
  };
  const html = await buildReportHtml(ctx);
  const tHtml = since(t);
  t = process.hrtime.bigint();
  const pdf = await htmlToPdf(html);
  const tPdf = since(t);
  const charts = [...html.matchAll(/<figure class="chart"/g)].length;
  console.log(
    `warm in-process breakdown: load + hash + cached VAD ${tLoad.toFixed(2)} s, score ${tScore.toFixed(2)} s, sweep of ${sweep.settings.length} settings ${tSweep.toFixed(2)} s (${((tSweep / sweep.settings.length) * 1000).toFixed(0)} ms each),`,
  );
  console.log(
    `  vega load ${tVega.toFixed(2)} s, page with ${charts} charts ${tHtml.toFixed(2)} s (${(html.length / 1e6).toFixed(2)} MB), PDF ${tPdf.toFixed(2)} s (${(pdf.length / 1e6).toFixed(2)} MB)`,
  );
}

/** ", N pages" from pdfinfo, or "" when it is not installed. */
function pages(pdf: string): string {
  const r = spawnSync("pdfinfo", [pdf], { encoding: "utf8" });
  const m = r.status === 0 ? /^Pages:\s+(\d+)/m.exec(r.stdout) : null;
  return m ? `, ${m[1]} pages` : "";
}

/** The three-system report (every system detailed), warm, against the warm one-system run. */
async function threeSystems(work: string, tree: string, env: NodeJS.ProcessEnv, oneSeconds: number) {
  const trees = [tree];
  for (const systemSeed of [2, 3]) {
    const dir = join(work, `tree-${systemSeed}`);
    generateTree(dir, { full: true, systemSeed });
    trees.push(dir);
  }
  const out = join(work, "out-3");
  const args = ["report", ...trees.flatMap((t, k) => ["--tree", `${"ABC"[k]}=${t}`]), "--out", out];
  run("3 systems, cold for B and C, HTML", args, env);
  const three = timedChild(join(here, "report.js"), "3 systems warm", [...args, "--pdf"], env);
  console.log(`${"3 systems, warm, HTML + PDF".padEnd(30)} ${formatStats(three)}`);
  console.log(
    `3 systems / 1 system (warm, HTML + PDF, in the command): ${(three.seconds / oneSeconds).toFixed(2)} (target ≤ 3)`,
  );
  console.log(
    `3 systems: index.html ${(statSync(join(out, "index.html")).size / 1e6).toFixed(2)} MB, report.pdf ${(statSync(join(out, "report.pdf")).size / 1e6).toFixed(2)} MB${pages(join(out, "report.pdf"))}`,
  );
}

async function orchestrate() {
  const work = mkdtempSync(join(tmpdir(), "fdb-unified-bench-report-"));
  try {
    const tree = join(work, "tree");
    const t0 = process.hrtime.bigint();
    generateTree(tree, { full: true });
    console.log(`generated the full synthetic tree in ${since(t0).toFixed(1)} s`);
    const cache = join(work, "cache");
    const env = { ...process.env, FDB_UNIFIED_CACHE: cache };
    const out = join(work, "out");
    const args = ["report", "--tree", tree, "--out", out];
    run("cold (empty VAD cache), HTML", args, env);
    run("warm, HTML", args, env);
    run("warm again, HTML", args, env);
    const one = timedChild(join(here, "report.js"), "warm, HTML + PDF", [...args, "--pdf"], env);
    console.log(`${"warm, HTML + PDF".padEnd(30)} ${formatStats(one)}`);
    console.log(
      `index.html ${(statSync(join(out, "index.html")).size / 1e6).toFixed(2)} MB, report.pdf ${(statSync(join(out, "report.pdf")).size / 1e6).toFixed(2)} MB${pages(join(out, "report.pdf"))}`,
    );
    await breakdown(tree, cache);
    await threeSystems(work, tree, env, one.seconds);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--child") await runChild(process.argv.slice(3));
else await orchestrate();
