/**
 * Lets `import type { TopLevelSpec } from "vega-lite/build/index"` resolve under NodeNext,
 * where vega-lite's `exports` map hides that subpath. tslab (TypeScript 5.0, Node10 resolution)
 * needs exactly that specifier because it ignores `exports` and vega-lite has no top-level
 * `types`; there this file is not part of the program and the real file resolves.
 */
declare module "vega-lite/build/index" {
  export * from "vega-lite";
}
