/**
 * `npm run bench:check`: the transcript check (`check-transcripts`) on the full v1.0-size
 * synthetic tree with speech audio in every subset (`audioEverywhere`), cold (empty VAD cache)
 * and warm, beside a cold and a warm `score` of the same tree in the same run, each command with
 * its own cache folder. Targets on 2 cores: cold check ≤ 2 × cold score, warm check ≤ 1.5 ×
 * warm score. Figures only: nothing here asserts a time.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateTree } from "../fixtures/generator/tree.js";
import { formatStats, runChild, timedChild, type ChildStats } from "./cli-run.js";

const here = dirname(fileURLToPath(import.meta.url));

/** Seconds of output audio each command analyses: score the interruption outputs, the check every scored subset's. */
function audioSeconds(tree: string): { score: number; check: number } {
  const m = JSON.parse(readFileSync(join(tree, "manifest.json"), "utf8")) as {
    samples: { subset: string; eligible: boolean; files?: Record<string, string>; input?: { samples: number } }[];
  };
  const out = { score: 0, check: 0 };
  for (const r of m.samples) {
    if (!r.eligible || r.files?.["output.wav"] === undefined || r.subset === "icc_backchannel") continue;
    const s = r.input!.samples / 16000;
    out.check += s;
    if (r.subset === "synthetic_user_interruption") out.score += s;
  }
  return out;
}

function run(label: string, args: string[], cache: string): ChildStats {
  const s = timedChild(join(here, "check.js"), label, args, { ...process.env, FDB_UNIFIED_CACHE: cache });
  console.log(`${label.padEnd(24)} ${formatStats(s)}`);
  return s;
}

async function orchestrate() {
  const work = mkdtempSync(join(tmpdir(), "fdb-unified-bench-check-"));
  try {
    const tree = join(work, "tree");
    const t0 = Date.now();
    const report = generateTree(tree, { full: true, audioEverywhere: true });
    console.log(
      `generated the full synthetic tree with audio in every subset in ${((Date.now() - t0) / 1000).toFixed(1)} s (${(report.bytes / 1e6).toFixed(0)} MB)`,
    );
    const score = ["score", "--tree", tree, "--out", join(work, "score"), "--quiet"];
    const check = ["check-transcripts", "--tree", tree, "--out", join(work, "check"), "--quiet"];
    const scoreCache = join(work, "cache-score");
    const checkCache = join(work, "cache-check");
    const coldScore = run("score, cold", score, scoreCache);
    const coldCheck = run("check, cold", check, checkCache);
    const warmScore = run("score, warm", score, scoreCache);
    const warmCheck = run("check, warm", check, checkCache);
    const ratio = (a: ChildStats, b: ChildStats) => (a.wall / b.wall).toFixed(2);
    const audio = audioSeconds(tree);
    console.log(
      `output audio analysed: score ${audio.score.toFixed(0)} s (interruption), check ${audio.check.toFixed(0)} s (every scored subset): ${(audio.check / audio.score).toFixed(2)} ×`,
    );
    console.log(`cold check / cold score (with process start): ${ratio(coldCheck, coldScore)} (target ≤ 2)`);
    console.log(`warm check / warm score (with process start): ${ratio(warmCheck, warmScore)} (target ≤ 1.5)`);
    const perAudio = (a: ChildStats, b: ChildStats) => (a.wall / audio.check / (b.wall / audio.score)).toFixed(2);
    console.log(
      `per second of audio analysed, check / score: cold ${perAudio(coldCheck, coldScore)}, warm ${perAudio(warmCheck, warmScore)}`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--child") await runChild(process.argv.slice(3));
else await orchestrate();
