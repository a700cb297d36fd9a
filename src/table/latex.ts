/**
 * `table --format latex`: a `table` float holding a booktabs `tabular` (\toprule, \midrule,
 * \cmidrule, \bottomrule; no other package), one row per system, subsets as column groups, each
 * cell's value with its interval under it in \scriptsize, the best of each column in \textbf; with a
 * baseline a second tabular of paired differences († for one that holds after Holm); then the
 * notes and the signature as a footnote. Every text is escaped (underscores included).
 */
import { differenceGrid, tableNotes, valueGrid, type Grid } from "./grid.js";
import type { Leaderboard } from "./types.js";

const SPECIAL: Record<string, string> = {
  "\\": "\\textbackslash{}", "{": "\\{", "}": "\\}", "_": "\\_", "&": "\\&", "%": "\\%", "$": "\\$", "#": "\\#",
  "^": "\\^{}", "~": "\\~{}", "<": "$<$", ">": "$>$", "|": "$|$",
  "−": "$-$", "≤": "$\\le$", "×": "$\\times$", "†": "\\dag{}", "·": "$\\cdot$",
};

export function texEscape(s: string): string {
  return [...s].map((ch) => SPECIAL[ch] ?? ch).join("");
}

/**
 * "0.333 [0.097, 0.700]" → the value, and under it (a nested core-LaTeX tabular, so the column
 * stays narrow) the interval and any p-values in \scriptsize.
 */
function texCell(text: string, best: boolean, holds?: boolean): string {
  const k = text.indexOf(" [");
  const [value, rest] = k >= 0 ? [text.slice(0, k), text.slice(k + 1)] : [text, ""];
  const v = `${best ? `\\textbf{${texEscape(value)}}` : texEscape(value)}${holds ? "\\textsuperscript{\\dag}" : ""}`;
  if (!rest) return v;
  const lines = rest.split("; ").map((x) => `{\\scriptsize ${texEscape(x)}}`);
  return `\\begin{tabular}[t]{@{}r@{}}${[v, ...lines].join(" \\\\ ")}\\end{tabular}`;
}

function tabular(grid: Grid): string[] {
  const spec = `l${grid.columns.map(() => "r").join("")}`;
  const out = [`\\begin{tabular}{${spec}}`, "\\toprule"];
  let col = 2;
  const groups: string[] = [];
  const rules: string[] = [];
  for (const g of grid.groups) {
    groups.push(`\\multicolumn{${g.span}}{c}{${texEscape(g.subset)}}`);
    rules.push(`\\cmidrule(lr){${col}-${col + g.span - 1}}`);
    col += g.span;
  }
  out.push(`{} & ${groups.join(" & ")} \\\\`);
  out.push(rules.join(" "));
  out.push(`{System} & ${grid.columns.map((c) => texEscape(c.label)).join(" & ")} \\\\`);
  out.push("\\midrule");
  for (const r of grid.rows) out.push(`{${texEscape(r.system)}} & ${r.cells.map((c) => texCell(c.text, c.best, c.holds)).join(" & ")} \\\\`);
  out.push("\\bottomrule", "\\end{tabular}");
  return out;
}

/** The signature with break points after each field (it is one long token otherwise). */
function texSignature(sig: string): string {
  return `\\texttt{${sig.split("|").map(texEscape).join("|\\allowbreak ")}}`;
}

export function leaderboardLatex(board: Leaderboard): string {
  const out = ["% fdb-unified table: needs \\usepackage{booktabs}", "\\begin{table}[t]", "\\centering", ...tabular(valueGrid(board))];
  const diff = differenceGrid(board);
  if (diff) {
    out.push("", "\\medskip", `{\\small Paired differences against ${texEscape(board.baseline!)} (\\dag{} holds at Holm-adjusted $p \\le 0.05$)}\\par`, "\\smallskip", ...tabular(diff));
  }
  out.push("", "\\par\\smallskip", "{\\footnotesize");
  for (const n of tableNotes(board)) {
    const m = /^Signature( \((.*)\))?: (.*)$/.exec(n);
    out.push(m ? `Signature${m[2] ? ` (${texEscape(m[2])})` : ""}: ${texSignature(m[3]!)}\\par` : `${texEscape(n)}\\par`);
  }
  out.push("}", "\\end{table}");
  return out.join("\n") + "\n";
}
