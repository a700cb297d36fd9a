/**
 * The one renderer: a vega-lite spec to an SVG string with vega in Node (no browser, no canvas,
 * renderer "none"). vega 6 and vega-lite 6 are ESM-only with top-level await, so they are loaded
 * only here, through `esm-import.cjs` (a CommonJS `import()`), which works both from the ESM
 * build and from CommonJS (tslab notebooks). The helper's name is held in a variable so that
 * TypeScript neither type-resolves it nor, when compiling to CommonJS, mangles anything but the
 * outer load into `require()`. Specs must carry their data inline: the loader refuses URLs, so a
 * chart never fetches anything. Output is deterministic (ids renamed, see svg-ids.ts).
 */
import { sha256Hex } from "../sha256.js";
import { normalizeSvgIds } from "./svg-ids.js";
import type { ChartSpec } from "./spec.js";

/** The part of vega's API the renderer uses (kept local: vega's types need ESM resolution). */
interface VegaView {
  toSVG(scaleFactor?: number): Promise<string>;
  finalize(): void;
}
interface VegaModule {
  View: new (runtime: unknown, opts: { renderer: "none"; loader?: unknown; logLevel?: number }) => VegaView;
  parse(spec: unknown, config?: unknown): unknown;
  Warn: number;
  Error: number;
}
interface VegaLiteModule {
  compile(spec: unknown, opts?: { logger?: unknown }): { spec: unknown };
}

const HELPER = "./esm-import.cjs";
let loaded: Promise<{ vega: VegaModule; vl: VegaLiteModule }> | null = null;

/** Load vega and vega-lite once, through the CommonJS dynamic-import helper. */
export function loadVega(): Promise<{ vega: VegaModule; vl: VegaLiteModule }> {
  loaded ??= (async () => {
    // ESM: the namespace's `default` is module.exports; CommonJS: require() gives it directly
    // (or wrapped with a `default` by the compiler's interop helper).
    // by variable: ./esm-import.cjs, the CommonJS door to vega's ESM; named by a constant since
    // tsc would otherwise look for the types of the .cjs file, which has none (see above)
    const helperModule: unknown = await import(HELPER);
    const esmImport = (
      typeof helperModule === "function" ? helperModule : (helperModule as { default: unknown }).default
    ) as (s: string) => Promise<unknown>;
    const [vega, vl] = await Promise.all([esmImport("vega"), esmImport("vega-lite")]);
    return { vega: vega as VegaModule, vl: vl as VegaLiteModule };
  })();
  return loaded;
}

/** A loader that refuses every load: specs carry their data inline. */
const refuse = (uri?: string) =>
  Promise.reject(new Error(`charts never fetch data${uri === undefined ? "" : ` (asked for ${uri})`}`));
const noFetchLoader = { load: refuse, sanitize: refuse, http: () => refuse(), file: () => refuse() };

export interface RenderOptions {
  /** Prefix of the SVG's ids; by default derived from the spec, so equal specs give equal SVGs. */
  idPrefix?: string;
}

/** Render one vega-lite spec to SVG text. Warnings and errors of vega throw. */
export async function renderSvg(spec: ChartSpec, opts: RenderOptions = {}): Promise<string> {
  const { vega, vl } = await loadVega();
  const problems: string[] = [];
  // vega's logger: warnings and errors are kept, the rest dropped; every call returns the logger
  const keep = (...a: unknown[]) => {
    problems.push(a.map(String).join(" "));
    return logger;
  };
  const logger: object = { level: () => logger, error: keep, warn: keep, info: () => logger, debug: () => logger };
  const compiled = vl.compile(spec, { logger }).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: "none", loader: noFetchLoader, logLevel: vega.Warn });
  (view as unknown as { logger(l: unknown): void }).logger(logger);
  try {
    const svg = await view.toSVG();
    if (problems.length) throw new Error(`vega: ${problems.join("; ")}`);
    const prefix = opts.idPrefix ?? `c${sha256Hex(JSON.stringify(spec)).slice(0, 8)}-`;
    return normalizeSvgIds(svg, prefix);
  } finally {
    view.finalize();
  }
}
