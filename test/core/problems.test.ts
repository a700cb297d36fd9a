/**
 * The one formatter of problems: a single problem is its own line; problems of one file and
 * check (whatever their values) make one line with the count and the first five ids; lines come
 * in input, subset, then sample-id order; at most 50 lines, then always one summary line (how
 * many problems, and that nothing was written), which an error's message leaves out; control
 * characters never break a line; several inputs prefix each line with the input's name.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  errorLines,
  formatProblems,
  problemLine,
  ProblemList,
  ProblemsError,
  withInputName,
  type Problem,
} from "../../src/problems.js";
import { InputError } from "../../src/errors.js";
import { SUBSETS } from "../../src/input/tree/subsets.js";

const UI = "synthetic_user_interruption";
const P = "synthetic_pause_handling";

const beforeR = (name: string, t: number): Problem => ({
  where: `${UI}/${name}`,
  subset: UI,
  file: "output.json",
  check: "output.json: a word starts before R",
  message: `output.json word 1 "Hi" at ${t} s starts before R = 5 s`,
  fix: "interruption transcripts must hold only the words from R on",
});

test("one problem is one line: where, message and fix; then the summary line", () => {
  assert.deepEqual(formatProblems([beforeR("3", 2.2)], SUBSETS), [
    `${UI}/3: output.json word 1 "Hi" at 2.2 s starts before R = 5 s; interruption transcripts must hold only the words from R on`,
    "1 problem; nothing was written",
  ]);
  assert.deepEqual(formatProblems([], SUBSETS), []);
});

test("problems of one file and check group into one line whatever their values, with the count and the first five ids", () => {
  const ps = ["7", "1", "10", "2", "3", "4", "5"].map((n, k) => beforeR(n, k / 10));
  const lines = formatProblems(ps, SUBSETS);
  assert.deepEqual(lines, [
    `7 samples (${UI}/1, ${UI}/10, ${UI}/2, ${UI}/3, ${UI}/4, ...): output.json: a word starts before R; interruption transcripts must hold only the words from R on`,
    "7 problems in 7 samples; nothing was written",
  ]);
  // another fix or another file is another line
  const other = { ...beforeR("8", 1), file: "interrupt.json" };
  assert.equal(formatProblems([...ps, other], SUBSETS).length, 3);
});

test("lines come in subset order, then sample ids as strings; problems without a subset first", () => {
  const lines = formatProblems(
    [
      beforeR("2", 1),
      { where: `${P}/9`, subset: P, file: "pause.json", check: "c1", message: "m1" },
      { where: "asr.json", file: "asr.json", check: "c0", message: "m0" },
      { where: `${P}/10`, subset: P, file: "output.json", check: "c2", message: "m2" },
    ],
    SUBSETS,
  );
  assert.deepEqual(
    lines.map((l) => l.split(":")[0]),
    ["asr.json", `${P}/10`, `${P}/9`, `${UI}/2`, "4 problems in 3 samples; nothing was written"],
  );
});

test("at most 50 lines, then one summary line with the problems left and the problems and samples in all", () => {
  const ps: Problem[] = [];
  for (let k = 0; k < 60; k++)
    ps.push({
      where: `${P}/${String(k).padStart(2, "0")}`,
      subset: P,
      file: "pause.json",
      check: `check ${k}`,
      message: `m${k}`,
    });
  ps.push({ ...ps[59]!, where: `${P}/60` }); // groups with 59: 61 problems on 60 lines
  const lines = formatProblems(ps, SUBSETS);
  assert.equal(lines.length, 51);
  assert.equal(lines[50], "... and 11 more problems; 61 problems in 61 samples in all; nothing was written");
  const fifty = formatProblems(ps.slice(0, 50), SUBSETS);
  assert.equal(fifty.length, 51);
  assert.equal(fifty[50], "50 problems in 50 samples; nothing was written");
  // two problems of one sample
  assert.equal(
    formatProblems([ps[0]!, { ...ps[1]!, where: ps[0]!.where }], SUBSETS).at(-1),
    "2 problems in 1 sample; nothing was written",
  );
});

test("a control character in a name is escaped, so each problem stays one line", () => {
  const line = problemLine({ where: `${P}/a\nb`, check: "c", message: "bad\tname" });
  assert.equal(line, `${P}/a\\nb: bad\\tname`);
});

test("with several inputs each line starts with the input's name; a list keeps all its lines", () => {
  const list = new ProblemList(SUBSETS);
  list.add(beforeR("1", 1));
  list.add({ where: `${P}/1`, subset: P, check: "c", message: "m" });
  assert.throws(
    () => list.throwIfAny(),
    (e: unknown) => {
      assert.ok(e instanceof ProblemsError);
      const named = withInputName(e, "B");
      assert.ok(named instanceof ProblemsError);
      assert.deepEqual(
        named.message.split("\n").map((l) => l.slice(0, 3)),
        ["B: ", "B: "],
      );
      // a command prints the problem lines, then the summary line
      assert.deepEqual(errorLines(named).slice(2), ["2 problems in 2 samples; nothing was written"]);
      return true;
    },
  );
  assert.equal(withInputName(new InputError("x: y"), "A").message, "A: x: y");
});

test("attempt records an input error and goes on; a bug propagates", () => {
  const list = new ProblemList(SUBSETS);
  assert.equal(
    list.attempt(
      `${P}/1`,
      () => {
        throw new InputError(`${P}/1: output.json is missing`);
      },
      P,
    ),
    undefined,
  );
  assert.deepEqual(list.items, [
    { where: `${P}/1`, subset: P, check: "output.json is missing", message: "output.json is missing" },
  ]);
  assert.throws(
    () =>
      list.attempt("x", () => {
        throw new TypeError("bug");
      }),
    TypeError,
  );
});
