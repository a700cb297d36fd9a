/**
 * Vega numbers the ids it writes into an SVG (clip paths, gradients) with a counter that lives
 * for the whole process, so the same chart renders with other ids after other charts, and two
 * inline SVGs of one page could collide. This renames every id of one SVG, in order of first
 * appearance, to `<prefix><n>`, and rewrites its references, so the output depends only on the
 * chart and the prefix.
 */

export function normalizeSvgIds(svg: string, prefix: string): string {
  const ids = new Map<string, string>();
  for (const m of svg.matchAll(/\sid="([^"]+)"/g)) if (!ids.has(m[1]!)) ids.set(m[1]!, `${prefix}${ids.size + 1}`);
  if (ids.size === 0) return svg;
  return svg.replace(
    /(\sid=")([^"]+)(")|url\(#([^)]+)\)|(href=")#([^"]+)(")/g,
    (all, a, id, c, urlId, h, hrefId, h2) => {
      if (id !== undefined) return ids.has(id) ? `${a}${ids.get(id)}${c}` : all;
      if (urlId !== undefined) return ids.has(urlId) ? `url(#${ids.get(urlId)})` : all;
      return ids.has(hrefId) ? `${h}#${ids.get(hrefId)}${h2}` : all;
    },
  );
}
