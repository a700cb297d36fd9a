/**
 * The one door to ESM-only packages (vega 6, vega-lite 6 use top-level await, so they cannot be
 * required). A CommonJS caller, such as a tslab notebook whose TypeScript is compiled to
 * CommonJS, cannot write `import()` itself: the compiler turns it into `require()`. This file is
 * plain CommonJS, so its `import()` stays a real dynamic import in every setting.
 */
// by variable: vega or vega-lite, whichever ESM-only package src/charts/render.ts asks for
module.exports = (s) => import(s);
