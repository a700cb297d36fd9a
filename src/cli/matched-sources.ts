/**
 * The v1.5 inputs of the commands that read several inputs or one (`report`, `compare`, `table`,
 * `sweep`, `view`): which version each input is (from its subset folder names, before anything
 * is read), the refusal of a v1.0 and a v1.5 input in one command, the check that every v1.5
 * input holds one dataset (the same input.wav, clean_input.wav and metadata.json per sample id)
 * before any VAD runs, the loads, and `--subsets` over the v1.5 subset names.
 */
import { checkSameDataset } from "../compare/same-dataset.js";
import { UsageError } from "../errors.js";
import type { DatasetVersion } from "../input/kind.js";
import { inputAnnotationHashes, inputVersion, isMatchedInput } from "../input/load.js";
import { MATCHED_SUBSETS, type MatchedSubset } from "../matched/constants.js";
import type { LoadedMatchedInput } from "../matched/score.js";
import type { Parsed } from "./args.js";
import type { LoadedMatchedSystem } from "./matched-views.js";
import { loadAnySource, type Source } from "./source.js";

/** Each input's version; both versions at once is a usage error naming which input is which. */
export function versionOf(sources: readonly Source[], p: Parsed): DatasetVersion {
  const ignore = p.flags.get("ignore") ?? [];
  const versions = sources.map((s) => inputVersion(s, ignore));
  if (versions.every((v) => v === versions[0])) return versions[0] ?? "v1.0";
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

/** Load one v1.5 input (refusing a v1.0 one, which `versionOf` has already ruled out). */
export async function loadMatchedSource(src: Source, p: Parsed): Promise<LoadedMatchedInput> {
  const loaded = await loadAnySource(src, p);
  if (!isMatchedInput(loaded)) throw new UsageError(`--dataset: ${src.name} is not a Full-Duplex-Bench v1.5 folder`);
  return loaded;
}

/** Every input checked to hold the first one's dataset before any VAD runs, then each loaded. */
export async function loadMatchedSystems(
  sources: readonly Source[],
  p: Parsed,
  onLoad?: (k: number, n: number, src: Source) => void,
): Promise<LoadedMatchedSystem[]> {
  const hashes = sources.map((s) => inputAnnotationHashes(s));
  for (let k = 1; k < sources.length; k++)
    checkSameDataset(hashes[0]!, hashes[k]!, [sources[0]!.name, sources[k]!.name], "folders");
  const out: LoadedMatchedSystem[] = [];
  for (const [k, s] of sources.entries()) {
    onLoad?.(k, sources.length, s);
    out.push({ name: s.name, input: await loadMatchedSource(s, p), hashes: hashes[k]! });
  }
  return out;
}

/** `--subsets` of a v1.5 command: v1.5 subset names, comma-separated; absent, every subset (null). */
export function matchedSubsetChoice(raw: string | undefined): MatchedSubset[] | null {
  if (raw === undefined) return null;
  const names = raw.split(",").map((s) => s.trim());
  const bad = names.find((n) => !(MATCHED_SUBSETS as readonly string[]).includes(n));
  if (bad !== undefined)
    throw new UsageError(
      `--subsets: ${JSON.stringify(bad)} is not a v1.5 subset; give some of ${MATCHED_SUBSETS.join(", ")}`,
    );
  return MATCHED_SUBSETS.filter((x) => names.includes(x));
}
