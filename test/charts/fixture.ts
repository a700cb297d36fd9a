/**
 * Test helper: the bundled fixture tree loaded in process with the real Silero VAD and a private
 * probability cache (loaded once per test file).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadTree } from "../../src/input/tree/load.js";
import type { LoadedInput } from "../../src/input/tree/loaded-input.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { FIXTURE_TREE } from "../helpers/cli.js";

let loaded: Promise<LoadedInput> | null = null;

export function loadFixture(): Promise<LoadedInput> {
  loaded ??= loadTree(FIXTURE_TREE, (paths) =>
    analyzeFiles(paths, { cacheDir: mkdtempSync(join(tmpdir(), "fdb-unified-charts-cache-")) }),
  );
  return loaded;
}
