/**
 * Layers that several chart builders draw alike, typed against vega-lite's own spec type.
 * Kept apart from spec.ts, whose declarations (read by every notebook's import) name no vega-lite
 * type; a builder's declarations do not carry these either, since it returns a `ChartSpec`.
 */
import type { TopLevelSpec } from "vega-lite/build/index";

type LayerOf<S> = S extends { layer: (infer L)[] } ? L : never;
/** One unit layer of a layered spec: a mark, its encoding and its transforms. */
type UnitLayer = Extract<LayerOf<TopLevelSpec>, { mark: unknown }>;
type Encoding = NonNullable<UnitLayer["encoding"]>;

/** The layer of the data rows whose `piece` is `piece` (the interval charts' data: a row per drawn piece). */
export function pieceLayer(piece: string, mark: UnitLayer["mark"], encoding?: Encoding): UnitLayer {
  const transform = [{ filter: `datum.piece === '${piece}'` }];
  return encoding ? { transform, mark, encoding } : { transform, mark };
}
