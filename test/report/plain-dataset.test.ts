/**
 * `fdb-unified report --dataset fixtures/plain` end to end, with the real Silero VAD: the plain
 * fixture's interruption outputs are pure tones, which Silero does not call speech, so every
 * interruption sample is not_exercised (fixtures/plain/README.md) and the exercised-only charts,
 * the interruption curve and the sweep's heatmaps have nothing to draw; candor_pause_handling is
 * absent. The command must still write the page (it used to exit 1 on vega's "Infinite extent"),
 * with a "no data" note for each of those, and Chromium must open it without a console error.
 */
import assert from "node:assert/strict";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { before, test } from "node:test";
import { REPO, runCli, tempDir } from "../helpers/cli.js";
import { checkPages } from "./chromium.js";

const PLAIN = join(REPO, "fixtures", "plain");
const out = tempDir();
let run: ReturnType<typeof runCli>;
let html = "";
before(() => {
  run = runCli(["report", "--dataset", PLAIN, "--out", out]);
  if (run.code === 0) html = readFileSync(join(out, "index.html"), "utf8");
});

const rendered = (kind: string) =>
  [...html.matchAll(new RegExp(`<figure class="chart" data-chart="${kind}"><svg `, "g"))].length;
const notes = () =>
  [...html.matchAll(/<p class="note no-data" data-no-data="([a-z-]+)">no data: ([^<]*)<\/p>/g)].map((m) => [
    m[1]!,
    m[2]!,
  ]);

test("report --dataset fixtures/plain writes index.html, with only the resampling note on stderr", () => {
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout, "");
  // synthetic_user_interruption/1 (24 kHz), /3 (stereo) and /5–/9 (other encodings) are converted
  // (fixtures/plain/README.md).
  assert.match(
    run.stderr,
    /^note: plain: 8 WAV files converted to 16 kHz mono: [^\n]*\(recorded in unified\.json's inputs\);[^\n]*\n$/,
  );
  // the title block says the same
  assert.match(
    html,
    /<td>output\.wav converted from<\/td><td>2 from 16-bit PCM, 24000 Hz, mono; 1 from 16-bit PCM, 16000 Hz, stereo; [^<]*µ-law, 8000 Hz, mono<\/td>/,
  );
  // every inputs field in words: the converted files counted and named, never a raw object
  assert.match(
    html,
    /<td>output\.wav converted to 16 kHz mono<\/td><td>6 files: synthetic_<wbr>user_<wbr>interruption\/1, /,
  );
  assert.doesNotMatch(html, /\[object Object\]|<td[^>]*>\{\}<\/td>|<td[^>]*>\d+: /);
  assert.doesNotMatch(html, /<!--fdb-chart:/);
  assert.ok(!html.includes(PLAIN), "no input path");
});

test("the title block gives the conversion count, as the console does", () => {
  const block = html.slice(0, html.indexOf("<nav>"));
  // fixtures/plain/README.md: seven interruption outputs in native formats, one of them µ-law, and
  // the 24 kHz backchannel output.
  assert.match(
    block,
    /<p class="subtitle" data-converted>Input: 8 WAV files converted to 16 kHz mono: [^<]*1 output\.wav decoded from µ-law, resampled from 8000 Hz[^<]* \(inputs\.converted_from\)\.<\/p>/,
  );
});

test("candor_pause_handling, absent from the folder, leaves the headline tables with one line naming it", () => {
  const summary = html.slice(html.indexOf("<h2>1. Summary</h2>"), html.indexOf('<section id="s2">'));
  assert.deepEqual(
    [...summary.matchAll(/<h4>([^<]*)<\/h4>/g)].map((m) => m[1]),
    ["synthetic_pause_handling", "candor_turn_taking", "synthetic_user_interruption"],
  );
  assert.match(
    summary,
    /<p class="note">candor_pause_handling: no selected sample in any input, so it is left out of the headline tables\.<\/p>/,
  );
  // and it has no section of its own: nothing is printed empty
  assert.doesNotMatch(html, /<h2>\d+\. candor_pause_handling/);
});

test("the empty parts are notes, the rest are charts (counts from fixtures/plain/README.md)", () => {
  assert.equal(run.code, 0, run.stderr);
  const n = notes();
  // candor_pause_handling, which the folder lacks, has no section (and so no note)
  const [interval, backchannel, curve] = n;
  assert.deepEqual(interval, [
    "interval",
    "speaking_at_end_rate, response_rate_1s, response_rate_2s, response_rate_5s, no_response_rate, response_latency_s, stop_latency_s, speech_s_per_interruption_s, restart_rate: no exercised sample (none of the 8 eligible has speech at S)",
  ]);
  // icc_backchannel/0 is a second of silence: no backchannel, so nonlexical_share has no denominator
  assert.deepEqual(backchannel, ["interval", "nonlexical_share: no backchannel in any eligible sample"]);
  assert.deepEqual(curve, [
    "response-curve",
    "synthetic_user_interruption: no exercised sample (none of the 8 eligible has speech at S), so there is no curve",
  ]);
  // Intervals: synthetic pause 7 (sample 1 eligible), turn-taking 6 (3 eligible), exercised_rate,
  // and the backchannel block's four with a value.
  assert.equal(rendered("interval"), 7 + 6 + 1 + 4);
  assert.equal(rendered("response-curve"), 1, "turn-taking only");
  // Pause: sample 1 has an onset inside [0.8, 1.2]; interruption: the first not_exercised, /1.
  assert.equal(rendered("pause-timeline"), 1);
  // Turn-taking: /2 early start, /1 response, /3 no response: one of each outcome.
  assert.equal(rendered("turn-taking-timeline"), 3);
  assert.equal(rendered("interruption-timeline"), 1);
  // Sweep: not_exercised is a count (8 at the default) and always drawn; each other quantity is
  // either a heatmap or named in the one sweep note.
  const sweepNotes = n.filter(([kind]) => kind === "sweep-heatmap");
  const named = sweepNotes.flatMap(([, text]) => text.split(":")[0]!.split(", "));
  assert.equal(rendered("sweep-heatmap") + named.length, 4);
  assert.ok(!named.includes("not_exercised"));
  assert.equal(n.length, 3 + sweepNotes.length);
});

test("headless Chromium opens the page without a console error or a request", async (t) => {
  assert.equal(run.code, 0, run.stderr);
  const pages = await checkPages([join(out, "index.html")]);
  if (!pages) {
    t.skip("SKIPPED: no Chromium found (puppeteer's own browser or /usr/bin/chromium)");
    return;
  }
  assert.deepEqual(pages[0]!.problems, []);
  assert.deepEqual(pages[0]!.extraRequests, []);
  assert.equal(pages[0]!.svgs, [...html.matchAll(/<figure class="chart" data-chart="[a-z-]+"><svg /g)].length);
});

test("report --dataset A=DIR --dataset B=DIR adds the comparison of two plain folders", () => {
  // B: a copy in which candor_turn_taking/2 answers at 1.5 s (E 0.8) instead of starting early at 0.5.
  const b = join(tempDir(), "plain-b");
  cpSync(PLAIN, b, { recursive: true });
  writeFileSync(
    join(b, "candor_turn_taking", "2", "output.json"),
    JSON.stringify({ text: "Sure.", chunks: [{ text: "Sure.", timestamp: [1.5, 1.7] }] }, null, 4),
  );
  const dir = tempDir();
  // --no-cache: the copy and the resampled WAVs share the temporary folder, where the VAD edge
  // would refuse a cache folder.
  const r = runCli(["report", "--dataset", `A=${PLAIN}`, "--dataset", `B=${b}`, "--out", dir, "--no-cache"]);
  assert.equal(r.code, 0, r.stderr);
  const page = readFileSync(join(dir, "index.html"), "utf8");
  // B is A's audio with one transcript changed: one run transcribed twice, and the report says so
  assert.match(
    page,
    /<h2>2\. Comparison: B − A \(same audio, different transcripts\)<\/h2>/,
    "after the summary, before the parts",
  );
  assert.match(
    page,
    /<p class="subtitle" data-same-audio>Same audio, different transcripts: A and B are one run transcribed twice/,
  );
  assert.match(page, /A = A, B = B, both scored with/);
  // early_start_rate over the 3 turn-taking samples: A 1/3 (/2), B 0; McNemar p = 1.
  assert.match(
    page,
    /<tr><td class="nowrap">early_start_rate<\/td><td class="num nowrap">3<\/td><td class="num nowrap">0\.333<\/td><td class="num nowrap">0\.000<\/td><td class="num nowrap">-0\.333 \[[^<]*\]<\/td><td class="num nowrap">1\.000<\/td><\/tr>/,
  );
  assert.doesNotMatch(page, /<!--fdb-chart:/);
});
