#!/usr/bin/env node
/**
 * Which browser the report's PDF would be printed with: prints its path and exits 0, or prints
 * why there is none (and what to do) and exits 1. The same choice as src/io/chromium.ts:
 * PUPPETEER_EXECUTABLE_PATH, else puppeteer's own browser when one was installed, else the system
 * Chromium. Needs the build (`npm ci` runs it).
 */
import { existsSync } from "node:fs";

const { browserPath, NO_BROWSER } = await import("../dist/src/io/chromium.js");
const mod = await import("puppeteer");
let path;
try {
  path = browserPath(mod.default ?? mod);
} catch (e) {
  // a PUPPETEER_EXECUTABLE_PATH that names no file: the one line saying so
  process.stdout.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
}
if (path && existsSync(path)) {
  process.stdout.write(`${path}\n`);
} else {
  process.stdout.write(`${NO_BROWSER}\n`);
  process.exitCode = 1;
}
