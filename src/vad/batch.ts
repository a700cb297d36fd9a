/** Streams per model call: 128 amortizes the per-call cost of the fast graph (about 10% over 64). */
export const DEFAULT_BATCH = 128;
