/**
 * `fdb-unified view --tree|--dataset DIR --sample ID --out FILE [--audio]` plus the VAD setting
 * flags: one sample's view, the one its family declares (src/view/build.ts), as `.svg`, `.png` or
 * `.html`; with `--audio` the HTML gets players for output.wav and, in a plain v1.0 folder,
 * input.wav, or for a v1.5 sample both outputs each followed by its input. The setting may
 * be any, so a paper figure can show what another threshold does. An unknown or ineligible id
 * exits 2 with one line naming it and the reason; nothing is written.
 */
import { extname } from "node:path";
import { renderSvg } from "../charts/render.js";
import { UsageError } from "../errors.js";
import { writeFilesAtomically } from "../io/atomic-write.js";
import type { AudioClip } from "../view/audio.js";
import { buildView } from "../view/build.js";
import { checkedView } from "../view/transcript-check.js";
import { viewPageHtml } from "../view/page.js";
import { defineCommand, numberFlag, requiredFlag } from "./args.js";
import { settingValuesFromFlags } from "./family-settings.js";
import { sampleViewFor } from "../score/families.js";
import { familyOfSources, refuseFamilyFlags } from "./sources.js";
import { loadAnySource, sourceFromFlags } from "./source.js";
import { analyzerFromFlags } from "./vad-edge.js";
import { vadSettingsFromFlags } from "./vad-settings.js";

const FORMATS = [".svg", ".png", ".html"];

export const viewCommand = defineCommand("view", async (p, usage) => {
  const src = sourceFromFlags(p, usage);
  const id = requiredFlag(p, "sample", usage);
  const out = requiredFlag(p, "out", usage);
  const ext = extname(out).toLowerCase();
  if (!FORMATS.includes(ext)) throw new UsageError(`--out: ${out} must end in .svg, .png or .html`);
  const audio = p.switches.has("audio");
  if (audio && ext !== ".html") throw new UsageError(`--audio: players need an .html output, not ${ext}`);
  const width = numberFlag(p, "width", 640, (x) => Number.isInteger(x) && x >= 200 && x <= 4000);
  const vad = vadSettingsFromFlags(p);
  const values = settingValuesFromFlags(p);
  const family = familyOfSources([src], p);
  refuseFamilyFlags(p, "view", family);
  const check = p.switches.has("transcript-check");
  const input = await loadAnySource(src, p);
  const built = await buildView(sampleViewFor(family, id), input, id, vad, values, analyzerFromFlags(p), {
    width,
  });
  // the transcript check redraws the v1.0 view with its marks; the players stay the view's own
  const spec = check ? checkedView(built.v10!, vad, { width }).spec : built.spec;
  const svg = await renderSvg(spec, { idPrefix: "v-" });
  writeFilesAtomically([{ path: out, content: await viewFile(ext, id, svg, audio ? built.clips : null) }]);
});

/** The bytes of the view in the format its file name asks for (.svg, .html with players, .png). */
async function viewFile(
  ext: string,
  id: string,
  svg: string,
  clips: readonly AudioClip[] | null,
): Promise<string | Uint8Array> {
  if (ext === ".svg") return svg;
  if (ext === ".html") return viewPageHtml(id, svg, clips);
  return (await import("../view/png.js")).svgToPng(svg);
}
