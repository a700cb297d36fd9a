/** The sha256 of some bytes as lowercase hex: the one digest every input, model and cache key uses. */
import { createHash } from "node:crypto";

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
