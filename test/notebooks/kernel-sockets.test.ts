/**
 * A kernel that cannot open its Jupyter sockets (a port of its connection file taken by another
 * process) ends at once with one line on stderr, rather than living on without sockets while
 * the client waits a minute for it (notebooks/kernel/launch.cjs).
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import test from "node:test";
import { tempDir } from "../helpers/cli.js";
import { NOTEBOOKS } from "./notebook-files.js";

const listening = async (): Promise<Server> => {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  return s;
};
const portOf = (s: Server): number => (s.address() as { port: number }).port;

test("a kernel whose shell port is taken exits 1 at once, saying so in one line", async () => {
  const taken = await listening();
  const others = await Promise.all([0, 1, 2, 3].map(() => listening()));
  const ports = others.map(portOf);
  await Promise.all(others.map((s) => new Promise((resolve) => s.close(resolve))));
  const conn = join(tempDir("fdb-kernel-conn-"), "connection.json");
  const [iopub, stdin, control, hb] = ports;
  writeFileSync(
    conn,
    JSON.stringify({
      shell_port: portOf(taken),
      iopub_port: iopub,
      stdin_port: stdin,
      control_port: control,
      hb_port: hb,
      ip: "127.0.0.1",
      key: "k",
      transport: "tcp",
      signature_scheme: "hmac-sha256",
      kernel_name: "",
    }),
  );
  try {
    const child = spawn(process.execPath, [join(NOTEBOOKS, "kernel", "launch.cjs"), conn], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        resolve(null);
      }, 30_000);
      child.on("exit", (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    assert.equal(code, 1, `the kernel should have ended (stderr: ${stderr})`);
    assert.match(stderr.trim(), /^kernel: cannot open its Jupyter sockets \(.*in use.*\); exiting$/);
  } finally {
    taken.close();
  }
});
