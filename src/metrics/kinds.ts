/**
 * The kinds a family's metrics have, found by the metric's `kind` (the common four, then the
 * family's own), and what every view does with any result through them: its metrics' results from a
 * block's items, its printed cells, its flat columns (the family's columns: the base ones, `u` where
 * it records unknowns, then its kinds' own), so no view branches on a kind or a family.
 */
import { DIFFERENCE, type DifferenceResult } from "./kind-difference.js";
import { LATENCY, type LatencyResult } from "./kind-latency.js";
import { POOLED, type PooledResult } from "./kind-pooled.js";
import { SHARE, type ShareResult } from "./kind-share.js";
import { BASE_FLAT_COLUMNS, type Cells, type Kind, type MetricResult } from "./kind.js";
import type { Family, Item } from "./family.js";
import { type AnyMetric, betterLabel, metricsOf } from "./metric.js";

/** A result of one of the common kinds, as unified.json holds it. */
export type AnyResult = ShareResult | PooledResult | LatencyResult | DifferenceResult;

/** The kinds every family may use. */
export const COMMON_KINDS: readonly Kind[] = [SHARE, POOLED, LATENCY, DIFFERENCE];

/** The kinds a family's registry can use: its own first (one may replace a common kind of its name), then the common four. */
export function familyKinds(f: Pick<Family, "kinds">): readonly Kind[] {
  return [...(f.kinds ?? []), ...COMMON_KINDS];
}

/** The kind of a metric of family `f`. */
export function kindOf(f: Pick<Family, "kinds">, m: Pick<AnyMetric, "kind" | "name">): Kind {
  const k = familyKinds(f).find((x) => x.name === m.kind);
  if (k === undefined) throw new Error(`${m.name}: no kind ${m.kind}`);
  return k;
}

/** The kinds the family's registry uses (each name once: the one `kindOf` finds), common ones first. */
function usedKinds(f: Pick<Family, "kinds" | "registry">): Kind[] {
  const names = [...new Set(f.registry.map((m) => m.kind))];
  const found = names.map((n) => familyKinds(f).find((k) => k.name === n)!);
  return [...COMMON_KINDS.filter((k) => found.includes(k)), ...(f.kinds ?? []).filter((k) => found.includes(k))];
}

/** A family's flat columns, in order: the base eight, `u` where it records unknowns, then its kinds' own. */
export function flatColumns(f: Pick<Family, "kinds" | "registry" | "unknowns">): string[] {
  const base: readonly string[] = BASE_FLAT_COLUMNS;
  const own = usedKinds(f).flatMap((k) => k.columns.filter((c) => !base.includes(c)));
  return [...base, ...(f.unknowns ? ["u"] : []), ...new Set(own)];
}

/** The columns a metric's result can fill, in the family's column order. */
export function columnsOf(f: Pick<Family, "kinds" | "registry" | "unknowns">, m: AnyMetric): string[] {
  const own = kindOf(f, m).columns;
  return flatColumns(f).filter((c) => own.includes(c) || (c === "u" && f.unknowns));
}

/** A result as named columns, every column of the family present (null where the kind fills none). */
export function flatOf(f: Family, m: AnyMetric, r: MetricResult): Record<string, number | null> {
  const out: Record<string, number | null> = Object.fromEntries(flatColumns(f).map((c) => [c, null]));
  Object.assign(out, kindOf(f, m).flat(r));
  if (f.unknowns) out["u"] = (r as { u?: number }).u ?? null;
  return out;
}

/** Every metric of one of the family's subsets over its items, in registry order. */
export function blockMetrics(
  f: Pick<Family, "registry" | "population" | "unknowns" | "kinds">,
  subset: string,
  items: readonly Item[],
): Record<string, MetricResult> {
  const out: Record<string, MetricResult> = {};
  for (const m of metricsOf(f.registry, subset))
    out[m.name] = kindOf(f, m).result(m, f.population(m, items), f.unknowns);
  return out;
}

/** The p-value column of a table of these metrics: the first kind's among them that carries one, or null. */
export function pColumn(f: Pick<Family, "kinds">, metrics: readonly AnyMetric[]): { head: string; key: string } | null {
  for (const m of metrics) {
    const p = kindOf(f, m).p;
    if (p !== undefined) return p;
  }
  return null;
}

/** The cells of a result as every view prints them, with the metric's direction. */
export function cellsOf(f: Pick<Family, "kinds">, m: AnyMetric, r: MetricResult): Cells & { better: string } {
  return { ...kindOf(f, m).cells(m, r), better: betterLabel(m) };
}
