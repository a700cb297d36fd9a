import { test } from "node:test";
import assert from "node:assert/strict";
import {
  BOOTSTRAP_LOWER,
  BOOTSTRAP_RESAMPLES,
  BOOTSTRAP_SEED,
  BOOTSTRAP_UPPER,
  bootstrapMedianInterval,
  bootstrapRatioInterval,
  resampleIndices,
} from "../../src/stats/index.js";
import { refLemire, refSplitmix32, refXoshiro } from "./reference-rng.js";

// ---- independent references ------------------------------------------------------------

/** splitmix32 -> xoshiro128** -> Lemire, in BigInt, written from the documented algorithms. */
function refDraws(n: number, resamples: number, seed: number): number[] {
  const next = refXoshiro(refSplitmix32(seed));
  const out: number[] = [];
  for (let k = 0; k < n * resamples; k++) out.push(refLemire(next, n));
  return out;
}

/** 1-based rank ceil(num * N / den) in integers. */
const rank = (num: number, den: number, N: number): number => Math.floor((num * N + den - 1) / den);

const ascending = (a: number, b: number): number => (a < b ? -1 : a > b ? 1 : 0);

/** Brute force: sort every resample, take its median, then the percentile ranks. */
function bruteMedian(values: number[], resamples = 2000, seed = 0): [number | null, number | null] {
  const n = values.length;
  const draws = resampleIndices(n, resamples, seed);
  const medians: number[] = [];
  for (let r = 0; r < resamples; r++) {
    const sample: number[] = [];
    for (let i = 0; i < n; i++) sample.push(values[draws[r * n + i]]);
    sample.sort(ascending);
    medians.push(sample[rank(1, 2, n) - 1]);
  }
  medians.sort(ascending);
  const pick = (v: number): number | null => (v === Infinity ? null : v);
  return [pick(medians[rank(1, 40, resamples) - 1]), pick(medians[rank(39, 40, resamples) - 1])];
}

/** Brute force pooled ratio with the skip rule; sums in BigInt when the inputs are integers. */
function bruteRatio(num: number[], den: number[], resamples = 2000, seed = 0) {
  const n = num.length;
  const draws = resampleIndices(n, resamples, seed);
  const integers = [...num, ...den].every(Number.isInteger);
  const ratios: number[] = [];
  for (let r = 0; r < resamples; r++) {
    let a = 0;
    let b = 0;
    let A = 0n;
    let B = 0n;
    for (let i = 0; i < n; i++) {
      const j = draws[r * n + i];
      if (integers) {
        A += BigInt(num[j]);
        B += BigInt(den[j]);
      } else {
        a += num[j];
        b += den[j];
      }
    }
    if (integers) {
      if (B === 0n) continue;
      ratios.push(Number(A) / Number(B));
    } else {
      if (b === 0) continue;
      ratios.push(a / b);
    }
  }
  ratios.sort(ascending);
  const kept = ratios.length;
  return {
    kept,
    interval: kept === 0 ? null : ([ratios[rank(1, 40, kept) - 1], ratios[rank(39, 40, kept) - 1]] as [number, number]),
  };
}

// ---- resampleIndices ------------------------------------------------------------------

test("the spec's constants", () => {
  assert.equal(BOOTSTRAP_RESAMPLES, 2000);
  assert.equal(BOOTSTRAP_SEED, 0);
  assert.deepEqual(BOOTSTRAP_LOWER, { numerator: 1, denominator: 40 });
  assert.deepEqual(BOOTSTRAP_UPPER, { numerator: 39, denominator: 40 });
  assert.ok(Object.isFrozen(BOOTSTRAP_LOWER) && Object.isFrozen(BOOTSTRAP_UPPER));
});

test("resampleIndices with seed 0 gives the committed draws, resample by resample", () => {
  const d = resampleIndices(5, 4, 0);
  assert.ok(d instanceof Uint16Array);
  assert.deepEqual(Array.from(d), [4, 1, 0, 3, 0, 2, 0, 1, 3, 0, 4, 0, 2, 0, 3, 3, 2, 2, 3, 1]);
  assert.deepEqual(Array.from(d), refDraws(5, 4, 0));
  // The default is 2000 resamples with seed 0, and the first resamples do not depend on the count.
  const full = resampleIndices(5);
  assert.equal(full.length, 5 * 2000);
  assert.deepEqual(Array.from(full.subarray(0, 20)), Array.from(d));
});

test("resampleIndices agrees with the BigInt reference across n and seeds", () => {
  for (const [n, resamples, seed] of [
    [1, 10, 0],
    [2, 100, 0],
    [7, 50, 0],
    [250, 8, 0],
    [119, 20, 12345],
    [3, 30, 0xffffffff],
  ]) {
    assert.deepEqual(Array.from(resampleIndices(n, resamples, seed)), refDraws(n, resamples, seed));
  }
});

test("resampleIndices edges: n = 0, n = 1, no resamples, wide n, bad arguments", () => {
  assert.equal(resampleIndices(0).length, 0);
  assert.equal(resampleIndices(0, 0).length, 0);
  assert.equal(resampleIndices(3, 0).length, 0);
  assert.ok(resampleIndices(1, 2000).every((i) => i === 0));
  assert.ok(resampleIndices(65536, 1) instanceof Uint16Array);
  const wide = resampleIndices(65537, 1);
  assert.ok(wide instanceof Uint32Array);
  assert.ok(wide.every((i) => i < 65537));
  assert.ok(wide.some((i) => i >= 65536 / 2));
  for (const [n, r, s] of [
    [-1, 1, 0],
    [1.5, 1, 0],
    [2, -1, 0],
    [2, 1.5, 0],
    [2, 1, -1],
    [2, 1, 2 ** 32],
  ]) {
    assert.throws(() => resampleIndices(n, r, s), RangeError);
  }
});

test("resampleIndices is memoized but every caller gets its own copy", () => {
  const a = resampleIndices(9);
  const before = Array.from(a);
  a.fill(0);
  const b = resampleIndices(9);
  assert.deepEqual(Array.from(b), before);
  assert.notEqual(a, b);
  assert.notDeepEqual(Array.from(resampleIndices(9, 2000, 1)), before);
  // Many distinct n (beyond the cache size) still give the same draws when asked again.
  for (let n = 10; n < 40; n++) resampleIndices(n, 10);
  assert.deepEqual(Array.from(resampleIndices(9)), before);
});

// ---- median ---------------------------------------------------------------------------

test("median interval equals a brute-force recomputation (odd and even n)", () => {
  const odd = [2.5, 0.1, 7, 0.1, 3, 12, 4.25];
  const even = [0.9, 0.2, 1.4, 3.3, 0.2, 2.75];
  for (const values of [odd, even]) {
    const got = bootstrapMedianInterval(values);
    assert.deepEqual(got, bruteMedian(values));
    assert.ok(got !== null && got[0] !== null && got[1] !== null && got[0] <= got[1]);
  }
});

test("median interval equals the brute force with 8-bit and 16-bit shared counts, ties and +Infinity included", () => {
  for (const n of [255, 256, 700]) {
    const values = Array.from({ length: n }, (_, i) => (i % 17 === 0 ? Infinity : ((i * 7919) % 101) / 8));
    assert.deepEqual(bootstrapMedianInterval(values), bruteMedian(values), `n = ${n}`);
    // the same n again (shared counts, other values)
    const other = values.map((v, i) => (i % 3 === 0 ? 1 : v));
    assert.deepEqual(bootstrapMedianInterval(other), bruteMedian(other), `n = ${n}, other values`);
  }
});

test("median interval with a non-default resample count uses ranks over that count", () => {
  const values = [5, 3, 8, 1, 9, 2];
  // 37 resamples: ranks ceil(37/40) = 1 and ceil(37 * 39/40) = 37, the extremes.
  const got = bootstrapMedianInterval(values, { resamples: 37 });
  assert.deepEqual(got, bruteMedian(values, 37));
  // 41 resamples: ranks 2 and 40.
  assert.deepEqual(bootstrapMedianInterval(values, { resamples: 41, seed: 7 }), bruteMedian(values, 41, 7));
});

test("+Infinity medians give null endpoints", () => {
  assert.deepEqual(bootstrapMedianInterval([Infinity, Infinity, Infinity]), [null, null]);
  assert.deepEqual(bootstrapMedianInterval([Infinity]), [null, null]);
  const mostly = [0.4, Infinity, 1.2, Infinity, Infinity];
  const got = bootstrapMedianInterval(mostly);
  assert.deepEqual(got, bruteMedian(mostly));
  assert.ok(got !== null && got[1] === null);
  const rare = [0.4, 0.7, 1.2, Infinity, 0.3, 2.2, Infinity];
  const r = bootstrapMedianInterval(rare);
  assert.deepEqual(r, bruteMedian(rare));
  assert.ok(r !== null && r[0] !== null);
});

test("median interval edges: n = 0, n = 1, no resamples, bad values", () => {
  assert.equal(bootstrapMedianInterval([]), null);
  assert.deepEqual(bootstrapMedianInterval([1.25]), [1.25, 1.25]);
  assert.equal(bootstrapMedianInterval([1, 2], { resamples: 0 }), null);
  assert.deepEqual(bootstrapMedianInterval([2, 2, 2, 2]), [2, 2]);
  assert.throws(() => bootstrapMedianInterval([1, Number.NaN]), RangeError);
  assert.throws(() => bootstrapMedianInterval([1, -Infinity]), RangeError);
});

test("median interval is deterministic and does not depend on other calls", () => {
  const values = [1.1, 0.5, 2.9, 0.75, 4, 0.3, Infinity, 1.8, 2.2];
  const first = bootstrapMedianInterval(values);
  bootstrapRatioInterval([1, 2, 3, 4, 5, 6, 7, 8, 9], [9, 8, 7, 6, 5, 4, 3, 2, 1]);
  resampleIndices(9, 2000, 5);
  assert.deepEqual(bootstrapMedianInterval(values), first);
  assert.deepEqual(bootstrapMedianInterval([...values]), first);
});

// ---- pooled ratio ---------------------------------------------------------------------

test("ratio interval equals a brute-force recomputation (integers, e.g. pause counts)", () => {
  const num = [1, 0, 3, 2, 0, 4, 1, 0];
  const den = [3, 2, 4, 2, 1, 5, 3, 2];
  const want = bruteRatio(num, den);
  assert.equal(want.kept, 2000);
  assert.deepEqual(bootstrapRatioInterval(num, den), want.interval);
});

test("resamples with a zero denominator are skipped and ranks use the kept count", () => {
  const num = [3, 0, 5, 0, 0];
  const den = [10, 0, 20, 0, 0];
  const want = bruteRatio(num, den);
  assert.ok(want.kept < 2000 && want.kept > 0, `kept ${want.kept}`);
  assert.deepEqual(bootstrapRatioInterval(num, den), want.interval);
  // A small run where skipping moves the ranks: compare against ranks over the kept count only.
  const small = bruteRatio(num, den, 45, 3);
  assert.ok(small.kept < 45);
  assert.deepEqual(bootstrapRatioInterval(num, den, { resamples: 45, seed: 3 }), small.interval);
});

test("no kept resample, n = 0 or no resamples give null", () => {
  assert.equal(bootstrapRatioInterval([0, 0, 0], [0, 0, 0]), null);
  assert.equal(bootstrapRatioInterval([], []), null);
  assert.equal(bootstrapRatioInterval([1], [2], { resamples: 0 }), null);
  assert.deepEqual(bootstrapRatioInterval([1], [4]), [0.25, 0.25]);
  assert.deepEqual(bootstrapRatioInterval([0, 0], [5, 7]), [0, 0]);
});

test("integer microsecond sums are exact", () => {
  // Values near 2^53 / n: every partial sum stays a safe integer, so the sums are exact.
  const n = 12;
  const big = Math.floor(Number.MAX_SAFE_INTEGER / n);
  const num = Array.from({ length: n }, (_, i) => big - 7919 * i);
  const den = Array.from({ length: n }, (_, i) => big - 104729 * (n - i));
  const want = bruteRatio(num, den);
  assert.deepEqual(bootstrapRatioInterval(num, den), want.interval);
  // Beyond 2^53 the sums cannot be exact: refused rather than rounded.
  assert.throws(() => bootstrapRatioInterval([big + 1, 0].concat(num.slice(2)), den), RangeError);
});

test("non-integer inputs are summed in draw order", () => {
  const num = [0.123456, 1.5, 0.000001, 2.25, 0];
  const den = [3.2, 4.000001, 0.5, 6.75, 0];
  assert.deepEqual(bootstrapRatioInterval(num, den), bruteRatio(num, den).interval);
});

test("ratio interval is deterministic", () => {
  const num = [5, 1, 0, 2, 8, 3];
  const den = [9, 4, 1, 7, 10, 3];
  const first = bootstrapRatioInterval(num, den);
  bootstrapMedianInterval([1, 2, 3, 4, 5, 6]);
  assert.deepEqual(bootstrapRatioInterval(num, den), first);
  assert.deepEqual(bootstrapRatioInterval([...num], [...den]), first);
});

test("ratio inputs are validated", () => {
  assert.throws(() => bootstrapRatioInterval([1, 2], [1]), RangeError);
  assert.throws(() => bootstrapRatioInterval([1], [-1]), RangeError);
  assert.throws(() => bootstrapRatioInterval([Number.NaN], [1]), RangeError);
  assert.throws(() => bootstrapRatioInterval([1], [Infinity]), RangeError);
});
