/**
 * The inputs of the commands that read several inputs or one (`report`, `compare`, `table`,
 * `sweep`, `view`), whatever their version: which version each input is (from its subset folder
 * names, before anything is read), the refusal of a v1.0 and a v1.5 input in one command, the
 * family that scores them, and `--subsets` over that family's subset names.
 */
import { UsageError } from "../errors.js";
import type { DatasetVersion } from "../input/kind.js";
import { inputVersion } from "../input/load.js";
import type { Family } from "../metrics/family.js";
import { parseSubsetChoice, type SubsetChoice } from "../metrics/subset-choice.js";
import { familyFor } from "../score/families.js";
import { flag, type Parsed } from "./args.js";
import { COMMAND_SPECS, type CommandName } from "./commands.js";
import type { FlagRow } from "./flags.js";
import type { Source } from "./source.js";

/** The family that scores these inputs, all of one version; both versions at once is a usage error naming which input is which. */
export function familyOfSources(sources: readonly Source[], p: Parsed): Family {
  const ignore = p.flags.get("ignore") ?? [];
  const versions = sources.map((s) => inputVersion(s, ignore));
  if (versions.every((v) => v === versions[0])) return familyFor(versions[0] ?? "v1.0");
  const named = (v: DatasetVersion) =>
    sources
      .filter((_, k) => versions[k] === v)
      .map((s) => s.name)
      .join(", ");
  throw new UsageError(
    `--tree, --dataset: ${named("v1.5")} ${versions.filter((v) => v === "v1.5").length === 1 ? "is" : "are"} ` +
      `Full-Duplex-Bench v1.5, ${named("v1.0")} v1.0; give inputs of one version (v1.5 folders are scored by their matched runs)`,
  );
}

/**
 * Refuse a flag the command's table declares for the inputs of another family (`FlagRow.family`):
 * one line naming the flag, the inputs' version and why.
 */
export function refuseFamilyFlags(p: Parsed, command: CommandName, family: Family): void {
  for (const row of COMMAND_SPECS[command].flags as readonly FlagRow[]) {
    if (row.family === undefined || row.family.takes(family)) continue;
    if (p.flags.has(row.name) || p.switches.has(row.name))
      throw new UsageError(`--${row.name}: not for a ${family.scores} input (${row.family.why})`);
  }
}

/** `--subsets`: subset names of the family, comma-separated; absent, every subset (null). */
export function subsetChoiceFromFlags(p: Parsed, family: Family): SubsetChoice {
  return parseSubsetChoice(flag(p, "subsets"), family.subsets);
}
