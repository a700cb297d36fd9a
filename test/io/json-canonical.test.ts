/** The canonical text of a JSON value: key order and number spelling do not matter, values do. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { canonicalJson, jsonValueIdentity } from "../../src/io/json-canonical.js";

const id = (s: string) => jsonValueIdentity(Buffer.from(s));

test("key order, whitespace and number spelling give the same identity", () => {
  assert.equal(
    id('[{"text":"[PAUSE]","timestamp":[1,2.5]}]'),
    id('[\n {\n  "timestamp": [1.0, 2.50],\n  "text": "[PAUSE]"\n }\n]\n'),
  );
  assert.equal(id("[1e0]"), id("[1]"));
  assert.equal(canonicalJson({ b: 1, a: [true, null, "x"] }), '{"a":[true,null,"x"],"b":1}');
});

test("a different number, key, string or nesting gives another identity", () => {
  const base = id('{"timestamp":[0.8,1]}');
  for (const other of [
    '{"timestamp":[0.8,1.01]}',
    '{"timestamps":[0.8,1]}',
    '{"timestamp":[0.8,"1"]}',
    '[{"timestamp":[0.8,1]}]',
    '{"timestamp":[1,0.8]}',
  ]) {
    assert.notEqual(id(other), base, other);
  }
});

test("Python's non-finite literals parse; bytes that are not JSON fall back to a hash of the bytes", () => {
  assert.equal(id("[NaN]"), id("[ NaN ]"));
  assert.notEqual(id("[NaN]"), id("[null]"));
  assert.match(id("{not json"), /^raw:[0-9a-f]{64}$/);
  assert.match(id("{}"), /^json:[0-9a-f]{64}$/);
});
