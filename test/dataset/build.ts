/**
 * Test helpers for plain datasets: the repository's `fixtures/plain`, small datasets built in
 * temporary folders from a compact description, a recording wrapper around the fake VAD edge,
 * and a listing of a folder's files with their bytes (to prove a run wrote nothing there).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { readWav, type WavInfo } from "../../src/audio/wav.js";
import type { AnalyzeWavs } from "../../src/input/tree/loaded-input.js";
import { encodeWav, fakeAnalyze } from "../helpers/tree.js";

export function repoRoot(): string {
  let dir = process.cwd();
  for (;;) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, "utf8")).name === "fdb-unified") return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error("run the tests from inside the fdb-unified repository");
    dir = up;
  }
}

export const PLAIN_FIXTURE = () => join(repoRoot(), "fixtures", "plain");

/** Relative path → bytes of every file under `dir`. */
export function snapshot(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(relative(dir, p), readFileSync(p));
    }
  };
  walk(dir);
  return out;
}

/** A folder of files: relative path → content. */
export function buildPlain(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), "fdb-unified-plain-test-"));
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), content);
  }
  return dir;
}

/** `seconds` of 16 kHz mono silence as a WAV file. */
export const silentWav = (seconds: number, rate = 16000, channels = 1) =>
  encodeWav(new Int16Array(Math.round(seconds * rate) * channels), rate, channels);

/** output.json with the given word times (text "w"). */
export const words = (...w: [number | null, number | null][]) =>
  JSON.stringify({ text: "", chunks: w.map(([a, b]) => ({ text: "w", timestamp: [a, b] })) }, null, 4);

/** The files of one complete sample folder of `task` (annotation given as a value). */
export function sampleFiles(
  prefix: string,
  annotationFile: string | null,
  annotation: unknown,
  opts: { T?: number; wav?: Buffer; transcript?: string } = {},
) {
  const T = opts.T ?? 3;
  const files: Record<string, string | Buffer> = {
    [`${prefix}/input.wav`]: silentWav(T),
    [`${prefix}/output.wav`]: opts.wav ?? silentWav(T),
    [`${prefix}/output.json`]: opts.transcript ?? words(),
  };
  if (annotationFile) files[`${prefix}/${annotationFile}`] = JSON.stringify(annotation);
  return files;
}

/** The fake VAD edge, recording the paths it was given. */
export function recordingAnalyze(): { analyze: AnalyzeWavs; calls: string[][]; seen: Map<string, WavInfo> } {
  const calls: string[][] = [];
  const seen = new Map<string, WavInfo>();
  return {
    calls,
    seen,
    analyze: async (paths, _root, opts) => {
      calls.push([...paths]);
      for (const p of paths) seen.set(p, readWav(p)); // read now: temporary files are removed after the run
      return fakeAnalyze(paths, "", opts);
    },
  };
}
