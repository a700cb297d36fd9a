/**
 * The PNG edge: an SVG chart rasterised by headless Chromium (src/io/chromium.ts, the browser the PDF uses), at
 * twice its size for print-quality figures, on white.
 */
import { withBrowserPage } from "../io/chromium.js";

interface Page {
  setViewport(v: { width: number; height: number; deviceScaleFactor: number }): Promise<void>;
  setContent(html: string, o: { waitUntil: "load" }): Promise<void>;
  $(sel: string): Promise<{ screenshot(o: { type: "png"; omitBackground: boolean }): Promise<Uint8Array> } | null>;
}

/** The width and height an SVG declares. */
function svgSize(svg: string): { width: number; height: number } {
  const w = /<svg[^>]*\swidth="([\d.]+)"/.exec(svg);
  const h = /<svg[^>]*\sheight="([\d.]+)"/.exec(svg);
  return { width: Math.ceil(Number(w?.[1] ?? 800)), height: Math.ceil(Number(h?.[1] ?? 600)) };
}

export async function svgToPng(svg: string, scale = 2): Promise<Uint8Array> {
  return withBrowserPage(async (page: Page) => {
    const { width, height } = svgSize(svg);
    await page.setViewport({ width: width + 16, height: height + 16, deviceScaleFactor: scale });
    await page.setContent(
      `<!DOCTYPE html><html><body style="margin:0;background:#fff"><div id="v" ` +
        `style="display:inline-block;padding:8px;background:#fff">${svg}</div></body></html>`,
      { waitUntil: "load" },
    );
    const el = await page.$("#v");
    if (!el) throw new Error("the view did not render");
    return await el.screenshot({ type: "png", omitBackground: false });
  });
}
