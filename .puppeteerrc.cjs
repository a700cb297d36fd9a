/**
 * Puppeteer configuration: never download a browser at install, so `npm ci` works where only the
 * package registries are reachable (npm 11 also skips puppeteer's install script, see allowScripts
 * in package.json). The PDF is printed with, in this order: PUPPETEER_EXECUTABLE_PATH; a system
 * Chromium (Debian's /usr/bin/chromium); puppeteer's own browser, once installed with
 * `npx puppeteer browsers install chrome`. Without any, `report --pdf` cannot
 * print and scripts/quickstart.sh writes the HTML alone (README, "Install").
 */
const fs = require("node:fs");
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => fs.existsSync(p));
module.exports = systemChromium && !process.env.PUPPETEER_EXECUTABLE_PATH
  ? { skipDownload: true, executablePath: systemChromium }
  : { skipDownload: true };
