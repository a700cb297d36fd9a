/**
 * The control run of a plain folder's interruption sample, read before the VAD
 * (docs/matched-runs.md "User interruption with a control run"): a sample folder holding
 * `clean_output.wav` (the model's output for the input with [S, R] muted) has one, and may hold
 * `clean_input.wav` (that input, whose length then sets T_clean and the clean output's window).
 * `clean_output.wav` goes through the one audio path like `output.wav`: converted, padded or
 * cropped to its input's window. What the identity tests compare, the audio before S of both
 * outputs and both inputs, is kept; nothing here applies a rule.
 */
import { join } from "node:path";
import { vadAudio, type VadAudio } from "../../audio/vad-audio.js";
import { inputExists } from "../../io/input.js";
import { sha256Hex } from "../../sha256.js";
import { readBytes } from "../tree/read.js";
import type { Audio16k } from "../tree/sample.js";
import { hashLine } from "./files.js";
import { inputWindow } from "./window.js";

export const CLEAN_OUTPUT = "clean_output.wav";
export const CLEAN_INPUT = "clean_input.wav";

/** A control run read and converted, waiting for the VAD. */
export interface PendingControl {
  /** The path of clean_output.wav in the sample folder. */
  path: string;
  /** The file's sha256 when the VAD reads a converted temporary (else the VAD's own hash is recorded). */
  convertedSha256: string | null;
  audio: VadAudio;
  T_clean_us: number;
  nSamples: number;
  /** clean_output.wav's audio before S, and the inputs' (both null without clean_input.wav). */
  clean_output: Audio16k;
  input: Audio16k | null;
  clean_input: Audio16k | null;
  /** input.wav and clean_input.wav as the audio path read them (none without clean_input.wav), for the records. */
  inputAudio: { file: string; audio: VadAudio }[];
}

/** Whether a sample folder holds a control run (clean_output.wav). */
export function hasControl(folder: string, sampleId: string): boolean {
  return inputExists(join(folder, CLEAN_OUTPUT), sampleId);
}

/** The first ⌈S · 16000⌉ samples of `audio` (all of it when shorter), copied. */
export function beforeOnset(audio: Audio16k, S_us: number): Audio16k {
  return audio.slice(0, Math.min(audio.length, Math.ceil((S_us * 16) / 1000)));
}

/**
 * Read the control run of an interruption sample whose folder holds clean_output.wav: T and its
 * 16 kHz window are the sample's own unless clean_input.wav gives another; `lines` receives the
 * dataset_sha256 line of clean_input.wav (clean_output.wav's is added with the VAD's hash).
 */
export function readControl(
  sampleId: string,
  folder: string,
  sample: { T_us: number; S_us: number; nSamples: number },
  lines: string[],
): PendingControl {
  let T_clean_us = sample.T_us;
  let nSamples = sample.nSamples;
  let input: Audio16k | null = null;
  let clean_input: Audio16k | null = null;
  const inputAudio: { file: string; audio: VadAudio }[] = [];
  const cleanInputPath = join(folder, CLEAN_INPUT);
  if (inputExists(cleanInputPath, sampleId)) {
    const bytes = readBytes(cleanInputPath, sampleId, CLEAN_INPUT);
    lines.push(hashLine(sampleId, CLEAN_INPUT, sha256Hex(bytes)));
    const w = inputWindow(sampleId, bytes, CLEAN_INPUT);
    T_clean_us = w.T_us;
    nSamples = w.nSamples;
    const cleanAudio = vadAudio(sampleId, CLEAN_INPUT, bytes, w.nSamples);
    clean_input = beforeOnset(cleanAudio.samples(), sample.S_us);
    const inputBytes = readBytes(join(folder, "input.wav"), sampleId, "input.wav");
    const inputAudioOf = vadAudio(sampleId, "input.wav", inputBytes, sample.nSamples);
    input = beforeOnset(inputAudioOf.samples(), sample.S_us);
    inputAudio.push({ file: "input.wav", audio: inputAudioOf }, { file: CLEAN_INPUT, audio: cleanAudio });
  }
  const path = join(folder, CLEAN_OUTPUT);
  const bytes = readBytes(path, sampleId, CLEAN_OUTPUT);
  const audio = vadAudio(sampleId, CLEAN_OUTPUT, bytes, nSamples);
  const convertedSha256 = audio.converted === null ? null : sha256Hex(bytes);
  const clean_output = beforeOnset(audio.samples(), sample.S_us);
  return { path, convertedSha256, audio, T_clean_us, nSamples, clean_output, input, clean_input, inputAudio };
}
