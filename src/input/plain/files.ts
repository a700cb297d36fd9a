/**
 * Which files of a plain Full-Duplex-Bench sample folder the scorer needs, per dataset task. A
 * sample missing a needed file is ineligible with the reason "<file> missing" (one per missing
 * file, in the order listed here). What is hashed into `dataset_sha256` is read.ts's rule.
 */
import { ANNOTATION_FILE, type Task } from "../tree/subsets.js";

/** Files whose absence makes the sample ineligible, in the order the reasons are listed. */
export function neededFiles(task: Task): string[] {
  const annotation = ANNOTATION_FILE[task];
  return ["input.wav", ...(annotation ? [annotation] : []), "output.wav", "output.json"];
}

/** The reason an ineligible sample lists for a missing file. */
export function missingReason(file: string): string {
  return `${file} missing`;
}
