/**
 * Speech clips for the classification check, synthesized on the spot with espeak-ng and brought
 * to 16 kHz mono PCM16 with SoX, trimmed of leading and trailing silence, by the fixture clips' own
 * renderer (fixtures/generator/clips.ts); nothing is committed. Without espeak-ng the check
 * cannot run, and says so.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderClip } from "../../fixtures/generator/clips.js";
import { decodeWav } from "../../fixtures/generator/wav.js";

/** Whether espeak-ng and sox can be run. */
export function speechToolsAvailable(): boolean {
  const ok = (cmd: string, arg: string) => spawnSync(cmd, [arg], { stdio: "ignore" }).status === 0;
  return ok("espeak-ng", "--version") && ok("sox", "--version");
}

/** `text` spoken by espeak-ng `voice` at `speed` words per minute: 16 kHz mono PCM16 samples, silence trimmed. */
export function speak(text: string, voice: string, speed: number): Int16Array {
  const work = mkdtempSync(join(tmpdir(), "fdb-bc-speech-"));
  try {
    const out = join(work, "clip.wav");
    renderClip({ text, voice, speed }, out);
    return decodeWav(readFileSync(out), `${voice} ${speed} "${text}"`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
