/**
 * The fast exact path: a session on the rebuilt 16 kHz graph (built by fast-graph.ts), used only after
 * it has reproduced the shipped graph bit for bit on probe audio at load time. The probe mixes
 * silence, tones, chirps, noise bursts and near-full-scale passages over 16 streams, so every
 * part of the network (STFT, encoder, LSTM state) is exercised; any difference in any
 * probability means the fast path is not used and the shipped graph runs instead.
 */
import * as ort from "onnxruntime-node";
import { FAST_GROUP, FRAME_COLS, FRAME_FLOATS_PER_WINDOW, FRAME_ROWS, framesFor } from "./fast-frames.js";
import { oneAtATime, SESSION_OPTIONS, type SileroModel } from "../silero-model.js";
import { STATE_SIZE, VAD_RATE, windowSize } from "../silero.js";
import { probabilitiesOfAll } from "./run-streams.js";

/** Most time steps per call of the fast graph (a single stream then fills a whole call, 64 column groups). */
export const FAST_MAX_STEPS = 512;

/** Session on already built fast-graph bytes (fast-graph.ts builds them, fast-graph-store.ts keeps them). */
export async function fastModelOf(graph: Uint8Array): Promise<SileroModel> {
  // no graph rewrites: a fusion would swap in kernels that add in another order
  const session = await ort.InferenceSession.create(graph, {
    ...SESSION_OPTIONS,
    graphOptimizationLevel: "disabled",
    logSeverityLevel: 3,
  });
  let frames = new Float32Array(0);
  // the frames and the input of the last `inputBuffer`, side by side in one buffer
  let joint: { frames: Float32Array; input: Float32Array } | null = null;
  return {
    kind: "fast",
    windowMultiple: FAST_GROUP,
    maxSteps: FAST_MAX_STEPS,
    sampleRates: [VAD_RATE],
    infer: oneAtATime(
      async (input: Float32Array, state: Float32Array, batch: number, sampleRate: number, steps: number) => {
        const windows = steps * batch;
        if (sampleRate !== VAD_RATE || windows % FAST_GROUP !== 0 || steps > FAST_MAX_STEPS) {
          throw new RangeError(
            "fast VAD graph: 16 kHz, windows per call a multiple of 8, at most FAST_MAX_STEPS steps",
          );
        }
        let framed: Float32Array;
        if (joint && input === joint.input && joint.frames.length === windows * FRAME_FLOATS_PER_WINDOW)
          framed = joint.frames;
        else {
          if (frames.length !== windows * FRAME_FLOATS_PER_WINDOW)
            frames = new Float32Array(windows * FRAME_FLOATS_PER_WINDOW);
          framed = frames;
        }
        framesFor(input, batch, steps, framed);
        const n = batch * STATE_SIZE;
        const out = await session.run({
          frames: new ort.Tensor("float32", framed, [windows / FAST_GROUP, 1, FRAME_COLS, FRAME_ROWS]),
          steps: new ort.Tensor("int64", BigInt64Array.from([BigInt(steps), BigInt(batch), 128n]), [3]),
          h: new ort.Tensor("float32", state.subarray(0, n), [1, batch, STATE_SIZE]),
          c: new ort.Tensor("float32", state.subarray(n, 2 * n), [1, batch, STATE_SIZE]),
        });
        const next = new Float32Array(2 * n);
        next.set(out["hN"]!.data as Float32Array);
        next.set(out["cN"]!.data as Float32Array, n);
        return { probs: out["output"]!.data as Float32Array, state: next };
      },
    ),
    inputBuffer: (batch: number, steps: number, floats: number): Float32Array => {
      const frames = batch * steps * FRAME_FLOATS_PER_WINDOW;
      const buf = new Float32Array(frames + floats);
      joint = { frames: buf.subarray(0, frames), input: buf.subarray(frames) };
      return joint.input;
    },
    release: () => session.release(),
  };
}

/** Deterministic probe audio: `streams` int16 signals of different lengths and content. */
export function probeAudio(streams = 16, windows = 24): Int16Array[] {
  const TABLE = 4096;
  const sine = new Float32Array(TABLE);
  for (let i = 0; i < TABLE; i++) sine[i] = Math.sin((2 * Math.PI * i) / TABLE);
  const sin = (phase: number): number => sine[Math.floor(phase * TABLE) & (TABLE - 1)]!; // phase in cycles
  let seed = 0x2545f491;
  const rnd = (): number => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 4294967296 - 0.5;
  };
  const out: Int16Array[] = [];
  for (let s = 0; s < streams; s++) {
    const n = windows * windowSize(VAD_RATE) - s * 37;
    const x = new Int16Array(n);
    const f0 = 90 + 23 * s;
    for (let i = 0; i < n; i++) {
      const t = i / VAD_RATE;
      const seg = Math.floor(i / 2400 + s) % 6;
      let v = 0;
      if (seg === 1)
        v = 0.3 * sin(f0 * t) + 0.1 * sin(3 * f0 * t); // voiced-like harmonics
      else if (seg === 2)
        v = 0.5 * rnd(); // white noise
      else if (seg === 3)
        v = 0.2 * sin((200 + 1500 * t) * t) * (1 + sin(4 * t)); // modulated chirp
      else if (seg === 4)
        v = Math.max(-1, Math.min(1, 3 * sin(2 * f0 * t) + 0.2 * rnd())); // clipped
      else if (seg === 5) v = 0.001 * rnd(); // near silence
      x[i] = Math.max(-32768, Math.min(32767, Math.round(v * 32767)));
    }
    out.push(x);
  }
  return out;
}

const probeProbabilities = (model: SileroModel, probe: Int16Array[]): Promise<Float32Array[]> =>
  probabilitiesOfAll(model, probe, VAD_RATE, probe.length);

/** True when `fast` gives exactly the probabilities of `shipped` on the probe audio. */
export async function sameAsShipped(
  fast: SileroModel,
  shipped: SileroModel,
  probe: Int16Array[] = probeAudio(),
): Promise<boolean> {
  const a = await probeProbabilities(shipped, probe);
  const b = await probeProbabilities(fast, probe);
  for (let k = 0; k < probe.length; k++) {
    const x = a[k]!;
    const y = b[k]!;
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!Object.is(x[i], y[i])) return false;
  }
  return true;
}
