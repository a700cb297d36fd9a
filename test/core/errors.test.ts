import assert from "node:assert/strict";
import test from "node:test";
import { describeError } from "../../src/cli/main.js";
import { InputError, ModelFileError, UsageError, VadInputError, WavError } from "../../src/errors.js";

test("every bad-input error extends InputError and exits with its code (2); anything else exits 1", () => {
  const bad = [
    new InputError("a"),
    new UsageError("b"),
    new WavError("c"),
    new ModelFileError("d"),
    new VadInputError("x.wav", "e"),
  ];
  for (const e of bad) {
    assert.ok(e instanceof InputError, e.name);
    assert.equal(e.exitCode, 2);
    assert.deepEqual(describeError(e), { message: e.message, code: 2 }, e.name);
  }
  // a class is what counts, not its name
  const impostor = new Error("boom");
  impostor.name = "WavError";
  assert.equal(describeError(impostor).code, 1);
  assert.equal(describeError(new TypeError("bug")).code, 1);
});
