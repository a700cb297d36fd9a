/**
 * Streams in flight per run: the shipped graph gets 128 rows per call; the fast graph takes
 * 4 consecutive windows of each (512 windows per call, see WINDOWS_PER_CALL).
 */
export const DEFAULT_BATCH = 128;
