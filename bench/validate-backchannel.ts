/**
 * `npm run validate:backchannel [-- --real FILE] [--datasets N]`: the validation of the backchannel
 * metrics (docs/backchannel.md "Validation"), printed as tables.
 *
 * 1. The stand-in ground truth (fixtures/generator/icc-standin.ts) beside the real file's figures
 *    as the design quotes them, and the real file's own when `--real FILE` names it (read by the
 *    project's input reader; the file is CC BY-NC and not part of the repository).
 * 2. Six simulated systems on 1000 seeded datasets (bench/backchannel/simulate.ts): the mean
 *    timing_lift, timing_lift_other and listening_gain, the official distance and its ranking,
 *    the uniform system's interval coverage and false-positive rate, the other-sample system's
 *    false-positive rate of listening_gain, and each of the design's claims checked.
 * 3. The cost of the permutation p-values.
 * 4. Classification by audio: espeak-ng clips through the real Silero VAD (needs espeak-ng and
 *    sox; without them this part says so and is skipped).
 *
 * Exits 1 when a claim fails, 2 on a bad flag or file, 0 otherwise.
 */
import { parseArgs } from "node:util";
import { InputError } from "../src/errors.js";
import { readIccDistribution } from "../src/input/tree/icc-distribution.js";
import { errorLines } from "../src/problems.js";
import { standinDistribution } from "../fixtures/generator/icc-standin.js";
import {
  classifyByAudio,
  EXPECTED,
  FULL_PLAN,
  OUTCOMES,
  PLANNED,
  PLANNED_LABEL,
} from "./backchannel/classify-audio.js";
import { simulationChecks } from "./backchannel/checks.js";
import { speechToolsAvailable } from "./backchannel/espeak.js";
import { entropyRatio, selfLift, zeroShare } from "./backchannel/list-figures.js";
import { permutationCost } from "./backchannel/permutation-cost.js";
import { LONG_UNIFORM, SIM_BACKCHANNELS, SIM_SAMPLES, SYSTEMS, simulate } from "./backchannel/simulate.js";

/** Rows of cells as aligned columns, two spaces apart, indented by two. */
function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => [...(r[c] ?? "")].length)));
  return rows.map((r) => `  ${r.map((x, c) => x + " ".repeat(widths[c]! - [...x].length)).join("  ")}`.trimEnd());
}

const f3 = (x: number) => x.toFixed(3);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function quantiles(xs: number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return `${f3(s[0]!)} / ${f3(at(0.5))} / ${f3(s[s.length - 1]!)}`;
}

function figures(lists: number[][]): string[] {
  return [
    quantiles(lists.map(entropyRatio)),
    quantiles(lists.map(zeroShare)),
    quantiles(lists.flatMap((l) => selfLift(l) ?? [])),
  ];
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { real: { type: "string" }, datasets: { type: "string", default: "1000" } },
  });
  const datasets = Number(values.datasets);
  if (!Number.isSafeInteger(datasets) || datasets < 1) {
    console.error(`error: --datasets: ${values.datasets} is not a whole number of datasets >= 1`);
    return 2;
  }
  const out: string[] = [];
  let failed = 0;

  out.push("Backchannel validation (fdb-v1.0-backchannel-1)", "");
  out.push("1. The stand-in ground truth beside the real file (min / median / max over the lists)");
  const standin = standinDistribution(1, SIM_SAMPLES).map((s) => s.list);
  const rows = [
    ["figure", "stand-in (seed 1, 55 lists)", "real file (design)"],
    ["entropy / uniform's", "", "0.93-0.98"],
    ["zero windows before trimming", "", "2-14%"],
    ["self-lift Σq²/(q̄ Σq)", "", "1.16-1.59"],
  ];
  for (const [k, v] of figures(standin).entries()) rows[k + 1]![1] = v;
  if (values.real !== undefined) {
    const real = Object.values(readIccDistribution(values.real).lists).map((l) => [...l]);
    rows[0]!.push(`--real (${real.length} lists)`);
    for (const [k, v] of figures(real).entries()) rows[k + 1]!.push(v);
  }
  out.push(...table(rows), "");

  out.push(
    `2. Simulated systems: ${datasets} datasets of ${SIM_SAMPLES} samples, ${SIM_BACKCHANNELS} scored backchannels each (means over the datasets)`,
  );
  const t0 = performance.now();
  const s = simulate(datasets);
  const elapsed = (performance.now() - t0) / 1000;
  const ranked = [
    ...SYSTEMS.map((k) => [k, s.mean[k].official_jsd] as const),
    [LONG_UNIFORM, s.long_uniform_jsd] as const,
  ]
    .sort((a, b) => a[1] - b[1])
    .map(([k]) => k);
  const rank = (k: string) => String((ranked as string[]).indexOf(k) + 1);
  out.push(
    ...table([
      ["system", "timing_lift", "timing_lift_other", "listening_gain", "official JSD", "official rank"],
      ...SYSTEMS.map((k) => {
        const m = s.mean[k];
        return [k, f3(m.timing_lift), f3(m.timing_lift_other), f3(m.listening_gain), f3(m.official_jsd), rank(k)];
      }),
      [`${LONG_UNIFORM} (official only)`, "", "", "", f3(s.long_uniform_jsd), rank(LONG_UNIFORM)],
    ]),
  );
  out.push(
    "",
    `  uniform: timing_lift's 95% interval covers 1 in ${pct(s.uniform_coverage)} of datasets; its p < 0.05 in ${pct(s.uniform_p05)}`,
    `  other-sample: listening_gain's p < 0.05 in ${pct(s.other_gain_p05)}`,
    `  own (power): timing_lift's p < 0.05 in ${pct(s.own_lift_p05)}, listening_gain's in ${pct(s.own_gain_p05)}`,
    `  official JSD, lower ranks first: ${ranked.join(" < ")}`,
    `  (${elapsed.toFixed(1)} s, ${((1000 * elapsed) / datasets).toFixed(0)} ms per dataset)`,
    "",
  );
  out.push("  The design's claims:");
  for (const c of simulationChecks(s)) {
    if (!c.ok) failed++;
    out.push(`  ${c.ok ? "ok  " : "FAIL"}  ${c.claim}: ${c.value}`);
  }
  out.push("");

  const cost = permutationCost();
  out.push(
    `3. Cost of the permutation p-values (2000 draws; 55 samples, 46 scored backchannels; median of ${cost.runs} runs)`,
  );
  out.push(
    ...table([
      ["p-value", "ms"],
      ["timing_lift (circular shifts)", cost.timing_lift_ms.toFixed(2)],
      ["timing_lift_other (circular shifts)", cost.timing_lift_other_ms.toFixed(2)],
      ["listening_gain (another speaker's list)", cost.listening_gain_ms.toFixed(2)],
      ["the whole block (every interval and p-value)", cost.block_ms.toFixed(2)],
    ]),
    "",
  );

  out.push(
    "4. Classification by audio (espeak-ng clips, Silero VAD at the default settings, the rules at j 0.3 s, D 1 s, W 2)",
  );
  if (!speechToolsAvailable()) {
    out.push("  skipped: espeak-ng or sox is not installed (apt-get install espeak-ng sox)");
  } else {
    const r = await classifyByAudio(FULL_PLAN);
    out.push(
      `  ${r.items} items in ${r.audio_s.toFixed(0)} s of audio: voices ${FULL_PLAN.voices.join(", ")}; speeds ${FULL_PLAN.speeds.join(", ")} wpm`,
    );
    out.push(
      ...table([
        ["planned (expected)", ...OUTCOMES, "detected", "as expected"],
        ...PLANNED.map((p) => [
          `${PLANNED_LABEL[p]} (${EXPECTED[p]})`,
          ...OUTCOMES.map((o) => String(r.matrix[p][o])),
          `${r.perPlanned[p].detected}/${r.perPlanned[p].items}`,
          `${r.perPlanned[p].correct}/${r.perPlanned[p].detected}`,
        ]),
      ]),
    );
    out.push(
      "",
      `  detection (every clip of the item overlaps a VAD segment): ${r.detected}/${r.items} = ${pct(r.detected / r.items)}`,
      `  classification of the detected items: ${r.correct}/${r.detected} = ${pct(r.correct / r.detected)}`,
    );
    for (const m of r.misclassified) out.push(`  otherwise: ${m}`);
  }
  out.push("", failed === 0 ? "All the design's claims hold." : `${failed} of the design's claims failed.`);
  console.log(out.join("\n"));
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    if (e instanceof InputError) {
      for (const line of errorLines(e)) console.error(`error: ${line}`);
      process.exit(2);
    }
    throw e;
  },
);
