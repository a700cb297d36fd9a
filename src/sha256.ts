/**
 * sha256, the one digest every input, model, cache key and checksum uses: of some bytes (or a
 * string's UTF-8) as lowercase hex, as 32 raw bytes, or block by block for a file read in parts.
 */
import { createHash, type Hash } from "node:crypto";

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The 32 raw bytes of the sha256 of `bytes` (a checksum kept in a binary file). */
export function sha256Bytes(bytes: Uint8Array): Buffer {
  return createHash("sha256").update(bytes).digest();
}

/** A sha256 fed block by block (`update`), for a file too large to hold whole. */
export function sha256Stream(): Hash {
  return createHash("sha256");
}
