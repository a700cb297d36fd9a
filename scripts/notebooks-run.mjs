#!/usr/bin/env node
/**
 * `npm run notebooks [-- [flags] [NAME ...]]` (USAGE below lists the flags): executes every notebook under
 * notebooks/ (or `--notebooks DIR`) headless with `jupyter nbconvert --execute` on the fdb-unified tslab kernel (whose
 * kernelspec it writes to a temporary JUPYTER_PATH folder, so no install is needed) and renders
 * each executed copy to HTML: `<out>/<name>.ipynb` and `<out>/<name>.html`, out being
 * reports/notebooks/ by default. The committed notebooks are never written.
 *
 * It fails (exit 1) on any cell error. tslab reports errors, compile diagnostics included, on
 * the stderr stream rather than as `error` outputs, and nbconvert's own message for them is
 * empty; so cells run with --allow-errors and the executed copy is checked instead: any stderr
 * or error output fails the run and is printed with its cell. An exception's stderr stream is
 * rewritten as an `error` output with its real name and message (withErrorOutputs), so the HTML
 * shows "Error: <message>" rather than an empty "Error:". It also fails when a chart output
 * (inline SVG in a text/html output) of the executed notebook is missing from its HTML export.
 * `--tree DIR` (a reference tree) or `--dataset DIR` (a plain Full-Duplex-Bench folder) sets the
 * TREE parameter (the cell tagged "parameters") of every notebook, or DATASET in a notebook that
 * reads v1.5 folders (its metadata says `fdb_unified.reads: "v1.5"`; 08-matched-runs). Run without
 * NAMEs, only the notebooks of the input's version run (a v1.5 folder is told by its subset folder
 * names), the others are listed as skipped; a named notebook of the other version runs and refuses
 * the input in one line. `--tree-b DIR` or
 * `--dataset-b DIR` the TREE_B of the comparison notebook (without it, TREE_B is set to the same
 * input, which is then compared with itself). The notebooks tell the two kinds apart by
 * whether the folder holds manifest.json; the flag only has to agree with that. `--sample ID` sets
 * the drill-down SAMPLE of the notebooks that draw samples of ID's subset (the subsets a notebook
 * draws are listed in its metadata, `fdb_unified.drill_down_subsets`); the others keep theirs.
 * Paths are printed as they were given.
 * `--strip` instead clears the outputs of the committed notebooks in place and exits.
 * Without the notebooks' packages or without `jupyter` on PATH it exits 2 with one line saying
 * what to install, before anything is written.
 */
import { spawnSync } from "node:child_process";
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { KERNEL_NAME, missingNotebookPackages, writeKernelSpec } from "./kernel-install.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const NOTEBOOK_DIR = join(ROOT, "notebooks");
const USAGE =
  "usage: npm run notebooks [-- [--out DIR] [--tree DIR | --dataset DIR] [--tree-b DIR | --dataset-b DIR] [--sample ID] [--notebooks DIR] [--strip] [NAME ...]]";
const HELP = `${USAGE}

Runs the notebooks (all of them, or the NAMEs given, e.g. 02-turn-taking) headless on the
project's kernel and writes each executed copy and its HTML export. Exit 0 when every notebook
ran without a cell error, 1 when one failed, 2 for a bad flag.

  --out DIR          where the executed copies and HTML go (default reports/notebooks)
  --tree DIR         a reference tree (holds manifest.json) as every notebook's TREE, and as
                     TREE_B too unless --tree-b or --dataset-b is given
  --dataset DIR      a plain Full-Duplex-Bench folder (no manifest.json) instead of --tree; a
                     v1.5 folder is the DATASET of 08-matched-runs, which alone runs on it
                     unless NAMEs are given (and a v1.0 input skips 08)
  --tree-b DIR       the second input (TREE_B) of the comparison notebooks
  --dataset-b DIR    the same for a plain folder
  --sample ID        the drill-down sample (SAMPLE) of the notebooks that draw samples of ID's
                     subset, e.g. synthetic_user_interruption/3; the others keep their default
  --notebooks DIR    run the notebooks of another folder
  --strip            clear the outputs of the committed notebooks in place, then exit
  -h, --help         this help
`;
const TIMEOUT_S = 900;

class UsageError extends Error {}

/** The notebooks of a folder (the committed ones by default), by name without .ipynb, sorted. */
export function notebookNames(dir = NOTEBOOK_DIR) {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".ipynb"))
    .map((f) => f.slice(0, -".ipynb".length))
    .sort();
}

const text = (s) => (Array.isArray(s) ? s.join("") : (s ?? ""));

/** A notebook with every output and execution count cleared. */
export function stripped(nb) {
  return {
    ...nb,
    cells: nb.cells.map((c) => (c.cell_type === "code" ? { ...c, outputs: [], execution_count: null } : c)),
  };
}

/** Set `const NAME = ...;` in the cells tagged "parameters"; null when the notebook has none. */
export function withParameter(nb, name, value) {
  let found = false;
  const line = new RegExp(`^const ${name} = [^\\n]*$`, "m");
  const cells = nb.cells.map((c) => {
    if (c.cell_type !== "code" || !(c.metadata?.tags ?? []).includes("parameters")) return c;
    const src = text(c.source);
    if (!line.test(src)) return c;
    found = true;
    return { ...c, source: src.replace(line, `const ${name} = ${JSON.stringify(value)};`) };
  });
  return found ? { ...nb, cells } : null;
}

/** The version of the inputs a notebook reads (its metadata): "v1.5" for 08-matched-runs, else "v1.0". */
export function notebookReads(nb) {
  return nb.metadata?.fdb_unified?.reads ?? "v1.0";
}

/** The subset folder names of a Full-Duplex-Bench v1.5 folder (src/input/v15/subsets.ts). */
const V15_SUBSETS = ["user_interruption", "user_backchannel", "talking_to_other", "background_speech"];

/** The version of an input folder: "v1.5" when it holds a v1.5 subset folder (and no manifest.json). */
export function inputVersion(dir) {
  if (existsSync(join(dir, "manifest.json"))) return "v1.0";
  return V15_SUBSETS.some((s) => existsSync(join(dir, s))) ? "v1.5" : "v1.0";
}

/** The subsets a notebook's drill-down draws samples of (its metadata), [] when it has none. */
export function drillDownSubsets(nb) {
  return nb.metadata?.fdb_unified?.drill_down_subsets ?? [];
}

/** The subset of a sample id (`subset/name`), or null when it has no subset part. */
const subsetOfId = (id) => (/^[a-z_]+\/[^/]+$/.test(id) ? id.slice(0, id.indexOf("/")) : null);

/** Chart outputs: text/html outputs that hold an inline SVG. */
export function chartOutputs(nb) {
  return nb.cells.flatMap((c) =>
    (c.outputs ?? [])
      .filter((o) => o.data && text(o.data["text/html"]).includes("<svg"))
      .map((o) => text(o.data["text/html"])),
  );
}

/** Problems of an executed notebook: stderr or error outputs, with the cell they came from. */
export function cellProblems(nb) {
  const out = [];
  nb.cells.forEach((c, i) => {
    for (const o of c.outputs ?? []) {
      let msg = null;
      if (o.output_type === "error") msg = `${o.ename}: ${o.evalue}`;
      else if (o.output_type === "stream" && o.name === "stderr") msg = text(o.text).trimEnd();
      if (msg !== null)
        out.push(`cell ${i + 1} (${text(c.source).split("\n")[0]}):\n    ${msg.split("\n").join("\n    ")}`);
    }
  });
  return out;
}

/**
 * tslab reports a cell's exception only as a stderr stream (V8's source line, caret and stack),
 * and the error reply it sends carries no message, so a notebook viewer or nbconvert shows an
 * empty "Error:". This turns each such stream into a proper `error` output: `ename` and `evalue`
 * from the stack's "Name: message" line, and as the traceback that line first, then the
 * stream's other lines. Plain stderr
 * writes (no such line) are left as they are.
 */
export function withErrorOutputs(nb) {
  return {
    ...nb,
    cells: nb.cells.map((c) => {
      if (c.cell_type !== "code" || !c.outputs) return c;
      const outputs = c.outputs.map((o) => {
        if (o.output_type !== "stream" || o.name !== "stderr") return o;
        const lines = text(o.text).split("\n");
        const at = lines.findIndex(
          (l, k) => /^\s+at /.test(lines[k + 1] ?? "") && /^(?:[A-Za-z_$][\w$]*)?(?:Error|Exception)(?::|$)/.test(l),
        );
        if (at < 0) {
          // an input error, which the kernel prints as its message alone (one line per problem)
          const m = /^([A-Za-z_$][\w$]*Error): (.*)$/s.exec(text(o.text).trimEnd());
          return m
            ? { output_type: "error", ename: m[1], evalue: m[2], traceback: text(o.text).trimEnd().split("\n") }
            : o;
        }
        const m = /^([A-Za-z_$][\w$]*)(?:: ?(.*))?$/.exec(lines[at]) ?? [];
        return {
          output_type: "error",
          ename: m[1] ?? "Error",
          evalue: m[2] ?? "",
          traceback: [lines[at], ...lines.slice(0, at), ...lines.slice(at + 1)].filter((l) => l !== ""),
        };
      });
      return { ...c, outputs };
    }),
  };
}

/** The end of a Python traceback: where the message is. */
const lastLines = (s, n = 6) => s.trim().split("\n").slice(-n).join("\n");

/** The kernel's own one-line messages (notebooks/kernel/launch.cjs), each ending in a newline. */
const kernelLines = (s) =>
  s
    .split("\n")
    .filter((l) => l.startsWith("kernel: "))
    .map((l) => `${l}\n`)
    .join("");

/** What the kernel says when it could not open its Jupyter sockets. */
const SOCKETS_FAILED = /^kernel: cannot open its Jupyter sockets/m;

/**
 * `execute()` (a jupyter run: { status, stderr }), run again while it fails because its kernel
 * could not open its sockets, `retries` times at most: a port Jupyter chose for the kernel can be
 * taken by another process before the kernel binds it, and the kernel then ends at once.
 */
export function retryingSocketFailures(execute, retries = 2) {
  let r = execute();
  for (let k = 0; k < retries && r.status !== 0 && SOCKETS_FAILED.test(r.stderr); k++) r = execute();
  return r;
}

/** The line for no `jupyter` on PATH. */
export const NO_JUPYTER =
  "jupyter is not on PATH: the notebooks need Jupyter's nbconvert and client (Debian: apt-get install jupyter-nbconvert jupyter-client; elsewhere: pip install nbconvert jupyter_client)";

/** Whether an executable `name` lies in a folder of `path` (a PATH value). */
export function onPath(name, path = process.env.PATH ?? "") {
  return path.split(delimiter).some((d) => {
    if (!d) return false;
    try {
      accessSync(join(d, name), constants.X_OK);
      return statSync(join(d, name)).isFile();
    } catch {
      return false;
    }
  });
}

function jupyter(args, env) {
  const r = spawnSync("jupyter", args, { env, encoding: "utf8", maxBuffer: 64 << 20 });
  if (r.error) {
    const hint = r.error.code === "ENOENT" ? ` (${NO_JUPYTER})` : "";
    throw new Error(`jupyter ${args[0]}${hint}: ${r.error.message}`);
  }
  return r;
}

/** What the HTML export adds to its styles: printed text keeps its lines and scrolls sideways. */
export const TEXT_OUTPUT_STYLE = "<style>.jp-OutputArea-output pre { white-space: pre; overflow-x: auto; }</style>";

/**
 * The HTML export with printed output (tables such as the summary's) kept on its lines: nbconvert
 * wraps long lines anywhere, even inside a word, which breaks a table's columns; here a long
 * line scrolls sideways instead.
 */
export function withUnwrappedText(page) {
  return page.includes("</head>") ? page.replace("</head>", `${TEXT_OUTPUT_STYLE}\n</head>`) : page;
}

/** Execute one notebook into `out` and export it to HTML; returns its problems, the number of charts (SVGs) it drew and the SAMPLE it was given. */
export function runNotebook(name, { dir = NOTEBOOK_DIR, out, tree = null, treeB = null, sample = null, env }) {
  let nb = JSON.parse(readFileSync(join(dir, `${name}.ipynb`), "utf8"));
  nb = stripped(nb);
  if (tree !== null) {
    nb = withParameter(nb, "TREE", tree) ?? withParameter(nb, "DATASET", tree);
    if (nb === null)
      return {
        problems: [`--tree: no "const TREE = ..." or "const DATASET = ..." line in a cell tagged "parameters"`],
        charts: 0,
      };
  }
  if (tree !== null || treeB !== null) nb = withParameter(nb, "TREE_B", treeB ?? tree) ?? nb;
  const drilled = sample !== null && drillDownSubsets(nb).includes(subsetOfId(sample));
  if (drilled) {
    nb = withParameter(nb, "SAMPLE", sample);
    if (nb === null)
      return { problems: [`--sample: no "const SAMPLE = ..." line in a cell tagged "parameters"`], charts: 0 };
  }
  const ipynb = join(out, `${name}.ipynb`);
  writeFileSync(ipynb, JSON.stringify(nb, null, 1) + "\n");
  const execute = () =>
    jupyter(
      [
        "nbconvert",
        "--to",
        "notebook",
        "--execute",
        "--inplace",
        "--allow-errors",
        `--ExecutePreprocessor.kernel_name=${KERNEL_NAME}`,
        `--ExecutePreprocessor.timeout=${TIMEOUT_S}`,
        ipynb,
      ],
      env,
    );
  const exec = retryingSocketFailures(execute);
  if (exec.status !== 0)
    return {
      problems: [
        `jupyter nbconvert --execute failed (exit ${exec.status}):\n${kernelLines(exec.stderr)}${lastLines(exec.stderr)}`,
      ],
      charts: 0,
    };
  const executed = withErrorOutputs(JSON.parse(readFileSync(ipynb, "utf8")));
  writeFileSync(ipynb, JSON.stringify(executed, null, 1) + "\n");
  const problems = cellProblems(executed);
  const html = jupyter(["nbconvert", "--to", "html", "--output-dir", out, ipynb], env);
  if (html.status !== 0)
    problems.push(`jupyter nbconvert --to html failed (exit ${html.status}):\n${lastLines(html.stderr)}`);
  const charts = chartOutputs(executed);
  const expected = charts.reduce((n, c) => n + (c.match(/<svg\b/g) ?? []).length, 0);
  if (html.status === 0) {
    const page = withUnwrappedText(readFileSync(join(out, `${name}.html`), "utf8"));
    writeFileSync(join(out, `${name}.html`), page);
    const shown = (page.match(/<svg\b/g) ?? []).length;
    if (shown < expected)
      problems.push(`the HTML export shows ${shown} of the ${expected} SVG charts of the executed notebook`);
  }
  return { problems, charts: expected, sample: drilled ? sample : null };
}

/**
 * The folder of `--tree DIR` / `--dataset DIR` (or their `-b` forms), checked: it exists, it is
 * given once, and it is the kind the flag says (a tree holds manifest.json, a plain folder not).
 */
function input(previous, flag, dir, suffix) {
  if (previous !== null) throw new UsageError(`${flag}: give one of --tree${suffix} and --dataset${suffix}, once`);
  const path = resolve(dir);
  if (!existsSync(path) || !statSync(path).isDirectory()) throw new UsageError(`${flag} ${dir}: no such folder`);
  const isTree = existsSync(join(path, "manifest.json"));
  if (flag.startsWith("--tree") && !isTree)
    throw new UsageError(
      `${flag} ${dir}: no manifest.json, so not a reference tree; for a plain Full-Duplex-Bench folder use --dataset${suffix} ${dir}`,
    );
  if (flag.startsWith("--dataset") && isTree)
    throw new UsageError(`${flag} ${dir}: holds manifest.json, so it is a reference tree; use --tree${suffix} ${dir}`);
  return path;
}

function parse(argv) {
  const o = {
    dir: NOTEBOOK_DIR,
    dirShown: relative(process.cwd(), NOTEBOOK_DIR) || ".",
    out: join(ROOT, "reports", "notebooks"),
    outShown: relative(process.cwd(), join(ROOT, "reports", "notebooks")) || ".",
    tree: null,
    treeShown: null,
    treeB: null,
    sample: null,
    strip: false,
    names: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length || argv[i + 1] === "") throw new UsageError(`${a}: needs a value (${USAGE})`);
      return argv[++i];
    };
    if (a === "--out") {
      o.outShown = value();
      o.out = resolve(o.outShown);
    } else if (a === "--tree" || a === "--dataset") {
      o.treeShown = value();
      o.tree = input(o.tree, a, o.treeShown, "");
    } else if (a === "--tree-b" || a === "--dataset-b") o.treeB = input(o.treeB, a, value(), "-b");
    else if (a === "--notebooks") {
      o.dirShown = value();
      o.dir = resolve(o.dirShown);
    } else if (a === "--sample") {
      o.sample = value();
      if (subsetOfId(o.sample) === null)
        throw new UsageError(`--sample ${o.sample}: not a sample id (ids look like synthetic_user_interruption/3)`);
    } else if (a === "--strip") o.strip = true;
    else if (a === "--help" || a === "-h") o.help = true;
    else if (a.startsWith("-")) throw new UsageError(`${a}: unknown flag (${USAGE})`);
    else o.names.push(a.replace(/\.ipynb$/, "").replace(/^notebooks\//, ""));
  }
  let known;
  try {
    known = notebookNames(o.dir);
  } catch {
    throw new UsageError(`--notebooks ${o.dirShown}: not a readable folder`);
  }
  for (const n of o.names)
    if (!known.includes(n)) throw new UsageError(`${n}: no such notebook in ${o.dirShown} (${known.join(", ")})`);
  if (known.length === 0) throw new UsageError(`no .ipynb notebook in ${o.dirShown}`);
  o.skipped = [];
  if (o.names.length === 0 && o.tree !== null) {
    const version = inputVersion(o.tree);
    for (const n of known) {
      const reads = notebookReads(JSON.parse(readFileSync(join(o.dir, `${n}.ipynb`), "utf8")));
      (reads === version ? o.names : o.skipped).push(n);
    }
    o.version = version;
  } else if (o.names.length === 0) o.names = known;
  if (o.sample !== null && !o.strip) {
    const subset = subsetOfId(o.sample);
    const drills = o.names.map((n) => [
      n,
      drillDownSubsets(JSON.parse(readFileSync(join(o.dir, `${n}.ipynb`), "utf8"))),
    ]);
    if (!drills.some(([, subsets]) => subsets.includes(subset))) {
      const which = drills
        .filter(([, subsets]) => subsets.length > 0)
        .map(([n, subsets]) => `${n}: ${subsets.join(", ")}`);
      throw new UsageError(
        `--sample ${o.sample}: none of the notebooks run draws ${subset} samples (${which.length ? which.join("; ") : "none has a drill-down"}); give an id of one of those subsets`,
      );
    }
  }
  return o;
}

/** The value of `const NAME = "...";` in a notebook's parameters cell, or null. */
function parameterValue(nb, name) {
  const line = new RegExp(`^const ${name} = ("[^"\\n]*");`, "m");
  for (const c of nb.cells)
    if (c.cell_type === "code" && (c.metadata?.tags ?? []).includes("parameters")) {
      const m = line.exec(text(c.source));
      if (m) return JSON.parse(m[1]);
    }
  return null;
}

/**
 * `--sample ID` checked against the input of every notebook it drills (`--tree`/`--dataset`, or
 * the notebook's own default TREE, or DATASET in 08) before any notebook runs: the problem as one line, or null.
 * The check loads the input with the notebooks' loader from the built package (dist/src/).
 */
async function sampleProblem(o) {
  const subset = subsetOfId(o.sample);
  const inputs = new Map();
  for (const n of o.names) {
    const nb = JSON.parse(readFileSync(join(o.dir, `${n}.ipynb`), "utf8"));
    const subsets = drillDownSubsets(nb);
    if (!subsets.includes(subset)) continue;
    const given = o.tree !== null ? o.treeShown : (parameterValue(nb, "TREE") ?? parameterValue(nb, "DATASET"));
    if (given === null) continue;
    const dir = o.tree ?? resolve(ROOT, given);
    const seen = inputs.get(dir) ?? { shown: given, subsets: new Set() };
    for (const s of subsets) seen.subsets.add(s);
    inputs.set(dir, seen);
  }
  const checker = join(ROOT, "dist", "src", "notebook", "sample-check.js");
  if (!existsSync(checker))
    return `--sample: the package is not built (${relative(process.cwd(), checker)} missing); run npm run build`;
  const { drillSampleProblem } = await import(pathToFileURL(checker).href);
  for (const [dir, { shown, subsets }] of inputs) {
    const problem = await drillSampleProblem(dir, shown, o.sample, [...subsets]);
    if (problem !== null) return `--sample ${o.sample}: ${problem}`;
  }
  return null;
}

async function main(argv) {
  let o;
  try {
    o = parse(argv);
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`${e.message}\n`);
      return 2;
    }
    throw e;
  }
  if (o.help) {
    process.stdout.write(HELP);
    return 0;
  }
  if (o.strip) {
    for (const n of o.names) {
      const f = join(o.dir, `${n}.ipynb`);
      writeFileSync(f, JSON.stringify(stripped(JSON.parse(readFileSync(f, "utf8"))), null, 1) + "\n");
      process.stdout.write(`stripped ${join(o.dirShown, `${n}.ipynb`)}\n`);
    }
    return 0;
  }
  const missing = missingNotebookPackages() ?? (onPath("jupyter") ? null : NO_JUPYTER);
  if (missing) {
    process.stderr.write(`${missing}\n`);
    return 2;
  }
  if (o.sample !== null) {
    const problem = await sampleProblem(o);
    if (problem !== null) {
      process.stderr.write(`${problem}\n`);
      return 2;
    }
  }
  mkdirSync(o.out, { recursive: true });
  const kernels = mkdtempSync(join(tmpdir(), "fdb-unified-kernel-"));
  try {
    writeKernelSpec(kernels);
    const env = { ...process.env, JUPYTER_PATH: [kernels, process.env.JUPYTER_PATH].filter(Boolean).join(delimiter) };
    let failed = 0;
    for (const name of o.skipped) {
      const reads = o.version === "v1.5" ? "Full-Duplex-Bench v1.0 inputs" : "v1.5 folders";
      process.stdout.write(`skip ${name} (it reads ${reads}; the input is ${o.version})\n`);
    }
    for (const name of o.names) {
      const t0 = Date.now();
      const { problems, charts, sample } = runNotebook(name, {
        dir: o.dir,
        out: o.out,
        tree: o.tree,
        treeB: o.treeB,
        sample: o.sample,
        env,
      });
      const s = ((Date.now() - t0) / 1000).toFixed(1);
      const drilled = sample ? `SAMPLE ${sample}, ` : "";
      if (problems.length === 0) {
        process.stdout.write(`ok   ${name} (${drilled}${charts} ${charts === 1 ? "chart" : "charts"}, ${s} s)\n`);
      } else {
        failed++;
        process.stdout.write(`FAIL ${name} (${drilled}${s} s)\n`);
        for (const p of problems) process.stderr.write(`${name}: ${p}\n`);
      }
    }
    process.stdout.write(
      `${o.names.length - failed} of ${o.names.length} notebooks ran cleanly; executed copies and HTML in ${o.outShown}\n`,
    );
    return failed === 0 ? 0 : 1;
  } finally {
    rmSync(kernels, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e) => {
      process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
