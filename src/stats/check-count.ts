/** Throws a RangeError naming `name` unless `v` is a non-negative safe integer (a count). */
export function checkCount(name: string, v: number): void {
  if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${name} must be a non-negative integer, got ${v}`);
}
