import assert from "node:assert/strict";
import { test } from "node:test";
import { pairedRunsChart, pairedRunsData } from "../../src/charts/paired-runs.js";
import { renderSvg } from "../../src/charts/render.js";
import type { MatchedRow } from "../../src/matched/row.js";
import { row } from "../matched/build.js";

const silence = new Float32Array(16000 * 2);

function marks(r: MatchedRow): { t: number; label: string }[] {
  const spec = pairedRunsChart(pairedRunsData(r, silence, silence, 0.5)) as { vconcat: { layer: unknown[] }[] };
  return spec.vconcat.flatMap((p) => {
    const end = p.layer[3] as { data: { values: { t: number; label: string }[] } } | undefined;
    return end ? end.data.values : [];
  });
}

test("the v1.5 sample view marks o_end and c_end, and the clock's end when a run reaches it", () => {
  // s = 5, e = 7, T = 20: the output stops at 5.2, the control at 8
  assert.deepEqual(marks(row({ o: [[1, 5.2]], c: [[1, 8]] })), [
    { t: 5.2, label: "o_end 5.200 s" },
    { t: 8, label: "c_end 8.000 s" },
  ]);
  // the control talks to the clock's end: its end is not observed
  assert.deepEqual(marks(row({ o: [[1, 5.2]], c: [[1, 20]] }))[1], { t: 20, label: "c_end: reaches the clock's end" });
  // nothing active at s: no end to mark
  assert.deepEqual(marks(row({ o: [[8, 9]], c: [[8, 9]] })), []);
});

test("with the inputs, each is a lane under its output; the outputs' marks stay as they were", () => {
  const r = row({ o: [[1, 5.2]], c: [[1, 8]] });
  const loud = new Float32Array(16000 * 2).fill(0.5);
  const spec = pairedRunsChart(pairedRunsData(r, silence, silence, 0.5, { input: loud, clean_input: silence })) as {
    vconcat: { title: { text: string }; layer: { data: { values: { hi?: number }[] } }[] }[];
  };
  assert.deepEqual(
    spec.vconcat.map((p) => p.title.text.split(" ")[0]),
    ["output.wav", "input.wav", "clean_output.wav", "clean_input.wav"],
  );
  // the input lane draws input.wav's waveform (0.5 full scale), the clean input's is silent
  const peak = (k: number) => Math.max(...spec.vconcat[k]!.layer[1]!.data.values.map((b) => b.hi ?? 0));
  assert.ok(peak(1) > 0.4 && peak(3) === 0, `${peak(1)} ${peak(3)}`);
  assert.deepEqual(marks(r), [
    { t: 5.2, label: "o_end 5.200 s" },
    { t: 8, label: "c_end 8.000 s" },
  ]);
});

test("the v1.5 sample view renders, its title naming the outcome", async () => {
  const r = row({ o: [[1, 5.2]], c: [[1, 8]] });
  const spec = pairedRunsChart(pairedRunsData(r, silence, silence, 0.5)) as { title: { text: string } };
  assert.equal(spec.title.text, "user_interruption/1: yielded");
  const svg = await renderSvg(spec, { idPrefix: "v-" });
  assert.match(svg, /o_end 5\.200 s/);
  assert.match(svg, /clean_output\.wav/);
});
