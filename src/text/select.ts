/**
 * Which metrics a table shows, by registry property: the headline metrics (the default), all of
 * them, or a comma-separated list of metric names (each one of the registry's, or of an attached
 * block's as `key.name`). Nothing here lists metric names; an unknown name is a UsageError (exit 2).
 */
import { UsageError } from "../errors.js";
import type { Family } from "../metrics/family.js";
import type { AnyMetric } from "../metrics/metric.js";

export type MetricChoice = { kind: "headline" } | { kind: "all" } | { kind: "names"; names: ReadonlySet<string> };

/** Every name `--metrics` may give for inputs of a family: its metrics, and `key.name` of each family attached to it. */
export function choosableNames(family: Family, families: readonly Family[]): string[] {
  const out = family.registry.map((m) => m.name);
  for (const f of families.filter((x) => x.attach?.to === family.id)) {
    const a = f.attach!;
    out.push(...f.registry.filter((m) => m.subsets.includes(a.registrySubset)).map((m) => `${a.key}.${m.name}`));
  }
  return [...new Set(out)];
}

/** `--metrics` over the names a family's tables can show (`doc` lists them). */
export function parseMetricChoice(
  raw: string | undefined,
  fallback: MetricChoice,
  names: readonly string[],
  doc: string,
): MetricChoice {
  if (raw === undefined) return fallback;
  if (raw === "headline" || raw === "all") return { kind: raw };
  const given = raw
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const known = new Set(names);
  const unknown = given.filter((n) => !known.has(n));
  if (given.length === 0 || unknown.length > 0) {
    throw new UsageError(
      `--metrics: ${JSON.stringify(unknown[0] ?? raw)} is not a metric here; give headline, all, or ` +
        `metric names from ${doc} separated by commas`,
    );
  }
  return { kind: "names", names: new Set(given) };
}

/** Whether a table shows metric `m`, named `name` in it (`key.name` in an attached block). */
export function chosen(m: AnyMetric, choice: MetricChoice, name: string = m.name): boolean {
  return choice.kind === "all" || (choice.kind === "headline" ? m.headline : choice.names.has(name));
}
