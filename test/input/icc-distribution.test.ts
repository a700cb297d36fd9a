/**
 * The distribution file as an input (src/input/tree/icc-distribution.ts): every problem one line
 * naming the file, the key and the problem, all of them at once (exit 2); the lists and the
 * sha256 of the bytes when the file is good.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { InputError } from "../../src/errors.js";
import { readIccDistribution, requireIccKeys } from "../../src/input/tree/icc-distribution.js";
import { errorLines } from "../../src/problems.js";
import { tempDir } from "../helpers/cli.js";

const work = tempDir();
test.after(() => rmSync(work, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const path = join(work, name);
  writeFileSync(path, text);
  return path;
}

/** The lines a read prints (it must fail with an InputError, exit code 2). */
function lines(f: () => unknown): string[] {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof InputError, String(e));
    assert.equal(e.exitCode, 2);
    // a list of the file's problems ends with the summary line every list ends with; it names no sample
    const all = errorLines(e);
    const last = all[all.length - 1]!;
    if (all.length > 1 || /nothing was written$/.test(last)) assert.match(last, /^\d+ problems?; nothing was written$/);
    return /nothing was written$/.test(last) ? all.slice(0, -1) : all;
  }
  assert.fail("expected the read to fail");
}

test("a good file: its lists as the file holds them, the sha256 of its bytes, lists of 2 values accepted", () => {
  const text = '{"1": [0.25, 0.75], "0": [0.5, 0, 0.5], "__proto__": [1, 1]}';
  const d = readIccDistribution(write("good.json", text), ["0", "1"]);
  assert.deepEqual(Object.keys(d.lists).sort(), ["0", "1", "__proto__"]);
  assert.deepEqual(d.lists["0"], [0.5, 0, 0.5]);
  assert.deepEqual(Object.getOwnPropertyDescriptor(d.lists, "__proto__")?.value, [1, 1]); // a plain key
  assert.equal(d.sha256, createHash("sha256").update(text).digest("hex"));
  assert.equal(d.label, "--icc-distribution good.json");
});

test("a missing key: one line per key naming the file and the key", () => {
  const path = write("short.json", '{"0": [0.5, 0.5]}');
  assert.deepEqual(
    lines(() => readIccDistribution(path, ["3", "0", "10"])),
    [
      '--icc-distribution short.json: key "10": missing; the file needs a list for every scored icc_backchannel sample, keyed by its folder name',
      '--icc-distribution short.json: key "3": missing; the file needs a list for every scored icc_backchannel sample, keyed by its folder name',
    ],
  );
  // the same check on a file already read
  const d = readIccDistribution(path);
  assert.deepEqual(
    lines(() => requireIccKeys(d, ["0", "3"])).map((l) => l.split(";")[0]),
    ['--icc-distribution short.json: key "3": missing'],
  );
  requireIccKeys(d, ["0"]);
});

test("every problem of every key at once, one line each, keys in string order", () => {
  const path = write(
    "bad.json",
    '{"5": [1], "4": "0.5", "3": [0.5, NaN, "x", 1], "2": [0.5, -0.25, -1], "1": [0, 0, 0], "0": [], "6": [0.2, 0.8]}',
  );
  assert.deepEqual(
    lines(() => readIccDistribution(path, ["6", "7"])),
    [
      '--icc-distribution bad.json: key "0": 0 values; a list needs at least 2',
      '--icc-distribution bad.json: key "1": the values sum to 0; a list needs a positive sum',
      '--icc-distribution bad.json: key "2": 2 values below 0 (the first at index 1: -0.25)',
      '--icc-distribution bad.json: key "3": 2 values not a finite number (the first at index 1: NaN)',
      '--icc-distribution bad.json: key "4": a string, not a list of numbers',
      '--icc-distribution bad.json: key "5": 1 value; a list needs at least 2',
      '--icc-distribution bad.json: key "7": missing; the file needs a list for every scored icc_backchannel sample, keyed by its folder name',
    ],
  );
});

test("a file that is not an object, not JSON, or not there: one line naming it", () => {
  assert.deepEqual(
    lines(() => readIccDistribution(write("list.json", "[[0.5, 0.5]]"), ["0"])),
    [
      "--icc-distribution list.json: a list, not a JSON object mapping keys to lists of numbers; " +
        "use icc_gt_distribution.json from Full-Duplex-Bench (v1_v1.5/evaluation/)",
    ],
  );
  const [malformed] = lines(() => readIccDistribution(write("broken.json", '{"0": [0.5, 0.5]')));
  assert.match(malformed!, /^--icc-distribution broken\.json: the distribution file is malformed JSON \(/);
  assert.deepEqual(
    lines(() => readIccDistribution(join(work, "absent.json"))),
    ["--icc-distribution absent.json: the distribution file is missing"],
  );
  assert.deepEqual(
    lines(() => readIccDistribution(work)),
    [`--icc-distribution ${work.split("/").pop()}: the distribution file is a folder, not a regular file`],
  );
});
