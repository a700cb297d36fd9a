/**
 * The console view of a comparison, for every family: a header naming A and B (and the family's
 * settings), then per subset the paired count and each side's eligible count and coverage (with
 * what its family adds), and for each block one row per metric: A and B over the metric's paired
 * set, the paired difference B − A (which is B minus A as printed; |B| − |A| for a "closer to 0"
 * metric, marked →0), its interval, the discordant counts and McNemar's p; then, apart, each
 * side's own value over its own samples and its selected bounds. It computes nothing.
 */
import { sameAudioLines } from "../compare/same-audio.js";
import type { Comparison, PairedBlockJson } from "../compare/types.js";
import { blocksOf, metricName } from "../metrics/blocks.js";
import type { Block, SubsetBlock } from "../metrics/family.js";
import { CLOSER_TO_0_MARK, fixed3 } from "../metrics/format.js";
import { emptySubsetsLine } from "../metrics/subset-choice.js";
import { pairedCells } from "../compare/cells.js";
import { columns } from "./columns.js";

/** "eligible 6/7, coverage 0.857[, exercised 5]" for one side of a subset; "no samples" without it. */
export function sideSummary(block: Block | undefined): string {
  if (block === undefined) return "no samples";
  const r: SubsetBlock = block.result;
  const extra = block.family.presentation.sideExtra?.(r) ?? "";
  return `eligible ${r.counts.eligible}/${r.counts.selected}, coverage ${fixed3(r.coverage)}${extra}`;
}

const HEAD = [
  "metric",
  "paired n",
  "A paired",
  "B paired",
  "B − A",
  "95% paired interval",
  "A only / B only",
  "McNemar p",
  "|",
  "A own",
  "B own",
  "A selected bounds",
  "B selected bounds",
  "better",
];

/** The table of one block compared. */
function blockTable(paired: PairedBlockJson, ba: Block | undefined, bb: Block | undefined): string[] {
  const block = (ba ?? bb)!;
  const rows = block.metrics.map((m) => {
    const k = pairedCells(
      block.family,
      m,
      paired.metrics[m.name]!,
      ba?.result.metrics[m.name],
      bb?.result.metrics[m.name],
    );
    const name = metricName(block, m);
    return [
      m.better === "closer to 0" ? `${name} ${CLOSER_TO_0_MARK}` : name,
      k.n,
      k.a,
      k.b,
      k.difference,
      k.interval,
      k.discordant,
      k.mcnemar,
      "|",
      k.ownA,
      k.ownB,
      k.boundsA,
      k.boundsB,
      k.better,
    ];
  });
  return columns([HEAD, ...rows]);
}

export function comparisonTable(c: Comparison): string {
  const a = c.a.score;
  const b = c.b.score;
  const out: string[] = [];
  const same = c.same_audio ? sameAudioLines(c.same_audio, [c.a.name, c.b.name]) : null;
  if (same) out.push(same.first);
  const settings = a.family.settings.map((s) => ` · ${s.label} ${a.values[s.json]} ${s.unit}`).join("");
  out.push(
    `fdb-unified compare · ${c.compared.definitions}${settings} · A = ${c.a.name} · B = ${c.b.name} · ` +
      "paired by sample_id, difference B − A",
  );
  let closer = false;
  for (const [subset, sc] of Object.entries(c.subsets)) {
    const blocksA = blocksOf(a, subset);
    const blocksB = blocksOf(b, subset);
    const own = (bs: Block[]) => bs.find((x) => x.key === null);
    out.push(
      "",
      `${subset}: paired ${sc.paired_n} (eligible in both) · A ${sideSummary(own(blocksA))} · B ${sideSummary(own(blocksB))}`,
      ...(a.family.presentation.pairedExtraLines?.(sc) ?? []),
    );
    for (const key of [...new Set([...blocksA, ...blocksB].map((x) => x.key))]) {
      const ba = blocksA.find((x) => x.key === key);
      const bb = blocksB.find((x) => x.key === key);
      const paired = (key === null ? sc : sc[key]) as PairedBlockJson;
      if (key !== null) out.push(`  ${key}: paired ${paired.paired_n} (eligible in both)`);
      // a block without metrics of its own (v1.0 icc_backchannel beside its backchannel block) has no table
      if ((ba ?? bb)!.metrics.length > 0) out.push(...blockTable(paired, ba, bb));
      closer ||= (ba ?? bb)!.metrics.some((m) => m.better === "closer to 0");
    }
  }
  const empty = emptySubsetsLine(c.empty_subsets ?? [], 2);
  if (empty) out.push("", empty);
  out.push("", ...a.family.presentation.compareNotes);
  if (closer)
    out.push(
      `${CLOSER_TO_0_MARK}: better is closer to 0 (the smallest absolute value); its B − A is |B paired| − |A paired|, ` +
        "negative when B is closer to 0.",
    );
  if (same && same.changed.length > 0) out.push(...same.changed);
  if (same && same.words.length > 0) out.push(...same.words);
  out.push(
    `signature: ${c.compared.a.signature}${c.compared.b.signature !== c.compared.a.signature ? ` (A) · ${c.compared.b.signature} (B)` : ""}`,
  );
  return out.join("\n") + "\n";
}
