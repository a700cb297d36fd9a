/**
 * `dataset_sha256`: one hash over every file the scorer read from a plain dataset folder. Each
 * read file gives the line `<sample_id> <file> <sha256>\n` (sample id `<subset>/<ID>`, the file's
 * name inside its sample folder, the lowercase hex sha256 of its bytes, one space between, a
 * line feed after each line including the last). The lines are sorted by UTF-16 code units
 * (byte order for ASCII names), concatenated and hashed as UTF-8. No file read gives the sha256
 * of the empty string.
 */
import { byString } from "../../order.js";
import { sha256Hex } from "../../sha256.js";

export function hashLine(sampleId: string, file: string, sha256: string): string {
  return `${sampleId} ${file} ${sha256}\n`;
}

export function datasetSha256(lines: readonly string[]): string {
  const sorted = [...lines].sort(byString);
  return sha256Hex(Buffer.from(sorted.join(""), "utf8"));
}
