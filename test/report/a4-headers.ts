/**
 * Test helper: lay a report page out as it prints on A4 (print media, the page's content width
 * between the @page margins) in headless Chromium, and measure every table header cell: each
 * word (a run between spaces, or up to a `_`, where a header may fold) must lie on one line.
 * Also reports every table wider than the page's content box, which the print would cut.
 */
import { withChromium, openWatched } from "./chromium.js";

/** A4 width (210 mm) less the report's 11 mm side margins, in CSS pixels (96 per inch). */
export const A4_CONTENT_PX = Math.floor(((210 - 2 * 11) / 25.4) * 96);

export interface HeaderLayout {
  /** Header cells measured. */
  headers: number;
  /** "TABLE: header text: word "w" on N lines", one per broken word. */
  broken: string[];
  /** "TABLE: W px wide, page P px", one per table wider than the content box. */
  overflowing: string[];
}

/** The layout of `file`'s table headers at A4 print width; null without Chromium. */
export function a4HeaderLayout(file: string): Promise<HeaderLayout | null> {
  return withChromium(async (browser) => {
    const { page } = await openWatched(browser, file);
    await page.emulateMediaType("print");
    await page.setViewport({ width: A4_CONTENT_PX, height: 1200 });
    return page.evaluate(() => {
      const broken: string[] = [];
      const overflowing: string[] = [];
      const ths = [...document.querySelectorAll("th")];
      const page = document.body.getBoundingClientRect();
      for (const table of document.querySelectorAll("table")) {
        const r = table.getBoundingClientRect();
        if (r.right > page.right + 0.5)
          overflowing.push(
            `${table.dataset["table"] ?? "table"}: ${Math.round(r.width)} px wide, page ${Math.round(page.width)} px`,
          );
      }
      for (const th of ths) {
        const kind = th.closest("table")?.dataset["table"] ?? "table";
        const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          const text = node.data;
          // words: runs of non-space characters, each split after its underscores
          for (const m of text.matchAll(/[^\s_]+_?|_/g)) {
            const range = document.createRange();
            range.setStart(node, m.index!);
            range.setEnd(node, m.index! + m[0].length);
            const lines = new Set([...range.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
            if (lines.size > 1)
              broken.push(
                `${kind}: ${JSON.stringify(th.textContent)}: word ${JSON.stringify(m[0])} on ${lines.size} lines`,
              );
          }
        }
      }
      return { headers: ths.length, broken, overflowing };
    });
  });
}
