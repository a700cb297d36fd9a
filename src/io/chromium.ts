/**
 * The headless-Chromium launch shared by the report's PDF and the view's PNG, through puppeteer.
 * PUPPETEER_EXECUTABLE_PATH, when set, is the browser, and one that names no file is an exit-2
 * error naming it. Where puppeteer has no browser of its own (its download is skipped when a system Chromium exists,
 * see .puppeteerrc.cjs), the system's /usr/bin/chromium is used. The browser runs with a fresh
 * temporary profile, no sandbox, no GPU and no background networking, and the profile is removed
 * afterwards. Without any browser the command exits 2 with one line saying what to install, the
 * same from a clone and from an installed package.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MissingDependencyError } from "../errors.js";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

interface Puppeteer {
  executablePath(): string;
  launch(o: { headless: boolean; executablePath?: string; args: string[]; userDataDir: string }): Promise<{
    newPage(): Promise<unknown>;
    close(): Promise<void>;
  }>;
}

/** The line for a PUPPETEER_EXECUTABLE_PATH that names no file. */
export function missingExecutable(path: string): string {
  return (
    `PUPPETEER_EXECUTABLE_PATH ${path}: no such file; point it at a Chrome or Chromium, ` +
    "or unset it to use puppeteer's own browser or the system Chromium"
  );
}

/**
 * The browser to launch: PUPPETEER_EXECUTABLE_PATH when set (a MissingDependencyError when it
 * names no file, never a silent fall-back to another browser), else puppeteer's own when
 * installed, else a system Chromium.
 */
export function browserPath(
  p: Pick<Puppeteer, "executablePath">,
  systemChromium: readonly string[] = SYSTEM_CHROMIUM,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const named = env["PUPPETEER_EXECUTABLE_PATH"];
  if (named) {
    if (!existsSync(named)) throw new MissingDependencyError(missingExecutable(named));
    return named;
  }
  let own: string | undefined;
  try {
    own = p.executablePath();
  } catch {
    own = undefined;
  }
  if (own && existsSync(own)) return own;
  return systemChromium.find((x) => existsSync(x)) ?? own;
}

/** What to install when there is no browser (one line; scripts/pdf-browser.mjs prints it too). */
export const NO_BROWSER =
  "no Chromium found: install one (Debian: apt-get install chromium), set PUPPETEER_EXECUTABLE_PATH to a Chrome or Chromium, " +
  "or, in a clone, fetch puppeteer's own with 'npx puppeteer browsers install chrome'";

/** The browser `browserPath` picks, when it exists; otherwise a MissingDependencyError saying what to install. */
export function requireBrowser(
  p: Pick<Puppeteer, "executablePath">,
  systemChromium: readonly string[] = SYSTEM_CHROMIUM,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const path = browserPath(p, systemChromium, env);
  if (path && existsSync(path)) return path;
  throw new MissingDependencyError(NO_BROWSER);
}

/**
 * Run `use` on a fresh page of headless Chromium (fresh temporary profile, the flags above), then
 * close the browser and remove the profile whatever happens. `P` is the page interface the caller
 * needs; puppeteer's page has all of them.
 */
export async function withBrowserPage<P, T>(use: (page: P) => Promise<T>): Promise<T> {
  const mod = (await import("puppeteer")) as unknown as { default?: Puppeteer } & Puppeteer;
  const puppeteer: Puppeteer = mod.default ?? mod;
  const executablePath = requireBrowser(puppeteer);
  const profile = mkdtempSync(join(tmpdir(), "fdb-unified-chromium-"));
  try {
    const browser = await puppeteer.launch({
      headless: true,
      executablePath,
      args: CHROMIUM_ARGS,
      userDataDir: profile,
    });
    try {
      return await use((await browser.newPage()) as unknown as P);
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}
