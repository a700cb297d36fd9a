/**
 * Loads the Python reference data for the parity tests: the fixture copy that ships with the
 * repository, and the full shared set at ../shared/vad-reference beside the repository root
 * when it exists (null when it does not, with the path that was looked at).
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { findPackageRoot } from "../../src/package-root.js";
import type { VadSettings } from "../../src/vad/settings.js";

export interface RefCase {
  threshold: number;
  min_speech_duration_ms: number;
  min_silence_duration_ms: number;
  speech_pad_ms: number;
  segments_samples: [number, number][];
}
export interface RefFile {
  file: string;
  sample_rate: number;
  n_samples: number;
  sha256: string;
  probs: number[];
  cases: RefCase[];
}
export interface RefSet {
  dir: string;
  files: RefFile[];
}

export const repoRoot = findPackageRoot()!;
export const sharedRefDir = resolve(repoRoot, "..", "shared", "vad-reference");
export const fixtureDir = join(repoRoot, "fixtures", "vad");

export function settingsOf(c: RefCase): VadSettings {
  return {
    threshold: c.threshold,
    minSpeechDurationMs: c.min_speech_duration_ms,
    minSilenceDurationMs: c.min_silence_duration_ms,
    speechPadMs: c.speech_pad_ms,
  };
}

export function fixtureSet(): RefSet {
  const json = JSON.parse(readFileSync(join(fixtureDir, "espeak_dialogue_noisy.reference.json"), "utf8")) as {
    files: RefFile[];
  };
  return { dir: fixtureDir, files: json.files };
}

/** The shared reference set, or null when ../shared/vad-reference is absent. */
export function sharedSet(): RefSet | null {
  const f = join(sharedRefDir, "reference.json");
  if (!existsSync(f)) return null;
  const json = JSON.parse(readFileSync(f, "utf8")) as { files: RefFile[] };
  return { dir: sharedRefDir, files: json.files };
}
