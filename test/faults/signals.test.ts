/**
 * SIGINT and SIGTERM that arrive while an output set is being renamed are held back until the
 * renames are done, then delivered with their usual effect (the process ends by that signal).
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const WRITE = fileURLToPath(new URL("../../src/io/atomic-write.js", import.meta.url));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  test(`${signal} during the write of a pair: the whole new pair is in place, then the process ends by ${signal}`, () => {
    const dir = mkdtempSync(join(tmpdir(), "fdb-unified-signal-"));
    try {
      // The signal is sent from inside the write (when the first temporary is written), so its
      // arrival falls between the two renames deterministically.
      const script = `
        import { writeFilesAtomically } from ${JSON.stringify(WRITE)};
        import { writeSync } from "node:fs";
        let sent = false;
        const first = { path: ${JSON.stringify(join(dir, "a.json"))}, get content() { if (!sent) { sent = true; process.kill(process.pid, ${JSON.stringify(signal)}); } return "new a"; } };
        writeFilesAtomically([first, { path: ${JSON.stringify(join(dir, "b.json"))}, content: "new b" }]);
        writeSync(1, "written\\n");
        setTimeout(() => writeSync(1, "not ended\\n"), 2000);
      `;
      const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
        encoding: "utf8",
        timeout: 30_000,
      });
      assert.equal(r.stdout, "written\n");
      assert.equal(r.signal, signal, r.stderr);
      assert.deepEqual(readdirSync(dir).sort(), ["a.json", "b.json"]);
      assert.equal(readFileSync(join(dir, "a.json"), "utf8"), "new a");
      assert.equal(readFileSync(join(dir, "b.json"), "utf8"), "new b");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
