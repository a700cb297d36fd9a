/**
 * Speech clips for the classification check, synthesized on the spot with espeak-ng and brought
 * to 16 kHz mono PCM16 with SoX, trimmed of leading and trailing silence, exactly as the fixture
 * clips are (fixtures/generator/clips.ts); nothing is committed. Without espeak-ng the check
 * cannot run, and says so.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
    const raw = join(work, "espeak.wav");
    const out = join(work, "clip.wav");
    execFileSync("espeak-ng", ["-v", voice, "-s", String(speed), "-w", raw, text]);
    execFileSync("sox", [
      "-D",
      raw,
      "-b",
      "16",
      "-c",
      "1",
      "-e",
      "signed-integer",
      out,
      "rate",
      "-h",
      "16000",
      "silence",
      "1",
      "0.01",
      "0.1%",
      "reverse",
      "silence",
      "1",
      "0.01",
      "0.1%",
      "reverse",
    ]);
    return decodeWav(readFileSync(out), `${voice} ${speed} "${text}"`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
