/**
 * The samples of a 16 kHz mono WAV file in an encoding other than PCM16, decoded through
 * wavefile for the VAD when its stream enters a batch slot: float32 on the [-1, 1) scale, the
 * values the file holds (float64 files are rounded to float32, the precision the model takes).
 * The file must still be the one the scan hashed.
 */
import { readInputFile } from "../io/input.js";
import { sha256Hex } from "../sha256.js";

export async function decodedMonoSamples(
  path: string,
  expectedFileSha256: string,
  nSamples: number,
): Promise<Float32Array> {
  const { decodeWav } = await import("./decode.js"); // wavefile loads only when such a file comes
  const bytes = readInputFile(path);
  const d = sha256Hex(bytes) === expectedFileSha256 ? decodeWav(bytes) : null;
  if (d === null || d.frames !== nSamples || d.channels !== 1) {
    throw new Error(`${path}: the file changed while it was being analyzed`);
  }
  return Float32Array.from(d.samples);
}
