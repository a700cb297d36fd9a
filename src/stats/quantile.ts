/**
 * The spec's quantile rule: Q(q) = inf{t : F(t) >= q}, the ceil(q * N)-th smallest value
 * (1-based), with no interpolation. Values may be +Infinity ("not reached"); a quantile that
 * lands on +Infinity is reported as null.
 *
 * The rank is computed in exact integer arithmetic. Floating-point `Math.ceil(q * N)` is wrong
 * whenever the product rounds just above an integer (0.07 * 100 = 7.000000000000001 gives rank
 * 8, not 7), so q is taken as an exact rational: either `{numerator, denominator}` or a number,
 * which is read as the decimal that JavaScript prints for it (the shortest decimal that round-trips
 * to the same double, e.g. 0.975 is 975/1000 = 39/40).
 */
import { checkCount } from "./check-count.js";
import { gcd } from "./gcd.js";

/** An exact probability numerator / denominator, both safe integers. */
export interface Rational {
  numerator: number;
  denominator: number;
}

/** A probability given as a decimal number or an exact rational. */
export type Probability = number | Rational;

/**
 * q as a reduced fraction of safe integers. A number is read through its shortest round-trip
 * decimal (`String(q)`), which has at most 17 significant digits; more than 15 could exceed 2^53
 * and is refused (pass a Rational instead). Throws unless 0 < q <= 1.
 */
export function probabilityToRational(q: Probability): Rational {
  let num: number;
  let den: number;
  if (typeof q === "number") {
    if (!Number.isFinite(q)) throw new RangeError(`q must be in (0, 1], got ${q}`);
    const m = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(q));
    if (m === null) throw new RangeError(`q must be in (0, 1], got ${q}`);
    const frac = m[2] ?? "";
    const digits = (m[1] + frac).replace(/^0+/, "") || "0";
    if (digits.length > 15) {
      throw new RangeError(`q = ${q} has more than 15 significant digits; pass it as a Rational`);
    }
    const exp = (m[3] === undefined ? 0 : Number(m[3])) - frac.length;
    if (exp >= 0) {
      // An integer: only 1 is a valid q (0 and anything above 1 fail the range check below).
      num = Number(digits) * 10 ** exp;
      den = 1;
    } else {
      if (-exp > 15) {
        throw new RangeError(`q = ${q} needs a denominator above 10^15; pass it as a Rational`);
      }
      num = Number(digits);
      den = 10 ** -exp;
    }
  } else {
    num = q.numerator;
    den = q.denominator;
    if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || den <= 0) {
      throw new RangeError(`a Rational needs safe integers with a positive denominator, got ${num}/${den}`);
    }
  }
  if (!(num > 0 && num <= den)) throw new RangeError(`q must be in (0, 1], got ${num}/${den}`);
  const g = gcd(num, den);
  return { numerator: num / g, denominator: den / g };
}

/**
 * The 1-based rank ceil(q * n) for q in (0, 1] and a sample size n >= 0, exactly.
 * For n >= 1 the rank lies in [1, n]; for n = 0 it is 0 (there is no element to pick).
 * Throws when q is outside (0, 1] or the exact product q.numerator * n exceeds 2^53.
 */
export function quantileRank(q: Probability, n: number): number {
  checkCount("n", n);
  const { numerator, denominator } = probabilityToRational(q);
  const product = numerator * n;
  if (!Number.isSafeInteger(product)) {
    throw new RangeError(`q * n is too large to rank exactly (${numerator} * ${n})`);
  }
  // ceil(p / d) for p >= 0, d > 0, in integers.
  const whole = Math.floor(product / denominator);
  return whole * denominator === product ? whole : whole + 1;
}

function checkValue(v: number): void {
  if (Number.isNaN(v) || v === -Infinity) {
    throw new RangeError(`quantile values must be finite or +Infinity, got ${v}`);
  }
}

/**
 * Q(q) of values already sorted ascending (+Infinity last): the ceil(q * N)-th smallest.
 * Null when N = 0 or when that value is +Infinity (not reached). The order is trusted, not
 * checked; use `quantile` for unsorted input.
 */
export function quantileSorted(sorted: ArrayLike<number>, q: Probability): number | null {
  const rank = quantileRank(q, sorted.length);
  if (rank === 0) return null;
  const v = sorted[rank - 1];
  checkValue(v);
  return v === Infinity ? null : v;
}

/**
 * Q(q) of values in any order (finite numbers or +Infinity): the ceil(q * N)-th smallest, no
 * interpolation. Null when N = 0 or when that value is +Infinity (not reached). The input is not
 * modified.
 */
export function quantile(values: ArrayLike<number>, q: Probability): number | null {
  const sorted = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    checkValue(values[i]);
    sorted[i] = values[i];
  }
  sorted.sort();
  return quantileSorted(sorted, q);
}
