/** The greatest common divisor of two non-negative integers (Euclid). */
export function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}
