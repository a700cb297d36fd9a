/**
 * `npm run bench`: the core scorer on a full v1.0-size synthetic tree (727 manifest rows, 200
 * interruption WAVs of about 25 s of real speech and silence), generated in a temporary folder.
 * Prints the cold (empty VAD cache) and warm (cached probabilities) scoring times of the CLI,
 * and the peak RSS of each run. Targets on 2 cores: cold ≤ 5 s, warm ≤ 1 s, RSS ≤ 500 MB.
 * Then the same tree with backchannel outputs of the real clips' 20–80 s (the backchannel family
 * runs the VAD on all 54 of them), cold and warm, and warm with a generated stand-in ground truth
 * (`--icc-distribution`: the timing metrics and their three permutation p-values too).
 * Figures only: nothing here asserts a time.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { standinDistribution, standinLists } from "../fixtures/generator/icc-standin.js";
import { generateTree } from "../fixtures/generator/tree.js";
import { runChild, timedRun } from "./cli-run.js";

const here = dirname(fileURLToPath(import.meta.url));

function duSize(dir: string): number {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    total += e.isDirectory() ? duSize(p) : statSync(p).size;
  }
  return total;
}

const run = (label: string, args: string[], env: NodeJS.ProcessEnv) =>
  timedRun(join(here, "score.js"), label, args, env);

async function orchestrate() {
  const work = mkdtempSync(join(tmpdir(), "fdb-unified-bench-"));
  try {
    const tree = join(work, "tree");
    const t0 = Date.now();
    await generateTree(tree, { full: true });
    console.log(
      `generated the full synthetic tree in ${((Date.now() - t0) / 1000).toFixed(1)} s (${(duSize(tree) / 1e6).toFixed(0)} MB)`,
    );
    const env = { ...process.env, FDB_UNIFIED_CACHE: join(work, "cache") };
    const args = ["score", "--tree", tree, "--out", join(work, "out"), "--quiet"];
    run("cold (empty VAD cache)", args, env);
    run("warm (cached probabilities)", args, env);
    run("warm again", args, env);

    const real = join(work, "tree-real-backchannels");
    await generateTree(real, { full: true, realBackchannels: true });
    const truth = join(work, "icc_gt_distribution.json");
    writeFileSync(truth, JSON.stringify(standinLists(standinDistribution(1, 55))));
    console.log("the same tree with backchannel outputs of 20–80 s:");
    const renv = { ...process.env, FDB_UNIFIED_CACHE: join(work, "cache-real") };
    const rargs = ["score", "--tree", real, "--out", join(work, "out-real"), "--quiet"];
    run("cold (empty VAD cache)", rargs, renv);
    run("warm", rargs, renv);
    run("warm, with a stand-in ground truth", [...rargs, "--icc-distribution", truth], renv);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--child") await runChild(process.argv.slice(3));
else await orchestrate();
