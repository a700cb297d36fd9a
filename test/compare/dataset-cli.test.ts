/**
 * `fdb-unified compare` with plain folders (`--dataset`), alone or mixed with `--tree`: the plain
 * fixture against a copy of it in which one transcript changed, the same-dataset check on the
 * annotation files themselves, and a plain folder against its own exported tree. Expected values
 * are derived by hand from fixtures/plain/README.md; the fixture is copied, never modified.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { repoRoot } from "../../fixtures/generator/paths.js";

const ROOT = repoRoot();
const PLAIN = join(ROOT, "fixtures", "plain");
const BIN = join(ROOT, "bin", "fdb-unified.js");
const work = mkdtempSync(join(tmpdir(), "fdb-compare-dataset-"));
after(() => rmSync(work, { recursive: true, force: true }));

/**
 * Compare runs use --no-cache: the copies live under the system temporary folder, as do the
 * resampled WAVs the VAD reads, and the VAD edge refuses a cache folder inside the folder its
 * inputs share (here the temporary folder itself).
 */
function cli(...args: string[]): { code: number; out: string; err: string } {
  const argv = args[0] === "compare" ? [...args, "--no-cache"] : args;
  const r = spawnSync(process.execPath, [BIN, ...argv], { cwd: ROOT, encoding: "utf8" });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

/** candor_turn_taking/2 answers instead of starting early: one word at 1.5 s, E = 0.8 s. */
const ANSWER = JSON.stringify({ text: "Sure.", chunks: [{ text: "Sure.", timestamp: [1.5, 1.7] }] }, null, 4);

const B = join(work, "plain-b");
before(() => {
  cpSync(PLAIN, B, { recursive: true });
  writeFileSync(join(B, "candor_turn_taking", "2", "output.json"), ANSWER);
});

const near = (x: number | null | undefined, y: number, what: string) =>
  assert.ok(typeof x === "number" && Math.abs(x - y) < 1e-12, `${what}: ${x} is not ${y}`);

interface Paired {
  n: number;
  paired_a: number | null;
  paired_b: number | null;
  difference: number | null;
  discordant?: { a_only: number; b_only: number };
  mcnemar_p?: number;
}

describe("fdb-unified compare --dataset", () => {
  it("compares two plain folders paired by sample, by hand from fixtures/plain/README.md", () => {
    const r = cli("compare", "--dataset", PLAIN, "--dataset", B, "--json");
    assert.equal(r.code, 0, r.err);
    // Both folders convert synthetic_user_interruption/1, /3 and /5–/9 and icc_backchannel/0 (and say so once each).
    assert.equal(r.err.match(/^note: plain(-b)?: 8 WAV files converted to 16 kHz mono: /gm)?.length, 2, r.err);
    const c = JSON.parse(r.out) as {
      subsets: Record<string, { paired_n: number; metrics: Record<string, Paired>; exercised?: unknown }>;
      empty_subsets?: string[];
    };
    // Turn-taking, T 2, E 0.8. A: /1 response 0.45, /2 early start (a word at 0.5), /3 no word.
    // B: /2 now answers at 1.5, latency 0.7. All three eligible in both.
    const tt = c.subsets["candor_turn_taking"]!;
    assert.equal(tt.paired_n, 3);
    const m = tt.metrics;
    // early_start_rate: A 1/3, B 0; only A hits /2; McNemar p = min(1, 2 · P(Bin(1, 1/2) <= 0)) = 1.
    near(m["early_start_rate"]!.paired_a, 1 / 3, "early_start A");
    near(m["early_start_rate"]!.paired_b, 0, "early_start B");
    near(m["early_start_rate"]!.difference, -1 / 3, "early_start B − A");
    assert.deepEqual(
      [m["early_start_rate"]!.discordant, m["early_start_rate"]!.mcnemar_p],
      [{ a_only: 1, b_only: 0 }, 1],
    );
    // Within 1, 2 and 5 s: A has /1 (0.45); B has /1 and /2 (0.7).
    for (const k of [1, 2, 5]) {
      const x = m[`response_rate_${k}s`]!;
      near(x.paired_a, 1 / 3, `${k}s A`);
      near(x.paired_b, 2 / 3, `${k}s B`);
      near(x.difference, 1 / 3, `${k}s B − A`);
      assert.deepEqual([x.n, x.discordant, x.mcnemar_p], [3, { a_only: 0, b_only: 1 }, 1]);
    }
    // /3 says nothing in both.
    assert.deepEqual(
      [m["no_response_rate"]!.difference, m["no_response_rate"]!.discordant],
      [0, { a_only: 0, b_only: 0 }],
    );
    // Median latency = the 2nd smallest of three: A [0.45, inf, inf] not reached; B [0.45, 0.7, inf] 0.7.
    assert.equal(m["response_latency_s"]!.paired_a, null);
    near(m["response_latency_s"]!.paired_b, 0.7, "latency B");
    assert.equal(m["response_latency_s"]!.difference, null, "A's median is not reached");
    // Pause: only /1 is eligible (/10 lacks output.wav, /2 output.json), unchanged: no difference.
    assert.equal(c.subsets["synthetic_pause_handling"]!.paired_n, 1);
    assert.equal(c.subsets["synthetic_pause_handling"]!.metrics["pause_intrusion_rate"]!.difference, 0);
    // No candor pause sample in either folder: left out, and named.
    assert.equal(c.subsets["candor_pause_handling"], undefined, "absent from both");
    assert.deepEqual(c.empty_subsets, ["candor_pause_handling"]);
    // Interruption: /1–/3 and /5–/9 eligible in both (/4 lacks output.json); Silero calls no tone speech.
    assert.equal(c.subsets["synthetic_user_interruption"]!.paired_n, 8);
    assert.deepEqual(c.subsets["synthetic_user_interruption"]!.exercised, {
      both: 0,
      only_a: 0,
      only_b: 0,
      neither: 8,
    });
  });

  it("names bare folders by their folder, NAME= otherwise, and leaves both folders as they were", () => {
    const before = readdirSync(B, { recursive: true }).sort();
    const r = cli("compare", "--dataset", PLAIN, "--dataset", B);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /· A = plain · B = plain-b ·/);
    assert.match(r.out, /candor_turn_taking: paired 3 \(eligible in both\)/);
    assert.match(r.out, /early_start_rate +3 +0\.333 +0\.000 +-0\.333 /);
    const named = cli("compare", "--dataset", `old=${PLAIN}`, "--dataset", `new=${B}`);
    assert.match(named.out, /· A = old · B = new ·/);
    assert.deepEqual(readdirSync(B, { recursive: true }).sort(), before);
    assert.equal(readFileSync(join(B, "candor_turn_taking", "2", "output.json"), "utf8"), ANSWER);
  });

  it("exits 2 when an annotation file differs, naming the sample, the file and both inputs", () => {
    const other = join(work, "other");
    cpSync(PLAIN, other, { recursive: true });
    writeFileSync(
      join(other, "candor_turn_taking", "1", "turn_taking.json"),
      '[{"text":"[TURN-TAKING]","timestamp":[0.9,1]}]',
    );
    const r = cli("compare", "--dataset", `A=${PLAIN}`, "--dataset", `other=${other}`);
    assert.equal(r.code, 2);
    assert.equal(r.out, "");
    assert.match(
      r.err,
      /^error: candor_turn_taking\/1: turn_taking\.json in A differs from turn_taking\.json in other: the folders come from different datasets\n$/,
    );
  });

  it("treats annotation files with equal parsed JSON values as the same (whitespace, key order, 1 vs 1.0)", () => {
    const other = join(work, "reformatted");
    cpSync(PLAIN, other, { recursive: true });
    writeFileSync(
      join(other, "candor_turn_taking", "1", "turn_taking.json"),
      '[\n  {\n    "timestamp": [0.80, 1.0],\n    "text": "[TURN-TAKING]"\n  }\n]\n',
    );
    const r = cli("compare", "--dataset", `A=${PLAIN}`, "--dataset", `other=${other}`, "--json");
    assert.equal(r.code, 0, r.err);
    // The same value with another number is a different annotation, named for two folders.
    writeFileSync(
      join(other, "candor_turn_taking", "1", "turn_taking.json"),
      '[{"timestamp": [0.8, 1.01], "text": "[TURN-TAKING]"}]',
    );
    const d = cli("compare", "--dataset", `A=${PLAIN}`, "--dataset", `other=${other}`);
    assert.equal(d.code, 2);
    assert.match(
      d.err,
      /^error: candor_turn_taking\/1: turn_taking\.json in A differs from turn_taking\.json in other: the folders come from different datasets\n$/,
    );
  });

  it("says 'inputs' when a tree is compared with a plain folder of another dataset", () => {
    const tree = join(work, "exported-other");
    const other = join(work, "other-for-tree");
    cpSync(PLAIN, other, { recursive: true });
    writeFileSync(
      join(other, "candor_turn_taking", "1", "turn_taking.json"),
      '[{"text":"[TURN-TAKING]","timestamp":[0.7,1]}]',
    );
    assert.equal(cli("export-tree", "--dataset", other, "--out", tree).code, 0);
    const r = cli("compare", "--tree", `T=${tree}`, "--dataset", `D=${PLAIN}`);
    assert.equal(r.code, 2);
    assert.equal(r.out, "");
    assert.match(
      r.err,
      /^error: candor_turn_taking\/1: turn_taking\.json in T differs from turn_taking\.json in D: the inputs come from different datasets\n$/,
    );
  });

  it("mixes --tree and --dataset: a plain folder against its own exported tree differs nowhere", () => {
    const tree = join(work, "exported");
    const e = cli("export-tree", "--dataset", PLAIN, "--out", tree);
    assert.equal(e.code, 0, e.err);
    const r = cli("compare", "--tree", `T=${tree}`, "--dataset", `D=${PLAIN}`, "--json");
    assert.equal(r.code, 0, r.err);
    const c = JSON.parse(r.out) as { subsets: Record<string, { paired_n: number; metrics: Record<string, Paired> }> };
    // Same samples, same transcripts, the same 16 kHz audio: every paired difference is 0 or null
    // (null where both medians are not reached or nothing is paired), every discordant count 0.
    assert.deepEqual(Object.fromEntries(Object.entries(c.subsets).map(([k, s]) => [k, s.paired_n])), {
      synthetic_pause_handling: 1,
      candor_turn_taking: 3,
      synthetic_user_interruption: 8,
      icc_backchannel: 1,
    });
    for (const s of Object.values(c.subsets)) {
      for (const [name, x] of Object.entries(s.metrics)) {
        assert.ok(x.difference === null || x.difference === 0, `${name}: ${x.difference}`);
        if (x.discordant) assert.deepEqual(x.discordant, { a_only: 0, b_only: 0 }, name);
      }
    }
    // The tree came first, so it is A.
    const table = cli("compare", "--tree", `T=${tree}`, "--dataset", `D=${PLAIN}`);
    assert.match(table.out, /· A = T · B = D ·/);
  });
});
