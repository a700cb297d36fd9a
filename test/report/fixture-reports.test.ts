/**
 * The fixture reports a reader meets first, read as a reader would: the v1.0 pair (fixtures/tree
 * and tree-b), the v1.5 pair (fixtures/v15 and v15-b), a single tree and a plain folder. None
 * prints a raw object (`[object Object]`, `{}`, an index key such as `0:`), none has a section
 * about a subset its input lacks or a section with nothing but "no data" in it, a count of one
 * takes the singular, and the two pairs print in at most twelve A4 pages (headless Chromium, as
 * `report --pdf` prints them).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { before, test } from "node:test";
import { REPO, runCli, tempDir } from "../helpers/cli.js";

const fixture = (name: string) => join(REPO, "fixtures", name);

const REPORTS: Record<string, { args: string[]; pdf: boolean }> = {
  "v1.0 pair": { args: ["--tree", fixture("tree"), "--tree", fixture("tree-b")], pdf: true },
  "v1.5 pair": { args: ["--dataset", fixture("v15"), "--dataset", fixture("v15-b")], pdf: true },
  "single tree": { args: ["--tree", fixture("tree")], pdf: false },
  "plain folder": { args: ["--dataset", fixture("plain")], pdf: false },
};
const built: Record<string, { html: string; pdf: Buffer | null }> = {};

before(() => {
  for (const [name, r] of Object.entries(REPORTS)) {
    const out = join(tempDir(), "r");
    const run = runCli(["report", ...r.args, "--out", out, ...(r.pdf ? ["--pdf"] : [])]);
    assert.equal(run.code, 0, `${name}: ${run.stderr}`);
    built[name] = {
      html: readFileSync(join(out, "index.html"), "utf8"),
      pdf: r.pdf ? readFileSync(join(out, "report.pdf")) : null,
    };
  }
});

/** The page's text as a reader sees it: the body without charts and tags, entities decoded. */
function visibleText(html: string): string {
  return html
    .slice(html.indexOf("<body>"))
    .replace(/<svg[\s\S]*?<\/svg>/g, " ")
    .replace(/<wbr>/g, "")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** Each section: its title and its HTML after the heading. */
function sections(html: string): { title: string; body: string }[] {
  return html
    .split(/<section id="s\d+">/)
    .slice(1)
    .map((s) => {
      const m = /<h2>\d+\. ([^<]*)<\/h2>\n?/.exec(s)!;
      return { title: m[1]!, body: s.slice(m.index + m[0].length, s.lastIndexOf("</section>")) };
    });
}

/** A PDF's page count: its page objects (Chromium writes them uncompressed). */
const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length;

test("no fixture report prints a raw object: no [object Object], no {}, no index keys", () => {
  for (const [name, { html }] of Object.entries(built)) {
    const text = visibleText(html);
    assert.ok(!text.includes("[object Object]"), `${name}: [object Object]`);
    assert.doesNotMatch(text, /\{\s*\}/, `${name}: {} as text`);
    assert.doesNotMatch(text, /(^|\n)\s*\d+:\s*(\n|$)/, `${name}: an index key with nothing after it`);
    assert.doesNotMatch(html, /<td[^>]*>\d+: /, `${name}: a cell that opens with an index key`);
    assert.doesNotMatch(text, /\bundefined\b|\bNaN\b/, `${name}: undefined or NaN`);
  }
});

test("no section is empty, and none is about a subset the input lacks", () => {
  for (const [name, { html }] of Object.entries(built)) {
    for (const s of sections(html)) {
      // what is left without the "no data" notes and the notes that only explain
      const rest = s.body
        .replace(/<p class="note no-data"[^>]*>[^<]*<\/p>/g, "")
        .replace(/<p class="note[^"]*"[^>]*>[^<]*<\/p>/g, "")
        .trim();
      assert.ok(rest.length > 0 || /<p>[^<]+<\/p>/.test(s.body), `${name}: section "${s.title}" is empty`);
      assert.doesNotMatch(s.body, /\b0 selected\b/, `${name}: section "${s.title}" for a subset with no sample`);
    }
  }
  // fixtures/plain has no candor_pause_handling sample: no section names it
  assert.doesNotMatch(built["plain folder"]!.html, /<h2>\d+\. candor_pause_handling/);
});

test("a count of one takes the singular", () => {
  const nouns = "samples|files|latencies|pauses|settings|systems|inputs|clips|backchannels|take-overs";
  for (const [name, { html }] of Object.entries(built)) {
    const text = visibleText(html);
    const wrong = text.match(new RegExp(`(?<![\\d.,/])\\b1 (?:${nouns})\\b`, "g"));
    assert.equal(wrong, null, `${name}: ${wrong?.join("; ")}`);
  }
  // the v1.0 pair's backchannel sample with one backchannel: said in the singular
  assert.match(visibleText(built["v1.0 pair"]!.html), /\b1 backchannel \(shorter than/);
});

test("the two pairs print in at most twelve A4 pages", () => {
  for (const name of ["v1.0 pair", "v1.5 pair"]) {
    const pages = pageCount(built[name]!.pdf!);
    assert.ok(pages >= 2 && pages <= 12, `${name}: ${pages} pages`);
  }
});
