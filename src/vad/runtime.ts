/**
 * The onnxruntime name and version recorded in unified.json (`vad.runtime`), read from the
 * installed onnxruntime-node package.json rather than from the loaded module, so a run whose
 * probabilities all come from the cache never loads the onnxruntime add-on.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { thisModuleDir } from "../package-root.js";

let name: string | null = null;

/** "onnxruntime-node X.Y.Z", as `ort.env.versions.node` gives it once loaded. */
export function runtimeName(): string {
  if (name !== null) return name;
  const main = createRequire(join(thisModuleDir(), "package-root.js")).resolve("onnxruntime-node");
  // main is <package>/dist/index.js: walk up to the package.json that names onnxruntime-node
  for (let dir = dirname(main); dir !== dirname(dir); dir = dirname(dir)) {
    let pkg: { name?: string; version?: string };
    try {
      pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name?: string; version?: string };
    } catch {
      continue;
    }
    if (pkg.name === "onnxruntime-node" && pkg.version) {
      name = `onnxruntime-node ${pkg.version}`;
      return name;
    }
  }
  throw new Error(`cannot find onnxruntime-node's package.json above ${main}`);
}
