/**
 * Outputs as one unit: a folder where any output goes stops the run with one line naming it and
 * leaves the earlier outputs as they were (no temporaries); a `--out` that is a file, lies under
 * a file or cannot be created exits 2 at once; leftovers of a killed process are repaired.
 */
import assert from "node:assert/strict";
import { hostname } from "node:os";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { repairLeftovers, tempName } from "../../src/io/atomic-write.js";
import { writeFilesAtomically } from "../../src/io/atomic-write.js";
import { InputError } from "../../src/errors.js";
import { cli, deadPid, isOneErrorLine, listing, smallTree } from "./hostile-tree.js";

const CACHE = mkdtempSync(join(tmpdir(), "fdb-unified-outputs-cache-"));
const env = { FDB_UNIFIED_CACHE: CACHE };

const hidden = (dir: string) =>
  readdirSync(dir)
    .filter((n) => n.startsWith("."))
    .sort();

test("score: a folder where either output goes exits 2 naming it; the earlier pair stays and no temporary is left", {
  timeout: 120_000,
}, () => {
  const dir = smallTree();
  try {
    const first = cli(["score", "--tree", dir, "--quiet"], env);
    assert.equal(first.code, 0, first.stderr);
    for (const name of ["unified.json", "unified-samples.jsonl"]) {
      const other = name === "unified.json" ? "unified-samples.jsonl" : "unified.json";
      const kept = readFileSync(join(dir, other));
      rmSync(join(dir, name));
      mkdirSync(join(dir, name));
      writeFileSync(join(dir, name, "inside"), "x");
      const before = listing(dir);
      const r = cli(["score", "--tree", dir, "--quiet"], env);
      assert.equal(r.code, 2, r.stderr);
      assert.ok(isOneErrorLine(r.stderr), r.stderr);
      assert.ok(r.stderr.includes(join(dir, name)), r.stderr);
      assert.match(r.stderr, /a folder is in the way of this output/);
      assert.deepEqual(listing(dir), before, "nothing changed");
      assert.deepEqual(readFileSync(join(dir, other)), kept);
      assert.deepEqual(hidden(dir), []);
      rmSync(join(dir, name), { recursive: true });
      assert.equal(cli(["score", "--tree", dir, "--quiet"], env).code, 0);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("compare, sweep and report: a folder where the output goes exits 2 naming it, nothing written", {
  timeout: 180_000,
}, () => {
  const dir = smallTree();
  const out = mkdtempSync(join(tmpdir(), "fdb-unified-outputs-"));
  try {
    const cases: [string[], string][] = [
      [["compare", "--tree", `A=${dir}`, "--tree", `B=${dir}`, "--out", out], "compare.json"],
      [["report", "--tree", dir, "--out", out, "--threshold", "0.5", "--min-silence-ms", "100"], "index.html"],
    ];
    for (const [args, name] of cases) {
      mkdirSync(join(out, name));
      const before = listing(out);
      const r = cli(args, env);
      assert.equal(r.code, 2, r.stderr);
      assert.ok(isOneErrorLine(r.stderr), r.stderr);
      assert.ok(r.stderr.includes(join(out, name)), r.stderr);
      assert.deepEqual(listing(out), before);
      rmSync(join(out, name), { recursive: true });
    }
    mkdirSync(join(out, "sweep.json"));
    const s = cli(["sweep", "--tree", dir, "--out", join(out, "sweep.json")], env);
    assert.equal(s.code, 2, s.stderr);
    assert.equal(s.stderr, `error: --out ${join(out, "sweep.json")}: is an existing folder; give a file name\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
});

test("--out that is an existing file, lies under a file or cannot be created exits 2 at once, nothing written", {
  timeout: 120_000,
}, () => {
  const dir = smallTree();
  const work = mkdtempSync(join(tmpdir(), "fdb-unified-outputs-"));
  try {
    const file = join(work, "a-file");
    writeFileSync(file, "not a folder");
    const cases: [string, RegExp][] = [
      [file, /^error: --out .*a-file: is an existing file, not a folder; choose a folder\n$/],
      [
        join(file, "x"),
        /^error: --out .*a-file\/x: lies under .*a-file, which is a regular file, not a folder; choose a folder\n$/,
      ],
      [
        "/dev/null/x",
        /^error: --out \/dev\/null\/x: lies under \/dev\/null, which is a character device, not a folder; choose a folder\n$/,
      ],
      ["/proc/x", /^error: \/proc\/x: cannot create the output folder: .*\n$/],
    ];
    const treeBefore = listing(dir);
    for (const command of ["score", "compare", "report"]) {
      for (const [out, message] of cases) {
        const inputs = command === "compare" ? ["--tree", `A=${dir}`, "--tree", `B=${dir}`] : ["--tree", dir];
        const r = cli(
          [command, ...inputs, "--out", out, "--quiet"].filter((a) => command === "score" || a !== "--quiet"),
          env,
          60_000,
        );
        assert.notEqual(r.code, null, `${command} ${out}: hung`);
        assert.equal(r.code, 2, `${command} ${out}: ${r.stderr}`);
        assert.match(r.stderr, message, `${command} ${out}`);
        assert.equal(readFileSync(file, "utf8"), "not a folder");
      }
    }
    assert.deepEqual(readdirSync(work), ["a-file"]);
    assert.deepEqual(listing(dir), treeBefore);
    assert.equal(existsSync("/proc/x"), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
});

test("a stale temporary of a dead process on this host is removed by the next run; a live one is kept", {
  timeout: 60_000,
}, () => {
  const dir = smallTree();
  try {
    const host = hostname().replace(/[^A-Za-z0-9_-]/g, "_");
    const dead = deadPid();
    const stale = `.unified.json.${host}.${dead}.tmp`;
    const live = `.unified.json.${host}.${process.pid}.tmp`;
    const otherHost = `.unified.json.${host}-elsewhere.${dead}.tmp`;
    for (const n of [stale, live, otherHost]) writeFileSync(join(dir, n), "half-written");
    const r = cli(["score", "--tree", dir, "--quiet"], env);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout + r.stderr, "");
    assert.deepEqual(hidden(dir), [live, otherHost].sort());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a process killed between the renames of a pair: the next write puts the earlier pair back first", () => {
  const dir = mkdtempSync(join(tmpdir(), "fdb-unified-outputs-"));
  try {
    const dead = deadPid();
    // Killed after renaming the new a.json into place: a.json is new, b.json old, b's temporary remains.
    writeFileSync(join(dir, "a.json"), "new a");
    writeFileSync(join(dir, tempName("a.json", "old", dead)), "old a");
    writeFileSync(join(dir, "b.json"), "old b");
    writeFileSync(join(dir, tempName("b.json", "old", dead)), "old b");
    writeFileSync(join(dir, tempName("b.json", "tmp", dead)), "new b");
    repairLeftovers(dir);
    assert.deepEqual(readdirSync(dir).sort(), ["a.json", "b.json"]);
    assert.equal(readFileSync(join(dir, "a.json"), "utf8"), "old a");
    assert.equal(readFileSync(join(dir, "b.json"), "utf8"), "old b");

    // Killed after both renames (only the kept-aside files remain): the new pair stays.
    writeFileSync(join(dir, "a.json"), "new a");
    writeFileSync(join(dir, "b.json"), "new b");
    writeFileSync(join(dir, tempName("a.json", "old", dead)), "old a");
    writeFileSync(join(dir, tempName("b.json", "none", dead)), "");
    repairLeftovers(dir);
    assert.deepEqual(readdirSync(dir).sort(), ["a.json", "b.json"]);
    assert.equal(readFileSync(join(dir, "b.json"), "utf8"), "new b");

    // Killed mid-way with no earlier pair: the new file placed so far is removed.
    rmSync(join(dir, "b.json"));
    writeFileSync(join(dir, tempName("a.json", "none", dead)), "");
    writeFileSync(join(dir, tempName("b.json", "none", dead)), "");
    writeFileSync(join(dir, tempName("b.json", "tmp", dead)), "new b");
    repairLeftovers(dir);
    assert.deepEqual(readdirSync(dir), [], "no pair");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("writeFilesAtomically: a blocked set writes nothing; a good set replaces both files and leaves no temporary", () => {
  const dir = mkdtempSync(join(tmpdir(), "fdb-unified-outputs-"));
  try {
    writeFilesAtomically([
      { path: join(dir, "a"), content: "1" },
      { path: join(dir, "b"), content: "1" },
    ]);
    mkdirSync(join(dir, "sub", "c"), { recursive: true });
    assert.throws(
      () =>
        writeFilesAtomically([
          { path: join(dir, "a"), content: "2" },
          { path: join(dir, "sub", "c"), content: "2" },
        ]),
      (e: unknown) => e instanceof InputError && e.message.startsWith(join(dir, "sub", "c")),
    );
    assert.equal(readFileSync(join(dir, "a"), "utf8"), "1");
    writeFilesAtomically([
      { path: join(dir, "a"), content: "3" },
      { path: join(dir, "b"), content: "3" },
    ]);
    assert.deepEqual(readdirSync(dir).sort(), ["a", "b", "sub"]);
    assert.equal(readFileSync(join(dir, "b"), "utf8"), "3");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("writeFilesAtomically: a file the new set lacks is removed with the set, and put back if the set fails", () => {
  const dir = mkdtempSync(join(tmpdir(), "fdb-unified-outputs-"));
  try {
    writeFilesAtomically([
      { path: join(dir, "index.html"), content: "1" },
      { path: join(dir, "report.pdf"), content: "1" },
    ]);
    mkdirSync(join(dir, "blocked"));
    assert.throws(() =>
      writeFilesAtomically([
        { path: join(dir, "index.html"), content: "2" },
        { path: join(dir, "report.pdf"), content: null },
        { path: join(dir, "blocked"), content: "2" },
      ]),
    );
    assert.deepEqual(readdirSync(dir).sort(), ["blocked", "index.html", "report.pdf"]);
    assert.equal(readFileSync(join(dir, "report.pdf"), "utf8"), "1");
    writeFilesAtomically([
      { path: join(dir, "index.html"), content: "3" },
      { path: join(dir, "report.pdf"), content: null },
    ]);
    assert.deepEqual(readdirSync(dir).sort(), ["blocked", "index.html"]);
    assert.equal(readFileSync(join(dir, "index.html"), "utf8"), "3");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("writeFilesAtomically: a failure after the temporaries are written restores the earlier pair and removes every temporary", () => {
  const dir = mkdtempSync(join(tmpdir(), "fdb-unified-outputs-"));
  try {
    writeFilesAtomically([
      { path: join(dir, "a"), content: "old" },
      { path: join(dir, "b"), content: "old" },
    ]);
    // b's kept-aside name is taken by a folder: the step after writing both temporaries fails
    const blocker = tempName("b", "old");
    mkdirSync(join(dir, blocker));
    assert.throws(
      () =>
        writeFilesAtomically([
          { path: join(dir, "a"), content: "new" },
          { path: join(dir, "b"), content: "new" },
        ]),
      (e: unknown) => e instanceof InputError && e.message.startsWith(join(dir, "b")) && !e.message.includes("\n"),
    );
    assert.deepEqual(readdirSync(dir).sort(), [blocker, "a", "b"].sort());
    assert.equal(readFileSync(join(dir, "a"), "utf8"), "old");
    assert.equal(readFileSync(join(dir, "b"), "utf8"), "old");
    // a temporary's own name taken by a folder: the same
    rmSync(join(dir, blocker), { recursive: true });
    mkdirSync(join(dir, tempName("b", "tmp")));
    assert.throws(
      () =>
        writeFilesAtomically([
          { path: join(dir, "a"), content: "new" },
          { path: join(dir, "b"), content: "new" },
        ]),
      InputError,
    );
    assert.deepEqual(readdirSync(dir).sort(), [tempName("b", "tmp"), "a", "b"].sort());
    assert.equal(readFileSync(join(dir, "a"), "utf8"), "old");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("sweep --out and compare --out inside an input exit 2 naming it, and write nothing there", {
  timeout: 120_000,
}, () => {
  const dir = smallTree();
  try {
    const before = listing(dir);
    const cases: [string[], RegExp][] = [
      [
        ["sweep", "--tree", dir, "--out", join(dir, "sweep.json")],
        /^error: --out: .*sweep\.json is inside the input tree .*; choose a place outside it\n$/,
      ],
      [
        ["compare", "--tree", `A=${dir}`, "--tree", `B=${dir}`, "--out", join(dir, "cmp")],
        /^error: --out: .*cmp is inside the input tree .*; choose a place outside it\n$/,
      ],
    ];
    for (const [args, pattern] of cases) {
      const r = cli(args, env);
      assert.equal(r.code, 2, r.stderr);
      assert.ok(isOneErrorLine(r.stderr), r.stderr);
      assert.match(r.stderr, pattern);
    }
    assert.deepEqual(listing(dir), before);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
