/**
 * The notebook kernel's prebuilt build of `src/` (notebooks/kernel/prebuilt.cjs), on a small
 * package of its own: it is built with tslab's TypeScript and stamped with the hash of `src/`;
 * a matching stamp is reused, an edit to `src/` rebuilds (so a kernel restart picks the edit
 * up), a type error leaves the kernel without the build and says why; and through tslab's own
 * converter and executor a cell's `./src/X.js` type-checks against the build's declarations and
 * loads the build's CommonJS, without tslab compiling the sources.
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { format } from "node:util";
import test from "node:test";
import { REPO } from "../helpers/cli.js";
import { kernelTypeScript, NOTEBOOKS, requireFromRepo } from "./notebook-files.js";

interface Prebuilt {
  BUILD_FOLDER: string;
  srcHash(root: string): string;
  ensurePrebuilt(
    root: string,
    ts: unknown,
    options: unknown,
  ): { dir: string; built: boolean } | { dir: null; problem: string };
  declarationResolver(ts: unknown, root: string, dir: string): unknown;
  redirectRequires(root: string, dir: string): () => void;
}

// Installed before anything loads tslab's TypeScript (as the kernel launcher does).
const kernel = kernelTypeScript() as ReturnType<typeof kernelTypeScript> & { useModuleResolver(r: unknown): void };
const ts = kernel.installKernelTypeScript(REPO);
const prebuilt = requireFromRepo(join(NOTEBOOKS, "kernel", "prebuilt.cjs")) as Prebuilt;

function makePackage(): string {
  const root = mkdtempSync(join(tmpdir(), "fdb-prebuilt-"));
  writeFileSync(join(root, "package.json"), JSON.stringify({ name: "prebuilt-test", type: "module" }));
  mkdirSync(join(root, "src", "lib"), { recursive: true });
  writeFileSync(
    join(root, "src", "lib", "double.ts"),
    "/** Twice x. */\nexport function double(x: number): number {\n  return 2 * x;\n}\n",
  );
  writeFileSync(
    join(root, "src", "answer.ts"),
    'import { double } from "./lib/double.js";\nexport const answer: number = double(21);\nexport const helper: () => string = require("./lib/helper.cjs");\n',
  );
  writeFileSync(join(root, "src", "lib", "helper.cjs"), 'module.exports = () => "plain CommonJS";\n');
  writeFileSync(join(root, "src", "require.d.ts"), "declare function require(id: string): any;\n");
  return root;
}

test("the build is stamped with src/'s hash, reused while src/ is unchanged and redone after an edit", (t) => {
  const root = makePackage();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const first = prebuilt.ensurePrebuilt(root, ts, kernel.KERNEL_COMPILER_OPTIONS);
  assert.ok(first.dir !== null && first.built, JSON.stringify(first));
  const dir = first.dir;
  assert.equal(dir, join(root, prebuilt.BUILD_FOLDER));
  const stamp = JSON.parse(readFileSync(join(dir, "stamp.json"), "utf8")) as { src_sha256: string; typescript: string };
  assert.equal(stamp.src_sha256, prebuilt.srcHash(root));
  assert.match(stamp.typescript, /^5\.0\./);
  assert.match(readFileSync(join(dir, "src", "lib", "double.js"), "utf8"), /exports\.double = double/);
  assert.match(
    readFileSync(join(dir, "src", "lib", "double.d.ts"), "utf8"),
    /export declare function double\(x: number\): number;/,
  );
  assert.ok(existsSync(join(dir, "src", "lib", "helper.cjs")), "the .cjs helpers are copied");
  assert.deepEqual(prebuilt.ensurePrebuilt(root, ts, kernel.KERNEL_COMPILER_OPTIONS), { dir, built: false });

  writeFileSync(
    join(root, "src", "lib", "double.ts"),
    "export function double(x: number): number {\n  return x + x + 1;\n}\n",
  );
  assert.notEqual(prebuilt.srcHash(root), stamp.src_sha256);
  assert.deepEqual(prebuilt.ensurePrebuilt(root, ts, kernel.KERNEL_COMPILER_OPTIONS), { dir, built: true });
  assert.match(readFileSync(join(dir, "src", "lib", "double.js"), "utf8"), /x \+ x \+ 1/);
});

test("a src/ with a type error is not built; the old build is left alone and the problem named", (t) => {
  const root = makePackage();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const ok = prebuilt.ensurePrebuilt(root, ts, kernel.KERNEL_COMPILER_OPTIONS);
  assert.ok(ok.dir !== null);
  writeFileSync(
    join(root, "src", "lib", "double.ts"),
    'export function double(x: number): number {\n  return "two";\n}\n',
  );
  const bad = prebuilt.ensurePrebuilt(root, ts, kernel.KERNEL_COMPILER_OPTIONS);
  assert.equal(bad.dir, null);
  assert.match((bad as { problem: string }).problem, /double\.ts.*not assignable to type 'number'/);
  assert.match(readFileSync(join(ok.dir, "src", "lib", "double.js"), "utf8"), /2 \* x/, "the earlier build is kept");
});

test("tslab checks cells against the build's declarations and runs the build's CommonJS", async (t) => {
  const root = makePackage();
  const cwd = process.cwd();
  const built = prebuilt.ensurePrebuilt(root, ts, kernel.KERNEL_COMPILER_OPTIONS);
  assert.ok(built.dir !== null);
  kernel.useModuleResolver(prebuilt.declarationResolver(ts, root, built.dir));
  const undo = prebuilt.redirectRequires(root, built.dir);
  process.chdir(root); // tslab compiles from its working folder, the package root in the kernel
  const dist = join(kernel.tslabDir(REPO), "dist");
  const { createConverter } = requireFromRepo(join(dist, "converter.js")) as {
    createConverter(o: object): { close(): void };
  };
  const { createExecutor } = requireFromRepo(join(dist, "executor.js")) as {
    createExecutor(
      root: string,
      convs: object,
      console: object,
    ): { execute(src: string): Promise<boolean>; locals: Record<string, unknown>; close(): void };
  };
  const errors: string[] = [];
  const node = createConverter({ isJS: false, isBrowser: false });
  const executor = createExecutor(
    root,
    { node, browser: node, close: () => node.close() },
    { log: () => {}, error: (...a: unknown[]) => errors.push(format(...a)) },
  );
  t.after(() => {
    executor.close();
    undo();
    kernel.useModuleResolver(null);
    process.chdir(cwd);
    rmSync(root, { recursive: true, force: true });
  });

  // the sources are gone: only the build can answer
  rmSync(join(root, "src", "answer.ts"));
  rmSync(join(root, "src", "lib", "double.ts"));
  const ok = await executor.execute(
    'import { answer, helper } from "./src/answer.js";\nconst got = answer;\nconst said = helper();',
  );
  assert.ok(ok, errors.join("\n"));
  assert.equal(executor.locals["got"], 42);
  assert.equal(executor.locals["said"], "plain CommonJS");

  errors.length = 0;
  const typed = await executor.execute('import { answer as a2 } from "./src/answer.js";\nconst wrong: string = a2;');
  assert.equal(typed, false, "the declaration's type reached the cell");
  assert.match(errors.join("\n"), /'number' is not assignable to type 'string'/);
});
