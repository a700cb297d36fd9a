/**
 * `npm run bench:startup`: the fixed costs a user waits for, as ratios measured in one run (the
 * host's speed drifts, so only same-run ratios are compared with their targets), on a generated
 * tree of 210 interruption files of 6-10 s (speech and digital silence, about 28 min of audio):
 * - cold `score` (empty probability cache; the built fast graph and its probe verdict stored, as
 *   after any earlier run on this machine) whole-process, against the
 *   audio seconds divided by the in-memory two-worker fast-path rate of this run (target ≤ 1.5);
 * - workers: median of cold `score` with the default `--jobs` over median with `--jobs 1`, 5
 *   alternating pairs (target ≤ 1.05);
 * - warm `score` whole-process: ≤ 0.5 s, or ≤ 2.5 × (`node -e 0` + hashing the tree's WAVs);
 * - a 20-setting `sweep` over a warm `score`, both whole-process, 5 alternating pairs (≤ 1.2);
 * - notebooks: `00-quickstart` executed headless over a one-cell `1+1` notebook on the same
 *   kernel, 3 alternating pairs (≤ 1.5), when Jupyter is installed: with every cell converted by
 *   tslab (the kernel's remembered cells off), then with the cells remembered from an earlier
 *   run; and once for reference with tslab compiling `src/` itself (FDB_UNIFIED_NOTEBOOK_PREBUILT=0);
 * - the time to import each command's modules, and which heavy packages `score` loads.
 * Figures only: nothing here asserts a time. bench/README.md records the figures.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { Worker } from "node:worker_threads";
import { generateTree } from "../fixtures/generator/tree.js";
import { scanWavFile } from "../src/audio/wav-file.js";
import { readWav } from "../src/audio/wav.js";
import { sharedCounters } from "../src/vad/engine/claims.js";
import { DEFAULT_BATCH } from "../src/vad/engine/run-streams.js";
import { loadModelFile } from "../src/vad/model-file.js";
import { findPackageRoot } from "../src/package-root.js";
import { sharedBatch } from "../src/vad/engine/pool.js";
import type { BenchWorkerMessage, BenchWorkerRequest } from "./vad-worker.js";

const ROOT = findPackageRoot()!;
const BIN = join(ROOT, "bin", "fdb-unified.js");
const FILES = 210;
const PAIRS = 5;
const NOTEBOOK_PAIRS = 3;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const f2 = (x: number): string => x.toFixed(2);
const f3 = (x: number): string => x.toFixed(3);

/** Wall time (s) of a whole process; throws with its stderr when it fails. */
function wall(cmd: string, args: string[], env: NodeJS.ProcessEnv): number {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { env, encoding: "utf8", maxBuffer: 64 << 20 });
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")}: exit ${r.status}\n${r.stderr}`);
  return s;
}

/** The files' int16 samples in shared memory, for the in-memory worker run. */
function sharedStreams(paths: string[]): Int16Array[] {
  return paths.map((p) => {
    const x = readWav(p).samples;
    const y = new Int16Array(new SharedArrayBuffer(x.byteLength));
    y.set(x);
    return y;
  });
}

/**
 * Seconds for two loaded bench workers (bench/vad-worker.ts) to compute `streams` in memory,
 * median of 3; and the seconds from starting them to both being ready, set up from the graph
 * and probe verdict stored in `verdictDir` as the tool's workers are.
 */
async function twoWorkerSeconds(
  streams: Int16Array[],
  verdictDir: string,
): Promise<{ compute: number; ready: number }> {
  const file = loadModelFile();
  const script = new URL("./vad-worker.js", import.meta.url);
  const started = performance.now();
  const workers = [0, 1].map(() => new Worker(script, { workerData: { modelPath: file.path, verdictDir } }));
  try {
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((res, rej) => {
            w.once("error", rej);
            w.once("message", (m: BenchWorkerMessage) =>
              m.type === "ready" && m.kind === "fast" ? res() : rej(new Error(`worker model: ${JSON.stringify(m)}`)),
            );
          }),
      ),
    );
    const ready = (performance.now() - started) / 1000;
    const order = streams.map((_, k) => k).sort((a, b) => streams[b]!.length - streams[a]!.length || a - b);
    const times: number[] = [];
    for (let r = 0; r < 3; r++) {
      const request: BenchWorkerRequest = {
        streams: order.map((k) => streams[k]!),
        claims: sharedCounters(1),
        batchSize: sharedBatch(streams.length, 2, DEFAULT_BATCH),
      };
      const t0 = performance.now();
      await Promise.all(
        workers.map(
          (w) =>
            new Promise<void>((res) => {
              w.once("message", () => res());
              w.postMessage(request);
            }),
        ),
      );
      times.push((performance.now() - t0) / 1000);
    }
    return { compute: median(times), ready };
  } finally {
    for (const w of workers) void w.terminate();
  }
}

/** Seconds to hash every WAV of the tree as `score` does (scanWavFile), median of 5. */
function hashingSeconds(paths: string[]): number {
  const times: number[] = [];
  for (let r = 0; r < 5; r++) {
    const t0 = performance.now();
    for (const p of paths) scanWavFile(p);
    times.push((performance.now() - t0) / 1000);
  }
  return median(times);
}

/** Import time (s) of a module in a fresh process, median of 5, and the packages it loaded. */
function importSeconds(module: string): number {
  const code = `const t=process.hrtime.bigint();import(${JSON.stringify(module)}).then(()=>process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e9)))`;
  const times: number[] = [];
  for (let r = 0; r < 5; r++) {
    const out = spawnSync(process.execPath, ["--input-type=module", "-e", code], { encoding: "utf8", cwd: ROOT });
    times.push(Number(out.stdout));
  }
  return median(times);
}

/**
 * The packages a `score` process imports: a resolve hook (module.register) logs every resolved
 * URL inside node_modules, so packages the command never imports do not show.
 */
function packagesImportedByScore(tree: string, env: NodeJS.ProcessEnv): string[] {
  const dir = mkdtempSync(join(tmpdir(), "fdb-startup-hooks-"));
  try {
    const log = join(dir, "resolved.txt");
    writeFileSync(
      join(dir, "hooks.mjs"),
      `import { appendFileSync } from "node:fs";\n` +
        `export async function resolve(specifier, context, next) {\n` +
        `  const r = await next(specifier, context);\n` +
        `  if (r.url.includes("/node_modules/")) appendFileSync(${JSON.stringify(log)}, r.url + "\\n");\n` +
        `  return r;\n}\n`,
    );
    writeFileSync(
      join(dir, "register.mjs"),
      `import { register } from "node:module";\nregister(${JSON.stringify(new URL(`file://${join(dir, "hooks.mjs")}`).href)});\n`,
    );
    writeFileSync(log, "");
    wall(
      process.execPath,
      [
        "--import",
        new URL(`file://${join(dir, "register.mjs")}`).href,
        BIN,
        "score",
        "--tree",
        tree,
        "--out",
        env["OUT"]!,
        "--quiet",
      ],
      env,
    );
    const found = new Set<string>();
    for (const url of readFileSync(log, "utf8").split("\n")) {
      const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
      if (m) found.add(m[1]!);
    }
    return [...found].sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A notebook of one `1+1` cell on the package's kernel. */
function oneCellNotebook(kernelspec: unknown): string {
  return JSON.stringify({
    cells: [{ cell_type: "code", id: "one", metadata: {}, source: "1+1", outputs: [], execution_count: null }],
    metadata: { kernelspec },
    nbformat: 4,
    nbformat_minor: 5,
  });
}

function hasJupyter(): boolean {
  return spawnSync("jupyter", ["nbconvert", "--version"], { encoding: "utf8" }).status === 0;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), "fdb-unified-startup-"));
  try {
    console.log(`cores: ${availableParallelism()}, load average at start: ${loadavg().map(f2).join(" ")}`);
    const tree = join(work, "tree");
    generateTree(tree, { full: false, shortInterruptions: FILES });
    const sampleDir = join(tree, "synthetic_user_interruption");
    const wavs = readdirSync(sampleDir)
      .sort()
      .map((d) => join(sampleDir, d, "output.wav"));
    const streams = sharedStreams(wavs);
    const audioS = streams.reduce((s, x) => s + x.length / 16000, 0);
    console.log(`tree: ${FILES} interruption files of 6-10 s, ${f2(audioS / 60)} min of audio`);

    const cache = join(work, "cache");
    const out = join(work, "out");
    const env = { ...process.env, FDB_UNIFIED_CACHE: cache, OUT: out };
    const score = (extra: string[] = []): number =>
      wall(process.execPath, [BIN, "score", "--tree", tree, "--out", out, "--quiet", ...extra], env);
    const emptyProbabilities = (): void => {
      if (!existsSync(cache)) return;
      for (const f of readdirSync(cache)) if (f.endsWith(".probs")) rmSync(join(cache, f));
    };

    // 1. first run ever (no stored graph or probe verdict yet), then cold runs with both stored
    rmSync(cache, { recursive: true, force: true });
    const first = score();
    console.log(`first cold score (nothing stored: graph built, probe run): ${f3(first)} s`);

    // the in-memory two-worker rate of this run
    const { compute: inMemory, ready: workersReady } = await twoWorkerSeconds(streams, cache);
    const rate = audioS / inMemory;
    const expected = audioS / rate;
    console.log(
      `in-memory fast path, 2 worker threads: ${f3(inMemory)} s = ${rate.toFixed(0)}x real time; the two workers ready ${f3(workersReady)} s after their start`,
    );

    const dflt: number[] = [];
    const one: number[] = [];
    for (let k = 0; k < PAIRS; k++) {
      emptyProbabilities();
      dflt.push(score());
      emptyProbabilities();
      one.push(score(["--jobs", "1"]));
    }
    const cold = median(dflt);
    console.log(`cold score, default --jobs (median of ${PAIRS}):      ${f3(cold)} s  [${dflt.map(f2).join(" ")}]`);
    console.log(
      `cold score, --jobs 1 (median of ${PAIRS}):            ${f3(median(one))} s  [${one.map(f2).join(" ")}]`,
    );

    // 2. warm runs, process start, hashing, sweep
    const nodeStart = median(Array.from({ length: 5 }, () => wall(process.execPath, ["-e", "0"], env)));
    const hashing = hashingSeconds(wavs);
    const warm: number[] = [];
    const sweep: number[] = [];
    for (let k = 0; k < PAIRS; k++) {
      warm.push(score());
      sweep.push(wall(process.execPath, [BIN, "sweep", "--tree", tree, "--out", join(work, "sweep.json")], env));
    }
    const warmS = median(warm);
    const sweepS = median(sweep);
    console.log(`warm score (median of ${PAIRS}):                      ${f3(warmS)} s  [${warm.map(f2).join(" ")}]`);
    console.log(
      `node -e 0 (median of 5): ${f3(nodeStart)} s; hashing the tree's WAVs in-process (median of 5): ${f3(hashing)} s`,
    );
    console.log(`20-setting sweep (median of ${PAIRS}):                ${f3(sweepS)} s  [${sweep.map(f2).join(" ")}]`);

    // 3. import times and the packages score loads
    const imports = ["score", "sweep", "report", "compare", "official"].map(
      (c) => [c, importSeconds(join(ROOT, "dist", "src", "cli", `${c}.js`))] as const,
    );
    console.log(
      `import time per command module (median of 5): ${imports.map(([c, s]) => `${c} ${f3(s)} s`).join(", ")}`,
    );
    const loaded = packagesImportedByScore(tree, env);
    const heavy = ["puppeteer", "vega", "vega-lite", "danfojs-node", "onnxruntime-node"].filter((p) =>
      loaded.includes(p),
    );
    console.log(
      `packages a warm score imports: ${loaded.join(", ") || "none"} (of puppeteer, vega, vega-lite, danfojs-node, onnxruntime-node: ${heavy.join(", ") || "none"})`,
    );

    // 4. notebooks
    let notebookRatio: number | null = null;
    let notebookRatioOff: number | null = null;
    if (hasJupyter()) {
      const kernels = join(work, "kernels");
      mkdirSync(kernels);
      spawnSync(process.execPath, [join(ROOT, "scripts", "kernel-install.mjs"), "--dir", kernels], {
        encoding: "utf8",
      });
      const prebuild = wall(process.execPath, [join(ROOT, "notebooks", "kernel", "prebuilt.cjs")], env);
      console.log(`notebook modules prebuilt from src/ in ${f2(prebuild)} s (once per edit of src/)`);
      const nbEnv = { ...env, JUPYTER_PATH: [kernels, process.env["JUPYTER_PATH"]].filter(Boolean).join(delimiter) };
      const quick = JSON.parse(readFileSync(join(ROOT, "notebooks", "00-quickstart.ipynb"), "utf8")) as {
        metadata: { kernelspec: unknown };
      };
      const quickPath = join(work, "00-quickstart.ipynb");
      const onePath = join(work, "one-cell.ipynb");
      writeFileSync(quickPath, JSON.stringify(quick));
      writeFileSync(onePath, oneCellNotebook(quick.metadata.kernelspec));
      // the quickstart's tree scored once, so every notebook run reads cached probabilities
      wall(
        process.execPath,
        [BIN, "score", "--tree", join(ROOT, "fixtures", "tree"), "--out", join(work, "fixture-out"), "--quiet"],
        env,
      );
      const nb = (file: string, extra: Record<string, string> = {}): number =>
        wall("jupyter", ["nbconvert", "--to", "notebook", "--execute", "--output-dir", join(work, "executed"), file], {
          ...nbEnv,
          ...extra,
        });
      // every cell converted by tslab (the kernel's remembered cells off), then as a user's
      // second run finds them: the first quickstart run with the cache on fills it
      const NO_CELL_CACHE = { FDB_UNIFIED_NOTEBOOK_CELL_CACHE: "0" };
      const pairs = (extra: Record<string, string>) => {
        const quickT: number[] = [];
        const oneT: number[] = [];
        for (let k = 0; k < NOTEBOOK_PAIRS; k++) {
          quickT.push(nb(quickPath, extra));
          oneT.push(nb(onePath, extra));
        }
        return { quickT, oneT };
      };
      const off = pairs(NO_CELL_CACHE);
      // the package's cell cache is emptied first, so this run converts every cell and stores it;
      // the one-cell notebook's cell is stored too, so both notebooks find their cells remembered
      rmSync(join(ROOT, ".cache", "notebook-cells"), { recursive: true, force: true });
      const filling = nb(quickPath);
      nb(onePath);
      const on = pairs({});
      for (const [label, p] of [
        ["cells converted every run (FDB_UNIFIED_NOTEBOOK_CELL_CACHE=0)", off],
        ["cells remembered from an earlier run", on],
      ] as const) {
        console.log(`${label}:`);
        console.log(
          `  00-quickstart headless (median of ${NOTEBOOK_PAIRS}): ${f3(median(p.quickT))} s  [${p.quickT.map(f2).join(" ")}]`,
        );
        console.log(
          `  one 1+1 cell, same kernel (median of ${NOTEBOOK_PAIRS}): ${f3(median(p.oneT))} s  [${p.oneT.map(f2).join(" ")}]`,
        );
      }
      console.log(`00-quickstart, the run that fills the cell cache: ${f3(filling)} s`);
      // for reference: the same notebook with tslab compiling src/ itself, as before the prebuilt build
      const compiled = nb(quickPath, { FDB_UNIFIED_NOTEBOOK_PREBUILT: "0" });
      console.log(
        `00-quickstart headless, tslab compiling src/ (FDB_UNIFIED_NOTEBOOK_PREBUILT=0, once): ${f3(compiled)} s`,
      );
      notebookRatio = median(on.quickT) / median(on.oneT);
      notebookRatioOff = median(off.quickT) / median(off.oneT);
    } else {
      console.log("notebooks: jupyter nbconvert is not installed; skipped");
    }

    console.log("");
    console.log("ratios, all measured in this run:");
    console.log(`  cold score / (audio / in-memory 2-worker rate):  ${f2(cold / expected)}  (target <= 1.5)`);
    // what no pipeline beats: a process start, two workers' set-up, then their computing alone
    console.log(
      `    floor: (node -e 0 + workers ready + in-memory computing) / the same: ${f2((nodeStart + workersReady + inMemory) / expected)}`,
    );
    console.log(`  median(default --jobs) / median(--jobs 1):        ${f2(cold / median(one))}  (target <= 1.05)`);
    console.log(
      `  warm score: ${f3(warmS)} s (target <= 0.5 s); / (node -e 0 + hashing): ${f2(warmS / (nodeStart + hashing))}  (target <= 2.5)`,
    );
    console.log(`  20-setting sweep / warm score:                    ${f2(sweepS / warmS)}  (target <= 1.2)`);
    if (notebookRatio !== null)
      console.log(
        `  00-quickstart / one-cell notebook:                ${f2(notebookRatio)}  (target <= 1.5; cells converted every run: ${f2(notebookRatioOff!)})`,
      );
    console.log(`load average at end: ${loadavg().map(f2).join(" ")}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
