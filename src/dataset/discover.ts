/**
 * Discovery of the official Full-Duplex-Bench v1.0 layout: `<DIR>/<subset>/<ID>/`, or the
 * `<DIR>/<subset>/<subset>/<ID>/` that the dataset zips unpack to. Every folder inside a subset
 * folder is a sample (hidden names and `__MACOSX` are skipped); other entries at the root are
 * ignored. Each sample lists the needed files it lacks.
 */
import { join } from "node:path";
import { inputError } from "../errors.js";
import { checkNotAFile, inputExists, isInputFolder, listFolder } from "../io/input.js";
import { checkSampleName, isDirectory } from "../tree/folders.js";
import { SUBSET_TASK, SUBSETS, type SubsetName, type Task } from "../tree/subsets.js";
import { neededFiles } from "./files.js";
import { byString } from "../order.js";

export interface PlainSampleDir {
  sampleId: string;
  subset: SubsetName;
  task: Task;
  name: string;
  folder: string;
  /** Needed files that are absent, in `neededFiles` order. */
  missing: string[];
}

export interface PlainSubsetDir {
  subset: SubsetName;
  task: Task;
  /** `"flat"` for `<subset>/<ID>/`, `"nested"` for `<subset>/<subset>/<ID>/`, `"absent"` without a folder. */
  layout: "flat" | "nested" | "absent";
  /** Sorted by name as strings. */
  samples: PlainSampleDir[];
}


/** Sample folder names inside `root`, sorted. */
function sampleFolders(root: string): string[] {
  return listFolder(root)
    .map((e) => e.name)
    .filter((n) => !n.startsWith(".") && n !== "__MACOSX" && isInputFolder(join(root, n)))
    .sort(byString);
}

function subsetDir(dir: string, subset: SubsetName): { layout: PlainSubsetDir["layout"]; root: string | null } {
  const outer = join(dir, subset);
  if (!isDirectory(outer)) return { layout: "absent", root: null };
  const inner = join(outer, subset);
  if (!isDirectory(inner)) return { layout: "flat", root: outer };
  const beside = sampleFolders(outer).filter((n) => n !== subset);
  if (beside.length > 0) {
    throw inputError(
      `${subset}/`,
      `holds both the nested folder ${subset}/${subset}/ and sample folders (${beside[0]}${beside.length > 1 ? ", ..." : ""}); keep one layout`,
    );
  }
  return { layout: "nested", root: inner };
}

/** The five subsets in order, each with its sample folders; fails when none is found. */
export function discoverDataset(dir: string): PlainSubsetDir[] {
  checkNotAFile(dir, "dataset folder");
  if (!isDirectory(dir)) throw inputError(dir, "dataset folder does not exist");
  if (inputExists(join(dir, "manifest.json"))) {
    throw inputError(dir, "holds manifest.json: this is a reference tree, score it with --tree");
  }
  const subsets = SUBSETS.map((subset): PlainSubsetDir => {
    const task = SUBSET_TASK[subset];
    const { layout, root } = subsetDir(dir, subset);
    const samples = root === null ? [] : sampleFolders(root).map((name): PlainSampleDir => {
      const sampleId = `${subset}/${name}`;
      checkSampleName(sampleId, name);
      if (/[\u0000-\u001f\u007f]/.test(name)) throw inputError(sampleId, "sample folder name holds a control character");
      const folder = join(root, name);
      const missing = neededFiles(task).filter((f) => !inputExists(join(folder, f), sampleId));
      return { sampleId, subset, task, name, folder, missing };
    });
    return { subset, task, layout, samples };
  });
  if (subsets.every((s) => s.layout === "absent")) {
    throw inputError(dir, `no Full-Duplex-Bench v1.0 subset folder found (expected ${SUBSETS.map((s) => `${s}/`).join(", ")})`);
  }
  return subsets;
}
