/**
 * zod schemas for the files of a reference tree. They check only the fields the scorer reads
 * (other fields pass through untouched); shape-words.ts says a failure in words.
 * Numbers may be NaN or infinite here: the range checks in `checks.ts` report those by name.
 * What each produces is a plain type of file-shapes.ts, checked here by `producing`.
 */
import { z } from "zod";
import type { AsrReceipt, Manifest, ManifestRow, Summary, Transcript } from "./file-shapes.js";

/** `schema` as it is, when what it produces fits `T` (otherwise this does not compile). */
const producing =
  <T>() =>
  <S extends z.ZodType<T>>(schema: S): S =>
    schema;

/**
 * A JSON object as a record keyed by any string, values checked by `value`. Unlike `z.record`,
 * which builds a plain object and so silently drops a key such as `__proto__`, the result has
 * no prototype and keeps every own key: sample names like `__proto__`, `constructor` or
 * `toString` are ordinary keys.
 */
export function keyedRecord<V extends z.ZodType>(value: V) {
  return z
    .custom<Record<string, unknown>>((x) => x !== null && typeof x === "object" && !Array.isArray(x), {
      message: "expected an object",
    })
    .transform((x, ctx) => {
      const out = Object.create(null) as Record<string, z.infer<V>>;
      for (const k of Object.keys(x)) {
        const r = value.safeParse(x[k]);
        if (!r.success) {
          for (const issue of r.error.issues)
            ctx.addIssue({ code: "custom", message: issue.message, path: [k, ...issue.path] });
          return z.NEVER;
        }
        out[k] = r.data;
      }
      return out;
    });
}

const num = z.custom<number>((v) => typeof v === "number", { message: "expected a number" });
const sha = z.string().regex(/^[0-9a-f]{64}$/, "expected a lowercase sha256 hex digest");

const ManifestRowSchema = producing<ManifestRow>()(
  z.looseObject({
    sample_id: z.string(),
    subset: z.string(),
    task: z.string(),
    eligible: z.boolean(),
    reasons: z.array(z.string()),
    input: z.looseObject({ samples: z.number().int().nonnegative() }).optional(),
    files: keyedRecord(sha),
  }),
);

export const ManifestSchema = producing<Manifest>()(
  z.looseObject({
    samples: z.array(ManifestRowSchema),
  }),
);

export const AsrReceiptSchema = producing<AsrReceipt>()(
  z.looseObject({
    subsets: z.record(z.string(), z.looseObject({ task: z.string().optional(), transcripts: keyedRecord(sha) })),
  }),
);

const Judge = z
  .looseObject({
    official: z.boolean().optional(),
    returned_models: z.union([z.record(z.string(), z.unknown()), z.array(z.string())]).optional(),
    sent_models: z.union([z.record(z.string(), z.unknown()), z.array(z.string())]).optional(),
  })
  .nullable()
  .optional();

export const SummarySchema = producing<Summary>()(
  z.looseObject({
    manifest_sha256: z.string(),
    asr_sha256: z.string(),
    subsets: z.record(z.string(), z.looseObject({ result: z.record(z.string(), num), judge: Judge })),
  }),
);

export const TranscriptSchema = producing<Transcript>()(
  z.looseObject({
    text: z.string().optional(),
    chunks: z.array(
      z.looseObject({
        text: z.string().optional(),
        timestamp: z.tuple([num, num.nullable()]),
      }),
    ),
  }),
);

const Span = z.looseObject({ timestamp: z.tuple([num, num]) });

export const PauseAnnotation = z.array(Span);
export const TurnTakingAnnotation = z.array(Span).min(1, "expected at least one entry");
export const InterruptAnnotation = z.array(Span).min(1, "expected at least one entry");
