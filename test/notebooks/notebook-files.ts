/**
 * Test helper: the committed notebooks as data (cells, sources, the `./src/...` modules they
 * import) and the kernel's CommonJS helpers, so the notebook tests read one description.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { REPO } from "../helpers/cli.js";

export const NOTEBOOKS = join(REPO, "notebooks");
export const KERNEL_NAME = "fdb-unified-tslab";

export interface Cell {
  cell_type: string;
  id?: string;
  metadata: { tags?: string[] };
  source: string | string[];
  outputs?: Output[];
  execution_count?: number | null;
}
export interface Output {
  output_type: string;
  name?: string;
  text?: string | string[];
  data?: Record<string, string | string[]>;
  ename?: string;
  evalue?: string;
}
export interface Notebook {
  cells: Cell[];
  metadata: {
    kernelspec?: { name?: string; display_name?: string };
    /** What the runner reads: the inputs' version ("v1.5" for 08) and the drill-down's subsets. */
    fdb_unified?: { reads?: string; drill_down_subsets?: string[] };
  };
  nbformat: number;
  nbformat_minor: number;
}

export const text = (s: string | string[] | undefined): string => (Array.isArray(s) ? s.join("") : (s ?? ""));

export function notebookNames(dir = NOTEBOOKS): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".ipynb"))
    .map((f) => f.slice(0, -6))
    .sort();
}

export function readNotebook(file: string): Notebook {
  return JSON.parse(readFileSync(file, "utf8")) as Notebook;
}

export function codeSources(nb: Notebook): string[] {
  return nb.cells.filter((c) => c.cell_type === "code").map((c) => text(c.source));
}

/** Module specifiers of the import declarations in a piece of code. */
export function importSpecifiers(code: string): string[] {
  return [...code.matchAll(/^\s*import\s[^;]*?\sfrom\s+"([^"]+)";/gms)].map((m) => m[1]!);
}

/** Every `./src/...` module the committed notebooks import, as a repo-relative .ts path. */
export function notebookSrcModules(): string[] {
  const out = new Set<string>();
  for (const name of notebookNames()) {
    for (const code of codeSources(readNotebook(join(NOTEBOOKS, `${name}.ipynb`)))) {
      for (const spec of importSpecifiers(code))
        if (spec.startsWith("./src/")) out.add(spec.slice(2).replace(/\.js$/, ".ts"));
    }
  }
  return [...out].sort();
}

/** The kernel's TypeScript set-up (notebooks/kernel/kernel-typescript.cjs). */
export interface KernelTypeScript {
  KERNEL_COMPILER_OPTIONS: Record<string, unknown>;
  tslabDir(root: string): string;
  installKernelTypeScript(root: string): typeof import("typescript");
}

export const requireFromRepo = createRequire(join(REPO, "package.json"));

export function kernelTypeScript(): KernelTypeScript {
  return requireFromRepo(join(NOTEBOOKS, "kernel", "kernel-typescript.cjs")) as KernelTypeScript;
}

/** A notebook of code cells on the package's kernel, with ids c1, c2, ... */
export function notebookOf(sources: string[]): Notebook {
  return {
    cells: sources.map((source, i) => ({
      cell_type: "code",
      id: `c${i + 1}`,
      metadata: {},
      source,
      outputs: [],
      execution_count: null,
    })),
    metadata: { kernelspec: { name: KERNEL_NAME, display_name: "TypeScript (fdb-unified, tslab)" } },
    nbformat: 4,
    nbformat_minor: 5,
  };
}

/** The value a cell shows as JSON one click away (jsonDetailsHtml: the `<pre>` of its `<details>`), or null. */
export function detailsJson(c: Cell): unknown {
  const html = (c.outputs ?? []).map((o) => text(o.data?.["text/html"])).join("");
  const m = /<details class="fdb-json">[\s\S]*?<pre>([\s\S]*?)<\/pre>/.exec(html);
  if (!m) return null;
  const raw = m[1]!
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
  return JSON.parse(raw);
}
