/**
 * `report --audio`: the drawn samples' players play in Chromium (each audio element loads its
 * data URI and reports a finite, positive duration equal to its sample's window, with no console
 * error and no request beyond the page), the HTML stays self-contained, the PDF text shows the
 * views without players, and the cap is enforced: exit 2 saying by how much, nothing written.
 * Without --audio there is no audio element. Skips with a message when Chromium is absent.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { FIXTURE_TREE, REPO, runCli, tempDir } from "../helpers/cli.js";
import { chromiumPath, openWatched, withChromium } from "./chromium.js";

const PLAIN = join(REPO, "fixtures", "plain");

interface Played {
  players: { title: string; duration: number; error: string | null }[];
  problems: string[];
  extra: string[];
}

async function play(file: string): Promise<Played> {
  const played = await withChromium(async (browser) => {
    const { page, url, problems, requests } = await openWatched(browser, file);
    const players = await page.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll("audio")].map(
          (a) =>
            new Promise<{ title: string; duration: number; error: string | null }>((resolve) => {
              const done = () =>
                resolve({ title: a.title, duration: a.duration, error: a.error ? `code ${a.error.code}` : null });
              if (a.readyState >= 1 || a.error) return done();
              a.addEventListener("loadedmetadata", done, { once: true });
              a.addEventListener("error", done, { once: true });
              setTimeout(done, 5000);
            }),
        ),
      ),
    );
    return { players, problems, extra: requests.filter((r) => r !== url && !r.startsWith("data:")) };
  });
  if (!played) throw new Error("no Chromium");
  return played;
}

test("report --audio plays in Chromium: every player has its window's duration, no console error", async (t) => {
  if (!chromiumPath()) return t.skip("SKIPPED: no Chromium found (puppeteer's own browser or /usr/bin/chromium)");
  for (const [flag, dir, perSample] of [
    ["--tree", FIXTURE_TREE, 1],
    ["--dataset", PLAIN, 2],
  ] as const) {
    const out = join(tempDir(), "report");
    const r = runCli(["report", flag, dir, "--out", out, "--audio", "--pdf"]);
    assert.equal(r.code, 0, r.stderr);
    const html = readFileSync(join(out, "index.html"), "utf8");
    const groups = html.match(/<div class="players" data-sample="[^"]+">/g) ?? [];
    assert.ok(groups.length >= 1, "players under the drawn samples");
    assert.doesNotMatch(html, /<script/);
    const played = await play(join(out, "index.html"));
    assert.deepEqual(played.problems, []);
    assert.deepEqual(played.extra, [], "self-contained");
    assert.equal(
      played.players.length,
      groups.length * perSample,
      `${flag}: output.wav${perSample === 2 ? " and input.wav" : ""} per drawn sample`,
    );
    for (const p of played.players) {
      assert.equal(p.error, null, p.title);
      assert.ok(Number.isFinite(p.duration) && p.duration > 0, `${p.title}: duration ${p.duration}`);
    }
    const pdftotext = spawnSync("pdftotext", ["-layout", join(out, "report.pdf"), "-"], { encoding: "utf8" });
    if (pdftotext.status === 0) {
      assert.match(pdftotext.stdout, /P\(speech\)/, "the PDF shows the views");
      assert.doesNotMatch(pdftotext.stdout, /output\.wav · 0\.000/, "and no players");
    }
  }
});

test("report --audio durations equal each sample's window T", async (t) => {
  if (!chromiumPath()) return t.skip("SKIPPED: no Chromium found");
  const out = join(tempDir(), "report");
  assert.equal(runCli(["report", "--tree", FIXTURE_TREE, "--out", out, "--audio"]).code, 0);
  const played = await play(join(out, "index.html"));
  const manifest = JSON.parse(readFileSync(join(FIXTURE_TREE, "manifest.json"), "utf8")) as {
    samples: { sample_id: string; input?: { samples: number } }[];
  };
  for (const p of played.players) {
    const id = p.title.replace(/ output\.wav$/, "");
    const n = manifest.samples.find((s) => s.sample_id === id)!.input!.samples;
    assert.ok(Math.abs(p.duration - n / 16000) < 1e-3, `${id}: ${p.duration} s vs ${n / 16000} s`);
  }
});

test("report --audio cap: too many clips or megabytes exit 2 saying by how much; nothing written", () => {
  const base = tempDir();
  const clips = runCli(["report", "--dataset", PLAIN, "--out", join(base, "a"), "--audio", "--audio-max-clips", "2"]);
  assert.equal(clips.code, 2);
  assert.match(
    clips.stderr,
    /error: --audio: the report draws (\d+) samples with audio, \d+ more than the cap of 2 clips; raise it with --audio-max-clips \1\n$/,
  );
  const mb = runCli(["report", "--tree", FIXTURE_TREE, "--out", join(base, "b"), "--audio", "--audio-max-mb", "0.1"]);
  assert.equal(mb.code, 2);
  assert.match(
    mb.stderr,
    /^error: --audio: the clips take [\d.]+ MB, [\d.]+ MB over the cap of 0.1 MB; raise it with --audio-max-mb \d+\n$/,
  );
  assert.ok(!existsSync(join(base, "a")) && !existsSync(join(base, "b")));
  assert.equal(
    runCli(["report", "--tree", FIXTURE_TREE, "--out", join(base, "c"), "--audio-max-mb", "5"]).code,
    2,
    "cap flags need --audio",
  );
  const plain = runCli(["report", "--tree", FIXTURE_TREE, "--out", join(base, "d")]);
  assert.equal(plain.code, 0, plain.stderr);
  assert.doesNotMatch(readFileSync(join(base, "d", "index.html"), "utf8"), /<audio/);
});
