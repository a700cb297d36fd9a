/**
 * `table --format latex`: tables for a paper that fit the text width of a one-column article
 * (up to four systems, the headline metrics) and the column width of a two-column one (up to
 * three systems, one or two subsets). Systems are columns and metrics rows, grouped by subset
 * with its coverage first; each cell is the value with its 95% interval under it in
 * \scriptsize; the best of each row is bold. Headers are the registry's short labels and the
 * systems' names (wrapped or abbreviated when too wide), with a legend of full names under the
 * table. With a baseline a second tabular holds the paired differences (system − baseline,
 * interval, raw and Holm-adjusted p; † for a difference that holds); with the transcript check a
 * last one holds the audio-checked values (a word-based best that moves there gets †). booktabs is the only
 * package needed; no \resizebox, nothing below \scriptsize. With a caption every tabular is a
 * complete `table` float with \caption and \label; without one the output is the tabulars and
 * their notes, to \input. Every text is escaped; quotes, minus signs and ∞ are typeset as such.
 */
import {
  differenceGrid,
  emptyNote,
  legendParts,
  subBoard,
  tableNotes,
  valueGrid,
  type Grid,
  type GridCell,
} from "./grid.js";
import { MOVED_LEGEND, someMoved } from "./audio-checked.js";
import type { AudioCheckedPart } from "./markdown.js";
import { fitHeader } from "./tex-header.js";
import type { Family } from "../metrics/family.js";
import type { Leaderboard } from "./leaderboard-types.js";

export interface LatexOptions {
  /** Plain text; with it each tabular is a `table` float with this caption. */
  caption?: string;
  /** A \label key (needs a caption); the others get `KEY-differences` and `KEY-audio-checked`. */
  label?: string;
  /** `table --transcript-check`: the audio-checked table (its float gets `KEY-audio-checked`). */
  audio?: AudioCheckedPart;
}

const SPECIAL: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "{": "\\{",
  "}": "\\}",
  _: "\\_",
  "&": "\\&",
  "%": "\\%",
  $: "\\$",
  "#": "\\#",
  "^": "\\^{}",
  "~": "\\~{}",
  "<": "$<$",
  ">": "$>$",
  "|": "$|$",
  "−": "$-$",
  "≤": "$\\le$",
  "×": "$\\times$",
  "†": "$\\dagger$",
  "·": "$\\cdot$",
  "…": "\\ldots{}",
  "→": "$\\to$",
  "\u0001": "$-\\infty$",
  "\u0002": "$+\\infty$",
  "\u0003": "$\\infty$",
};

/**
 * Plain text as LaTeX: special characters escaped, "…" quotes as ``…'', a minus sign before a
 * number as $-$, and -∞ (or −∞), +∞ as $-\infty$, $+\infty$.
 */
export function texEscape(s: string): string {
  const marked = s
    .replace(/"([^"]*)"/g, "\u0004$1\u0005")
    .replace(/[-−]∞/g, "\u0001")
    .replace(/\+∞/g, "\u0002")
    .replace(/∞/g, "\u0003")
    .replace(/(^|[\s[(,])-(?=\d)/g, "$1−");
  return [...marked].map((ch) => (ch === "\u0004" ? "``" : ch === "\u0005" ? "''" : (SPECIAL[ch] ?? ch))).join("");
}

/** "not reached" is "n.r." in a cell (the legend says so), to keep columns narrow. */
const NOT_REACHED_SHORT = "n.r.";
const short = (s: string) => s.replace(/not reached/g, NOT_REACHED_SHORT);

/** A cell: the value (bold when best, † when it holds), then its interval and p-values in \scriptsize. */
function texCell(c: GridCell): string {
  const text = short(c.text);
  const k = text.indexOf(" [");
  const [value, rest] = k >= 0 ? [text.slice(0, k), text.slice(k + 1)] : [text, ""];
  const mark = c.holds ? "$^{\\dagger}$" : c.moved ? "$^\\dagger$" : "";
  const v = `${c.best ? `\\textbf{${texEscape(value)}}` : texEscape(value)}${mark}`;
  if (!rest) return v;
  const lines = rest.split("; ").map((x) => `{\\scriptsize ${texEscape(x).replace(/^p /, "$p$ ")}}`);
  return `\\begin{tabular}[t]{@{}r@{}}${[v, ...lines].join(" \\\\ ")}\\end{tabular}`;
}

interface Header {
  tex: string;
  /** The header's lines, escaped. */
  lines: string[];
  /** The header text when it abbreviates the name, for the legend. */
  abbreviation: string | null;
}

/** Lines stacked in one cell, bottom-aligned with the header row. */
const stacked = (lines: readonly string[], align: "l" | "r") =>
  lines.length === 1 ? lines[0]! : `\\begin{tabular}[b]{@{}${align}@{}}${lines.join(" \\\\ ")}\\end{tabular}`;

/** Each system's header: its name, wrapped or abbreviated to the column (abbreviations made distinct). */
function headers(systems: readonly string[]): Map<string, Header> {
  const fitted = systems.map((s) => ({ name: s, ...fitHeader(s) }));
  const seen = new Map<string, number>();
  for (const f of fitted) {
    if (f.full) continue;
    const key = f.lines.join("\n");
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n > 1) f.lines = [f.lines[0]!, `${f.lines[1]!.slice(0, -1)}…${n}`];
  }
  const out = new Map<string, Header>();
  for (const f of fitted) {
    const lines = f.lines.map(texEscape);
    out.set(f.name, { tex: stacked(lines, "r"), lines, abbreviation: f.full ? null : f.lines.join("") });
  }
  return out;
}

/** The differences' corner: "Δ vs. A", or "Δ vs." over the baseline's header lines. */
function corner(h: Header): string {
  const vs = "$\\Delta$ vs.";
  return h.lines.length === 1 ? `${vs}\\ ${h.lines[0]}` : stacked([vs, ...h.lines], "l");
}

/** A tabular of `systems` (columns) × the grid's columns (rows, grouped by subset). */
function tabular(grid: Grid, systems: readonly string[], head: Map<string, Header>, corner: string): string[] {
  const n = systems.length;
  const out = ["{\\small\\setlength{\\tabcolsep}{4pt}%", `\\begin{tabular}{@{}l${"r".repeat(n)}@{}}`, "\\toprule"];
  out.push(`${corner} & ${systems.map((s) => head.get(s)!.tex).join(" & ")} \\\\`);
  let k = 0;
  for (const g of grid.groups) {
    out.push("\\midrule", `\\multicolumn{${n + 1}}{@{}l}{\\textit{${texEscape(g.subset)}}} \\\\`);
    for (let j = 0; j < g.span; j++, k++) {
      const col = grid.columns[k]!;
      const cells = systems.map((s) => grid.rows.find((r) => r.system === s)!.cells[k]!);
      out.push(`${texEscape(col.label)} & ${cells.map(texCell).join(" & ")} \\\\`);
    }
  }
  out.push("\\bottomrule", "\\end{tabular}}");
  return out;
}

/** The signature with break points after each field (it is one long token otherwise). */
function texSignature(sig: string): string {
  return `\\texttt{${sig.split("|").map(texEscape).join("|\\allowbreak ")}}`;
}

/** The legend: short labels, abbreviated system names and n.r., with their full forms. */
function legend(board: Leaderboard, head: Map<string, Header>, used: string): string {
  const extra = board.systems.flatMap((s) => {
    const h = head.get(s)!;
    return h.abbreviation === null ? [] : [`${texEscape(h.abbreviation)} = ${texEscape(s)}`];
  });
  if (used.includes(NOT_REACHED_SHORT)) extra.push(`${NOT_REACHED_SHORT} = not reached`);
  return legendParts(board, extra, texEscape).join("; ") + ".";
}

/** The notes of the values tabular: legend, how to read it, the empty subsets, the signature. */
function valueNotes(
  board: Leaderboard,
  families: readonly Family[],
  head: Map<string, Header>,
  used: string,
): string[] {
  const notes = [legend(board, head, used), texEscape(tableNotes(board, families, "row")[0]!)];
  if (someMoved(board)) notes.push(texEscape(MOVED_LEGEND.replace("column", "row")));
  const empty = emptyNote(board.empty_subsets, board.systems.length);
  if (empty) notes.push(texEscape(empty));
  if (board.signature) notes.push(`Signature: ${texSignature(board.signature)}`);
  else for (const r of board.rows) notes.push(`Signature (${texEscape(r.system)}): ${texSignature(r.signature)}`);
  return notes;
}

function notesBlock(notes: readonly string[]): string[] {
  return ["\\par\\smallskip", "{\\footnotesize\\raggedright", ...notes.map((n) => `${n}\\par`), "}"];
}

function float(caption: string, label: string | undefined, body: string[]): string[] {
  return [
    "\\begin{table}[tbp]",
    "\\centering",
    `\\caption{${texEscape(caption)}}${label ? `\\label{${label}}` : ""}`,
    ...body,
    "\\end{table}",
  ];
}

/**
 * The LaTeX of a board; a family whose tables go per subset (`tableLayout: "per-subset"`, many
 * metrics a subset) gets a section per subset, each its own tabular or float ("TEXT (subset)",
 * labelled `KEY-subset`), the leading comments once.
 */
export function leaderboardLatex(board: Leaderboard, families: readonly Family[], opts: LatexOptions = {}): string {
  if (families[0]!.presentation.tableLayout === "one") return oneLatex(board, families, opts);
  const parts = board.subsets.map((subset, k) => {
    const caption = opts.caption === undefined ? undefined : `${opts.caption.trim()} (${subset})`;
    const label = opts.label === undefined ? undefined : `${opts.label}-${subset}`;
    const part = { ...subBoard(board, subset), empty_subsets: k === 0 ? board.empty_subsets : [] };
    const text = oneLatex(part, families, { caption, label });
    // The leading comments (what the output needs and how to use it) once, before the first section.
    return k === 0 ? text : text.replace(/^(%.*\n)+/, "");
  });
  return parts.join("\n\\bigskip\n\n");
}

function oneLatex(board: Leaderboard, families: readonly Family[], opts: LatexOptions): string {
  const head = headers(board.systems);
  const values = valueGrid(board);
  const used = values.rows.flatMap((r) => r.cells.map((c) => short(c.text))).join(" ");
  const valueBody = [
    ...tabular(values, board.systems, head, ""),
    ...notesBlock(valueNotes(board, families, head, used)),
  ];
  const diff = differenceGrid(board);
  const base = board.baseline;
  const others = board.systems.filter((s) => s !== base);
  const diffBody = diff
    ? [
        ...tabular(diff, others, head, corner(head.get(base!)!)),
        ...notesBlock([
          `Each cell: the paired difference (system $-$ ${texEscape(base!)}), its 95\\% paired ` +
            `bootstrap interval, and for sample shares the exact McNemar $p$ and its Holm-adjusted ` +
            `value; $\\dagger$: holds at Holm-adjusted $p \\le 0.05$.`,
          texEscape(board.family ?? ""),
        ]),
      ]
    : null;
  const audio = opts.audio;
  const audioBody = audio
    ? [...tabular(valueGrid(audio.board), board.systems, head, ""), ...notesBlock(audio.notes.map(texEscape))]
    : null;
  const out = ["% fdb-unified table (LaTeX). Needs \\usepackage{booktabs} and no other package."];
  const caption = opts.caption?.trim();
  const sentence = caption === undefined || /[.!?]$/.test(caption) ? caption : `${caption}.`;
  // A float each with a caption ("CAPTION. WHAT", label KEY-PART); else bare tabulars, the later after a \bigskip.
  const place = (body: string[], what?: string, part?: string) => {
    if (opts.caption === undefined) return what === undefined ? body : ["\\bigskip", ...body];
    const label = part === undefined ? opts.label : opts.label && `${opts.label}-${part}`;
    return float(what === undefined ? opts.caption : `${sentence} ${what}`, label, body);
  };
  if (opts.caption === undefined) {
    out.push(
      "% A tabular and its notes, to \\input where the table goes (inside a table float with your own \\caption and \\label),",
      "% or run `fdb-unified table ... --caption TEXT --label KEY` for a complete table float.",
    );
    if (diffBody)
      out.push(
        "% The paired differences follow as a second tabular, as tall as the first: give each its own float (--caption does so).",
      );
  }
  out.push(...place(valueBody));
  if (diffBody) out.push("", ...place(diffBody, `Paired differences against ${base}.`, "differences"));
  if (audioBody)
    out.push("", "% audio-checked values", ...place(audioBody, "The audio-checked values.", "audio-checked"));
  return out.join("\n") + "\n";
}
