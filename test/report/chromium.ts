/**
 * Test helper: open report pages in headless Chromium (puppeteer with the browser the PDF edge
 * would use) and collect, per page, every console error or warning, page error, failed or extra
 * request, and the counts of rendered charts, tables and sections. Returns null when no Chromium
 * is installed, so callers can skip with a message.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { browserPath, CHROMIUM_ARGS } from "../../src/io/chromium.js";

export interface PageCheck {
  /** Console errors and warnings, page errors and failed requests, in order. */
  problems: string[];
  /** Requests other than the page itself. */
  extraRequests: string[];
  svgs: number;
  tables: number;
  sections: number;
}

export function chromiumPath(): string | null {
  try {
    const exe = browserPath({ executablePath: () => "" });
    return exe && existsSync(exe) ? exe : null;
  } catch {
    return null;
  }
}

type Browser = Awaited<ReturnType<typeof import("puppeteer")["default"]["launch"]>>;
type Page = Awaited<ReturnType<Browser["newPage"]>>;

/** Run `f` with a headless Chromium on a private profile (removed after); null when there is no Chromium. */
export async function withChromium<T>(f: (browser: Browser) => Promise<T>): Promise<T | null> {
  const exe = chromiumPath();
  if (!exe) return null;
  const puppeteer = (await import("puppeteer")).default;
  const profile = mkdtempSync(join(tmpdir(), "fdb-unified-test-chromium-"));
  const browser = await puppeteer.launch({
    headless: true,
    executablePath: exe,
    args: CHROMIUM_ARGS,
    userDataDir: profile,
  });
  try {
    return await f(browser);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * `file` loaded in a new page, with what it reported on the way: console errors and warnings,
 * page errors and failed requests (`problems`), and every request it made.
 */
export async function openWatched(
  browser: Browser,
  file: string,
): Promise<{ page: Page; url: string; problems: string[]; requests: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warn") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${String(e)}`));
  page.on("requestfailed", (r) => problems.push(`requestfailed: ${r.url()}`));
  page.on("request", (r) => requests.push(r.url()));
  const url = pathToFileURL(file).href;
  await page.goto(url, { waitUntil: "load" });
  return { page, url, problems, requests };
}

/** Open each HTML file in turn in one browser; null when there is no Chromium. */
export function checkPages(files: readonly string[]): Promise<PageCheck[] | null> {
  return withChromium(async (browser) => {
    const out: PageCheck[] = [];
    for (const file of files) {
      const { page, url, problems, requests } = await openWatched(browser, file);
      const counts = await page.evaluate(() => ({
        svgs: document.querySelectorAll("figure.chart > svg").length,
        tables: document.querySelectorAll("table").length,
        sections: document.querySelectorAll("section > h2").length,
      }));
      out.push({ problems, extraRequests: requests.filter((r) => r !== url), ...counts });
      await page.close();
    }
    return out;
  });
}
