/**
 * `fdb-unified official --tree|--dataset DIR [--icc-distribution FILE] [--backchannel-sr native|16000]
 * [--json]`: recompute what the official v1.0 scripts would print, count the four pitfalls, and
 * compare with a hash-matched summary.json. It writes nothing. The backchannel part is an edge:
 * it takes each eligible icc_backchannel output.wav and output.json, read by the input's loader
 * (in a reference tree hash-checked against the manifest.json and asr.json it loaded; a plain
 * folder pins nothing), and runs Silero on the audio. The distribution file is read and checked
 * by src/input/tree/icc-distribution.ts: before the input is loaded, then for the keys of the samples
 * scored.
 */
import { parseWav } from "../audio/wav.js";
import { inputError, UsageError } from "../errors.js";
import type { BackchannelInput } from "../official/backchannel.js";
import { officialConsole } from "../text/console-official.js";
import { officialJsonText, officialReport } from "../official/result.js";
import { officialSegmentsSeconds } from "../official/vad-seconds.js";
import { computeRows } from "../unified/family.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import { VAD_RATE } from "../vad/silero.js";
import { sha256Hex } from "../sha256.js";
import { parseWith } from "../input/tree/read.js";
import { TranscriptSchema } from "../input/tree/schemas.js";
import { type IccDistribution, readIccDistribution, requireIccKeys } from "../input/tree/icc-distribution.js";
import { sampleFile } from "../input/load.js";
import { defineCommand, flag, type Parsed } from "./args.js";
import { loadSource, sourceFromFlags } from "./source.js";
import { analyzerFromFlags } from "./vad-edge.js";

/** How the VAD sees a backchannel output.wav that is not 16 kHz (a reference tree's always is). */
export type BackchannelRate = "native" | "16000";

/** Probabilities and the rate the VAD is told, for one analysed file. */
async function vadInput(
  id: string,
  bytes: Uint8Array,
  a: { sampleRate: number; channels: number; bitDepth: number; nSamples: number; probs: Float32Array | null },
  rate: BackchannelRate,
  modelPath: string | undefined,
): Promise<{ probs: ArrayLike<number>; nSamples: number; vadRate: number }> {
  if (a.channels !== 1)
    throw inputError(id, `output.wav has ${a.channels} channels; the official VAD errors on input that is not mono`);
  if (a.sampleRate === VAD_RATE && a.probs) return { probs: a.probs, nSamples: a.nSamples, vadRate: VAD_RATE };
  const w = parseWav(bytes);
  if (w.format !== "pcm" || w.bitDepth !== 16)
    throw inputError(id, `output.wav is ${w.bitDepth}-bit ${w.format}; expected 16-bit PCM`);
  const { probabilitiesFor } = await import("../vad/engine/analyze.js");
  // With 16000, as before the upstream "pin VAD sampling rate" change: the samples analysed as 16 kHz (mono).
  let samples = w.samples;
  if (rate === "native") {
    if (a.sampleRate === 8000 && a.probs) return { probs: a.probs, nSamples: a.nSamples, vadRate: 8000 };
    if (a.sampleRate <= VAD_RATE || a.sampleRate % VAD_RATE !== 0)
      throw inputError(
        id,
        `output.wav is ${a.sampleRate} Hz; Silero takes 8000 Hz or multiples of 16000 Hz at its ` +
          `native rate (use --backchannel-sr 16000 for the analysis as 16 kHz)`,
      );
    // Silero's own decimation for multiples of 16 kHz: every step-th sample, no filter.
    const step = a.sampleRate / VAD_RATE;
    samples = new Int16Array(Math.ceil(w.nSamples / step));
    for (let i = 0; i < samples.length; i++) samples[i] = w.samples[i * step]!;
  }
  const probs = await probabilitiesFor(samples, VAD_RATE, { modelPath });
  return { probs, nSamples: samples.length, vadRate: VAD_RATE };
}

/** The backchannel samples the official script scores: eligible, all-digit names, in name order. */
async function backchannelInputs(
  tree: LoadedInput,
  p: Parsed,
  distribution: IccDistribution,
  rate: BackchannelRate,
): Promise<BackchannelInput[]> {
  const subset = tree.subsets.find((s) => s.subset === "icc_backchannel")!;
  const samples = subset.samples.filter((s) => s.eligible && /^[0-9]+$/.test(s.name));
  requireIccKeys(
    distribution,
    samples.map((s) => s.name),
  );
  const prepared = samples.map((s) => {
    const id = s.sampleId;
    const reference = distribution.lists[s.name]!; // a prototype-less record: any sample name is a plain key
    const transcriptFile = sampleFile(tree, s, "output.json");
    if (transcriptFile === null) throw inputError(id, "output.json is missing");
    const bytes = transcriptFile.bytes;
    // a reference tree pins both files (manifest.json, asr.json); a plain folder pins nothing
    let wavSha: string | null = null;
    if (tree.receipts !== undefined) {
      const { manifest, asr } = tree.receipts;
      wavSha = manifest.samples.find((r) => r.sample_id === id)?.files["output.wav"] ?? null;
      if (wavSha === null) throw inputError(id, "manifest row has no sha256 for output.wav");
      const transcriptSha = asr.subsets["icc_backchannel"]?.transcripts[s.name];
      if (transcriptSha === undefined) throw inputError(id, "asr.json has no transcript hash for this sample");
      const sha = sha256Hex(bytes);
      if (sha !== transcriptSha)
        throw inputError(id, `output.json sha256 ${sha} does not match asr.json ${transcriptSha}`);
    }
    const transcript = parseWith(bytes, TranscriptSchema, id, "output.json");
    const chunks = transcript.chunks.map((c) => ({ start: c.timestamp[0], end: c.timestamp[1] }));
    const wav = sampleFile(tree, s, "output.wav");
    if (wav === null) throw inputError(id, "output.wav is missing");
    return { id, wav, wavSha, reference, chunks };
  });
  const analysis = await analyzerFromFlags(p)(
    prepared.map((x) => x.wav.path),
    tree.source.dir,
  );
  const inputs: BackchannelInput[] = [];
  for (const [k, x] of prepared.entries()) {
    const a = analysis.results[k]!;
    if (x.wavSha !== null && a.fileSha256 !== x.wavSha)
      throw inputError(x.id, `output.wav sha256 ${a.fileSha256} does not match manifest.json ${x.wavSha}`);
    if (a.nSamples === 0) throw inputError(x.id, "output.wav is empty; the official script would divide by zero");
    const v = await vadInput(x.id, x.wav.bytes, a, rate, flag(p, "vad-model"));
    inputs.push({
      sampleId: x.id,
      T: a.nSamples / a.sampleRate,
      segments: officialSegmentsSeconds(v.probs, v.nSamples, v.vadRate),
      chunks: x.chunks,
      reference: x.reference,
    });
  }
  return inputs;
}

function backchannelRate(p: Parsed): BackchannelRate {
  const raw = flag(p, "backchannel-sr");
  if (raw === undefined) return "native";
  if (raw !== "native" && raw !== "16000")
    throw new UsageError(`--backchannel-sr: ${JSON.stringify(raw)} is not native or 16000`);
  if (flag(p, "icc-distribution") === undefined)
    throw new UsageError("--backchannel-sr: only applies with --icc-distribution");
  return raw;
}

export const officialCommand = defineCommand("official", async (p, usage) => {
  const src = sourceFromFlags(p, usage);
  const rate = backchannelRate(p);
  const distPath = flag(p, "icc-distribution");
  // the file's own problems stop the run before the input is loaded; its keys are checked once the samples are known
  const distribution = distPath === undefined ? null : readIccDistribution(distPath);
  const tree = await loadSource(src, p, {
    // the official part reads the file itself, keyed by the samples the official script scores
    files: false,
    v15:
      "the official v1.0 numbers have no v1.5 counterpart here; " +
      `score its matched runs with fdb-unified score --dataset ${src.dir}`,
  });
  const rows = computeRows(tree);
  const backchannel = distribution === null ? null : await backchannelInputs(tree, p, distribution, rate);
  const report = officialReport(tree, rows, backchannel);
  process.stdout.write(p.switches.has("json") ? officialJsonText(report) : officialConsole(report));
});
