/**
 * Python's `round(x, ndigits)` for floats: the exact binary value of x rounded to `ndigits`
 * decimals, ties to even, then read back as the nearest double. `Math.round(x * 10) / 10`
 * differs (the product is rounded first, and halves go up): Python gives round(0.15, 1) = 0.1
 * because 0.15 is stored as 0.1499999…, and round(3.25, 1) = 3.2 because 3.25 is an exact tie.
 */

export function pyRound(x: number, ndigits: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  const a = Math.abs(x);
  // toFixed is exact for |x| < 1e21 up to 100 fractional digits, which covers every double of
  // interest here (times in seconds); larger values are integers already.
  if (a >= 1e21) return x;
  const text = a.toFixed(100);
  const dot = text.indexOf(".");
  const whole = text.slice(0, dot);
  const frac = text.slice(dot + 1);
  const kept = frac.slice(0, ndigits);
  const rest = frac.slice(ndigits);
  let digits = whole + kept;
  const first = rest.charCodeAt(0) - 48;
  const tail = /[1-9]/.test(rest.slice(1));
  const odd = (digits.charCodeAt(digits.length - 1) - 48) % 2 === 1;
  if (first > 5 || (first === 5 && (tail || odd))) digits = incrementDecimal(digits);
  let s = digits.padStart(ndigits + 1, "0");
  if (ndigits > 0) s = `${s.slice(0, s.length - ndigits)}.${s.slice(s.length - ndigits)}`;
  const r = Number(s);
  return x < 0 ? -r : r;
}

/** A string of decimal digits plus one ("199" → "200", "99" → "100"). */
function incrementDecimal(digits: string): string {
  const d = digits.split("");
  let k = d.length - 1;
  while (k >= 0 && d[k] === "9") d[k--] = "0";
  if (k < 0) return "1" + d.join("");
  d[k] = String(Number(d[k]) + 1);
  return d.join("");
}
