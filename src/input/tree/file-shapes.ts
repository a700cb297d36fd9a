/**
 * The JSON files of a reference tree as the scorer reads them, as plain types: the fields it
 * uses, every other field passed through. The zod schemas of schemas.ts produce exactly these
 * (each is checked against its type there: a schema that stopped fitting would not compile).
 * They are kept apart from zod so that the declarations naming them, which a notebook's import
 * reads, do not make tslab read zod's as well (about 0.3 s of a notebook's first run).
 */

/** One row of manifest.json. */
export interface ManifestRow {
  sample_id: string;
  subset: string;
  task: string;
  eligible: boolean;
  reasons: string[];
  input?: { samples: number; [key: string]: unknown };
  /** sha256 of each file of the sample folder, by file name. */
  files: Record<string, string>;
  [key: string]: unknown;
}

/** manifest.json. */
export interface Manifest {
  samples: ManifestRow[];
  [key: string]: unknown;
}

/** asr.json: the sha256 of each sample's output.json, by subset and sample name. */
export interface AsrReceipt {
  subsets: Record<string, { task?: string; transcripts: Record<string, string>; [key: string]: unknown }>;
  [key: string]: unknown;
}

/** The judge block of a summary.json subset. */
export type SummaryJudge =
  | {
      official?: boolean;
      returned_models?: Record<string, unknown> | string[];
      sent_models?: Record<string, unknown> | string[];
      [key: string]: unknown;
    }
  | null
  | undefined;

/** summary.json: the official results the tree was made with. */
export interface Summary {
  manifest_sha256: string;
  asr_sha256: string;
  subsets: Record<string, { result: Record<string, number>; judge?: SummaryJudge; [key: string]: unknown }>;
  [key: string]: unknown;
}

/** A sample's output.json: the ASR words with their [start, end] in seconds (end may be null). */
export interface Transcript {
  text?: string;
  chunks: { text?: string; timestamp: [number, number | null]; [key: string]: unknown }[];
  [key: string]: unknown;
}
