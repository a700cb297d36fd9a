/**
 * The samples of a 16 kHz mono WAV file in an encoding other than PCM16, decoded through
 * wavefile for the VAD when its stream enters a batch slot: float32 on the [-1, 1) scale, the
 * values the file holds (float64 files are rounded to float32, the precision the model takes).
 * The file must still be the one the scan hashed.
 */
import { createHash } from "node:crypto";
import { readInputFile } from "../io/input.js";
import { audioKeyTag } from "./encoding.js";

export async function decodedMonoSamples(path: string, expectedSha256: string, nSamples: number): Promise<Float32Array> {
  const { decodeWav } = await import("./decode.js"); // wavefile loads only when such a file comes
  const d = decodeWav(readInputFile(path));
  const sha = createHash("sha256").update(audioKeyTag(d.encoding)).update(d.dataBytes).digest("hex");
  if (sha !== expectedSha256 || d.frames !== nSamples || d.channels !== 1) {
    throw new Error(`${path}: the file changed while it was being analyzed`);
  }
  return Float32Array.from(d.samples);
}
