/**
 * The library's entry as a script uses it: the builds load with `import` and `require` without
 * starting onnxruntime, a browser or the notebooks' packages; `loadInput` tells the kinds apart as
 * the notebooks do; `writeScore` writes `score --out`'s bytes; and every bad argument is one line
 * naming the function and option, the problem and the fix, as a typed error.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import test from "node:test";
import {
  checkTranscripts,
  compareInputs,
  InputError,
  inputKind,
  loadInput,
  metricsFor,
  scoreInput,
  sweepInput,
  sweepText,
  tableText,
  buildTable,
  UsageError,
  writeScore,
} from "../../src/api/index.js";
import { scoreSamples } from "../../src/unified/family.js";
import { FIXTURE_TREE, REPO, runCli, tempDir } from "../helpers/cli.js";
import { plainFolderOf } from "../helpers/tree.js";

const vad = { cacheDir: tempDir("fdb-unified-api-cache-") };
const HEAVY = /[\\/]node_modules[\\/](onnxruntime-node|puppeteer|danfojs-node|tslab)[\\/]/;

/**
 * The heavy packages a child process loads while it imports `module` (ESM, seen by a resolve hook,
 * since ES modules are not in require.cache) or requires it (CommonJS), one line each.
 */
function heavyLoads(module: string, how: "import" | "require"): string {
  const hook = join(tempDir(), "hook.mjs");
  writeFileSync(
    hook,
    `export async function resolve(s, c, next) {
      const r = await next(s, c);
      if (${HEAVY}.test(r.url)) process.stdout.write("loads " + r.url + "\\n");
      return r;
    }`,
  );
  const code =
    how === "import"
      ? `import { register } from "node:module"; register(${JSON.stringify(pathToFileURL(hook).href)});
        const api = await import(${JSON.stringify(pathToFileURL(module).href)}); console.log(typeof api.loadInput);`
      : `const api = require(${JSON.stringify(module)});
        for (const f of Object.keys(require.cache)) if (${HEAVY}.test(f)) console.log("loads " + f);
        console.log(typeof api.loadInput, require.resolve(${JSON.stringify(module)}).includes("cjs"));`;
  const r = spawnSync(process.execPath, how === "import" ? ["--input-type=module", "-e", code] : ["-e", code], {
    encoding: "utf8",
  });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.trim();
}

test("import and require load the entry without onnxruntime, a browser or the notebooks' packages", () => {
  assert.equal(heavyLoads(join(REPO, "dist", "src", "api", "index.js"), "import"), "function");
  assert.equal(heavyLoads(REPO, "require"), "function true");
});

test("the check of heavy loads sees onnxruntime where a module loads it", () => {
  assert.match(heavyLoads(join(REPO, "dist", "src", "vad", "silero-model.js"), "import"), /^loads .*onnxruntime-node/);
  assert.match(
    heavyLoads(join(REPO, "dist", "cjs", "vad", "silero-model.js"), "require"),
    /^loads .*onnxruntime-node/m,
  );
});

test("loadInput tells a tree from a plain folder, and writeScore writes score --out's bytes", async () => {
  const plain = plainFolderOf(FIXTURE_TREE, join(tempDir(), "plain"));
  assert.equal(inputKind(FIXTURE_TREE), "tree");
  assert.equal(inputKind(plain), "dataset");
  const input = await loadInput(FIXTURE_TREE, { vad });
  assert.equal(input.source.kind, "tree");
  assert.equal((await loadInput(plain, { vad })).source.kind, "dataset");
  const scored = scoreInput(input);
  // the v1.0 family alone gives the same rows; the backchannel family adds its own after them
  const own = scoreSamples(input).rows;
  assert.deepEqual(scored.rows.slice(0, own.length), own);
  assert.ok(scored.rows.slice(own.length).every((r) => (r as { subset: string }).subset === "icc_backchannel"));
  const out = join(tempDir(), "api");
  writeScore(scored, out);
  const cli = join(tempDir(), "cli");
  assert.equal(runCli(["score", "--tree", FIXTURE_TREE, "--out", cli, "--quiet"]).code, 0);
  for (const f of ["unified.json", "unified-samples.jsonl"])
    assert.ok(readFileSync(join(out, f)).equals(readFileSync(join(cli, f))), f);
  assert.equal(scoreInput(input, { vad: { threshold: 0.6 } }).unified.vad.threshold, 0.6);
  assert.match(sweepText(sweepInput(input, { grid: { threshold: [0.5] } }), "csv"), /^threshold,/);
});

/** The one-line message of what `f` throws, checked to be of `type`. */
async function thrown(f: () => unknown, type: typeof InputError): Promise<string> {
  try {
    await f();
  } catch (e) {
    assert.ok(e instanceof type, `${String(e)} is not a ${type.name}`);
    assert.ok(!(e as Error).message.includes("\n"), (e as Error).message);
    return (e as Error).message;
  }
  assert.fail("nothing was thrown");
}

test("bad arguments are one line naming the option, the problem and the fix", async () => {
  const input = await loadInput(FIXTURE_TREE, { vad });
  const a = { name: "A", input };
  const file = join(tempDir(), "a-file");
  writeFileSync(file, "");
  const cases: [() => unknown, typeof InputError, RegExp][] = [
    [() => loadInput(""), UsageError, /^loadInput dir: give the folder/],
    [() => loadInput(join(file, "x")), InputError, /: no such folder \(give a reference tree or a plain/],
    [
      () => loadInput(FIXTURE_TREE, { kind: "v9" as "tree" }),
      UsageError,
      /^loadInput options\.kind: unknown kind of input v9; did you mean tree\?$/,
    ],
    [
      () => scoreInput(input, { vad: { threshold: 2 } }),
      UsageError,
      /^scoreInput options\.vad\.threshold: 2 is not a valid value \(expected a number strictly between 0 and 1\)$/,
    ],
    [
      () => scoreInput(input, { vad: { thresh: 0.5 } as object }),
      UsageError,
      /^scoreInput options\.vad: unknown option thresh; did you mean threshold\?$/,
    ],
    [
      // @ts-expect-error the library's name of --min-silence-ms is minSilenceDurationMs
      () => scoreInput(input, { vad: { minSilenceMs: 200 } }),
      UsageError,
      /^scoreInput options\.vad: unknown option minSilenceMs; did you mean minSilenceDurationMs\?$/,
    ],
    [
      () => scoreInput(input, { yieldMargin: Infinity }),
      UsageError,
      /^scoreInput options\.yieldMargin: Infinity is not a valid value \(expected a number of seconds >= 0/,
    ],
    [
      // @ts-expect-error an unknown subset does not compile; at run time it names the closest
      () => metricsFor("candor_turn_takin"),
      UsageError,
      /^metricsFor subset: unknown subset candor_turn_takin; did you mean candor_turn_taking\?$/,
    ],
    [
      () => loadInput(FIXTURE_TREE, { kind: "dataset" }),
      UsageError,
      /^loadInput options\.kind: .*tree holds manifest\.json, a reference tree; give kind "tree" or leave it out$/,
    ],
    [
      () => sweepInput(input, { grid: { threshold: [0.5, 0.5] } }),
      UsageError,
      /^sweepInput options\.grid\.threshold: 0\.5 is listed twice$/,
    ],
    [
      () => checkTranscripts(input),
      UsageError,
      /^checkTranscripts input: .*loadInput\(dir, \{ checkOutputs: true \}\)$/,
    ],
    [() => writeScore(scoreInput(input), file), UsageError, /^writeScore outDir .*a-file: .*; choose a folder$/],
    [
      () => compareInputs(a, a),
      UsageError,
      /^compareInputs inputs\[1\]: two inputs are named "A"; give each its own name$/,
    ],
    [
      // @ts-expect-error backchannel has no per-sample rows to compare
      () => compareInputs(a, { name: "B", input }, { subsets: ["icc_backchannel"] }),
      UsageError,
      /^compareInputs options\.subsets: unknown scored subset icc_backchannel; did you mean /,
    ],
    [
      // @ts-expect-error a misspelt subset
      () => buildTable([a], { subsets: ["candor_turn_takin"] }),
      UsageError,
      /^buildTable options\.subsets: unknown scored subset candor_turn_takin; did you mean candor_turn_taking\?$/,
    ],
    [
      // @ts-expect-error a misspelt metric
      () => buildTable([a], { metrics: ["response_rate_2"] }),
      UsageError,
      /^buildTable options\.metrics: unknown metric response_rate_2; did you mean response_rate_2s\?$/,
    ],
    [
      () => buildTable([a], { baseline: "Z" }),
      UsageError,
      /^buildTable options\.baseline: "Z" is not one of the inputs \(A\)$/,
    ],
  ];
  for (const [f, type, line] of cases) assert.match(await thrown(f, type), line);
  // the loaders' messages name the library's option, not the command line's flag
  const missing = await loadInput(FIXTURE_TREE, { vad, iccDistribution: join(tempDir(), "none.json") }).then(
    () => assert.fail("a missing distribution file was accepted"),
    (e: unknown) => {
      assert.ok(e instanceof InputError && !(e instanceof UsageError), String(e));
      return (e as Error).message;
    },
  );
  assert.match(missing, /^loadInput options\.iccDistribution none\.json: the distribution file is missing$/);
  assert.doesNotMatch(missing, /--/);
  const pending = loadInput(join(file, "x")); // a bad folder rejects the promise, it does not throw at the call
  await assert.rejects(pending, InputError);
  const table = await buildTable([a]);
  assert.match(
    await thrown(() => tableText(table, "html" as "csv"), UsageError),
    /^tableText format: unknown format html; did you mean /,
  );
});
