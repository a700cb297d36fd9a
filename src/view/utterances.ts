/**
 * The view of a sample whose family draws utterances (`Presentation.sampleView` "utterances": the
 * backchannel samples, docs/backchannel.md): its row at the chosen VAD setting and setting values,
 * its utterances by kind, and under them the ground truth the load was given (`--icc-distribution`)
 * as this sample's listeners' coverage per 0.2 s window over the grid its row scored against
 * (`grid_s`), the file's values divided by their sum there. Without the ground truth the view has
 * the utterances alone. An unknown or ineligible id is an InputError naming it.
 */
import type { ChartSpec } from "../charts/spec.js";
import { COLORS } from "../charts/spec.js";
import { utterancesChart } from "../charts/utterances.js";
import { inputError } from "../errors.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { SettingValues } from "../metrics/family.js";
import { FAMILIES, scoreLoaded } from "../score/families.js";
import type { VadSettings } from "../vad/settings.js";
import { eligibleSample } from "./find.js";

/** What the view reads of a row's object: `[a, b, words, kind]` per utterance, and the grid it was scored on. */
interface UtteranceObject {
  utterances: [number, number, number, string][];
  backchannels: number;
  takeovers: number;
  grid_s?: number;
}

/** The ground truth's window, seconds. */
const WINDOW_S = 0.2;

export function buildUtterancesView(
  input: LoadedInput,
  sampleId: string,
  vad: VadSettings,
  values: SettingValues,
  opts: { width?: number } = {},
): { spec: ChartSpec } {
  const sample = eligibleSample(input, sampleId, input.source.kind);
  const family = FAMILIES.find((f) => f.presentation.sampleView === "utterances" && f.attach?.subset === sample.subset);
  if (family === undefined) throw inputError(sampleId, "no family draws the utterances of this sample's subset");
  const row = scoreLoaded(input, vad, values).rows.find((r) => (r as { sample_id: string }).sample_id === sampleId);
  const o = (row as Record<string, unknown> | undefined)?.[family.attach!.key] as UtteranceObject | undefined;
  if (o === undefined) throw inputError(sampleId, "the score holds no row to draw");
  const list = input.iccDistribution?.lists[sample.name];
  const L = o.grid_s === undefined ? 0 : Math.round(o.grid_s / WINDOW_S);
  const total = (list ?? []).slice(0, L).reduce((s, x) => s + x, 0);
  const curve =
    list === undefined || L === 0 ? null : list.slice(0, L).map((y, w) => ({ t: w * WINDOW_S, y: y / total }));
  const T = (row as { T: number }).T;
  return {
    spec: utterancesChart(
      {
        title: `${sampleId}: ${counted(o.backchannels, "backchannel")}, ${counted(o.takeovers, "take-over")}`,
        subtitle: [
          curve === null
            ? "no ground truth given (--icc-distribution): the utterances alone"
            : `below: the listeners' coverage per 0.2 s window over the ${o.grid_s} s grid; rules: backchannel onsets`,
        ],
        T,
        utterances: o.utterances.map(([a, b, words, kind]) => ({ a, b, words, kind })),
        kinds: [
          { name: "backchannel", color: COLORS.accent },
          { name: "takeover", color: COLORS.segment },
        ],
        curve,
        curveTitle: "listeners' coverage",
        step: WINDOW_S,
      },
      opts,
    ),
  };
}

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
