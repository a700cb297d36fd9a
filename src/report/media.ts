/**
 * The report's edge for listening and looking: the media of the samples the timelines draw (one
 * VAD call for the cold ones), and with `--audio` their players, each sample's audio clipped to
 * the drawn window [0, T] and embedded as data URIs. A clip is one drawn sample's audio (its
 * output.wav and, in a plain folder, its input.wav over the same window). The clips must fit the
 * cap (count and megabytes of embedded data); otherwise a UsageError says by how much. In a
 * report of several systems the cap applies to each system's part, and the error names it.
 */
import type { SampleMedia, ViewableSample } from "../charts/sample-view.js";
import { UsageError } from "../errors.js";
import type { SampleRow } from "../unified/rows.js";
import type { AnalyzeWavs, LoadedInput } from "../input/tree/loaded-input.js";
import { audioPlayersHtml, sampleClips } from "../view/audio.js";
import { samplesMedia } from "../view/media.js";
import { timelineRows } from "./timelines.js";
import { fromMicros } from "../time.js";

export const DEFAULT_AUDIO_MAX_CLIPS = 12;
export const DEFAULT_AUDIO_MAX_MB = 20;

/** The samples the timelines draw, loaded (`several`: a part of a report of several inputs). */
function drawnSamples(tree: LoadedInput, rows: readonly SampleRow[], several: boolean): ViewableSample[] {
  const byId = new Map(tree.subsets.flatMap((s) => s.samples.map((x) => [x.sampleId, x] as const)));
  const out: ViewableSample[] = [];
  for (const r of timelineRows(rows, several)) {
    const x = byId.get(r.sample_id);
    if (x?.eligible && x.task !== "backchannel") out.push(x);
  }
  return out;
}

/** Media of every drawn sample (`several`: of a part of a report of several inputs, which draws fewer). */
export function reportMedia(
  tree: LoadedInput,
  rows: readonly SampleRow[],
  analyze: AnalyzeWavs,
  several = false,
): Promise<Map<string, SampleMedia>> {
  return samplesMedia(tree, drawnSamples(tree, rows, several), analyze);
}

export interface AudioCap {
  maxClips: number;
  maxMb: number;
}

const MB = 1e6;

/** The players of every drawn sample that has audio, within the cap (or a UsageError). */
export function reportPlayers(
  tree: LoadedInput,
  rows: readonly SampleRow[],
  media: ReadonlyMap<string, SampleMedia>,
  cap: AudioCap,
  name?: string,
): Map<string, string> {
  const whose = name === undefined ? "the report draws" : `the part of ${name} draws`;
  const per = name === undefined ? "" : " (the cap is per system)";
  const players = new Map<string, string>();
  let bytes = 0;
  for (const x of drawnSamples(tree, rows, name !== undefined)) {
    const m = media.get(x.sampleId);
    if (!m) continue;
    const clips = sampleClips(m, 0, fromMicros(x.T_us));
    if (clips.length === 0) continue;
    const html = audioPlayersHtml(clips, x.sampleId);
    bytes += html.length;
    players.set(x.sampleId, html);
  }
  if (players.size > cap.maxClips) {
    throw new UsageError(
      `--audio: ${whose} ${players.size} ${players.size === 1 ? "sample" : "samples"} with audio, ` +
        `${players.size - cap.maxClips} ` +
        `more than the cap of ${cap.maxClips} clips${per}; raise it with --audio-max-clips ` +
        `${players.size}`,
    );
  }
  if (bytes > cap.maxMb * MB) {
    const mb = (x: number) => (x / MB).toFixed(1);
    throw new UsageError(
      `--audio: the clips ${name === undefined ? "" : `of ${name} `}take ${mb(bytes)} MB, ` +
        `${mb(bytes - cap.maxMb * MB)} MB over the cap of ${cap.maxMb} MB${per}; raise it with ` +
        `--audio-max-mb ${Math.ceil(bytes / MB)}`,
    );
  }
  return players;
}
