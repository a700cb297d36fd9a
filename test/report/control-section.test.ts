/**
 * The v1.0 report of a plain folder with control runs shows the interruption subset's control
 * block (counts, every matched metric named control.<metric>); a folder without control runs gets
 * no such section.
 */
import assert from "node:assert/strict";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { REPO, runCli, tempDir } from "../helpers/cli.js";

test("a control-run section for a plain folder with control runs, none without", () => {
  const out = tempDir();
  try {
    const a = runCli(["report", "--dataset", join(REPO, "fixtures", "plain-control"), "--out", join(out, "a")]);
    assert.equal(a.code, 0, a.stderr);
    const html = readFileSync(join(out, "a", "index.html"), "utf8");
    // inside the section of the subset it is attached to
    assert.match(
      html,
      /<h2>\d+\. synthetic_user_interruption \(user_interruption\)<\/h2>(?:(?!<h2>).)*<h3>synthetic_user_interruption: control runs<\/h3>/s,
    );
    assert.match(html, /2 samples with a control run \(clean_output\.wav[^)]*\), 1 without one/);
    assert.match(html, /<td class="nowrap">control\.net_yield_rate<\/td>/);
    const b = runCli(["report", "--dataset", join(REPO, "fixtures", "plain"), "--out", join(out, "b")]);
    assert.equal(b.code, 0, b.stderr);
    assert.doesNotMatch(readFileSync(join(out, "b", "index.html"), "utf8"), /control runs<\/h[23]>/);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
