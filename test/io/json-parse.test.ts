import assert from "node:assert/strict";
import { test } from "node:test";
import { JsonBomError, JsonDepthError, JsonSyntaxError, MAX_JSON_DEPTH, parseJson } from "../../src/io/json-parse.js";

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

test("nesting deeper than MAX_JSON_DEPTH is refused in one pass, before any recursive reader; brackets in strings do not count", () => {
  const nested = (n: number, inner = "") => "[".repeat(n) + inner + "]".repeat(n);
  assert.equal(MAX_JSON_DEPTH, 64);
  assert.deepEqual(parseJson(nested(2)), [[]]);
  assert.ok(Array.isArray(parseJson(nested(MAX_JSON_DEPTH))));
  assert.throws(() => parseJson(nested(MAX_JSON_DEPTH + 1)), JsonDepthError);
  // far past any stack: refused, never a RangeError, also on the fallback parser's path (NaN)
  assert.throws(() => parseJson(nested(10000)), /more than 64 levels deep \(at line 1 column 65\)/);
  assert.throws(() => parseJson(nested(10000, "NaN")), JsonDepthError);
  assert.throws(() => parseJson(`{"a": ${nested(5000)}}`), JsonDepthError);
  const text = JSON.stringify({ text: "[[[[".repeat(100), chunks: [] });
  assert.deepEqual(parseJson(text), JSON.parse(text));
  assert.deepEqual(parseJson('["\\"[[", 1]'), ['"[[', 1]);
});

test("a byte-order mark is refused as such, not as a bad number", () => {
  assert.throws(() => parseJson("\ufeff{}"), JsonBomError);
  assert.throws(() => parseJson("\ufeff{}"), /starts with a byte-order mark/);
});
