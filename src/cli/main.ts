/**
 * The command line: `fdb-unified <command> [flags]`. Each command lives in its own file and
 * returns an exit code (the list, with each command's flags, is src/cli/commands.ts); this file
 * loads a command's code only when it runs, dispatches, and maps errors to exit codes: 2 for bad input or usage (one line per problem), 1
 * for anything else.
 */
import { InputError } from "../errors.js";
import { errorLines } from "../problems.js";
import { TOOL_VERSION } from "../version.js";
import type { Command, CommandName } from "./commands.js";

/** Where each command's code is, loaded only when the command runs. */
const COMMAND_CODE: Record<CommandName, () => Promise<Command>> = {
  score: async () => (await import("./score.js")).scoreCommand,
  sweep: async () => (await import("./sweep.js")).sweepCommand,
  report: async () => (await import("./report.js")).reportCommand,
  official: async () => (await import("./official.js")).officialCommand,
  "check-transcripts": async () => (await import("./check-transcripts.js")).checkTranscriptsCommand,
  compare: async () => (await import("./compare.js")).compareCommand,
  table: async () => (await import("./table.js")).tableCommand,
  "export-tree": async () => (await import("./export-tree.js")).exportTreeCommand,
  "control-inputs": async () => (await import("./control-inputs.js")).controlInputsCommand,
  view: async () => (await import("./view.js")).viewCommand,
  vad: async () => (await import("./vad.js")).vadCommand,
};

/** What the tool does, the top-level help's first line. */
export const TOOL_LINE =
  "fdb-unified: turn-taking metrics of full-duplex spoken dialogue models on Full-Duplex-Bench v1.0 and v1.5, " +
  "with intervals, reports, tables and sample views.";

/**
 * The top-level help: what the tool does, then the commands in one column as wide as the longest
 * name, then their summaries. The command list (and the family tables its flags read) loads only
 * here, so `--version` stays light.
 */
export async function usage(): Promise<string> {
  const { COMMAND_SPECS } = await import("./commands.js");
  const lines = [TOOL_LINE, "", "usage: fdb-unified <command> [flags]", "", "commands:"];
  const width = Math.max(...Object.keys(COMMAND_SPECS).map((n) => n.length));
  for (const [name, c] of Object.entries(COMMAND_SPECS)) lines.push(`  ${name.padEnd(width)}  ${c.summary}`);
  lines.push("", "Run `fdb-unified <command> --help` for a command's flags.");
  return lines.join("\n") + "\n";
}

/** Map an error to its one-line message and exit code. */
export function describeError(e: unknown): { message: string; code: number } {
  if (e instanceof InputError) return { message: e.message, code: e.exitCode };
  return { message: (e as Error)?.stack ?? String(e), code: 1 };
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    process.stdout.write(await usage());
    return name === undefined ? 2 : 0;
  }
  if (name === "--version") {
    process.stdout.write(`${TOOL_VERSION}\n`);
    return 0;
  }
  const command = Object.hasOwn(COMMAND_CODE, name) ? COMMAND_CODE[name as CommandName] : undefined;
  if (!command) {
    process.stderr.write(`error: unknown command ${JSON.stringify(name)}\n${await usage()}`);
    return 2;
  }
  try {
    return await (await command())(rest);
  } catch (e) {
    const { message, code } = describeError(e);
    // a list of problems prints one line each (src/problems.ts); anything else one line
    const lines = e instanceof InputError ? errorLines(e) : [message.split("\n")[0]!];
    process.stderr.write(lines.map((l) => `error: ${l}\n`).join(""));
    if (code === 1 && process.env.FDB_UNIFIED_DEBUG) process.stderr.write(`${message}\n`);
    return code;
  }
}
