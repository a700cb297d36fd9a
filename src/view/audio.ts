/**
 * Audio players for a sample view: the view's audio (output.wav as the VAD saw it, input.wav
 * mixed to mono) clipped to the drawn window and encoded as 16-bit PCM WAV data URIs, so a page
 * that plays them stays self-contained. Players are plain `<audio controls>` elements (no
 * script); the report's print CSS hides them, so the PDF shows the views without players.
 */
import type { SampleMedia } from "../charts/sample-view.js";
import { escapeHtml as esc } from "./escape.js";

export interface AudioClip {
  /** What the player plays: "output.wav" or "input.wav". */
  label: string;
  /** The WAV bytes of the clip. */
  wav: Buffer;
  /** The clip's window in seconds. */
  from: number;
  to: number;
}

/**
 * Mono PCM16 WAV bytes with a 44-byte header, written here rather than through wavefile so that
 * the players also work in the notebook kernel's CommonJS build, which cannot load wavefile.
 */
function monoWav(samples: Int16Array, rate: number): Buffer {
  const h = Buffer.alloc(44 + samples.length * 2);
  h.write("RIFF", 0, "ascii");
  h.writeUInt32LE(36 + samples.length * 2, 4);
  h.write("WAVE", 8, "ascii");
  h.write("fmt ", 12, "ascii");
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write("data", 36, "ascii");
  h.writeUInt32LE(samples.length * 2, 40);
  for (let i = 0; i < samples.length; i++) h.writeInt16LE(samples[i]!, 44 + 2 * i);
  return h;
}

/** `samples` at `rate` between `from` and `to` seconds (clamped to the audio) as WAV bytes. */
export function wavClip(samples: Int16Array, rate: number, from: number, to: number): Buffer {
  const a = Math.max(0, Math.min(samples.length, Math.floor(from * rate)));
  const b = Math.max(a, Math.min(samples.length, Math.ceil(to * rate)));
  return monoWav(samples.subarray(a, b), rate);
}

/** The clips of a sample's media over [from, to] s: output.wav, then input.wav where present. */
export function sampleClips(media: SampleMedia, from: number, to: number): AudioClip[] {
  const clips: AudioClip[] = [];
  if (media.output)
    clips.push({ label: "output.wav", wav: wavClip(media.output, media.sampleRate, from, to), from, to });
  if (media.input)
    clips.push({ label: "input.wav", wav: wavClip(media.input.samples, media.input.rate, from, to), from, to });
  return clips;
}

const fmt = (x: number) => (Math.round(x * 1000) / 1000).toFixed(3);

/** Players as HTML: one labelled `<audio controls>` per clip, sources as data URIs. */
export function audioPlayersHtml(clips: readonly AudioClip[], sampleId: string): string {
  const players = clips.map(
    (c) =>
      `<div class="player"><span>${esc(c.label)} · ${fmt(c.from)}–${fmt(c.to)} s</span> ` +
      `<audio controls preload="auto" title="${esc(`${sampleId} ${c.label}`)}" ` +
      `src="data:audio/wav;base64,${c.wav.toString("base64")}"></audio></div>`,
  );
  return `<div class="players" data-sample="${esc(sampleId)}">${players.join("")}</div>`;
}
