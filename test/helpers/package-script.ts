/**
 * Test helper: compile a TypeScript script as a user's project would, against the package as an
 * installed copy. A temporary project holds `source` as `file` and finds the package as
 * `node_modules/fdb-unified` (a link to this clone, so its built declarations are what is read)
 * and Node's types; `tsc --strict` (module NodeNext) writes `out/`. Used by the typed-library
 * test and the notebook-cell-as-script test.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO, tempDir } from "./cli.js";

const TSC = join(REPO, "node_modules", "typescript", "bin", "tsc");

/** Compile `source` (saved as `file`, a .mts name); the project folder, tsc's exit status and output. */
export function compileAgainstPackage(
  source: string,
  file: string,
): { dir: string; status: number | null; out: string } {
  const dir = tempDir("fdb-unified-script-");
  mkdirSync(join(dir, "node_modules", "@types"), { recursive: true });
  symlinkSync(REPO, join(dir, "node_modules", "fdb-unified"), "dir");
  symlinkSync(join(REPO, "node_modules", "@types", "node"), join(dir, "node_modules", "@types", "node"), "dir");
  writeFileSync(join(dir, file), source);
  const config = {
    compilerOptions: {
      strict: true,
      target: "ES2022",
      module: "NodeNext",
      moduleResolution: "NodeNext",
      types: ["node"],
      outDir: "out",
    },
    files: [file],
  };
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(config));
  const r = spawnSync(process.execPath, [TSC, "-p", "tsconfig.json", "--pretty", "false"], {
    cwd: dir,
    encoding: "utf8",
  });
  return { dir, status: r.status, out: r.stdout + r.stderr };
}
