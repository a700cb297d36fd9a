/**
 * A loaded input with the name it goes by in comparisons, tables and reports (the command line's
 * `NAME=DIR`), and the check that the names of several inputs are distinct.
 */
import { UsageError } from "../errors.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";

/**
 * A loaded input and its name.
 *
 * @example
 * ```ts
 * import { loadInput, type NamedInput } from "fdb-unified";
 * const a: NamedInput = { name: "A", input: await loadInput("fixtures/tree") };
 * ```
 */
export interface NamedInput {
  name: string;
  input: LoadedInput;
}

/**
 * The inputs as sources, checked: at least `min`, each a named loaded input, no name twice. A source
 * is what the comparison and table edges of src/compare and src/text take: a name, a folder, a kind
 * and the loaded input.
 */
export function namedSources(where: string, inputs: readonly NamedInput[], min: number) {
  if (!Array.isArray(inputs) || inputs.length < min)
    throw new UsageError(`${where}: give at least ${min} inputs, each { name, input } with input from loadInput`);
  const seen = new Set<string>();
  return inputs.map((x, k) => {
    if (typeof x?.name !== "string" || x.name === "" || typeof x.input?.source?.dir !== "string")
      throw new UsageError(`${where}[${k}]: give { name, input } with a non-empty name and input from loadInput`);
    if (seen.has(x.name))
      throw new UsageError(`${where}[${k}]: two inputs are named ${JSON.stringify(x.name)}; give each its own name`);
    seen.add(x.name);
    return { name: x.name, dir: x.input.source.dir, kind: x.input.source.kind, loaded: x.input };
  });
}
