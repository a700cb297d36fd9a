/**
 * Converters built when they are needed. tslab builds its converter (a TypeScript program over
 * lib.*.d.ts and @types/node: about three quarters of a second, most of the kernel's start)
 * before it opens its Jupyter sockets, so a client's first requests (kernel info, then the first
 * cell) wait for it. `lazyConverters(create)` wraps tslab's `createConverter` so that what it
 * returns builds the real converter only when a method first needs it: the kernel answers at
 * once, and a notebook whose cells are all remembered (cell-cache.cjs) never builds one.
 *
 * When the cells are unlikely to be remembered (none is stored for this environment yet, or the
 * cell cache is off), waiting for the first cell would put the whole build in front of it; then
 * `buildAfterKernelInfo` starts the build just after the kernel answers the client's first
 * kernel-info request, while the client finishes connecting (its replies are already queued in
 * the socket's own thread). The real converter is the one tslab would have built, with the same
 * options; only the moment it is built changes.
 */
"use strict";

/**
 * `create` (tslab's createConverter), returning converters that build themselves on first use;
 * its `buildNow()` builds every converter made so far that is not built yet.
 */
function lazyConverters(create) {
  const unbuilt = new Set();
  const lazyCreate = (options) => {
    let real = null;
    const built = () => {
      unbuilt.delete(built);
      return (real ??= create(options));
    };
    unbuilt.add(built);
    return {
      convert: (prevDecl, src) => built().convert(prevDecl, src),
      inspect: (prevDecl, src, position) => built().inspect(prevDecl, src, position),
      complete: (prevDecl, src, position) => built().complete(prevDecl, src, position),
      addModule: (name, content, meta) => built().addModule(name, content, meta),
      close: () => real?.close(),
    };
  };
  lazyCreate.buildNow = () => {
    for (const build of [...unbuilt]) build();
  };
  return lazyCreate;
}

/**
 * Make `handler` (the prototype of tslab's JupyterHandlerImpl) call `build` once, on the turn of
 * the event loop after it first answers a kernel-info request, when `wanted()` says so then.
 */
function buildAfterKernelInfo(handler, wanted, build) {
  const handleKernel = handler.handleKernel;
  let first = true;
  handler.handleKernel = function (...args) {
    if (first) {
      first = false;
      if (wanted()) setImmediate(build);
    }
    return handleKernel.apply(this, args);
  };
}

module.exports = { lazyConverters, buildAfterKernelInfo };
