/**
 * The "converted" phrase of the console, the report's title block and the stderr note, from
 * `inputs.converted_from`: counts grouped by what the files were, the most common first; none
 * for a tree or a folder whose outputs were all 16 kHz mono PCM16; the console shows it once.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { convertedFromOf, convertedSummary } from "../../src/audio/converted.js";
import { consoleReport } from "../../src/text/console-score.js";
import { loadDataset } from "../../src/input/plain/load.js";
import { scoreSamples } from "../../src/unified/family.js";
import { fakeAnalyze } from "../helpers/tree.js";
import { PLAIN_FIXTURE } from "./build.js";

test("grouped by encoding, rate and channels, most common first, then by label", () => {
  const f24 = { encoding: "float32", rate: 24000, channels: 1 } as const;
  assert.equal(
    convertedSummary({
      a: f24,
      b: { encoding: "pcm24", rate: 48000, channels: 2 },
      c: f24,
      d: { encoding: "alaw", rate: 8000, channels: 6 },
    }),
    "4 output.wav converted to 16 kHz mono: 2 from 32-bit float, 24000 Hz, mono; 1 from 24-bit PCM, 48000 Hz, stereo; 1 from A-law, 8000 Hz, 6 channels",
  );
  assert.equal(convertedSummary({}), null);
  assert.equal(convertedFromOf({ manifest_sha256: "x", asr_sha256: "y" }), null);
});

test("the console names the conversions of fixtures/plain in one line under its header", async () => {
  const scored = scoreSamples(await loadDataset(PLAIN_FIXTURE(), fakeAnalyze));
  const lines = consoleReport(scored).split("\n");
  assert.equal(
    lines[1],
    "input: 7 output.wav converted to 16 kHz mono: 1 from 16-bit PCM, 16000 Hz, stereo; 1 from 16-bit PCM, 24000 Hz, mono; " +
      "1 from 24-bit PCM, 48000 Hz, mono; 1 from 32-bit float, 16000 Hz, mono; 1 from 32-bit float, 24000 Hz, mono; " +
      "1 from 8-bit PCM, 16000 Hz, mono; 1 from µ-law, 8000 Hz, mono (inputs.converted_from)",
  );
  assert.equal(lines.filter((l) => l.startsWith("input: ")).length, 1);
});
