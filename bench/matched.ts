/**
 * `npm run bench:matched`: the cost of scoring matched runs. A cold `score` (empty probability
 * cache) of a generated v1.5 folder against a cold `score` of a v1.0 plain folder of interruption
 * samples with the same total output audio (the v1.5 folder's output.wav and clean_output.wav
 * together), both made here from the committed speech clips; then the same warm (the cache kept).
 * Median of 5 alternating pairs each; targets on 2 cores: cold ratio ≤ 1.2, warm ratio ≤ 1.3.
 * Figures only: nothing here asserts a time. bench/README.md records the figures.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { render } from "../fixtures/generator/audio.js";
import { CLIP_DEFS } from "../fixtures/generator/clips.js";
import { encodeWav, SAMPLE_RATE } from "../fixtures/generator/wav.js";
import { type ChildStats, formatStats, runChild, timedChild } from "./cli-run.js";

const here = dirname(fileURLToPath(import.meta.url));
/** v1.5 samples; the v1.0 folder has twice as many, so both hold the same output audio. */
const SAMPLES = 60;
const SECONDS = 10;
const PAIRS = 5;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** A model's output: clips placed one after another from `at`, with `gap` seconds between them. */
function speech(k: number, at: number, gap: number): Buffer {
  const n = SECONDS * SAMPLE_RATE;
  const placements = [];
  let t = Math.round(at * SAMPLE_RATE);
  for (let j = 0; t < n; j++) {
    const id = CLIP_DEFS[(k + j) % CLIP_DEFS.length]!.id;
    placements.push({ clip: id, at: t });
    t += Math.round((1.2 + gap) * SAMPLE_RATE);
  }
  return encodeWav(render(placements, n));
}

/** The user's audio: one clip at `at` seconds. */
function user(k: number, at: number): Buffer {
  const id = CLIP_DEFS[(k + 3) % CLIP_DEFS.length]!.id;
  return encodeWav(render([{ clip: id, at: Math.round(at * SAMPLE_RATE) }], SECONDS * SAMPLE_RATE));
}

function write(path: string, bytes: Buffer | string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
}

/** A v1.5 folder of user-interruption samples: the overlap at 3–4 s, outputs that differ after it. */
function v15Folder(dir: string): void {
  for (let k = 0; k < SAMPLES; k++) {
    const d = join(dir, "user_interruption", String(k + 1));
    write(join(d, "input.wav"), user(k, 3));
    write(join(d, "clean_input.wav"), encodeWav(new Int16Array(SECONDS * SAMPLE_RATE)));
    write(join(d, "metadata.json"), JSON.stringify({ timestamps: [3, 4] }));
    write(join(d, "output.wav"), speech(k, 0.5, 0.3 + (k % 3) * 0.2));
    write(join(d, "clean_output.wav"), speech(k + 1, 0.5, 0.3 + (k % 2) * 0.3));
  }
}

/** A v1.0 plain folder of interruption samples with the same output audio in all. */
function v10Folder(dir: string): void {
  for (let k = 0; k < 2 * SAMPLES; k++) {
    const d = join(dir, "synthetic_user_interruption", String(k + 1));
    write(join(d, "input.wav"), user(k, 3));
    write(join(d, "interrupt.json"), JSON.stringify([{ context: "c", interrupt: "i", timestamp: [3, 4] }]));
    write(join(d, "output.wav"), speech(k, 0.5, 0.3 + (k % 3) * 0.2));
    // the transcript a v1.0 interruption sample needs (its words are not what is timed here)
    write(join(d, "output.json"), JSON.stringify({ text: "", chunks: [] }));
  }
}

/** Fails loudly when a folder's samples were not all scored (a bench of ineligible samples times nothing). */
function checkScored(out: string, subset: string, expected: number): void {
  const u = JSON.parse(readFileSync(join(out, "unified.json"), "utf8")) as {
    subsets: Record<string, { counts: { eligible: number } }>;
  };
  const eligible = u.subsets[subset]?.counts.eligible ?? 0;
  if (eligible !== expected) throw new Error(`${subset}: ${eligible} of ${expected} samples eligible in ${out}`);
}

function run(label: string, dir: string, out: string, cache: string): ChildStats {
  const args = ["score", "--dataset", dir, "--out", out, "--quiet"];
  return timedChild(join(here, "matched.js"), label, args, { ...process.env, FDB_UNIFIED_CACHE: cache });
}

async function orchestrate() {
  const work = mkdtempSync(join(tmpdir(), "fdb-unified-bench-matched-"));
  try {
    const v15 = join(work, "v15");
    const v10 = join(work, "v10");
    v15Folder(v15);
    v10Folder(v10);
    console.log(
      `generated a v1.5 folder of ${SAMPLES} samples and a v1.0 folder of ${2 * SAMPLES}, ` +
        `each with ${2 * SAMPLES * SECONDS} s of output audio`,
    );
    const cold: [number, number][] = [];
    const warm: [number, number][] = [];
    for (let i = 0; i < PAIRS; i++) {
      const c15 = join(work, `cache-15-${i}`);
      const c10 = join(work, `cache-10-${i}`);
      // Alternate which one goes first, so a drift of the host's speed falls on both.
      const order = i % 2 === 0 ? ["15", "10"] : ["10", "15"];
      const got: Record<string, ChildStats> = {};
      for (const which of order) {
        const dir = which === "15" ? v15 : v10;
        const cache = which === "15" ? c15 : c10;
        got[`cold${which}`] = run(`cold v${which}`, dir, join(work, `out-${which}`), cache);
        got[`warm${which}`] = run(`warm v${which}`, dir, join(work, `out-${which}`), cache);
      }
      if (i === 0) {
        checkScored(join(work, "out-15"), "user_interruption", SAMPLES);
        checkScored(join(work, "out-10"), "synthetic_user_interruption", 2 * SAMPLES);
      }
      cold.push([got["cold15"]!.wall, got["cold10"]!.wall]);
      warm.push([got["warm15"]!.wall, got["warm10"]!.wall]);
      console.log(`pair ${i + 1}: v1.5 cold ${formatStats(got["cold15"]!)}`);
      console.log(`        v1.0 cold ${formatStats(got["cold10"]!)}`);
      console.log(`        v1.5 warm ${formatStats(got["warm15"]!)}`);
      console.log(`        v1.0 warm ${formatStats(got["warm10"]!)}`);
    }
    const ratios = (xs: [number, number][]) => xs.map(([a, b]) => a / b);
    const line = (name: string, xs: [number, number][], target: number) => {
      const r = ratios(xs);
      console.log(
        `${name}: v1.5 ${median(xs.map((x) => x[0])).toFixed(2)} s, v1.0 ${median(xs.map((x) => x[1])).toFixed(2)} s; ` +
          `ratio median ${median(r).toFixed(2)} (pairs ${Math.min(...r).toFixed(2)}–${Math.max(...r).toFixed(2)}; target ≤ ${target})`,
      );
    };
    line("cold score, whole process", cold, 1.2);
    line("warm score, whole process", warm, 1.3);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--child") await runChild(process.argv.slice(3));
else await orchestrate();
