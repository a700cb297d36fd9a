/**
 * Which files of a plain Full-Duplex-Bench sample folder the scorer needs and which it reads,
 * per dataset task. A sample missing a needed file is ineligible with the reason
 * "<file> missing" (one per missing file, in the order listed here); only the read files are
 * hashed into `dataset_sha256`.
 */
import { ANNOTATION_FILE, type Task } from "../tree/subsets.js";

/** Files whose absence makes the sample ineligible, in the order the reasons are listed. */
export function neededFiles(task: Task): string[] {
  const annotation = ANNOTATION_FILE[task];
  return ["input.wav", ...(annotation ? [annotation] : []), "output.wav", "output.json"];
}

/**
 * Files the scorer reads (and hashes) for an eligible sample. `output.wav` is read only for
 * user interruption (the VAD); backchannel samples are counted, not scored, so nothing is read.
 */
export function readFiles(task: Task): string[] {
  const annotation = ANNOTATION_FILE[task];
  if (annotation === null) return [];
  return task === "user_interruption" ? ["input.wav", annotation, "output.json", "output.wav"] : ["input.wav", annotation, "output.json"];
}

/** The reason an ineligible sample lists for a missing file. */
export function missingReason(file: string): string {
  return `${file} missing`;
}
