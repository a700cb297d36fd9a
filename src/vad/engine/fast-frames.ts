/**
 * The fast graph's input layout, all that running it needs (the rebuild itself is fast-graph.ts,
 * loaded only when a graph is built): windows go through the graph in column groups of 8, and
 * each window's 576 samples are cut into 4 STFT frames of 256 stored as rows (`framesFor`).
 */
import { contextSize, VAD_RATE, windowSize } from "../silero.js";

/** The 16 kHz window and context (512 and 64 samples). */
const WINDOW = windowSize(VAD_RATE);
const CONTEXT = contextSize(VAD_RATE);

/** Windows per MatMul column group (8 streams, or consecutive windows of fewer). */
export const FAST_GROUP = 8;
/** Samples per STFT frame (one row of the framed input). */
export const FRAME_ROWS = 256;
/** Frames per group: 4 frames x 8 windows (the STFT product's columns). */
export const FRAME_COLS = 4 * FAST_GROUP;
/** Floats of framed input per window: 4 frames of 256. */
export const FRAME_FLOATS_PER_WINDOW = 4 * FRAME_ROWS;

/**
 * Frames for the fast graph from a model input of `batch` streams and `steps` steps (in int16
 * units, see `SileroModel.infer`): window (step, b) is the 576 samples (64 context + 512 new)
 * at `windowAt(b, step)`, and window w = step * batch + b of the call (step-major) is
 * reflect-padded by 64 on the right, as the shipped STFT does, and cut into 4 frames of 256 with
 * hop 128, each stored as one contiguous row: `out[g][f*8 + s] = padded_{8g+s}[128f .. 128f+255]`.
 * Output shape `[W/8, 32, 256]` (the STFT product reads it transposed), so framing is copying.
 * When `input` lies in the same buffer as `out`, after it (see `fastModelOf`'s
 * `inputBuffer`), the copies stay within that buffer (`copyWithin`, no views created).
 */
export function framesFor(
  input: Float32Array,
  batch: number,
  steps: number,
  out: Float32Array = new Float32Array(batch * steps * FRAME_FLOATS_PER_WINDOW),
): Float32Array {
  const width = CONTEXT + WINDOW;
  const span = CONTEXT + steps * WINDOW; // floats per stream (see windowAt)
  const windows = batch * steps;
  const within =
    input.buffer === out.buffer && input.byteOffset >= out.byteOffset + windows * FRAME_FLOATS_PER_WINDOW * 4;
  const whole = within
    ? new Float32Array(out.buffer, out.byteOffset, (input.byteOffset - out.byteOffset) / 4 + input.length)
    : out;
  const at = within ? (input.byteOffset - out.byteOffset) / 4 : 0; // input's offset in `whole`
  for (let w = 0; w < windows; w++) {
    const row = (w % batch) * span + Math.floor(w / batch) * WINDOW;
    const first = (w - (w % FAST_GROUP)) * 4 + (w % FAST_GROUP); // frame 0 of the window
    for (let f = 0; f <= 3; f++) {
      // frame 3 copies positions 384..575; its last 64 (padding) follow below
      const from = row + 128 * f;
      const to = f === 3 ? row + width : from + 256;
      const o = (first + f * FAST_GROUP) * FRAME_ROWS;
      if (within) whole.copyWithin(o, at + from, at + to);
      else out.set(input.subarray(from, to), o);
    }
    // padded positions 576..639 reflect 574, 573, ..., 511
    const o = (first + 3 * FAST_GROUP) * FRAME_ROWS + 192;
    for (let i = 0; i < 64; i++) out[o + i] = input[row + width - 2 - i]!;
  }
  return out;
}
