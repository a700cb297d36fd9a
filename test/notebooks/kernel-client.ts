/**
 * Test helper: drives the project's kernel through Python's jupyter_client (kernel-client.py),
 * the library every Jupyter front end speaks through, so a test sees the kernel's replies and
 * outputs exactly as a notebook UI does. The kernelspec is written to a temporary JUPYTER_PATH
 * folder by `npm run kernel:install -- --dir`.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { REPO, tempDir } from "../helpers/cli.js";
import { KERNEL_NAME } from "./notebook-files.js";

/** A python that has jupyter_client (the one on PATH, else Debian's), or null. */
export const PYTHON =
  ["python3", "/usr/bin/python3"].find(
    (p) => spawnSync(p, ["-c", "import jupyter_client"], { encoding: "utf8" }).status === 0,
  ) ?? null;

export const NO_CLIENT = PYTHON
  ? false
  : "no python3 with jupyter_client (Debian: jupyter-client): kernel protocol tests skipped";

export type Step =
  | { execute: string[]; delay_ms?: number }
  | { complete: string; cursor: number }
  | { inspect: string; cursor: number };
export interface CellResult {
  status: "ok" | "error" | "abort" | null;
  stdout: string;
  stderr: string;
}
export type StepResult = { cells: CellResult[] } | { matches: string[] } | { text: string };

/** Run `steps` against a fresh kernel; their results, in order. */
export function driveKernel(steps: Step[], env: NodeJS.ProcessEnv = {}): StepResult[] {
  const data = tempDir("fdb-unified-kernelspec-");
  const install = spawnSync(process.execPath, [join(REPO, "scripts", "kernel-install.mjs"), "--dir", data], {
    encoding: "utf8",
  });
  if (install.status !== 0) throw new Error(`kernel:install failed: ${install.stderr}`);
  const r = spawnSync(PYTHON!, [join(REPO, "test", "notebooks", "kernel-client.py")], {
    input: JSON.stringify({ kernel: KERNEL_NAME, steps }),
    encoding: "utf8",
    env: { ...process.env, ...env, JUPYTER_PATH: data },
    maxBuffer: 16 << 20,
    timeout: 600_000,
  });
  if (r.status !== 0) throw new Error(`kernel-client.py failed (exit ${r.status}): ${r.stderr}`);
  return (JSON.parse(r.stdout) as { steps: StepResult[] }).steps;
}

export const cellsOf = (r: StepResult | undefined): CellResult[] => (r as { cells: CellResult[] }).cells;
