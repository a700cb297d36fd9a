/**
 * Puppeteer configuration. Where the system has a Chromium (Debian's /usr/bin/chromium), skip
 * puppeteer's own browser download and use that one; everywhere else puppeteer downloads and
 * uses its pinned Chrome as usual.
 */
const fs = require("node:fs");
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => fs.existsSync(p));
module.exports = systemChromium ? { skipDownload: true, executablePath: systemChromium } : {};
