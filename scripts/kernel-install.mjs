#!/usr/bin/env node
/**
 * `npm run kernel:install [-- --dir DIR]`: registers the notebooks' TypeScript kernel (tslab,
 * started by notebooks/kernel/launch.cjs) with Jupyter by writing
 * `<data dir>/kernels/fdb-unified-tslab/kernel.json` from notebooks/kernel/kernel.template.json.
 * No IPython is needed (`tslab install` needs it). Without --dir the kernel goes to the user's
 * Jupyter data folder (`jupyter --data-dir`); with --dir it goes to a folder of your choice that
 * Jupyter reads when it is listed in JUPYTER_PATH. The kernel.json holds absolute paths of this
 * checkout and of the Node that ran this script: run it again after moving either. Without the
 * notebooks' packages (tslab, danfojs-node: devDependencies of the clone, left out of an installed
 * fdb-unified) it exits 2 with one line saying what to install.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const KERNEL_NAME = "fdb-unified-tslab";
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const KERNEL_DIR = join(ROOT, "notebooks", "kernel");

/** The packages the notebooks need beyond the CLI's own (optional peer dependencies of fdb-unified). */
export const NOTEBOOK_PACKAGES = ["tslab", "danfojs-node"];

/** One line naming the notebook packages that `root` cannot resolve and what to do, or null when all are there. */
export function missingNotebookPackages(root = ROOT) {
  const req = createRequire(join(root, "package.json"));
  const missing = NOTEBOOK_PACKAGES.filter((p) => {
    try {
      req.resolve(`${p}/package.json`);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length === 0) return null;
  return `${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} not installed: the notebooks run from a clone of fdb-unified; run npm ci in it (without --omit=dev)`;
}

/** The kernel.json text for this checkout and this Node. */
export function kernelSpecText(node = process.execPath) {
  const template = readFileSync(join(KERNEL_DIR, "kernel.template.json"), "utf8");
  const spec = JSON.parse(template);
  spec.argv = spec.argv.map((a) => (a === "@NODE@" ? node : a === "@LAUNCHER@" ? join(KERNEL_DIR, "launch.cjs") : a));
  return JSON.stringify(spec, null, 2) + "\n";
}

/** Write the kernelspec under `dataDir/kernels/<name>/`; returns the kernel.json path. */
export function writeKernelSpec(dataDir) {
  const dir = join(resolve(dataDir), "kernels", KERNEL_NAME);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "kernel.json");
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, kernelSpecText());
  renameSync(tmp, file);
  return file;
}

/** The user's Jupyter data folder: what `jupyter --data-dir` says, else Jupyter's default. */
export function userDataDir() {
  try {
    const out = execFileSync("jupyter", ["--data-dir"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    if (out) return out;
  } catch {
    // jupyter is not on PATH: fall back to the documented defaults
  }
  if (process.env.JUPYTER_DATA_DIR) return process.env.JUPYTER_DATA_DIR;
  if (process.platform === "darwin") return join(homedir(), "Library", "Jupyter");
  if (process.platform === "win32") return join(process.env.APPDATA ?? homedir(), "jupyter");
  return join(process.env.XDG_DATA_HOME ?? join(homedir(), ".local", "share"), "jupyter");
}

const USAGE = "usage: npm run kernel:install [-- --dir DIR]";

function main(argv) {
  let dir = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--dir" && i + 1 < argv.length) dir = argv[++i];
    else if (a.startsWith("--dir=")) dir = a.slice("--dir=".length);
    else if (a === "--help" || a === "-h") {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    } else {
      process.stderr.write(`${a}: unknown or incomplete flag (${USAGE})\n`);
      return 2;
    }
  }
  if (dir === "") {
    process.stderr.write(`--dir: needs a folder (${USAGE})\n`);
    return 2;
  }
  const missing = missingNotebookPackages();
  if (missing) {
    process.stderr.write(`${missing}\n`);
    return 2;
  }
  const file = writeKernelSpec(dir ?? userDataDir());
  process.stdout.write(`wrote ${file}\n`);
  if (dir !== null) process.stdout.write(`Jupyter finds it with JUPYTER_PATH=${resolve(dir)}\n`);
  process.stdout.write(`kernel: ${KERNEL_NAME} ("TypeScript (fdb-unified, tslab)")\n`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
