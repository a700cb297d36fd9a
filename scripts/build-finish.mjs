// The build's last step (npm run build, after both tsc runs): copy the plain CommonJS helpers of
// src/ (such as src/charts/esm-import.cjs, which tsc does not emit) into both builds, and mark
// dist/cjs/ as CommonJS with a nested package.json, so that `require("fdb-unified")` loads the
// CommonJS build while the package itself stays "type": "module" (docs/api.md). tsc writes the
// reference to Node's types as `/// <reference types="node" resolution-mode="require"/>` (twice
// in some files), which a consumer's tsc refuses under moduleResolution bundler; it is written
// once, plainly, so the types load under node16, nodenext and bundler alike.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const src = join(root, "src");
const helpers = readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith(".cjs"))
  .map((e) => relative(src, join(e.parentPath, e.name)));
for (const out of [join(root, "dist", "src"), join(root, "dist", "cjs")]) {
  for (const f of helpers) {
    mkdirSync(dirname(join(out, f)), { recursive: true });
    copyFileSync(join(src, f), join(out, f));
  }
}
writeFileSync(join(root, "dist", "cjs", "package.json"), `${JSON.stringify({ type: "commonjs" }, null, 2)}\n`);

const NODE_REFERENCE = /^\/\/\/ <reference types="node" resolution-mode="require"\/>\n/gm;
for (const out of [join(root, "dist", "src"), join(root, "dist", "cjs")]) {
  for (const e of readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || !e.name.endsWith(".d.ts")) continue;
    const file = join(e.parentPath, e.name);
    const text = readFileSync(file, "utf8");
    if (!text.includes('resolution-mode="require"')) continue;
    writeFileSync(file, `/// <reference types="node" />\n${text.replace(NODE_REFERENCE, "")}`);
  }
}
