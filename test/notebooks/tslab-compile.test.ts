/**
 * The notebook-facing modules compile and load the way the notebook kernel runs them: tslab
 * 1.0.22's bundled TypeScript 5.0 (`@tslab/typescript-for-tslab`), module CommonJS, Node10
 * resolution (`./x.js` specifiers resolve to `./x.ts`), tslab's other options and the kernel's
 * own (strict, ES2022 library: notebooks/kernel/kernel-typescript.cjs). The modules are every
 * `./src/...` module a committed notebook imports plus all of src/notebook/, with their whole
 * import graphs. Then tslab's own converter and executor (what the kernel runs, without Jupyter)
 * load each of them, type-check each notebook's import cell, and render a chart through the
 * vega import helper.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { format } from "node:util";
import test from "node:test";
import { REPO } from "../helpers/cli.js";
import {
  codeSources,
  importSpecifiers,
  kernelTypeScript,
  notebookNames,
  notebookSrcModules,
  NOTEBOOKS,
  readNotebook,
  requireFromRepo,
} from "./notebook-files.js";

// Installed before anything loads tslab's TypeScript (as the kernel launcher does).
const kernel = kernelTypeScript();
const ts = kernel.installKernelTypeScript(REPO);

const entryModules = [
  ...new Set([
    ...notebookSrcModules(),
    ...readdirSync(join(REPO, "src", "notebook"))
      .filter((f) => f.endsWith(".ts"))
      .map((f) => `src/notebook/${f}`),
  ]),
].sort();

test("the notebooks import src/ modules, src/notebook/ among them", () => {
  assert.ok(entryModules.includes("src/notebook/tree.ts"), entryModules.join(", "));
  assert.ok(entryModules.includes("src/metrics/score.ts") || entryModules.includes("src/notebook/tree.ts"));
  const index = readFileSync(join(REPO, "src", "notebook", "index.ts"), "utf8");
  assert.ok(
    importSpecifiers(index.replace(/^export /gm, "import ")).some((m) => m.startsWith("../charts/")),
    "no chart module reaches the notebooks",
  );
});

test("each notebook takes the package through one helper import, src/notebook/index.js", () => {
  for (const name of notebookNames()) {
    const specs = codeSources(readNotebook(join(NOTEBOOKS, `${name}.ipynb`)))
      .flatMap(importSpecifiers)
      .filter((s) => s.startsWith("./src/"));
    assert.deepEqual(specs, ["./src/notebook/index.js"], name);
  }
});

test("tslab's TypeScript is 5.0 (what the tslab version pin promises)", () => {
  assert.match(ts.version, /^5\.0\./);
});

test("every notebook-facing module compiles with tslab's TypeScript to CommonJS, Node10, without a diagnostic", () => {
  const options = {
    // tslab 1.0.22's converter options (dist/converter.js), with CommonJS, its final module format
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    esModuleInterop: true,
    target: ts.ScriptTarget.ES2020,
    lib: ["lib.es2020.d.ts"],
    declaration: true,
    experimentalDecorators: true,
    resolveJsonModule: true,
    allowJs: true,
    checkJs: true,
    skipLibCheck: true,
    rootDir: REPO,
    outDir: join(REPO, "outDir"),
    types: ["node"],
    // the kernel's own (strict, ES2022 library)
    ...kernel.KERNEL_COMPILER_OPTIONS,
  };
  const program = ts.createProgram(
    entryModules.map((m) => join(REPO, m)),
    options,
  );
  const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
    const where =
      d.file && d.start !== undefined
        ? `${d.file.fileName.slice(REPO.length)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}`
        : "";
    return `${where} TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  });
  assert.deepEqual(diagnostics, []);
  // Node10 resolved the `.js` specifiers to the .ts sources: the graph reaches beyond the entries.
  const sources = program
    .getSourceFiles()
    .filter((f) => !f.fileName.includes("node_modules"))
    .map((f) => f.fileName);
  assert.ok(sources.length > entryModules.length, `only ${sources.length} source files in the program`);
  assert.ok(sources.some((f) => f.endsWith("/src/metrics/aggregate.ts")));
});

interface Executor {
  execute(src: string): Promise<boolean>;
  locals: Record<string, unknown>;
  close(): void;
}

test("tslab's converter and executor load every notebook-facing module, each notebook's imports and a rendered chart", async (t) => {
  const cwd = process.cwd();
  process.chdir(REPO); // tslab compiles only files under its working folder (the kernel's is the package root)
  const errors: string[] = [];
  const dist = join(kernel.tslabDir(REPO), "dist");
  const { createConverter } = requireFromRepo(join(dist, "converter.js")) as {
    createConverter(o: object): { close(): void };
  };
  const { createExecutor } = requireFromRepo(join(dist, "executor.js")) as {
    createExecutor(root: string, convs: object, console: object): Executor;
  };
  const node = createConverter({ isJS: false, isBrowser: false });
  const convs = { node, browser: node, close: () => node.close() };
  const executor = createExecutor(REPO, convs, {
    log: () => {},
    error: (...a: unknown[]) => errors.push(format(...a)),
  });
  t.after(() => {
    executor.close();
    process.chdir(cwd);
  });
  const run = async (what: string, src: string) => {
    errors.length = 0;
    const ok = await executor.execute(src);
    assert.ok(ok && errors.length === 0, `${what} failed under tslab:\n${errors.join("\n")}`);
  };

  // 1. Every module, loaded at run time (namespace imports are kept by the compiler).
  const names = entryModules.map((_, i) => `m${i}`);
  await run(
    "loading the notebook-facing modules",
    entryModules.map((m, i) => `import * as ${names[i]} from "./${m.replace(/\.ts$/, ".js")}";`).join("\n") +
      `\nconst loadedExports = [${names.join(", ")}].map((m) => Object.keys(m).length);`,
  );
  const counts = executor.locals["loadedExports"] as number[];
  entryModules.forEach((m, i) => {
    assert.ok(counts[i]! > 0, `${m} loaded with no exports`);
  });

  // 2. Each notebook's import declarations type-check (named imports, types, tslab, danfojs).
  for (const name of notebookNames()) {
    const imports = codeSources(readNotebook(join(NOTEBOOKS, `${name}.ipynb`))).flatMap((code) =>
      [...code.matchAll(/^\s*import\s[^;]*?\sfrom\s+"[^"]+";/gms)].map((m) => m[0].trim()),
    );
    assert.ok(imports.length > 0, `${name} imports nothing`);
    assert.ok(imports.every((i) => importSpecifiers(i).length === 1));
    await run(`${name}'s imports`, imports.join("\n"));
  }

  // 3. A chart rendered from CommonJS: vega (ESM with top-level await) through the .cjs helper.
  await run(
    "rendering a chart",
    `import { intervalChart } from "./src/charts/interval.js";
import { metricsFor } from "./src/unified/registry.js";
import { UNIFIED } from "./src/unified/family.js";
import { chartHtml } from "./src/notebook/chart.js";
const probeMetric = metricsFor("candor_turn_taking")[0]!;
const probeHtml = await chartHtml(intervalChart(UNIFIED, probeMetric, { value: 0.5, count: 3, n: 6, interval: [0.2, 0.8], selected_bounds: [0.4, 0.6] }));`,
  );
  assert.match(String(executor.locals["probeHtml"]), /^<div class="fdb-chart"><svg [\s\S]*<\/svg><\/div>$/);

  // 4. The kernel's options reach tslab: this only type-checks without strict null checks.
  errors.length = 0;
  const loose = await executor.execute(
    `const maybeText: string | null = null as string | null;\nconst sureText: string = maybeText;`,
  );
  assert.equal(loose, false, "a strict-mode type error passed: the kernel's strict option did not reach tslab");
  assert.match(errors.join("\n"), /not assignable to type 'string'/);
});
