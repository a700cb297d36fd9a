/**
 * Test helpers for hostile inputs: a small valid reference tree (one sample of each scored kind
 * plus a backchannel), a small valid plain folder, and the CLI run in a child process with a
 * hard timeout (a guard against hangs: a hung run fails with code null, never blocks the suite).
 */
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, lstatSync, readlinkSync } from "node:fs";
import { join, relative } from "node:path";
import { buildTree, encodeWav, loudSpans, type SampleSpec } from "../helpers/tree.js";
import { buildPlain, sampleFiles } from "../dataset/build.js";
import { REPO, SUMMARY_LINE } from "../helpers/cli.js";

const BIN = join(REPO, "bin", "fdb-unified.js");

export const P = "synthetic_pause_handling" as const;
export const TT = "candor_turn_taking" as const;
export const UI = "synthetic_user_interruption" as const;

export function smallSpecs(names: { p?: string; tt?: string; ui?: string } = {}): SampleSpec[] {
  return [
    {
      subset: P,
      name: names.p ?? "1",
      samples: 64000,
      words: [
        [0.5, 1],
        [3.2, null],
      ],
      annotation: [{ timestamp: [1.5, 2.5] }],
    },
    { subset: P, name: "2", eligible: false },
    { subset: TT, name: names.tt ?? "1", samples: 64000, words: [[2.5, 3]], annotation: [{ timestamp: [2, 2.2] }] },
    {
      subset: UI,
      name: names.ui ?? "1",
      samples: 64000,
      words: [[3, 3.5]],
      annotation: [{ timestamp: [1, 2] }],
      wav: encodeWav(
        loudSpans(4, [
          [0.5, 1.5],
          [3, 3.5],
        ]),
      ),
    },
    { subset: "icc_backchannel", name: "0", samples: 16000, wav: encodeWav(new Int16Array(16000)) },
  ];
}

export function smallTree(names: { p?: string; tt?: string; ui?: string } = {}, summary = true): string {
  return buildTree(smallSpecs(names), { summary });
}

export function smallPlain(): string {
  return buildPlain({
    ...sampleFiles(`${P}/1`, "pause.json", [{ timestamp: [1, 1.5] }], { T: 3 }),
    ...sampleFiles(`${TT}/1`, "turn_taking.json", [{ timestamp: [1, 1.2] }], { T: 3 }),
    ...sampleFiles(`${UI}/1`, "interrupt.json", [{ timestamp: [0.5, 1] }], {
      T: 3,
      wav: encodeWav(
        loudSpans(3, [
          [0.2, 0.8],
          [1.5, 2],
        ]),
      ),
    }),
  });
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Run the CLI synchronously; a run still going after `timeoutMs` is killed (code null). */
export function cli(args: string[], env: NodeJS.ProcessEnv = {}, timeoutMs = 30_000): Run {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    encoding: "utf8",
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    timeout: timeoutMs,
    killSignal: "SIGKILL",
  });
  return { code: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
}

/** The same, asynchronously (for bounded-concurrency batches). */
export function cliAsync(args: string[], env: NodeJS.ProcessEnv = {}, timeoutMs = 60_000): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Every entry under `dir` (files by content, symlinks by target, other kinds by kind), sorted. */
export function listing(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      const s = lstatSync(p);
      const rel = relative(dir, p);
      if (s.isSymbolicLink()) out.set(rel, `link:${readlinkSync(p)}`);
      else if (s.isDirectory()) {
        out.set(rel, `dir:${s.mode}`);
        walk(p);
      } else if (s.isFile()) out.set(rel, `file:${s.mode}:${readFileSync(p).toString("base64")}`);
      else out.set(rel, `other:${s.mode}`);
    }
  };
  walk(dir);
  return out;
}

/**
 * One problem on stderr: one `error: ...` line, with no stack trace, and the summary line after
 * it when the problem came from a checked list (a load); an error that stops a run before (a
 * flag, an output path) is its one line.
 */
export function isOneErrorLine(stderr: string): boolean {
  if (/\n\s+at /.test(stderr)) return false;
  const m = /^(error: [^\n]+)\n(?:(error: [^\n]+)\n)?$/.exec(stderr);
  return m !== null && !SUMMARY_LINE.test(m[1]!) && (m[2] === undefined || SUMMARY_LINE.test(m[2]));
}

/**
 * What bad input prints on stderr: one `error: ...` line per problem, at most 50, and the summary
 * line, each short, with no stack trace.
 */
export function isErrorLines(stderr: string, maxLength = 500): boolean {
  if (!stderr.endsWith("\n") || /\n\s+at /.test(stderr)) return false;
  const lines = stderr.slice(0, -1).split("\n");
  return lines.length >= 1 && lines.length <= 51 && lines.every((l) => /^error: \S/.test(l) && l.length <= maxLength);
}

/** A pid that does not exist now (pid_max is at most 2^22). */
export function deadPid(): number {
  for (let pid = 4_194_000; ; pid--) {
    try {
      process.kill(pid, 0);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ESRCH") return pid;
    }
  }
}
