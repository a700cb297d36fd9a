/**
 * Temporary 16 kHz mono WAV files for the VAD edge, which reads files: PCM16 for converted
 * audio, 32-bit float for float samples (written through wavefile), in a folder under the system
 * temporary directory (never inside the dataset), created on first use and removed afterwards.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inputError } from "../../errors.js";
import { isInside } from "../../io/input.js";
import { encodeWav } from "../../audio/encode.js";
import { VAD_RATE } from "../../vad/silero.js";

export class TempWavs {
  private dir: string | null = null;
  private count = 0;

  /** `dataset`: the folder that must not receive the files. */
  constructor(private readonly dataset: string) {}

  write(samples: Int16Array | Float32Array): string {
    if (this.dir === null) {
      const dir = mkdtempSync(join(tmpdir(), "fdb-unified-resampled-"));
      if (isInside(dir, this.dataset)) {
        rmSync(dir, { recursive: true, force: true });
        throw inputError(
          this.dataset,
          "the temporary folder for resampled audio would be inside the dataset; set TMPDIR elsewhere",
        );
      }
      this.dir = dir;
    }
    const path = join(this.dir, `${this.count++}.wav`);
    writeFileSync(
      path,
      encodeWav(samples, { rate: VAD_RATE, encoding: samples instanceof Int16Array ? "pcm16" : "float32" }),
    );
    return path;
  }

  remove(): void {
    if (this.dir !== null) rmSync(this.dir, { recursive: true, force: true });
    this.dir = null;
  }
}
