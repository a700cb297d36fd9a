/**
 * Queues that several threads share without messages: the items are known to every thread, and
 * one Int32 counter per queue in shared memory says how many have been taken; `take` claims the
 * next index with an atomic add, so every item is taken exactly once, by whichever thread asks
 * first. Worker threads use it so that a faster core takes more files, from one queue per sample
 * rate (the VAD computes one rate at a time).
 */

/** The sample rates of `files`, ascending: one shared queue each. */
export function ratesOf(files: readonly { sampleRate: number }[]): number[] {
  return [...new Set(files.map((f) => f.sampleRate))].sort((a, b) => a - b);
}

/** Counters for `queues` shared queues, all at zero (post them to every thread that takes). */
export function sharedCounters(queues: number): Int32Array {
  return new Int32Array(new SharedArrayBuffer(4 * Math.max(1, queues)));
}

/** Queue number `slot` of `counters` over `items` (the same items, in the same order, in every thread). */
export function claimQueue<T>(items: readonly T[], counters: Int32Array, slot: number): { take(): T | null } {
  if (slot < 0 || slot >= counters.length) throw new RangeError(`no shared counter ${slot}`);
  return {
    take: () => {
      const i = Atomics.add(counters, slot, 1);
      return i < items.length ? items[i]! : null;
    },
  };
}
