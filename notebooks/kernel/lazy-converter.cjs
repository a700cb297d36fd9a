/**
 * Converters built when they are needed. tslab builds its converter (a TypeScript program over
 * lib.*.d.ts and @types/node: about three quarters of a second, most of the kernel's start)
 * before it opens its Jupyter sockets, so a client's first requests (kernel info, then the first
 * cell) wait for it. `lazyConverters(create)` wraps tslab's `createConverter` so that what it
 * returns builds the real converter only when a method first needs it: the kernel answers at
 * once, and a notebook whose cells are all remembered (cell-cache.cjs) never builds one. The
 * real converter is the one tslab would have built, with the same options; only the moment it
 * is built changes.
 */
"use strict";

/** `create` (tslab's createConverter), returning converters that build themselves on first use. */
function lazyConverters(create) {
  return (options) => {
    let real = null;
    const built = () => (real ??= create(options));
    return {
      convert: (prevDecl, src) => built().convert(prevDecl, src),
      inspect: (prevDecl, src, position) => built().inspect(prevDecl, src, position),
      complete: (prevDecl, src, position) => built().complete(prevDecl, src, position),
      addModule: (name, content, meta) => built().addModule(name, content, meta),
      close: () => real?.close(),
    };
  };
}

module.exports = { lazyConverters };
