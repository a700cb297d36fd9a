/**
 * The flag parser's rules that the command tests do not reach one by one: `--name=value`,
 * repeatable flags and their order, other spellings filed under the flag's name, a value that
 * starts with one dash, a switch given a value, `--` ending the flags, a lone `-x` staying an
 * argument, and prototype keys refused as unknown flags.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { parseCommand } from "../../src/cli/args.js";
import { UsageError } from "../../src/errors.js";

const usage = (argv: string[], command: Parameters<typeof parseCommand>[1], message: string) =>
  assert.throws(
    () => parseCommand(argv, command),
    (e: unknown) => e instanceof UsageError && e.message === message,
    argv.join(" "),
  );

test("values inline or after the flag, repeatable in order, aliases under the flag's name", () => {
  const p = parseCommand(["--tree=a=x", "--dataset", "b=y", "--tree", "z/", "--no-cache", "--ignore", "n"], "report");
  assert.deepEqual(p.flags.get("tree"), ["a=x", "z/"]);
  assert.deepEqual(p.flags.get("dataset"), ["b=y"]);
  assert.deepEqual([...p.switches], ["no-cache"]);
  const v = parseCommand(
    ["w.wav", "--min-speech-duration-ms", "100", "--threshold=-0.5", "--max-speech-duration-s", "-1"],
    "vad",
  );
  assert.deepEqual(v.flags.get("min-speech-ms"), ["100"]);
  assert.deepEqual(v.flags.get("threshold"), ["-0.5"]);
  assert.deepEqual(v.flags.get("max-speech-s"), ["-1"]);
  assert.deepEqual(v.positionals, ["w.wav"]);
  assert.deepEqual(parseCommand(["--tree", ""], "score").flags.get("tree"), [""]);
});

test("arguments: -x and - stay arguments, and after -- everything is one", () => {
  const v = parseCommand(["-x", "-", "-ab", "--", "--json", "--tree=t"], "vad");
  assert.deepEqual(v.positionals, ["-x", "-", "-ab", "--json", "--tree=t"]);
  assert.equal(v.switches.size, 0);
  usage(["--tree", "t", "-x"], "score", 'unexpected argument "-x"');
  usage(["--tree", "t", "--", "--json"], "score", 'unexpected argument "--json"');
});

test("bad flags: a switch with a value, a missing value, a flag given twice, prototype keys", () => {
  usage(["--json=1"], "score", "--json: takes no value");
  usage(["--no-cache="], "score", "--no-cache: takes no value");
  usage(["--tree"], "score", "--tree: needs a value");
  usage(["--tree", "--json"], "score", "--tree: needs a value");
  usage(["--tree", "--"], "score", "--tree: needs a value");
  usage(["--out", "a", "--out=b"], "score", "--out: given more than once");
  usage(["--threshold", "0.5", "--threshold", "0.6"], "view", "--threshold: given more than once");
  for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
    usage([`--${name}`], "score", `--${name}: unknown flag; run fdb-unified score --help for its flags`);
    usage([`--${name}=1`], "vad", `--${name}: unknown flag; run fdb-unified vad --help for its flags`);
  }
});
