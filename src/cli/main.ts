/**
 * The command line: `fdb-unified <command> [flags]`. Each command lives in its own file and
 * returns an exit code; this file dispatches and maps errors to exit codes: 2 for bad input or
 * usage (one line), 1 for anything else.
 */
import { markRunStart } from "../cpu-load.js";
import { InputError } from "../errors.js";
import { errorLines } from "../problems/problem.js";
import { TOOL_VERSION } from "../version.js";

type Command = (argv: string[]) => Promise<number>;

const COMMANDS: Record<string, { summary: string; load: () => Promise<Command> }> = {
  score: { summary: "score a reference tree: unified.json, unified-samples.jsonl and a table", load: async () => (await import("./score.js")).scoreCommand },
  sweep: { summary: "interruption metrics across a grid of VAD settings, from cached probabilities (JSON or CSV)", load: async () => (await import("./sweep.js")).sweepCommand },
  report: { summary: "a self-contained HTML report (and PDF) with tables, intervals, plots and the VAD sweep", load: async () => (await import("./report.js")).reportCommand },
  official: { summary: "official v1.0 numbers recomputed from the transcripts, beside summary.json, with the four pitfalls counted", load: async () => (await import("./official.js")).officialCommand },
  compare: { summary: "compare two systems' trees of one dataset, paired by sample", load: async () => (await import("./compare.js")).compareCommand },
  table: { summary: "several systems in one table (Markdown, LaTeX, CSV or JSON), best values marked, optional baseline with Holm", load: async () => (await import("./table.js")).tableCommand },
  "export-tree": { summary: "write a plain Full-Duplex-Bench folder as a reference-shaped tree (manifest.json, asr.json)", load: async () => (await import("./export-tree.js")).exportTreeCommand },
  view: { summary: "one sample's audio, VAD probability, segments and words on one time axis (.svg, .png or .html with players)", load: async () => (await import("./view.js")).viewCommand },
  vad: { summary: "speech segments of one WAV file with Silero VAD v6.2", load: async () => { const m = "./vad.js"; return ((await import(m)) as { vadCommand: Command }).vadCommand; } },
};

export function usage(): string {
  const lines = ["usage: fdb-unified <command> [flags]", "", "commands:"];
  for (const [name, c] of Object.entries(COMMANDS)) lines.push(`  ${name.padEnd(10)} ${c.summary}`);
  lines.push("", "Run `fdb-unified <command> --help` for a command's flags.");
  return lines.join("\n") + "\n";
}

/** Map an error to its one-line message and exit code. */
export function describeError(e: unknown): { message: string; code: number } {
  if (e instanceof InputError) return { message: e.message, code: e.exitCode };
  return { message: (e as Error)?.stack ?? String(e), code: 1 };
}

export async function main(argv: string[]): Promise<number> {
  markRunStart(); // the window over which other work's CPU use is measured (src/cpu-load.ts)
  const [name, ...rest] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    process.stdout.write(usage());
    return name === undefined ? 2 : 0;
  }
  if (name === "--version") {
    process.stdout.write(`${TOOL_VERSION}\n`);
    return 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    process.stderr.write(`error: unknown command ${JSON.stringify(name)}\n${usage()}`);
    return 2;
  }
  try {
    return await (await command.load())(rest);
  } catch (e) {
    const { message, code } = describeError(e);
    // a list of problems prints one line each (src/problems/format.ts); anything else one line
    const lines = e instanceof InputError ? errorLines(e) : [message.split("\n")[0]!];
    process.stderr.write(lines.map((l) => `error: ${l}\n`).join(""));
    if (code === 1 && process.env.FDB_UNIFIED_DEBUG) process.stderr.write(`${message}\n`);
    return code;
  }
}
