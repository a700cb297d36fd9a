/**
 * The one column layout of the console tables (score, compare, official, check-transcripts):
 * each row indented by two spaces, every column padded to its widest cell and two spaces apart,
 * trailing blanks dropped. The first row (the header) sets the number of columns.
 */
export function columns(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length)));
  return rows.map(
    (r) =>
      "  " +
      r
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join("  ")
        .trimEnd(),
  );
}
