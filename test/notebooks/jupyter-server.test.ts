/**
 * `npm run jupyter` as a user meets it: the script starts the notebook server on a temporary copy
 * of the notebooks (the web UI autosaves into the folder it serves), prints the URL, and the
 * quickstart notebook is opened in headless Chromium through the real web UI, run with the
 * "Cell → Run All" menu item, and read back from the page: every code cell has an execution
 * count and no error output. The server is stopped by the script's pid (SIGTERM), and the test
 * checks that the port is free afterwards.
 */
import assert from "node:assert/strict";
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import test from "node:test";
import { REPO } from "../helpers/cli.js";
import { chromiumPath, withChromium } from "../report/chromium.js";

const ROOT = REPO;
const HAS_NOTEBOOK = spawnSync("jupyter", ["notebook", "--version"]).status === 0;
const SKIP = !HAS_NOTEBOOK
  ? "no jupyter notebook (Debian: jupyter-notebook): the server test skipped"
  : !chromiumPath()
    ? "no Chromium (Debian: chromium): the server test skipped"
    : false;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      const port = typeof a === "object" && a ? a.port : 0;
      s.close(() => done(port));
    });
  });
}

/** Start the script and resolve with the URL it prints (rejects when it exits first or after 90 s). */
function startServer(dir: string, port: number): { child: ChildProcess; url: Promise<string> } {
  const child = spawn(process.execPath, [join(ROOT, "scripts", "jupyter.mjs"), "--dir", dir, "--port", String(port)], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  const url = new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no URL printed in 90 s:\n${out}\n${err}`)), 90_000);
    child.stdout!.on("data", (c) => {
      out += c.toString();
      const m = /^open: (http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]+)$/m.exec(out);
      if (m) {
        clearTimeout(timer);
        done(m[1]!);
      }
    });
    child.stderr!.on("data", (c) => {
      err += c.toString();
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`the script exited (${code}) before printing a URL:\n${out}\n${err}`));
    });
  });
  return { child, url };
}

interface CellState {
  type: string;
  count: number | null;
  errors: string[];
}

/** What the checks read of the page's own notebook object (Jupyter.notebook of the classic UI). */
interface PageOutput {
  output_type: string;
  name?: string;
  ename?: string;
  evalue?: string;
  text?: unknown;
}
interface PageCell {
  cell_type: string;
  /** the execution count once the cell has run, "*" while it runs, null before */
  input_prompt_number?: number | string | null;
  /** a jQuery wrapper; [0] is the cell's DOM node */
  element: ArrayLike<{ querySelector(selector: string): { textContent: string | null } | null }>;
  output_area?: { outputs?: PageOutput[] };
}
interface PageNotebook {
  get_cells(): PageCell[];
  kernel_busy?: boolean;
  kernel?: { is_connected?(): boolean };
}
type PageGlobals = { Jupyter?: { notebook?: PageNotebook } };

test("npm run jupyter: 00-quickstart runs from the web UI, every code cell counted and without an error", {
  skip: SKIP,
  timeout: 600_000,
}, async () => {
  const dir = mkdtempSync(join(tmpdir(), "fdb-unified-jupyter-"));
  for (const f of readdirSync(join(ROOT, "notebooks"))) {
    if (f.endsWith(".ipynb")) copyFileSync(join(ROOT, "notebooks", f), join(dir, f));
  }
  const port = await freePort();
  const { child, url } = startServer(dir, port);
  try {
    const base = await url;
    const cells = await withChromium(async (browser) => {
      const page = await browser.newPage();
      const nb = base.replace("/?token=", "/notebooks/00-quickstart.ipynb?token=");
      await page.goto(nb, { waitUntil: "networkidle2", timeout: 120_000 });
      // the page's own notebook object: ready when its kernel is connected and idle
      await page.waitForFunction(
        () => {
          const j = (globalThis as PageGlobals).Jupyter;
          return j?.notebook?.kernel?.is_connected?.() && j.notebook.kernel_busy === false;
        },
        { timeout: 120_000, polling: 250 },
      );
      await page.click("#celllink");
      await page.waitForSelector("#run_all_cells", { visible: true });
      await page.click("#run_all_cells");
      // done when the kernel is idle, no cell shows "In [*]", and either every code cell has its
      // count or one failed (tslab writes a cell's error to stderr; the cells queued behind it are
      // aborted and keep no count)
      await page.waitForFunction(
        () => {
          const n = (globalThis as PageGlobals).Jupyter!.notebook!;
          if (n.kernel_busy !== false) return false;
          const code = n.get_cells().filter((c: PageCell) => c.cell_type === "code");
          const prompt = (c: PageCell) => c.element[0].querySelector(".input_prompt")?.textContent ?? "";
          if (code.some((c: PageCell) => prompt(c).includes("*"))) return false;
          const failed = code.some((c: PageCell) =>
            (c.output_area?.outputs ?? []).some(
              (o: PageOutput) => o.output_type === "error" || (o.output_type === "stream" && o.name === "stderr"),
            ),
          );
          return failed || code.every((c: PageCell) => typeof c.input_prompt_number === "number");
        },
        { timeout: 480_000, polling: 500 },
      );
      return page.evaluate(() => {
        const n = (globalThis as PageGlobals).Jupyter!.notebook!;
        return n.get_cells().map((c: PageCell) => ({
          type: c.cell_type,
          count: typeof c.input_prompt_number === "number" ? c.input_prompt_number : null,
          errors: (c.output_area?.outputs ?? [])
            .filter((o: PageOutput) => o.output_type === "error" || (o.output_type === "stream" && o.name === "stderr"))
            .map((o: PageOutput) => (o.output_type === "error" ? `${o.ename}: ${o.evalue}` : String(o.text))),
        }));
      }) as Promise<CellState[]>;
    });
    assert.ok(cells, "Chromium did not start");
    const code = cells.filter((c) => c.type === "code");
    assert.ok(code.length >= 5, `only ${code.length} code cells seen`);
    for (const [i, c] of code.entries()) {
      assert.equal(typeof c.count, "number", `code cell ${i + 1} has no execution count`);
      assert.deepEqual(c.errors, [], `code cell ${i + 1} has error output`);
    }
    assert.deepEqual(
      code.map((c) => c.count),
      code.map((_, i) => i + 1),
      "the counts run 1, 2, 3, … in order",
    );
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      process.kill(child.pid!, "SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }
  const free = await new Promise<boolean>((done) => {
    const s = createServer();
    s.once("error", () => done(false));
    s.listen(port, "127.0.0.1", () => s.close(() => done(true)));
  });
  assert.ok(free, `port ${port} is still in use after the server was stopped`);
});
