/**
 * The frame of every chart's spec, and layers and axes that several builders draw alike, typed
 * against vega-lite's own spec type.
 * Kept apart from spec.ts, whose declarations (read by every notebook's import) name no vega-lite
 * type; a builder's declarations do not carry these either, since it returns a `ChartSpec`.
 */
import type { TopLevelSpec } from "vega-lite/build/index";
import { BASE_CONFIG, type ChartSpec, COLORS, VEGA_LITE_SCHEMA } from "./spec.js";

/** One layer of a layered spec: a unit or layers of its own. */
export type Layer = Extract<TopLevelSpec, { layer: unknown }>["layer"][number];
/** A layer that is one unit: a mark, its encoding and its transforms. */
export type UnitLayer = Extract<Layer, { mark: unknown }>;
/** One panel of a vertical concatenation. */
export type Panel = Extract<TopLevelSpec, { vconcat: unknown }>["vconcat"][number];
type Encoding = NonNullable<UnitLayer["encoding"]>;
type Body<S> = S extends unknown ? Omit<S, "$schema"> : never;

/**
 * A chart's spec: the schema, then `body` (checked as vega-lite's), and last the config: the
 * shared one with what `body.config` adds.
 */
export function chart(body: Body<TopLevelSpec>): ChartSpec {
  return { $schema: VEGA_LITE_SCHEMA, ...body, config: { ...BASE_CONFIG, ...body.config } };
}

/** The layer of the data rows whose `piece` is `piece` (the interval charts' data: a row per drawn piece). */
export function pieceLayer(piece: string, mark: UnitLayer["mark"], encoding?: Encoding): UnitLayer {
  const transform = [{ filter: `datum.piece === '${piece}'` }];
  return encoding ? { transform, mark, encoding } : { transform, mark };
}

/**
 * Reference times (S, R, E, a first pause) as dashed vertical rules over `x` (an encoding of the
 * field `t`), each labelled at the top with its `label` unless `labelled` is false; `ruleY` spans
 * the rules over a panel's height.
 */
export function referenceRules(
  values: readonly { t: number; label: string }[],
  x: Encoding["x"],
  ruleY: Pick<Encoding, "y" | "y2"> = {},
  labelled = true,
): { data: { values: { t: number; label: string }[] }; layer: UnitLayer[] } {
  const rule: UnitLayer = { mark: { type: "rule", color: COLORS.mid, strokeDash: [3, 3] }, encoding: { x, ...ruleY } };
  const label: UnitLayer = {
    mark: { type: "text", dy: -3, baseline: "bottom", fontSize: 9, color: "#555555" },
    encoding: { x, y: { value: 0 }, text: { field: "label", type: "nominal" } },
  };
  return { data: { values: [...values] }, layer: labelled ? [rule, label] : [rule] };
}

/** The axes of a step curve over [0, tMax] seconds: `t` along x, a share (`yField`, 0 to 1) up y. */
export function curveAxes(tMax: number, xTitle: string, yField: string, yTitle: string) {
  return {
    x: {
      field: "t",
      type: "quantitative" as const,
      scale: { domain: [0, tMax], nice: false },
      axis: { title: xTitle },
    },
    y: {
      field: yField,
      type: "quantitative" as const,
      scale: { domain: [0, 1] },
      axis: { title: yTitle, format: ".1f", tickCount: 5 },
    },
  };
}

/**
 * The x encoding of an interval chart's values (the field `x`) on `scale`: a latency in seconds
 * ("~g" ticks), else a share or ratio (".1f"); `extra` adds to the axis.
 */
export function valueX(
  scale: { domain: number[]; nice: false; zero?: true },
  title: string | null,
  latency: boolean,
  extra = {},
) {
  return {
    field: "x",
    type: "quantitative" as const,
    scale,
    axis: { title, tickCount: 5, format: latency ? "~g" : ".1f", ...extra },
  };
}
