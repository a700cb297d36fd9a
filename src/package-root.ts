/**
 * Locates this package's root folder (the one whose package.json is named "fdb-unified") from
 * where this module's file lives, never from the working directory. In CommonJS builds (tslab
 * notebooks) that is `__dirname`; in the ESM build it is this module's file URL, taken from a
 * V8 call site so that the file needs no `import.meta` and still compiles to CommonJS.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE_NAME = "fdb-unified";

/** The folder holding this compiled module (dist/src, or src where sources run directly). */
export function thisModuleDir(): string {
  if (typeof __dirname === "string") return __dirname;
  const saved = Error.prepareStackTrace;
  let file: string | null = null;
  try {
    Error.prepareStackTrace = (_e, sites) => sites;
    const sites = new Error().stack as unknown as NodeJS.CallSite[];
    file = sites[0]?.getFileName() ?? null;
  } finally {
    Error.prepareStackTrace = saved;
  }
  if (!file) throw new Error("cannot tell where the fdb-unified modules live");
  return dirname(file.startsWith("file:") ? fileURLToPath(file) : file);
}

/** Walk up from `start` to the folder whose package.json names this package. */
export function findPackageRoot(start: string = thisModuleDir()): string | null {
  let dir = start;
  for (;;) {
    const pj = join(dir, "package.json");
    if (existsSync(pj)) {
      try {
        if ((JSON.parse(readFileSync(pj, "utf8")) as { name?: unknown }).name === PACKAGE_NAME) return dir;
      } catch {
        // unreadable package.json: keep walking
      }
    }
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}
