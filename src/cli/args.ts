/**
 * The flag parser shared by every command, over Node's `util.parseArgs`: `--name value`,
 * `--name=value`, boolean flags, repeatable flags and positional arguments, read from the
 * command's table of flags (src/cli/commands.ts). Unknown or malformed flags are a UsageError (exit 2) naming the flag;
 * an unknown flag also names the commands that take it.
 */
import { parseArgs as nodeParseArgs } from "node:util";
import { UsageError } from "../errors.js";
import { setQuietNotes } from "../io/notes.js";
import { type Command, COMMAND_SPECS, type CommandName } from "./commands.js";
import { commandHelp, commandsTaking, type FlagRow, usageLine } from "./flags.js";

export interface Parsed {
  flags: Map<string, string[]>;
  switches: Set<string>;
  positionals: string[];
}

/** With `--help` or `-h` anywhere in `argv`: print the command's help to stdout and say so (the command then exits 0). */
export function printedHelp(argv: readonly string[], command: CommandName): boolean {
  if (!argv.includes("--help") && !argv.includes("-h")) return false;
  process.stdout.write(commandHelp(command, COMMAND_SPECS[command]));
  return true;
}

/**
 * A command's code: its help with `--help` (exit 0), else `before` on its arguments, then `run` on
 * its parsed flags with its usage line for messages (exit 0 when it returns); `--quiet` leaves the
 * notes out, not the warnings.
 */
export function defineCommand(
  command: CommandName,
  run: (p: Parsed, usage: string, argv: string[]) => Promise<void> | void,
  before?: (argv: string[]) => void,
): Command {
  return async (argv) => {
    if (printedHelp(argv, command)) return 0;
    before?.(argv);
    const p = parseCommand(argv, command);
    if (p.switches.has("quiet")) setQuietNotes(true);
    await run(p, usageLine(command, COMMAND_SPECS[command]), argv);
    return 0;
  };
}

/** `--NAME: unknown flag`, with the commands that do take it when there are any. */
function unknownFlag(name: string, command: string): UsageError {
  const takers = commandsTaking(name, COMMAND_SPECS).filter((c) => c !== command);
  const list =
    takers.length <= 1 ? takers.join("") : `${takers.slice(0, -1).join(", ")} and ${takers[takers.length - 1]}`;
  if (takers.length === 0)
    return new UsageError(`--${name}: unknown flag; run fdb-unified ${command} --help for its flags`);
  return new UsageError(
    `--${name}: unknown flag for ${command}; ${list} take${takers.length === 1 ? "s" : ""} it (fdb-unified ${takers[0]} --help)`,
  );
}

/**
 * Parse a command's arguments with its table of flags. Node's `util.parseArgs` splits `argv` into
 * tokens (not strict, so that every message below is ours); this walks them in order. A lone `-x`
 * stays an argument, as does everything after `--`.
 */
export function parseCommand(argv: readonly string[], command: CommandName): Parsed {
  const spec: { flags: readonly FlagRow[]; positionals?: number } = COMMAND_SPECS[command];
  const rows = new Map<string, FlagRow>(); // each row under its name and its other spellings
  for (const r of spec.flags) for (const n of [r.name, ...(r.aliases ?? [])]) rows.set(n, r);
  const options = Object.fromEntries([...rows].map(([name, r]) => [name, { type: r.kind }]));
  const { tokens } = nodeParseArgs({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true });
  const flags = new Map<string, string[]>();
  const switches = new Set<string>();
  const positionals: string[] = [];
  let shortAt = -1; // `-ab` is two tokens of one argument
  for (const t of tokens) {
    if (t.kind === "positional") positionals.push(t.value);
    if (t.kind !== "option") continue;
    if (!t.rawName.startsWith("--")) {
      if (t.index !== shortAt) positionals.push(argv[t.index]!);
      shortAt = t.index;
      continue;
    }
    const row = rows.get(t.name);
    if (!row) throw unknownFlag(t.name, command);
    const key = row.name;
    if (row.kind === "boolean") {
      if (t.value !== undefined) throw new UsageError(`--${t.name}: takes no value`);
      switches.add(key);
      continue;
    }
    if (t.value === undefined || (!t.inlineValue && t.value.startsWith("--")))
      throw new UsageError(`--${t.name}: needs a value`);
    const list = flags.get(key) ?? [];
    if (list.length > 0 && !row.multiple) throw new UsageError(`--${t.name}: given more than once`);
    list.push(t.value);
    flags.set(key, list);
  }
  const max = spec.positionals ?? 0;
  if (positionals.length > max) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[max])}`);
  return { flags, switches, positionals };
}

export function flag(p: Parsed, name: string): string | undefined {
  return p.flags.get(name)?.[0];
}

/** A flag the command needs: its value, or a UsageError ending in the command's usage line. */
export function requiredFlag(p: Parsed, name: string, usage: string): string {
  const raw = flag(p, name);
  if (!raw) throw new UsageError(`--${name}: required (${usage})`);
  return raw;
}

/** A finite number flag, with an optional range check. */
export function numberFlag(p: Parsed, name: string, fallback: number, check?: (x: number) => boolean): number {
  const raw = flag(p, name);
  if (raw === undefined) return fallback;
  const x = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(x) || (check && !check(x))) {
    throw new UsageError(`--${name}: ${JSON.stringify(raw)} is not a valid value`);
  }
  return x;
}

/** `--tree NAME=DIR` or a bare `--tree DIR` (named by its folder). */
export interface NamedTree {
  name: string;
  dir: string;
}

export function parseTree(raw: string): NamedTree {
  const eq = raw.indexOf("=");
  if (eq > 0 && !raw.slice(0, eq).includes("/")) return { name: raw.slice(0, eq), dir: raw.slice(eq + 1) };
  const parts = raw.replace(/[/\\]+$/, "").split(/[/\\]/);
  return { name: parts[parts.length - 1] || raw, dir: raw };
}
