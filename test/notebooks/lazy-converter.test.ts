/**
 * Converters built when needed (notebooks/kernel/lazy-converter.cjs): creating one builds
 * nothing; the first call of any method builds the real converter once, with the options given;
 * every method hands its arguments to the real converter and its result back; closing one that
 * was never built builds nothing; a build that throws is tried again at the next call;
 * `buildNow` builds those not built yet. The kernel-info hook builds once, after the first reply,
 * and only when asked to then.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import test from "node:test";
import { NOTEBOOKS, requireFromRepo } from "./notebook-files.js";

type Method = "convert" | "inspect" | "complete" | "addModule" | "close";
type Converter = Record<Method, (...args: unknown[]) => unknown>;
const { buildAfterKernelInfo, lazyConverters } = requireFromRepo(join(NOTEBOOKS, "kernel", "lazy-converter.cjs")) as {
  lazyConverters(create: (options: unknown) => Converter): ((options: unknown) => Converter) & { buildNow(): void };
  buildAfterKernelInfo(handler: { handleKernel(...args: unknown[]): unknown }, wanted: () => boolean, build: () => void): void;
};

/** A create function that records its builds and every call its converters receive. */
function recordingCreate(failures = 0) {
  const builds: unknown[] = [];
  const calls: [Method, unknown[]][] = [];
  let left = failures;
  const create = (options: unknown): Converter => {
    if (left-- > 0) throw new Error("build failed");
    builds.push(options);
    const method = (m: Method) => (...args: unknown[]) => {
      calls.push([m, args]);
      return { from: m, args };
    };
    return { convert: method("convert"), inspect: method("inspect"), complete: method("complete"), addModule: method("addModule"), close: method("close") };
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

test("buildNow builds every converter not built yet, and none twice", () => {
  const r = recordingCreate();
  const lazy = lazyConverters(r.create);
  const a = lazy({ n: 1 });
  lazy({ n: 2 });
  a.convert("", "1");
  lazy.buildNow();
  assert.deepEqual(r.builds, [{ n: 1 }, { n: 2 }]);
  lazy.buildNow();
  a.convert("", "2");
  assert.equal(r.builds.length, 2);
});

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

test("the kernel-info hook builds once, on the turn after the first reply, and only when wanted then", async () => {
  for (const wanted of [true, false]) {
    let builds = 0;
    let asked = 0;
    const replies: unknown[] = [];
    const handler = {
      handleKernel(...args: unknown[]): unknown {
        replies.push(args);
        return { language: "typescript", builds };
      },
    };
    buildAfterKernelInfo(handler, () => (asked++, wanted), () => builds++);
    assert.deepEqual(handler.handleKernel("x"), { language: "typescript", builds: 0 }, "the reply is made before any build");
    assert.equal(builds, 0);
    await turn();
    assert.equal(builds, wanted ? 1 : 0);
    handler.handleKernel("y");
    await turn();
    assert.equal(builds, wanted ? 1 : 0, "once only");
    assert.equal(asked, 1, "asked at the first reply only");
    assert.deepEqual(replies, [["x"], ["y"]]);
  }
});
