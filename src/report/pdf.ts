/**
 * The PDF edge: print the report's HTML to A4 in the headless Chromium of src/io/chromium.ts (which
 * says which browser is used and what to install without one).
 */
import { withBrowserPage } from "../io/chromium.js";

interface PdfPage {
  setContent(html: string, o: { waitUntil: "load" }): Promise<void>;
  pdf(o: Record<string, unknown>): Promise<Uint8Array>;
}

/** Print self-contained HTML to PDF bytes (A4, backgrounds printed). */
export async function htmlToPdf(html: string): Promise<Uint8Array> {
  return withBrowserPage(async (page: PdfPage) => {
    await page.setContent(html, { waitUntil: "load" });
    return await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
  });
}
