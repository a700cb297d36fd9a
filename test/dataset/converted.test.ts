/**
 * The "converted" phrase of the report's title block, from `inputs.converted_from`: counts grouped
 * by what the files were, the most common first; none for a tree or a folder whose outputs were all
 * 16 kHz mono PCM16. And the one place a load's conversions are said on the command line: the
 * stderr note, per kind of file and what was done to it (the console no longer repeats it).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { convertedFromOf, convertedSummary } from "../../src/audio/converted.js";
import { consoleReport } from "../../src/text/console-score.js";
import { conversionNote, emptyOutputsWarning } from "../../src/input/conversion-note.js";
import type { FileConversion } from "../../src/input/tree/conversions.js";
import { loadDataset } from "../../src/input/plain/load.js";
import { scoreSamples } from "../../src/unified/family.js";
import { fakeAnalyze } from "../helpers/tree.js";
import { PLAIN_FIXTURE } from "./build.js";

test("grouped by kind of file and what was done, most common first; a 16 kHz mono PCM16 file was only fitted", () => {
  const f24 = { encoding: "float32", rate: 24000, channels: 1 } as const;
  assert.equal(
    convertedSummary({
      a: f24,
      b: { encoding: "pcm24", rate: 48000, channels: 2 },
      c: f24,
      d: { encoding: "alaw", rate: 8000, channels: 6 },
    }),
    "4 WAV files converted to 16 kHz mono: 2 output.wav decoded from 32-bit float, resampled from 24000 Hz; " +
      "1 output.wav decoded from 24-bit PCM, mixed from 2 channels, resampled from 48000 Hz; " +
      "1 output.wav decoded from A-law, mixed from 6 channels, resampled from 8000 Hz",
  );
  const pcm16 = { encoding: "pcm16", rate: 16000, channels: 1 } as const;
  assert.equal(
    convertedSummary({
      "s/1/clean_output.wav": pcm16,
      "s/1/output.wav": pcm16,
      "s/2/output.wav": { ...pcm16, rate: 24000 },
    }),
    "3 WAV files converted to 16 kHz mono: 1 output.wav only padded or cropped; " +
      "1 output.wav resampled from 24000 Hz; 1 clean_output.wav only padded or cropped",
  );
  assert.equal(convertedSummary({}), null);
  assert.equal(convertedFromOf({ manifest_sha256: "x", asr_sha256: "y" }), null);
});

test("the note names each conversion of fixtures/plain once, by kind of file and what was done; the console does not repeat it", async () => {
  const loaded = await loadDataset(PLAIN_FIXTURE(), fakeAnalyze);
  assert.equal(
    conversionNote("plain", loaded.conversions ?? []),
    "plain: 8 WAV files converted to 16 kHz mono: 2 output.wav resampled from 24000 Hz; 1 output.wav mixed from 2 channels; " +
      "1 output.wav decoded from 32-bit float, resampled from 24000 Hz, padded by 0.25 s; " +
      "1 output.wav decoded from 24-bit PCM, resampled from 48000 Hz, padded by 0.25 s; 1 output.wav decoded from 8-bit PCM; " +
      "1 output.wav decoded from µ-law, resampled from 8000 Hz; 1 output.wav decoded from 32-bit float " +
      "(recorded in unified.json's inputs); the segments of the 6 outputs changed may differ slightly from the Python path's " +
      "(docs/plain-dataset.md)",
  );
  const scored = scoreSamples(loaded);
  const lines = consoleReport(scored).split("\n");
  assert.equal(lines.filter((l) => /converted/.test(l)).length, 0);
  // no control runs: the input files' records are not there
  assert.equal("input_resampled" in scored.unified.inputs, false);
});

test("the note groups like files with the most they were padded or cropped; inputs and empty outputs", () => {
  const c = (
    sampleId: string,
    file: string,
    native: Partial<FileConversion["native"]>,
    fit: number,
  ): FileConversion => ({
    sampleId,
    file,
    native: { encoding: "pcm16", rate: 16000, channels: 1, frames: 16000, ...native },
    fit,
    changed: fit !== 0 || native.rate !== undefined || native.channels !== undefined,
  });
  const all = [
    c("ui/1", "output.wav", {}, 200),
    c("ui/2", "output.wav", {}, 800),
    c("ui/2", "clean_output.wav", { frames: 0 }, 96000),
    c("ui/3", "output.wav", {}, -1600),
    c("ui/3", "input.wav", { rate: 44100, channels: 2 }, 0),
  ];
  assert.equal(
    conversionNote("A", all),
    "A: 5 WAV files converted to 16 kHz mono: 1 input.wav mixed from 2 channels, resampled from 44100 Hz; " +
      "2 output.wav padded by up to 0.05 s; 1 output.wav cropped by 0.1 s; 1 clean_output.wav padded by 6 s " +
      "(recorded in unified.json's inputs); the segments of the 4 outputs changed may differ slightly from the Python " +
      "path's; inputs_identical compares the inputs as converted (docs/plain-dataset.md)",
  );
  assert.equal(conversionNote("A", []), null);
  assert.equal(
    emptyOutputsWarning("A", all),
    "warning: A: ui/2: clean_output.wav holds no samples (a WAV header with an empty data chunk); scored as silence; " +
      "if the model spoke, record the output again",
  );
  assert.equal(emptyOutputsWarning("A", all.slice(0, 2)), null);
});
