/**
 * Require a CommonJS package while some of its own dependencies stay unloaded until the package
 * first uses them. danfojs loads mathjs and xlsx as it starts (0.45 s of its 0.7 s) but calls
 * them only in `std`, `median`, `mode`, `variance` and the Excel readers and writers, which a
 * notebook showing DataFrames never reaches.
 *
 * While the package loads, each deferred dependency's entry in the require cache holds a
 * stand-in whose property reads load the real module (once) and read from it; the stand-ins are
 * taken out of the cache as soon as the package has loaded, so anyone else requiring the
 * dependency later gets the real module. Only for dependencies the package reads as
 * `dep.name` at call time, never at load time (a read at load time would just load it then).
 */
import Module, { createRequire } from "node:module";

/** `id` required from `from` (a file path), with `deferred` (resolved from the package) left unloaded until used. */
export function requireDeferring(from: string, id: string, deferred: readonly string[]): unknown {
  const req = createRequire(from);
  const packageRequire = createRequire(req.resolve(id));
  const placed = new Map<string, Module>();
  for (const dep of deferred) {
    const file = packageRequire.resolve(dep);
    if (req.cache[file]) continue;
    let real: object | null = null;
    const load = (): object => (real ??= packageRequire(dep) as object);
    const standIn = new Module(file);
    standIn.filename = file;
    standIn.loaded = true;
    standIn.exports = new Proxy(
      {},
      { get: (_, key) => Reflect.get(load(), key), has: (_, key) => Reflect.has(load(), key) },
    );
    req.cache[file] = standIn;
    placed.set(file, standIn);
  }
  try {
    return req(id);
  } finally {
    for (const [file, standIn] of placed) if (req.cache[file] === standIn) delete req.cache[file];
  }
}
