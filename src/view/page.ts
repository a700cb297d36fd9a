/**
 * A sample view as a self-contained HTML page: the SVG inline, and with audio the players (data
 * URIs, no script, nothing fetched). Same view, same bytes.
 */
import type { AudioClip } from "./audio.js";
import { audioPlayersHtml } from "./audio.js";
import { escapeHtml as esc } from "./escape.js";

export const VIEW_CSS =
  'body{font-family:"DejaVu Sans",Helvetica,Arial,sans-serif;font-size:10pt;margin:12px;color:#1a1a1a}' +
  ".players{display:flex;flex-wrap:wrap;gap:6px 18px;margin:6px 0 0 0;font-size:9pt;color:#444}" +
  ".player{display:flex;align-items:center;gap:6px}.player audio{height:28px}" +
  "@media print{.players{display:none}}";

export function viewPageHtml(sampleId: string, svg: string, clips: readonly AudioClip[] | null): string {
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<title>${esc(sampleId)}</title>`,
    `<style>${VIEW_CSS}</style>`,
    "</head>",
    "<body>",
    `<figure class="sample-view" style="margin:0">${svg}</figure>`,
    clips?.length ? audioPlayersHtml(clips, sampleId) : "",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
