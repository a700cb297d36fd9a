/**
 * Test helper: run the built CLI (`bin/fdb-unified.js`) in a child process with its own VAD
 * cache folder, and copy the fixture tree to a temporary folder so tests never touch it.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO = fileURLToPath(new URL("../../../", import.meta.url));
export const FIXTURE_TREE = join(REPO, "fixtures", "tree");
const BIN = join(REPO, "bin", "fdb-unified.js");
const CACHE = mkdtempSync(join(tmpdir(), "fdb-unified-cli-cache-"));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Run the CLI; `timeoutMs` kills a run that takes longer (its code is then null). */
export function runCli(args: string[], env: NodeJS.ProcessEnv = {}, timeoutMs?: number): CliResult {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    encoding: "utf8",
    env: { ...process.env, FDB_UNIFIED_CACHE: CACHE, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    ...(timeoutMs !== undefined ? { timeout: timeoutMs, killSignal: "SIGKILL" as const } : {}),
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

export function tempDir(prefix = "fdb-unified-test-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A private copy of the fixture tree. */
export function copyFixtureTree(): string {
  const dir = join(tempDir(), "tree");
  cpSync(FIXTURE_TREE, dir, { recursive: true });
  return dir;
}

/** The summary line that ends a list of problems on stderr (src/problems.ts). */
export const SUMMARY_LINE =
  /^error: (\.\.\. and \d+ more problems?; )?\d+ problems?( in \d+ samples?)?( in all)?; nothing was written$/;

/** stderr without the summary line that ends a list of problems (the problem lines alone). */
export function withoutSummary(stderr: string): string {
  const lines = stderr.split("\n");
  const k = lines.findIndex((l) => SUMMARY_LINE.test(l));
  return k < 0 ? stderr : [...lines.slice(0, k), ...lines.slice(k + 1)].join("\n");
}
