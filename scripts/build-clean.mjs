// The build's first step (npm run build, before both tsc runs): remove dist/, so the build holds
// exactly what the sources compile to today. Without it, a module deleted or renamed in src/ or
// test/ keeps its old .js in dist/: a test can still import it, `node --test dist/test/` still
// runs a deleted test, and `npm pack` ships the stale files. tsc is not incremental here, so
// nothing is lost by starting from an empty folder.
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

rmSync(join(dirname(fileURLToPath(import.meta.url)), "..", "dist"), { recursive: true, force: true });
