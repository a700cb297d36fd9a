/**
 * Converters built when needed (notebooks/kernel/lazy-converter.cjs): creating one builds
 * nothing; the first call of any method builds the real converter once, with the options given;
 * every method hands its arguments to the real converter and its result back; closing one that
 * was never built builds nothing; a build that throws is tried again at the next call.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import test from "node:test";
import { NOTEBOOKS, requireFromRepo } from "./notebook-files.js";

type Method = "convert" | "inspect" | "complete" | "addModule" | "close";
type Converter = Record<Method, (...args: unknown[]) => unknown>;
const { lazyConverters } = requireFromRepo(join(NOTEBOOKS, "kernel", "lazy-converter.cjs")) as {
  lazyConverters(create: (options: unknown) => Converter): (options: unknown) => Converter;
};

/** A create function that records its builds and every call its converters receive. */
function recordingCreate(failures = 0) {
  const builds: unknown[] = [];
  const calls: [Method, unknown[]][] = [];
  let left = failures;
  const create = (options: unknown): Converter => {
    if (left-- > 0) throw new Error("build failed");
    builds.push(options);
    const method =
      (m: Method) =>
      (...args: unknown[]) => {
        calls.push([m, args]);
        return { from: m, args };
      };
    return {
      convert: method("convert"),
      inspect: method("inspect"),
      complete: method("complete"),
      addModule: method("addModule"),
      close: method("close"),
    };
  };
  return { create, builds, calls };
}

test("nothing is built until a method is called; then once, with the options given", () => {
  const r = recordingCreate();
  const conv = lazyConverters(r.create)({ isJS: false, isBrowser: false });
  assert.equal(r.builds.length, 0);
  assert.deepEqual(conv.convert("decl", "1+1"), { from: "convert", args: ["decl", "1+1"] });
  assert.deepEqual(r.builds, [{ isJS: false, isBrowser: false }]);
  conv.convert("decl", "2+2");
  conv.inspect("decl", "x", 1);
  assert.equal(r.builds.length, 1, "built once");
});

test("every method reaches the real converter with its arguments, and returns its result", () => {
  const r = recordingCreate();
  const conv = lazyConverters(r.create)({});
  const cases: [Method, unknown[]][] = [
    ["convert", ["d", "s"]],
    ["inspect", ["d", "s", 3]],
    ["complete", ["d", "s", 4]],
    ["addModule", ["m", "export {}", { mode: "node" }]],
    ["close", []],
  ];
  for (const [m, args] of cases) {
    const result = conv[m](...args);
    if (m !== "close") assert.deepEqual(result, { from: m, args }, m);
  }
  assert.deepEqual(r.calls, cases);
});

test("closing a converter that was never built builds nothing", () => {
  const r = recordingCreate();
  lazyConverters(r.create)({}).close();
  assert.equal(r.builds.length, 0);
  assert.equal(r.calls.length, 0);
});

test("each converter builds its own real one", () => {
  const r = recordingCreate();
  const lazy = lazyConverters(r.create);
  const node = lazy({ isBrowser: false });
  const browser = lazy({ isBrowser: true });
  browser.convert("", "1");
  node.convert("", "1");
  assert.deepEqual(r.builds, [{ isBrowser: true }, { isBrowser: false }]);
});

test("a build that throws surfaces in the call, and is tried again at the next", () => {
  const r = recordingCreate(1);
  const conv = lazyConverters(r.create)({});
  assert.throws(() => conv.convert("", "1"), /build failed/);
  assert.deepEqual(conv.convert("", "1"), { from: "convert", args: ["", "1"] });
  assert.equal(r.builds.length, 1);
});
