/**
 * `fdb-unified control-inputs --dataset DIR --out DIR2`: write, for each eligible interruption
 * sample of a plain v1.0 folder, `DIR2/synthetic_user_interruption/<ID>/clean_input.wav`, its
 * input.wav with [S, R] muted (src/input/control-inputs.ts), so that the model can be run
 * on it and its clean_output.wav recorded (docs/matched-runs.md "Recording a control run"). A
 * reference tree, an --out inside or equal to DIR and an --out that already holds one of the files
 * are refused; the files are written as one unit, and the dataset is only read.
 */
import { join, relative } from "node:path";
import { UsageError } from "../errors.js";
import { controlInputs, refuseV15 } from "../input/control-inputs.js";
import { ignoredWarning } from "../input/tree/stray-subsets.js";
import { writeFilesAtomically } from "../io/atomic-write.js";
import { inputExists, isInside } from "../io/input.js";
import { checkOutputFolder } from "../io/out-path.js";
import { defineCommand, type Parsed, requiredFlag } from "./args.js";

/**
 * `--tree`, refused before the flags are parsed: a reference tree holds no input.wav; a v1.5 folder
 * given as one gets the v1.5 line at once (what to use instead), not a detour through --dataset.
 */
function refuseTree(argv: string[]): void {
  const at = argv.findIndex((a) => a === "--tree" || a.startsWith("--tree="));
  if (at < 0) return;
  const dir = argv[at]!.startsWith("--tree=") ? argv[at]!.slice("--tree=".length) : argv[at + 1];
  if (dir !== undefined && !dir.startsWith("--") && !inputExists(join(dir, "manifest.json"))) refuseV15(dir);
  throw new UsageError("--tree: a reference tree holds no input.wav; give the plain folder with --dataset DIR");
}

/** The clean inputs of the dataset written into a new folder outside it. */
function writeControlInputs(p: Parsed, usage: string): void {
  const dataset = requiredFlag(p, "dataset", usage);
  const out = requiredFlag(p, "out", usage);
  if (isInside(out, dataset))
    throw new UsageError(
      `--out ${out}: is the dataset folder ${dataset} or lies inside it; choose a folder outside it`,
    );
  checkOutputFolder(out, "--out");
  const r = controlInputs(dataset, { ignore: p.flags.get("ignore") ?? [] });
  for (const x of r.ignored) process.stderr.write(`${ignoredWarning(x)}\n`);
  const files = r.files.map((f) => ({ path: join(out, f.path), content: f.bytes }));
  const taken = files.filter((f) => inputExists(f.path));
  if (taken.length > 0) {
    const first = relative(out, taken[0]!.path);
    throw new UsageError(
      `--out ${out}: already holds ${first}${taken.length > 1 ? ` and ${taken.length - 1} more` : ""} ` +
        "of the files to write; choose a new folder or remove them",
    );
  }
  writeFilesAtomically(files);
  process.stdout.write(`wrote ${out}: ${files.length} clean_input.wav ([S, R] muted)\n`);
}

export const controlInputsCommand = defineCommand("control-inputs", writeControlInputs, refuseTree);
