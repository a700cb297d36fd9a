/**
 * `fdb-unified report --tree DIR --out DIR [--pdf] [--title TEXT]` (plus the sweep's grid flags
 * and the VAD flags): score the tree, sweep the VAD grid, and write a self-contained `index.html`
 * (and with --pdf a `report.pdf` printed by headless Chromium) into --out, both atomically. The
 * output folder may not lie inside the input tree. A second `--tree B=DIR` adds a section that
 * compares it with the first (B − A, paired by sample; src/compare). A status line is drawn on a
 * TTY only.
 */
import { relative, isAbsolute, join, resolve } from "node:path";
import { compareTrees } from "../compare/trees.js";
import { UsageError } from "../errors.js";
import { writeFilesAtomically } from "../output/write.js";
import { buildReportHtml } from "../report/assemble.js";
import { reportContext } from "../report/build.js";
import { statusLine } from "../report/status.js";
import { gridSettings } from "../sweep/grid.js";
import { flag, parseArgs, parseTree } from "./args.js";
import { loadSource, SOURCE_FLAGS, sourceFromFlags } from "./source.js";
import { gridFromFlags, SWEEP_GRID_FLAGS } from "./sweep.js";
import { analyzerFromFlags, VAD_FLAGS } from "./vad-edge.js";

export const REPORT_USAGE =
  "fdb-unified report --tree [A=]DIR [--tree B=DIR] --out DIR [--pdf] [--title TEXT] [--threshold LIST] [--min-silence-ms LIST] [--min-speech-ms LIST] [--speech-pad-ms LIST] [--vad-model FILE] [--no-cache] [--jobs N]";

export const REPORT_HTML = "index.html";
export const REPORT_PDF = "report.pdf";

function inside(child: string, parent: string): boolean {
  const r = relative(resolve(parent), resolve(child));
  return r === "" || (!r.startsWith("..") && !isAbsolute(r));
}

export async function reportCommand(argv: string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(`usage: ${REPORT_USAGE}\n`);
    return 0;
  }
  const p = parseArgs(argv, { ...SOURCE_FLAGS, tree: { type: "string", multiple: true }, out: { type: "string" }, pdf: { type: "boolean" }, title: { type: "string" }, ...SWEEP_GRID_FLAGS, ...VAD_FLAGS });
  const src = sourceFromFlags(p, REPORT_USAGE);
  const out = flag(p, "out");
  if (!out) throw new UsageError(`--out: required (${REPORT_USAGE})`);
  const trees = p.flags.get("tree") ?? [];
  if (trees.length > 2) throw new UsageError("--tree: give one tree, or two to compare the second with the first");
  const other = trees.length === 2 ? parseTree(trees[1]!) : null;
  for (const dir of [src.dir, ...(other ? [other.dir] : [])]) {
    if (inside(out, dir)) throw new UsageError(`--out: ${out} is inside the input tree ${dir}; choose a folder outside it`);
  }
  const title = flag(p, "title");
  if (title !== undefined && title.trim() === "") throw new UsageError("--title: must not be empty");
  const grid = gridFromFlags(p);

  const status = statusLine();
  try {
    status.update("report: loading the tree");
    const tree = await loadSource(src, p);
    const total = gridSettings(grid).length;
    let comparison = null;
    if (other) {
      status.update(`report: comparing with ${other.name}`);
      comparison = await compareTrees({ name: src.name, dir: src.dir }, other, analyzerFromFlags(p));
    }
    const ctx = reportContext(tree, { name: src.name, title, grid, comparison, onSetting: (k) => status.update(`report: sweep ${k}/${total} settings`) });
    const html = await buildReportHtml(ctx, { onChart: (k, n) => status.update(`report: charts ${k}/${n}`) });
    const files: { path: string; content: string | Uint8Array }[] = [{ path: join(out, REPORT_HTML), content: html }];
    if (p.switches.has("pdf")) {
      status.update("report: printing the PDF");
      const { htmlToPdf } = await import("../report/pdf.js");
      files.push({ path: join(out, REPORT_PDF), content: await htmlToPdf(html) });
    }
    writeFilesAtomically(files);
  } finally {
    status.end();
  }
  return 0;
}
