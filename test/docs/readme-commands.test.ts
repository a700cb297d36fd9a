/**
 * The README's two commands and the scripts behind them: both are marked in the README and name
 * scripts of the repository; CI runs the test command exactly as written and then the
 * clean-clone check (never `npm test`), which runs the main command alone unless asked for both;
 * the scripts ask for the Debian packages the suite and the main command need; and their set-up logic behaves on a machine that is not Debian or has an old
 * Node, checked with stand-in commands on PATH.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmodSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { REPO, tempDir } from "../helpers/cli.js";

const bash = (script: string, env: NodeJS.ProcessEnv = {}) =>
  spawnSync("bash", ["-c", script], { cwd: REPO, encoding: "utf8", env: { ...process.env, ...env } });

const readmeCommand = (name: string) => {
  const r = bash(`bash scripts/readme-command.sh ${name}`);
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.trim();
};

test("the README marks a main and a test command, each a script of the repository", () => {
  assert.equal(readmeCommand("main"), "bash scripts/quickstart.sh");
  assert.equal(readmeCommand("test"), "bash scripts/test.sh");
  const r = bash("bash scripts/readme-command.sh nothing");
  assert.equal(r.status, 2);
  assert.match(r.stderr, /README has no command marked <!-- readme-command: nothing -->/);
});

test("CI runs the README's test command as written, then the clean-clone check; npm test never does", () => {
  const lines = readFileSync(join(REPO, ".ci", "run"), "utf8").split("\n");
  const at = lines.indexOf(readmeCommand("test"));
  assert.ok(at >= 0, ".ci/run does not run the README's test command as written");
  const check = lines.indexOf("bash scripts/clean-clone-check.sh");
  assert.ok(check > at, "the clean-clone check must run after the test command");
  const pkg = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8"));
  for (const script of Object.values(pkg.scripts) as string[]) assert.doesNotMatch(script, /clean-clone/);
});

test("the scripts install the Debian packages the suite and the main command need", () => {
  const words = (file: string) => new Set(readFileSync(join(REPO, "scripts", file), "utf8").split(/[\s\\]+/));
  const testSh = words("test.sh");
  for (const p of [
    "chromium",
    "poppler-utils",
    "jupyter-nbconvert",
    "jupyter-client",
    "espeak-ng",
    "sox",
    "fonts-dejavu-core",
    "texlive-latex-recommended",
    "python3-soundfile",
  ]) {
    assert.ok(testSh.has(p), `scripts/test.sh does not install ${p}`);
  }
  const main = words("quickstart.sh");
  for (const p of ["chromium", "poppler-utils", "fonts-dejavu-core", "jupyter-nbconvert", "jupyter-client"])
    assert.ok(main.has(p), `scripts/quickstart.sh does not install ${p}`);
});

test("package.json lets npm 11 run only the install scripts that must run", () => {
  const allow = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")).allowScripts as Record<string, boolean>;
  assert.equal(allow.zeromq, true);
  for (const p of ["onnxruntime-node", "puppeteer"]) assert.equal(allow[p], false, p);
  assert.match(readFileSync(join(REPO, ".puppeteerrc.cjs"), "utf8"), /skipDownload: true \}/);
});

test("the clean-clone check does not start inside another one", () => {
  const before = readdirSync(tmpdir()).filter((f) => f.startsWith("fdb-unified-clean-clone.")).length;
  const r = bash("bash scripts/clean-clone-check.sh", { FDB_UNIFIED_CLEAN_CLONE_CHECK: "1" });
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, "clean-clone check: already inside one; not starting another\n");
  assert.equal(readdirSync(tmpdir()).filter((f) => f.startsWith("fdb-unified-clean-clone.")).length, before);
});

test("the clean-clone check runs the main command alone by default, the test command too with --full", () => {
  // a stand-in git that logs the clone it was asked for and fails, so no clone is made
  const bin = tempDir();
  const log = join(bin, "git.log");
  writeFileSync(join(bin, "git"), `#!/bin/sh\necho "$@" >> ${log}\nexit 1\n`);
  chmodSync(join(bin, "git"), 0o755);
  const firstClone = (args: string) => {
    writeFileSync(log, "");
    const r = bash(`bash scripts/clean-clone-check.sh ${args}`, { PATH: `${bin}:${process.env.PATH}` });
    assert.notEqual(r.status, 0);
    return readFileSync(log, "utf8").trim();
  };
  assert.match(firstClone(""), /^clone .* \/\S+\/main\/fdb-unified$/);
  assert.match(firstClone("--full"), /^clone .* \/\S+\/test\/fdb-unified$/);
  const bad = bash("bash scripts/clean-clone-check.sh everything");
  assert.equal(bad.status, 2);
  assert.equal(bad.stderr, "usage: bash scripts/clean-clone-check.sh [--full | test|main ...]\n");
});

test("set-up on a system without apt-get says what it would need and installs nothing", () => {
  const empty = tempDir();
  const r = bash(
    `. scripts/lib/setup.sh; PATH=${empty}; debian_packages "the PDF report" chromium poppler-utils; echo "status $?"`,
  );
  assert.equal(
    r.stdout,
    "fdb-unified: not a Debian-based system (no apt-get); not installing: chromium poppler-utils (the PDF report)\nstatus 1\n",
  );
});

test("set-up stops with exit 2 and says what to do when Node is older than 20 or missing", () => {
  const bin = tempDir();
  const node = join(bin, "node");
  writeFileSync(node, '#!/bin/sh\ncase "$1" in --version) echo v18.19.0 ;; *) echo 18 ;; esac\n');
  chmodSync(node, 0o755);
  const old = bash(`. scripts/lib/setup.sh; PATH=${bin}:/usr/bin:/bin; need_node; echo unreachable`);
  assert.equal(old.status, 2);
  assert.equal(old.stdout, "");
  assert.match(
    old.stderr,
    /^fdb-unified: Node\.js >= 20 is needed; this is v18\.19\.0\.\n {2}Install Node 20 or later first/,
  );
  const none = bash(`. scripts/lib/setup.sh; PATH=${tempDir()}; need_node`);
  assert.equal(none.status, 2);
  assert.match(none.stderr, /'node' is not on PATH/);
});
