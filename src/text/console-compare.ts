/**
 * The console view of a comparison, for every family: a header naming A and B (and the family's
 * settings), then per subset the paired count and each side's eligible count and coverage (with
 * what its family adds), and for each block one row per metric: A and B over the metric's paired
 * set, the paired difference B − A (which is B minus A as printed; |B| − |A| for a "closer to 0"
 * metric, marked →0), its interval, the discordant counts and the paired p; then, apart, each
 * side's own value over its own samples and its selected bounds. It computes nothing.
 */
import { type BlockPair, blockPairs, pairedBlock } from "../compare/compare.js";
import { sameAudioLines } from "../compare/same-audio.js";
import type { Comparison, PairedBlockJson } from "../compare/types.js";
import { metricName } from "../metrics/blocks.js";
import type { Block, SubsetBlock } from "../metrics/family.js";
import { CLOSER_TO_0_MARK, fixed3 } from "../metrics/format.js";
import { emptySubsetsLine } from "../metrics/subset-choice.js";
import { PAIRED_HEAD, pairedCells } from "../compare/cells.js";
import { columns } from "./columns.js";

/** What the p column holds, whatever the family (each kind's paired test). */
const P_NOTE =
  "p: the paired test's two-sided p: exact McNemar for a share, the exact sign test over per-sample differences " +
  "for a latency, the paired swap test otherwise (docs/compare.md).";

/** "eligible 6/7, coverage 0.857[, exercised 5]" for one side of a subset; "no samples" without it. */
export function sideSummary(block: Block | undefined): string {
  if (block === undefined) return "no samples";
  const r: SubsetBlock = block.result;
  const extra = block.family.presentation.sideExtra?.(r) ?? "";
  return `eligible ${r.counts.eligible}/${r.counts.selected}, coverage ${fixed3(r.coverage)}${extra}`;
}

const HEAD = ["metric", ...PAIRED_HEAD.paired, "|", ...PAIRED_HEAD.own, "better"];

/** The table of one block compared. */
function blockTable(paired: PairedBlockJson, { block, a, b }: BlockPair): string[] {
  const rows = block.metrics.map((m) => {
    const k = pairedCells(
      block.family,
      m,
      paired.metrics[m.name]!,
      a?.result.metrics[m.name],
      b?.result.metrics[m.name],
    );
    const name = metricName(block, m);
    return [m.better === "closer to 0" ? `${name} ${CLOSER_TO_0_MARK}` : name, ...k.paired, "|", ...k.own, k.better];
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
    const pairs = blockPairs(a, b, subset);
    const own = pairs.find((x) => x.key === null);
    out.push(
      "",
      `${subset}: paired ${sc.paired_n} (eligible in both) · A ${sideSummary(own?.a)} · B ${sideSummary(own?.b)}`,
      ...(a.family.presentation.pairedExtraLines?.(sc) ?? []),
    );
    for (const x of pairs) {
      const paired = pairedBlock(sc, x.key);
      if (x.key !== null) out.push(`  ${x.key}: paired ${paired.paired_n} (eligible in both)`);
      // a block without metrics of its own (v1.0 icc_backchannel beside its backchannel block) has no table
      if (x.block.metrics.length > 0) out.push(...blockTable(paired, x));
      closer ||= x.block.metrics.some((m) => m.better === "closer to 0");
    }
  }
  const empty = emptySubsetsLine(c.empty_subsets ?? [], 2);
  if (empty) out.push("", empty);
  out.push("", ...a.family.presentation.compareNotes, P_NOTE);
  if (closer)
    out.push(
      `${CLOSER_TO_0_MARK}: better is closer to 0 (the smallest absolute value); its B − A is |B paired| − |A paired|, ` +
        "negative when B is closer to 0.",
    );
  if (same) out.push(...same.changed, ...same.words);
  const [sa, sb] = [c.compared.a.signature, c.compared.b.signature];
  out.push(`signature: ${sa}${sb !== sa ? ` (A) · ${sb} (B)` : ""}`);
  return out.join("\n") + "\n";
}
