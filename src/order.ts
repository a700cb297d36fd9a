/**
 * String order by UTF-16 code units (JavaScript's `<`), independent of locale: the order of
 * sample ids and file names in every output.
 */
export function byString(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
