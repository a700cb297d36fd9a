/**
 * A real run fails loudly and all at once, through the CLI: three samples broken in three
 * different ways are named in one run (before the model computes anything: the VAD cache stays
 * empty), a folder that looks like a subset under another name is refused with the closest name
 * (or skipped with --ignore and a warning), and nothing is written on exit 2.
 */
import assert from "node:assert/strict";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { encodeWav, loudSpans, replaceAndRehash } from "../helpers/tree.js";
import { withoutSummary } from "../helpers/cli.js";
import { cli, isErrorLines, listing, P, smallPlain, smallTree, TT, UI } from "./hostile-tree.js";

function withDirs<T>(f: (dir: string, out: string, cache: string) => T): T {
  const work = mkdtempSync(join(tmpdir(), "fdb-unified-at-once-"));
  try {
    return f(work, join(work, "out"), join(work, "cache"));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

test("a tree with three samples broken in three ways names all three in one run, before the VAD, and writes nothing", () => {
  withDirs((_work, out, cache) => {
    const dir = smallTree();
    try {
      writeFileSync(join(dir, P, "1", "output.json"), '{"text": "", "chunks": []}'); // hash no longer matches asr.json
      replaceAndRehash(dir, TT, "1", "turn_taking.json", JSON.stringify([{ timestamp: [2000, 2200] }])); // milliseconds
      writeFileSync(join(dir, UI, "1", "output.wav"), encodeWav(loudSpans(4, [[0.5, 1]]))); // hash no longer matches manifest.json
      const before = listing(dir);
      const r = cli(["score", "--tree", dir, "--out", out], { FDB_UNIFIED_CACHE: cache });
      assert.equal(r.code, 2, r.stderr);
      assert.ok(isErrorLines(r.stderr), r.stderr);
      const lines = r.stderr.trimEnd().split("\n");
      assert.equal(lines.length, 4, r.stderr);
      assert.equal(lines[3], "error: 3 problems in 3 samples; nothing was written");
      assert.match(
        lines[0]!,
        /^error: synthetic_pause_handling\/1: output\.json sha256 [0-9a-f]{64} does not match asr\.json /,
      );
      assert.match(
        lines[1]!,
        /^error: candor_turn_taking\/1: turn_taking\.json turn end E at 2000 s is past T = 4 s; times are in seconds; this looks like milliseconds$/,
      );
      assert.match(
        lines[2]!,
        /^error: synthetic_user_interruption\/1: output\.wav sha256 [0-9a-f]{64} does not match manifest\.json /,
      );
      assert.equal(r.stdout, "");
      assert.deepEqual(listing(dir), before);
      assert.ok(!existsSync(out), "nothing written");
      // the model computed nothing: no probabilities were cached
      const cached = existsSync(cache)
        ? (readdirSync(cache, { recursive: true, encoding: "utf8" }) as string[]).filter((f) => f.endsWith(".probs"))
        : [];
      assert.deepEqual(cached, []);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test("a misnamed subset folder in a plain folder: exit 2 naming it, the closest name and --ignore; nothing written", () => {
  withDirs((_work, out) => {
    const dir = smallPlain();
    try {
      renameSync(join(dir, UI), join(dir, "interruption"));
      mkdirSync(join(dir, "notes"));
      writeFileSync(join(dir, "notes", "todo.txt"), "not a subset: ignored as before");
      const before = listing(dir);
      const r = cli(["score", "--dataset", dir, "--out", out, "--no-cache"]);
      assert.equal(r.code, 2, r.stderr);
      assert.equal(
        withoutSummary(r.stderr),
        "error: interruption/: looks like a subset folder (its sample folders hold output.wav) but is not named as one of the five subsets; " +
          "the closest is synthetic_user_interruption; rename it to synthetic_user_interruption, or pass --ignore interruption to skip it\n",
      );
      assert.deepEqual(listing(dir), before);
      assert.ok(!existsSync(out));

      const ok = cli(["score", "--dataset", dir, "--out", out, "--no-cache", "--ignore", "interruption", "--json"]);
      assert.equal(ok.code, 0, ok.stderr);
      assert.match(
        ok.stderr,
        /^warning: [^:]+: interruption\/ looks like a subset folder under another name; skipped as --ignore asks, its samples are left out\n/,
      );
      assert.equal(JSON.parse(ok.stdout).subsets[UI].counts.selected, 0);
      assert.deepEqual(listing(dir), before);

      const refused = cli(["export-tree", "--dataset", dir, "--out", join(out, "tree")]);
      assert.equal(refused.code, 2, refused.stderr);
      assert.match(refused.stderr, /^error: interruption\/: looks like a subset folder/);
      const exported = cli(["export-tree", "--dataset", dir, "--out", join(out, "tree"), "--ignore", "interruption"]);
      assert.equal(exported.code, 0, exported.stderr);
      assert.equal(
        exported.stderr,
        "warning: interruption/ looks like a subset folder under another name; skipped as --ignore asks, its samples are left out\n",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test("v1.0 samples under the v1.5 name user_interruption/ beside v1.0 subsets: told to rename it, not that versions mix", () => {
  withDirs((_work, out) => {
    const dir = smallPlain();
    try {
      renameSync(join(dir, UI), join(dir, "user_interruption"));
      const before = listing(dir);
      const r = cli(["score", "--dataset", dir, "--out", out, "--no-cache"]);
      assert.equal(r.code, 2, r.stderr);
      assert.equal(
        r.stderr,
        "error: user_interruption/: holds Full-Duplex-Bench v1.0 samples (their folders hold interrupt.json), but " +
          "user_interruption is the name of a v1.5 subset; rename it to synthetic_user_interruption, or pass " +
          "--ignore user_interruption to skip it\nerror: 1 problem; nothing was written\n",
      );
      assert.deepEqual(listing(dir), before);
      assert.ok(!existsSync(out));
      // --ignore skips the v1.5 folder: the v1.0 folder is scored, with the warning
      const ok = cli([
        "score",
        "--dataset",
        dir,
        "--out",
        out,
        "--no-cache",
        "--ignore",
        "user_interruption",
        "--json",
      ]);
      assert.equal(ok.code, 0, ok.stderr);
      assert.match(
        ok.stderr,
        /user_interruption\/ looks like a subset folder under another name; skipped as --ignore asks/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test("a misnamed folder beside a tree's subsets is refused the same way; logs/, identity/ and judge/ never are", () => {
  withDirs((_work, out) => {
    const dir = smallTree();
    try {
      cpSync(join(dir, TT), join(dir, "turn_taking"), { recursive: true });
      for (const own of ["logs", "identity", "judge"]) cpSync(join(dir, TT), join(dir, own), { recursive: true });
      const r = cli(["score", "--tree", dir, "--out", out, "--no-cache"]);
      assert.equal(r.code, 2, r.stderr);
      assert.match(
        withoutSummary(r.stderr),
        /^error: turn_taking\/: looks like a subset folder .* the closest is candor_turn_taking; rename it to candor_turn_taking, or pass --ignore turn_taking to skip it\n$/,
      );
      assert.ok(!existsSync(out));
      const ok = cli(["score", "--tree", dir, "--out", out, "--no-cache", "--ignore", "turn_taking"]);
      assert.equal(ok.code, 0, ok.stderr);
      assert.match(ok.stderr, /warning: .*turn_taking\/ looks like a subset folder under another name/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test("the inner folder of a nested subset under another name is refused, with the name it must have", () => {
  withDirs((_work, out) => {
    const dir = smallPlain();
    try {
      const inner = join(dir, TT, "turn_taking");
      mkdirSync(inner);
      renameSync(join(dir, TT, "1"), join(inner, "1"));
      const r = cli(["score", "--dataset", dir, "--out", out, "--no-cache"]);
      assert.equal(r.code, 2, r.stderr);
      assert.match(
        withoutSummary(r.stderr),
        /^error: candor_turn_taking\/turn_taking\/: looks like the inner folder of a nested subset .* but is not named candor_turn_taking; rename it to candor_turn_taking\/candor_turn_taking, or pass --ignore candor_turn_taking\/turn_taking to skip it\n$/,
      );
      const ok = cli([
        "score",
        "--dataset",
        dir,
        "--out",
        out,
        "--no-cache",
        "--ignore",
        "candor_turn_taking/turn_taking",
        "--json",
      ]);
      assert.equal(ok.code, 0, ok.stderr);
      assert.equal(JSON.parse(ok.stdout).subsets[TT].counts.selected, 0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test("with several inputs each problem line starts with the input's name", () => {
  withDirs((_work, out, cache) => {
    const a = smallTree();
    const b = smallTree();
    try {
      replaceAndRehash(
        b,
        TT,
        "1",
        "output.json",
        JSON.stringify({ text: "w", chunks: [{ text: "w", timestamp: [9, 9.5] }] }),
      );
      replaceAndRehash(
        b,
        UI,
        "1",
        "output.json",
        JSON.stringify({ text: "w", chunks: [{ text: "w", timestamp: [0.2, 0.5] }] }),
      );
      const r = cli(["compare", "--tree", `A=${a}`, "--tree", `B=${b}`, "--out", out], { FDB_UNIFIED_CACHE: cache });
      assert.equal(r.code, 2, r.stderr);
      assert.ok(isErrorLines(r.stderr), r.stderr);
      assert.match(
        r.stderr,
        /^error: B: candor_turn_taking\/1: output\.json word 1 "w" start at 9\.00 s is past T = 4 s\nerror: B: synthetic_user_interruption\/1: output\.json word 1 "w" at 0\.20 s starts before R = 2 s; /,
      );
      assert.ok(!existsSync(out));
    } finally {
      rmSync(a, { recursive: true, force: true });
      rmSync(b, { recursive: true, force: true });
    }
  });
});

test("with several failing inputs, table names the problems of every one of them in one run", () => {
  withDirs((_work, out, cache) => {
    const a = smallTree();
    const b = smallTree();
    const c = smallTree();
    try {
      replaceAndRehash(
        a,
        TT,
        "1",
        "output.json",
        JSON.stringify({ text: "w", chunks: [{ text: "w", timestamp: [9, 9.5] }] }),
      );
      replaceAndRehash(
        c,
        UI,
        "1",
        "output.json",
        JSON.stringify({ text: "w", chunks: [{ text: "w", timestamp: [0.2, 0.5] }] }),
      );
      const file = join(out, "table.md");
      const r = cli(["table", "--tree", `A=${a}`, "--tree", `B=${b}`, "--tree", `C=${c}`, "--out", file], {
        FDB_UNIFIED_CACHE: cache,
      });
      assert.equal(r.code, 2, r.stderr);
      assert.ok(isErrorLines(r.stderr), r.stderr);
      assert.match(
        r.stderr,
        /^error: A: candor_turn_taking\/1: output\.json word 1 "w" start at 9\.00 s is past T = 4 s\nerror: C: synthetic_user_interruption\/1: output\.json word 1 "w" at 0\.20 s starts before R = 2 s; [^\n]*\nerror: 2 problems in 2 samples; nothing was written\n$/,
      );
      assert.ok(!existsSync(file));
    } finally {
      for (const d of [a, b, c]) rmSync(d, { recursive: true, force: true });
    }
  });
});

test("the --ignore warning is printed in a run that fails on other problems too, tree and plain folder", () => {
  withDirs((_work, out) => {
    for (const [flag, make] of [
      ["--tree", smallTree],
      ["--dataset", smallPlain],
    ] as const) {
      const dir = make();
      try {
        cpSync(join(dir, TT), join(dir, "turn_taking"), { recursive: true });
        writeFileSync(join(dir, P, "1", "output.json"), "{not json");
        const r = cli(["score", flag, dir, "--out", out, "--no-cache", "--ignore", "turn_taking"]);
        assert.equal(r.code, 2, r.stderr);
        assert.match(r.stderr, /^warning: [^:]+: turn_taking\/ looks like a subset folder under another name; skipped/);
        assert.match(r.stderr, /\nerror: synthetic_pause_handling\/1: /);
        assert.ok(!existsSync(out));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});
