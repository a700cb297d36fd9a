/**
 * The counts the README and docs/install.md state, checked so they cannot go stale: the number of
 * notebooks (as a word) and the first and last of them against notebooks/*.ipynb, and the
 * tarball's figures in the form scripts/install-check.sh reads and compares with `npm pack`'s.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { REPO } from "../helpers/cli.js";

const README = readFileSync(join(REPO, "README.md"), "utf8");
const WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

test("the README's notebook count and range match notebooks/*.ipynb", () => {
  const names = readdirSync(join(REPO, "notebooks"))
    .filter((f) => f.endsWith(".ipynb"))
    .map((f) => f.slice(0, -".ipynb".length))
    .sort();
  const m = /\b([A-Z][a-z]+) notebooks \(`([^`]+)` … `([^`]+)`\)/.exec(README);
  assert.ok(m, "no 'N notebooks (`first` … `last`)' in the README");
  assert.equal(WORDS.indexOf(m[1]!.toLowerCase()), names.length, `the README says ${m[1]} notebooks`);
  assert.deepEqual([m[2], m[3]], [names[0], names[names.length - 1]]);
});

test("docs/install.md's tarball figures are in the form the install check compares with npm pack", () => {
  const install = readFileSync(join(REPO, "docs", "install.md"), "utf8");
  const stated = install.replace(/\s+/g, " ").match(/The tarball \(about ([0-9.]+) MB, about ([0-9]+) files/g) ?? [];
  assert.equal(stated.length, 1, "one 'The tarball (about X MB, about N files' sentence");
  const check = readFileSync(join(REPO, "scripts", "install-check.sh"), "utf8");
  assert.ok(check.includes("The tarball (about [0-9.]* MB, about [0-9]* files"), "install-check.sh does not read them");
  for (const text of [README, install])
    assert.doesNotMatch(text, /\babout [0-9]+ tests\b/, "a test count nothing checks");
});
