/**
 * `fdb-unified export-tree --dataset DIR --out NEW_DIR`: write a plain Full-Duplex-Bench v1.0
 * folder as a reference-shaped tree (manifest.json, asr.json, one folder per eligible sample with
 * 16 kHz mono output.wav) into a new folder outside the dataset, so that `--tree NEW_DIR` works
 * with every command. The dataset itself is only read.
 */
import { inputVersion, v15Refusal } from "../input/load.js";
import { exportTree } from "../input/plain/export.js";
import { ignoredWarning } from "../input/tree/stray-subsets.js";
import { defineCommand, requiredFlag } from "./args.js";
import { checkOutputFolder } from "../io/out-path.js";

export const exportTreeCommand = defineCommand("export-tree", (p, usage) => {
  const dataset = requiredFlag(p, "dataset", usage);
  const out = requiredFlag(p, "out", usage);
  checkOutputFolder(out, "--out");
  if (inputVersion({ kind: "dataset", dir: dataset }, p.flags.get("ignore") ?? []) === "v1.5")
    throw v15Refusal(
      dataset,
      `export-tree writes v1.0 trees only; score it with fdb-unified score --dataset ${dataset}`,
    );
  const r = exportTree(dataset, out, {
    ignore: p.flags.get("ignore") ?? [],
    onIgnored: (x) => process.stderr.write(`${ignoredWarning(x)}\n`),
  });
  process.stdout.write(
    `wrote ${out}: ${r.samples} samples (${r.eligible} eligible), manifest.json, asr.json; ` +
      `${r.converted.length} output.wav converted to 16 kHz mono PCM16\n`,
  );
});
