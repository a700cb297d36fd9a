/** The sha256 of some bytes (or a string's UTF-8) as lowercase hex: the one digest every input, model and cache key uses. */
import { createHash } from "node:crypto";

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}
