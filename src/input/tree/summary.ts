/**
 * The reference column: `summary.json` supplies official numbers only when its manifest and ASR
 * hashes equal those of the tree's files. A judge other than the official one is labelled with
 * its model names (returned models, else sent models), sorted and joined with ", ".
 */
import type { Summary } from "./file-shapes.js";

export type ReferenceStatus =
  | { status: "absent" }
  | { status: "mismatch"; changed: string[] }
  | { status: "matched"; summary: Summary };

export function referenceStatus(summary: Summary | null, manifestSha256: string, asrSha256: string): ReferenceStatus {
  if (summary === null) return { status: "absent" };
  const changed: string[] = [];
  if (summary.manifest_sha256 !== manifestSha256) changed.push("manifest.json");
  if (summary.asr_sha256 !== asrSha256) changed.push("asr.json");
  return changed.length ? { status: "mismatch", changed } : { status: "matched", summary };
}

/** One line saying why the reference column is left out. */
export function describeReferenceStatus(ref: ReferenceStatus): string | null {
  if (ref.status === "absent") return "no summary.json: reference column left out";
  if (ref.status === "mismatch") {
    return `summary.json was written from another ${ref.changed.join(" and ")}: reference column left out`;
  }
  return null;
}

function names(v: Record<string, unknown> | string[] | undefined): string[] {
  if (v === undefined) return [];
  return (Array.isArray(v) ? [...v] : Object.keys(v)).sort();
}

/** "official", or the judge's model names, or null when the subset has no judge. */
export function judgeLabel(judge: Summary["subsets"][string]["judge"]): string | null {
  if (!judge) return null;
  if (judge.official === true) return "official";
  const returned = names(judge.returned_models);
  return (returned.length ? returned : names(judge.sent_models)).join(", ") || "unofficial judge";
}
