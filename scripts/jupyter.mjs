#!/usr/bin/env node
/**
 * `npm run jupyter [-- --dir DIR] [--port N]`: the notebook server of a clone, ready to use.
 *
 * Registers the notebooks' TypeScript kernel in the clone's own `.cache/jupyter` (git-ignored, so
 * the user's Jupyter set-up is left alone), then starts Debian's `jupyter notebook` on `notebooks/`
 * (or DIR) with that kernel folder on JUPYTER_PATH, bound to 127.0.0.1 only, with a fresh random
 * token, and prints the URL to open. As root the server refuses to start without `--allow-root`:
 * it is added then, and the script says so. Ctrl+C (or SIGTERM to this process) stops the server.
 * Bad flags, a missing `jupyter notebook`, a missing folder or a port in use: one line, exit 2.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { KERNEL_NAME, missingNotebookPackages, writeKernelSpec } from "./kernel-install.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const USAGE = "usage: npm run jupyter [-- --dir DIR] [--port N]";
const HOST = "127.0.0.1";

function fail(line) {
  process.stderr.write(`${line}\n`);
  process.exit(2);
}

function parse(argv) {
  const o = { dir: join(ROOT, "notebooks"), port: 8888 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].startsWith("--") && argv[i].includes("=") ? argv[i].split(/=(.*)/s) : [argv[i]];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === "") fail(`${flag}: needs a value (${USAGE})`);
      return v;
    };
    if (flag === "--help" || flag === "-h") {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else if (flag === "--dir") o.dir = resolve(value());
    else if (flag === "--port") {
      const v = value();
      const n = Number(v);
      if (!/^\d+$/.test(v) || n < 1 || n > 65535) fail(`--port: ${v} is not a port number from 1 to 65535`);
      o.port = n;
    } else fail(`${argv[i]}: unknown flag (${USAGE})`);
  }
  if (!existsSync(o.dir) || !statSync(o.dir).isDirectory()) fail(`--dir: ${o.dir} is not a folder`);
  return o;
}

/** True when nothing listens on HOST:port (the server is started with no port retries). */
function portFree(port) {
  return new Promise((done) => {
    const s = createServer();
    s.once("error", () => done(false));
    s.listen(port, HOST, () => s.close(() => done(true)));
  });
}

async function main() {
  const o = parse(process.argv.slice(2));
  const missing = missingNotebookPackages(ROOT);
  if (missing) fail(missing);
  const probe = spawnSync("jupyter", ["notebook", "--version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    fail("jupyter notebook is not installed: apt-get install jupyter-notebook (Debian), or pip install notebook");
  }
  if (!(await portFree(o.port))) fail(`--port: ${o.port} is in use on ${HOST}; pass another with --port N`);

  const kernels = join(ROOT, ".cache", "jupyter");
  writeKernelSpec(kernels);
  const token = randomBytes(24).toString("hex");
  const args = ["notebook", "--no-browser", `--ip=${HOST}`, `--port=${o.port}`, "--NotebookApp.port_retries=0"];
  args.push(`--notebook-dir=${o.dir}`, `--NotebookApp.token=${token}`);
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (root) {
    args.push("--allow-root");
    process.stdout.write("running as root: the server is started with --allow-root\n");
  }
  const env = { ...process.env, JUPYTER_PATH: [kernels, process.env.JUPYTER_PATH].filter(Boolean).join(":") };
  const server = spawn("jupyter", args, { env, stdio: ["ignore", "inherit", "pipe"] });
  let said = false;
  let log = "";
  server.stderr.on("data", (chunk) => {
    log = (log + chunk.toString()).slice(-4000);
    if (!said && /is running at|Use Control-C/.test(log)) {
      said = true;
      process.stdout.write(`kernel: ${KERNEL_NAME} ("TypeScript (fdb-unified, tslab)")\n`);
      process.stdout.write(`notebooks: ${o.dir}\n`);
      process.stdout.write(`open: http://${HOST}:${o.port}/?token=${token}\n`);
    }
  });
  const stop = () => server.kill("SIGTERM");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  server.on("exit", (code, signal) => {
    if (!said) process.stderr.write(log);
    process.exit(signal || code === 0 || said ? 0 : 2);
  });
}

main();
