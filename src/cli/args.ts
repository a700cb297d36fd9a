/**
 * The flag parser shared by every command, over Node's `util.parseArgs`: `--name value`,
 * `--name=value`, boolean flags, repeatable flags and positional arguments, read from the
 * command's table of flags (src/cli/commands.ts). Unknown or malformed flags are a UsageError (exit 2) naming the flag;
 * an unknown flag also names the commands that take it.
 */
import { parseArgs as nodeParseArgs } from "node:util";
import { UsageError } from "../errors.js";
import { COMMAND_SPECS, type CommandName } from "./commands.js";
import { commandHelp, commandsTaking, type FlagRow } from "./flags.js";

export interface FlagSpec {
  /** Flag takes a value (string) or is a switch (boolean). */
  type: "string" | "boolean";
  /** May be given several times (values collected in order). */
  multiple?: boolean;
  /** Another spelling of the flag named here: its value is filed under that name. */
  aliasOf?: string;
}

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

/** parseArgs specs from a table of flags: each row under its name, its other spellings as aliases. */
function flagSpecs(rows: readonly FlagRow[]): Record<string, FlagSpec> {
  const out = Object.create(null) as Record<string, FlagSpec>;
  for (const r of rows) {
    out[r.name] = { type: r.kind, ...(r.multiple ? { multiple: true } : {}) };
    for (const a of r.aliases ?? []) out[a] = { type: r.kind, aliasOf: r.name };
  }
  return out;
}

/** Parse a command's arguments with its table of flags. */
export function parseCommand(argv: readonly string[], command: CommandName): Parsed {
  const spec: { flags: readonly FlagRow[]; positionals?: number } = COMMAND_SPECS[command];
  return parseArgs(argv, flagSpecs(spec.flags), spec.positionals ?? 0, command);
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
 * Node's `util.parseArgs` splits `argv` into tokens (not strict, so that every message below is
 * ours); this walks them in order. A lone `-x` stays an argument, as does everything after `--`.
 */
function parseArgs(
  argv: readonly string[],
  spec: Record<string, FlagSpec>,
  maxPositionals: number,
  command: string,
): Parsed {
  const options = Object.fromEntries(Object.entries(spec).map(([name, s]) => [name, { type: s.type }]));
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
    const given = Object.hasOwn(spec, t.name) ? spec[t.name] : undefined; // not `--constructor` from the prototype
    if (!given) throw unknownFlag(t.name, command);
    const key = given.aliasOf ?? t.name;
    const s = Object.hasOwn(spec, key) ? spec[key]! : given;
    if (s.type === "boolean") {
      if (t.value !== undefined) throw new UsageError(`--${t.name}: takes no value`);
      switches.add(key);
      continue;
    }
    if (t.value === undefined || (!t.inlineValue && t.value.startsWith("--")))
      throw new UsageError(`--${t.name}: needs a value`);
    const list = flags.get(key) ?? [];
    if (list.length > 0 && !s.multiple) throw new UsageError(`--${t.name}: given more than once`);
    list.push(t.value);
    flags.set(key, list);
  }
  if (positionals.length > maxPositionals) {
    throw new UsageError(`unexpected argument ${JSON.stringify(positionals[maxPositionals])}`);
  }
  return { flags, switches, positionals };
}

export function flag(p: Parsed, name: string): string | undefined {
  return p.flags.get(name)?.[0];
}

/** A finite number flag, with an optional range check. */
export function numberFlag(p: Parsed, name: string, fallback: number, check?: (x: number) => boolean): number {
  const raw = flag(p, name);
  if (raw === undefined) return fallback;
  return parseNumber(name, raw, check);
}

function parseNumber(name: string, raw: string, check?: (x: number) => boolean): number {
  const x = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(x) || (check && !check(x))) {
    throw new UsageError(`--${name}: ${JSON.stringify(raw)} is not a valid value`);
  }
  return x;
}

/** A positive integer flag such as `--jobs`. */
export function intFlag(p: Parsed, name: string, fallback: number): number {
  return numberFlag(p, name, fallback, (x) => Number.isInteger(x) && x >= 1);
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
