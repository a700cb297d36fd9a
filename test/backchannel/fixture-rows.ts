/**
 * Test helper: the rows of `fixtures/backchannel/` (or a copy of it) by the path a loader would
 * take — T from input.wav, output.wav brought to T by the one audio path (src/audio/vad-audio.ts),
 * the real Silero VAD through src/vad/engine/analyze.ts at the default settings, the words of
 * output.json — and the backchannel rules with the folder's stand-in distribution.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { TempWavs, vadAudio, vadPath } from "../../src/audio/vad-audio.js";
import {
  backchannelBlock,
  type BackchannelAggregateItem,
  type BackchannelBlock,
  type BackchannelRow,
  backchannelRow,
  DEFAULT_BACKCHANNEL_SETTINGS,
  ineligibleBackchannelRow,
  prepareDistribution,
  segmentsInMicros,
} from "../../src/backchannel/index.js";
import { readIccDistribution } from "../../src/input/tree/icc-distribution.js";
import { inputWindow } from "../../src/input/plain/window.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { speechSegments } from "../../src/vad/segments.js";
import { DEFAULT_VAD_SETTINGS } from "../../src/vad/settings.js";

export async function fixtureRows(dir: string): Promise<{ rows: BackchannelRow[]; block: BackchannelBlock }> {
  const names = ["0", "1", "2", "3", "4"];
  const eligible = names.filter((n) => existsSync(join(dir, "icc_backchannel", n, "output.json")));
  const file = readIccDistribution(join(dir, "icc_gt_distribution.json"), eligible);
  const d = prepareDistribution(file.lists, file.sha256);
  const temp = new TempWavs(dir);
  try {
    const audio = eligible.map((n) => {
      const folder = join(dir, "icc_backchannel", n);
      const id = `icc_backchannel/${n}`;
      const w = inputWindow(id, readFileSync(join(folder, "input.wav")));
      const a = vadAudio(id, "output.wav", readFileSync(join(folder, "output.wav")), w.nSamples);
      return { n, w, path: vadPath(temp, join(folder, "output.wav"), a) };
    });
    const analysis = await analyzeFiles(
      audio.map((x) => x.path),
      { noCache: true, anyEncoding: true, jobs: 1 },
    );
    const rows: BackchannelRow[] = [];
    const items: BackchannelAggregateItem[] = [];
    for (const n of names) {
      const k = eligible.indexOf(n);
      if (k < 0) {
        const r = ineligibleBackchannelRow({ sampleId: `icc_backchannel/${n}`, reasons: ["output.json missing"] });
        rows.push(r.row);
        items.push(r.item);
        continue;
      }
      const a = analysis.results[k]!;
      const segs = segmentsInMicros(speechSegments(a.probs!, a.nSamples, 16000, DEFAULT_VAD_SETTINGS), 16000);
      const transcript = JSON.parse(readFileSync(join(dir, "icc_backchannel", n, "output.json"), "utf8")) as {
        chunks: { timestamp: [number, number | null] }[];
      };
      const words = transcript.chunks.map((c) => ({ start: c.timestamp[0], end: c.timestamp[1] }));
      const r = backchannelRow(
        { sampleId: `icc_backchannel/${n}`, name: n },
        segs,
        words,
        audio[k]!.w.T_us,
        DEFAULT_BACKCHANNEL_SETTINGS,
        d,
      );
      rows.push(r.row);
      items.push(r.item);
    }
    return { rows, block: backchannelBlock(items, DEFAULT_BACKCHANNEL_SETTINGS, d) };
  } finally {
    temp.remove();
  }
}
