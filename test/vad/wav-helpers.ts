/** Writes small WAV files for the VAD tests (plain 44-byte header, any format fields). */
import { writeFileSync } from "node:fs";

export function wavBytes(
  samples: Int16Array | Uint8Array,
  opts: { sampleRate?: number; channels?: number; bitDepth?: number; formatTag?: number } = {},
): Buffer {
  const sampleRate = opts.sampleRate ?? 16000;
  const channels = opts.channels ?? 1;
  const bitDepth = opts.bitDepth ?? 16;
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const h = Buffer.alloc(44);
  h.write("RIFF", 0, "latin1");
  h.writeUInt32LE(36 + data.length, 4);
  h.write("WAVEfmt ", 8, "latin1");
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(opts.formatTag ?? 1, 20);
  h.writeUInt16LE(channels, 22);
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE((sampleRate * channels * bitDepth) / 8, 28);
  h.writeUInt16LE((channels * bitDepth) / 8, 32);
  h.writeUInt16LE(bitDepth, 34);
  h.write("data", 36, "latin1");
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

export function writeWav(path: string, samples: Int16Array | Uint8Array, opts?: Parameters<typeof wavBytes>[1]): void {
  writeFileSync(path, wavBytes(samples, opts));
}
