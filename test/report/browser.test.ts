/**
 * The browser the PDF and PNG edges print with, and what happens without one: a
 * MissingDependencyError (exit 2, one line saying what to install), raised before any browser or
 * profile folder is started, the same from a clone and from an installed package.
 */
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { describeError } from "../../src/cli/main.js";
import { MissingDependencyError } from "../../src/errors.js";
import { browserPath, missingExecutable, NO_BROWSER, requireBrowser } from "../../src/io/chromium.js";
import { FIXTURE_TREE, runCli } from "../helpers/cli.js";

const withFolder = (f: (dir: string) => void) => {
  const dir = mkdtempSync(join(tmpdir(), "fdb-browser-"));
  try {
    f(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

test("puppeteer's own browser is used when it exists, else the first system Chromium that exists", () => {
  withFolder((dir) => {
    const own = join(dir, "chrome");
    const system = join(dir, "chromium");
    writeFileSync(own, "");
    writeFileSync(system, "");
    assert.equal(requireBrowser({ executablePath: () => own }, [join(dir, "none"), system]), own);
    assert.equal(
      requireBrowser({ executablePath: () => join(dir, "not-installed") }, [join(dir, "none"), system]),
      system,
    );
    assert.equal(
      requireBrowser(
        {
          executablePath: () => {
            throw new Error("no cache folder");
          },
        },
        [system],
      ),
      system,
    );
  });
});

test("without any browser: exit 2 with one line saying what to install", () => {
  withFolder((dir) => {
    const missing = { executablePath: () => join(dir, "not-installed") };
    assert.equal(browserPath(missing, [join(dir, "none")]), join(dir, "not-installed"));
    assert.throws(
      () => requireBrowser(missing, [join(dir, "none")]),
      (e: unknown) => {
        assert.ok(e instanceof MissingDependencyError);
        assert.equal(e.message, NO_BROWSER);
        const { message, code } = describeError(e);
        assert.equal(code, 2);
        assert.equal(message.split("\n").length, 1);
        assert.match(message, /install .*chromium.*PUPPETEER_EXECUTABLE_PATH/);
        return true;
      },
    );
  });
});

test("a PUPPETEER_EXECUTABLE_PATH that names no file: exit 2 with one line naming it, no fall-back to another browser", () => {
  withFolder((dir) => {
    const system = join(dir, "chromium");
    writeFileSync(system, "");
    const own = { executablePath: () => system };
    const named = join(dir, "no-such-chrome");
    assert.throws(
      () => requireBrowser(own, [system], { PUPPETEER_EXECUTABLE_PATH: named }),
      (e: unknown) => {
        assert.ok(e instanceof MissingDependencyError);
        const { message, code } = describeError(e);
        assert.equal(code, 2);
        assert.equal(message, missingExecutable(named));
        assert.ok(message.includes(named) && !message.includes("\n"));
        return true;
      },
    );
    const real = join(dir, "my-chrome");
    writeFileSync(real, "");
    assert.equal(requireBrowser(own, [system], { PUPPETEER_EXECUTABLE_PATH: real }), real);
    assert.equal(requireBrowser(own, [system], {}), system);
  });
});

test("the CLI: report --pdf with a PUPPETEER_EXECUTABLE_PATH that names no file exits 2 naming it, writing nothing", () => {
  withFolder((dir) => {
    const named = join(dir, "no-such-chrome");
    const out = join(dir, "report");
    const r = runCli(["report", "--tree", FIXTURE_TREE, "--out", out, "--pdf"], { PUPPETEER_EXECUTABLE_PATH: named });
    assert.equal(r.code, 2, r.stderr);
    assert.equal(r.stderr, `error: ${missingExecutable(named)}\n`);
    assert.equal(existsSync(out), false, "the report was written");
  });
});
