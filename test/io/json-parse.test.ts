import assert from "node:assert/strict";
import { test } from "node:test";
import { JsonSyntaxError, parseJson } from "../../src/io/json-parse.js";

test("parses ordinary JSON like JSON.parse", () => {
  const text = '{"a": [1, 2.5, -3e2, true, false, null], "b": {"c": "x\\"y\\u00e9"}, "": 0}';
  assert.deepEqual(parseJson(text), JSON.parse(text));
});

test("accepts Python's NaN and infinities", () => {
  const v = parseJson('{"timestamp": [NaN, Infinity, -Infinity]}') as { timestamp: number[] };
  assert.ok(Number.isNaN(v.timestamp[0]));
  assert.equal(v.timestamp[1], Infinity);
  assert.equal(v.timestamp[2], -Infinity);
});

test("rejects malformed JSON with a position", () => {
  assert.throws(() => parseJson('{"a": 1,}'), JsonSyntaxError);
  assert.throws(() => parseJson("[1 2]"), /line 1 column/);
  assert.throws(() => parseJson('{"a": 1} x'), /after the JSON value/);
  assert.throws(() => parseJson(""), /end of input/);
  assert.throws(() => parseJson("nan"), JsonSyntaxError);
});

test("a key named __proto__ is plain data", () => {
  const v = parseJson('{"__proto__": {"x": 1}}') as Record<string, unknown>;
  assert.deepEqual(Object.keys(v), ["__proto__"]);
  assert.equal(({} as Record<string, unknown>).x, undefined);
});
