/**
 * Infinite ends of a latency difference, in every output, on the fixture systems. D − A on
 * candor_turn_taking's response_latency_s (fixtures/generator/variant-d.ts): over the 6 samples
 * eligible in both, A's latencies are never, 1.0, 3.2, 0.0, never, never (median, the 3rd
 * smallest: 3.2) and D's are never except 1.0 on sample 2 (median never): D − A = +∞. A resample
 * keeps D's median finite only when it draws sample 2 three times or more of six (6.2%), so
 * most kept resamples are +∞ and the upper end is +∞. B − A is −∞ the other way (A's paired
 * median is not reached, B's is 1.5; test/compare/fixture-trees.test.ts). With both medians not
 * reached (D against itself) the difference is n/a. The sign test of D against A, pair by pair:
 * D later on samples 3 (never against 3.2) and 4 (never against 0.0), ties elsewhere (never and
 * never; 1.0 and 1.0): 2 later, 0 earlier, p = 2 · 1/4 = 0.5.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { repoRoot } from "../../fixtures/generator/paths.js";
import type { PairedMetricJson } from "../../src/compare/types.js";
import type { Leaderboard } from "../../src/text/leaderboard-types.js";

const ROOT = repoRoot();
const BIN = join(ROOT, "bin", "fdb-unified.js");
const [A, B, D] = ["tree", "tree-b", "tree-d"].map((t) => join(ROOT, "fixtures", t)) as [string, string, string];
const cacheDir = mkdtempSync(join(tmpdir(), "fdb-inf-cache-"));
after(() => rmSync(cacheDir, { recursive: true, force: true }));

function cli(...args: string[]): string {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, FDB_UNIFIED_CACHE: cacheDir },
  });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
}

const TT = "candor_turn_taking";
const LAT = "response_latency_s";
const inputs = ["--tree", `A=${A}`, "--tree", `B=${B}`, "--tree", `D=${D}`, "--baseline", "A", "--subsets", TT];

describe("a latency difference with one median not reached", () => {
  it("compare: +∞ in the console, null with its side in the JSON", () => {
    const json = JSON.parse(cli("compare", "--tree", `A=${A}`, "--tree", `D=${D}`, "--json")) as {
      subsets: Record<string, { metrics: Record<string, PairedMetricJson> }>;
    };
    const m = json.subsets[TT]!.metrics[LAT]!;
    assert.deepEqual([m.n, m.paired_a, m.paired_b, m.difference], [6, 3.2, null, null]);
    assert.equal(m.interval![1], null);
    assert.ok(typeof m.interval![0] === "number");
    assert.deepEqual(m.infinite, { difference: "inf", high: "inf" });
    const low = m.interval![0]!.toFixed(3);
    const table = cli("compare", "--tree", `A=${A}`, "--tree", `D=${D}`);
    assert.equal(m.sign_test_p, 0.5);
    assert.match(table, new RegExp(`\\n  ${LAT} +6 +3\\.200 +not reached +\\+∞ +\\[${low}, \\+∞\\] +0\\.500 +\\|`));
    // A share never gets an infinite side.
    assert.equal(json.subsets[TT]!.metrics["early_start_rate"]!.infinite, undefined);
  });

  it("table: a word, never ∞, in Markdown (unbounded) and LaTeX (unb.), inf/-inf in CSV, the sides in JSON", () => {
    const board = JSON.parse(cli("table", ...inputs, "--format", "json")) as Leaderboard;
    const d = (system: string) => board.differences.find((x) => x.system === system && x.metric === LAT)!;
    assert.deepEqual([d("D").difference, d("D").hi, d("D").infinite], [null, null, { difference: "inf", high: "inf" }]);
    assert.deepEqual(
      [d("B").difference, d("B").lo, d("B").hi, d("B").infinite],
      [null, null, null, { difference: "-inf", low: "-inf", high: "inf" }],
    );
    const low = d("D").lo!.toFixed(3);
    assert.equal(d("D").text, `+unbounded [${low}, +unbounded]`);
    assert.equal(d("B").text, "-unbounded [-unbounded, +unbounded]");

    const md = cli("table", ...inputs);
    assert.match(
      md,
      new RegExp(`^\\| D \\|.* \\| \\+unbounded \\[${low}, \\+unbounded\\]; p 0\\.500, Holm 1\\.000 \\|$`, "m"),
    );
    assert.match(md, /^\| B \|.* \| -unbounded \[-unbounded, \+unbounded\]; p 1\.000, Holm 1\.000 \|$/m);
    assert.match(md, /^unbounded: a latency median .* is not reached on one side/m, "the note says why");
    assert.ok(!md.includes("∞"), "no ∞ in Markdown");
    assert.ok(!md.includes("[not reached"), 'a difference\'s end is never "not reached"');

    const tex = cli("table", ...inputs, "--format", "latex");
    assert.ok(tex.includes(`+unb. \\\\[-2pt] {\\scriptsize [${low}, +unb.]}`), "D − A");
    assert.ok(tex.includes("$-$unb. \\\\[-2pt] {\\scriptsize [$-$unb., +unb.]}"), "B − A");
    assert.match(tex, /unb\. = unbounded: a latency median/, "the note says why");
    assert.ok(!tex.includes("\\infty") && !tex.includes("∞"), "no infinity in LaTeX");

    const csv = cli("table", ...inputs, "--format", "csv")
      .trimEnd()
      .split("\n");
    const head = csv[0]!.split(",");
    const row = (system: string) => {
      const cells = csv.find((l) => l.startsWith(`${system},${TT},${LAT},`))!.split(",");
      return ["difference", "difference_lo", "difference_hi"].map((c) => cells[head.indexOf(c)]);
    };
    assert.deepEqual(row("D"), ["inf", String(d("D").lo), "inf"]);
    assert.deepEqual(row("B"), ["-inf", "-inf", "inf"]);
  });

  it("both medians not reached: n/a, and no side", () => {
    const board = JSON.parse(
      cli("table", "--tree", `D1=${D}`, "--tree", `D2=${D}`, "--baseline", "D1", "--format", "json", "--subsets", TT),
    ) as Leaderboard;
    const d = board.differences.find((x) => x.metric === LAT)!;
    assert.deepEqual([d.difference, d.infinite, d.text.split(" ")[0]], [null, undefined, "n/a"]);
  });
});
