import assert from "node:assert/strict";
import { test } from "node:test";
import { roundHalfEven, samplesToMicros, toMicros } from "../../src/time.js";

test("round half to even on exact halves", () => {
  assert.equal(roundHalfEven(0.5), 0);
  assert.equal(roundHalfEven(1.5), 2);
  assert.equal(roundHalfEven(2.5), 2);
  assert.equal(roundHalfEven(3.5), 4);
  assert.equal(roundHalfEven(2.5000000001), 3);
  assert.equal(roundHalfEven(2.4999999999), 2);
  assert.equal(Math.round(2.5), 3, "Math.round rounds halves up, which is why it is not used");
});

test("float noise in an annotation lands on the same microsecond as the clean value", () => {
  assert.equal(toMicros(6.32000000000005), toMicros(6.32));
  assert.equal(toMicros(6.32), 6320000);
  assert.equal(toMicros(2.0100000000000016), 2010000);
});

test("microsecond halves round to even", () => {
  // 0.0000005 s * 1e6 = 0.5 (as a double product slightly below or above: check the product itself)
  const x = 0.5e-6;
  assert.equal(x * 1e6, 0.5);
  assert.equal(toMicros(x), 0);
  assert.equal(toMicros(1.5e-6), 2);
});

test("VAD sample positions convert through samples / 16000", () => {
  assert.equal(samplesToMicros(512, 16000), 32000);
  assert.equal(samplesToMicros(1, 16000), roundHalfEven(62.5)); // 62.5 µs → 62
  assert.equal(samplesToMicros(1, 16000), 62);
  assert.equal(samplesToMicros(3, 16000), 188); // 187.5 → 188
});
