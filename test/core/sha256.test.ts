/** The one digest module: hex, raw bytes and block-by-block give the same sha256 (FIPS 180-2's "abc" vector). */
import assert from "node:assert/strict";
import { test } from "node:test";
import { sha256Bytes, sha256Hex, sha256Stream } from "../../src/sha256.js";

const ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

test("sha256Hex of bytes and of a string is the standard digest", () => {
  assert.equal(sha256Hex("abc"), ABC);
  assert.equal(sha256Hex(new TextEncoder().encode("abc")), ABC);
  assert.notEqual(sha256Hex("abd"), ABC);
});

test("sha256Bytes is the same digest as 32 raw bytes", () => {
  const b = sha256Bytes(new TextEncoder().encode("abc"));
  assert.equal(b.length, 32);
  assert.equal(b.toString("hex"), ABC);
});

test("sha256Stream fed in blocks equals the digest of the whole", () => {
  const h = sha256Stream();
  for (const part of ["a", "", "bc"]) h.update(part);
  assert.equal(h.digest("hex"), ABC);
});
