/**
 * zod schemas for the files of a reference tree. They check only the fields the scorer reads
 * (other fields pass through untouched) and describe a failure as one line with its JSON path.
 * Numbers may be NaN or infinite here: the range checks in `checks.ts` report those by name.
 */
import { z } from "zod";

/**
 * A JSON object as a record keyed by any string, values checked by `value`. Unlike `z.record`,
 * which builds a plain object and so silently drops a key such as `__proto__`, the result has
 * no prototype and keeps every own key: sample names like `__proto__`, `constructor` or
 * `toString` are ordinary keys.
 */
export function keyedRecord<V extends z.ZodType>(value: V) {
  return z
    .custom<Record<string, unknown>>((x) => x !== null && typeof x === "object" && !Array.isArray(x), { message: "expected an object" })
    .transform((x, ctx) => {
      const out = Object.create(null) as Record<string, z.infer<V>>;
      for (const k of Object.keys(x)) {
        const r = value.safeParse(x[k]);
        if (!r.success) {
          for (const issue of r.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: [k, ...issue.path] });
          return z.NEVER;
        }
        out[k] = r.data;
      }
      return out;
    });
}

const num = z.custom<number>((v) => typeof v === "number", { message: "expected a number" });
const sha = z.string().regex(/^[0-9a-f]{64}$/, "expected a lowercase sha256 hex digest");

export const ManifestRow = z.looseObject({
  sample_id: z.string(),
  subset: z.string(),
  task: z.string(),
  eligible: z.boolean(),
  reasons: z.array(z.string()),
  input: z.looseObject({ samples: z.number().int().nonnegative() }).optional(),
  files: keyedRecord(sha),
});
export type ManifestRow = z.infer<typeof ManifestRow>;

export const Manifest = z.looseObject({
  samples: z.array(ManifestRow),
});
export type Manifest = z.infer<typeof Manifest>;

export const AsrReceipt = z.looseObject({
  subsets: z.record(
    z.string(),
    z.looseObject({ task: z.string().optional(), transcripts: keyedRecord(sha) }),
  ),
});
export type AsrReceipt = z.infer<typeof AsrReceipt>;

const Judge = z
  .looseObject({
    official: z.boolean().optional(),
    returned_models: z.union([z.record(z.string(), z.unknown()), z.array(z.string())]).optional(),
    sent_models: z.union([z.record(z.string(), z.unknown()), z.array(z.string())]).optional(),
  })
  .nullable()
  .optional();

export const Summary = z.looseObject({
  manifest_sha256: z.string(),
  asr_sha256: z.string(),
  subsets: z.record(
    z.string(),
    z.looseObject({ result: z.record(z.string(), num), judge: Judge }),
  ),
});
export type Summary = z.infer<typeof Summary>;

export const Transcript = z.looseObject({
  text: z.string().optional(),
  chunks: z.array(
    z.looseObject({
      text: z.string().optional(),
      timestamp: z.tuple([num, num.nullable()]),
    }),
  ),
});
export type Transcript = z.infer<typeof Transcript>;

const Span = z.looseObject({ timestamp: z.tuple([num, num]) });

export const PauseAnnotation = z.array(Span);
export const TurnTakingAnnotation = z.array(Span).min(1, "expected at least one entry");
export const InterruptAnnotation = z.array(Span).min(1, "expected at least one entry");

/** One line describing the first problem zod found, with its path inside the file. */
export function describeZodError(err: z.ZodError): string {
  const issue = err.issues[0];
  if (!issue) return "invalid";
  const path = issue.path
    .map((p, k) => (typeof p === "number" ? `[${p}]` : k === 0 ? String(p) : `.${String(p)}`))
    .join("");
  return path ? `${path}: ${issue.message}` : issue.message;
}
