/**
 * `table --format latex`: tables for a paper. Systems are columns and metrics rows, grouped by
 * subset with its coverage first; each metric's label carries its direction ($\downarrow$,
 * $\uparrow$, $\to$0, or "(context)"); each cell is the value with its 95% interval under it in
 * \scriptsize; a best that a paired test supports is bold (./best-mark.ts; the notes state the
 * rule). Headers are the registry's short labels and the systems' names (wrapped or abbreviated
 * when too wide), with a legend of full names under the table. Up to four systems and a short
 * table go in a `table` float (or a bare tabular to \input); a longer table (a family with many
 * metrics a subset, as v1.5, or more rows) and more than four systems go in one `longtable`, the
 * systems in blocks of at most four columns one under the other, so it never leaves the text
 * width. With a baseline a second table holds the paired differences (system − baseline,
 * interval, raw and Holm-adjusted p; † for a difference that holds); with the transcript check a
 * last one holds the audio-checked values (a word-based best that moves there gets †). The
 * packages needed are booktabs, amssymb and longtable; no \resizebox, nothing below
 * \scriptsize. With a caption the values are captioned and labelled with `--label` as given
 * (the differences `KEY-differences`, the audio-checked `KEY-audio-checked`). Every text is
 * escaped; quotes and minus signs are typeset as such, and no value is ever printed as infinity
 * ("n.r.", "unb.", and the notes say why).
 */
import {
  differenceGrid,
  emptyNote,
  legendParts,
  signatureParts,
  tableNotes,
  UNBOUNDED_NOTE,
  UNBOUNDED_SHORT,
  valueGrid,
  type Grid,
  type GridCell,
  type GridColumn,
  DIRECTION_MARK,
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
  "↑": "$\\uparrow$",
  "↓": "$\\downarrow$",
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
    .replace(/(^|[\s[(,])-(?=\d|unb)/g, "$1−");
  return [...marked].map((ch) => (ch === "\u0004" ? "``" : ch === "\u0005" ? "''" : (SPECIAL[ch] ?? ch))).join("");
}

/** "not reached" is "n.r." and "unbounded" "unb." in a cell (the legend says so), to keep columns narrow. */
const NOT_REACHED_SHORT = "n.r.";
const short = (s: string) => s.replace(/not reached/g, NOT_REACHED_SHORT).replace(/unbounded/g, UNBOUNDED_SHORT);

/**
 * Before a \scriptsize line of a stacked cell: a line break 2 pt short of the \small strut's, so
 * the small lines sit 9 pt apart, as their size asks, and a cell of three lines does not take
 * the height of three \small ones (a v1.0 table of differences then fits its float).
 */
const SMALL_BREAK = " \\\\[-2pt] ";

/** A cell: the value (bold when best, † when it holds), then its interval and p-values in \scriptsize. */
function texCell(c: GridCell): string {
  const text = short(c.text);
  const k = text.indexOf(" [");
  const [value, rest] = k >= 0 ? [text.slice(0, k), text.slice(k + 1)] : [text, ""];
  const mark = c.holds ? "$^{\\dagger}$" : c.moved ? "$^\\dagger$" : "";
  const v = `${c.best ? `\\textbf{${texEscape(value)}}` : texEscape(value)}${mark}`;
  if (!rest) return v;
  const lines = rest.split("; ").map((x) => `{\\scriptsize ${texEscape(x).replace(/^p /, "$p$ ")}}`);
  return `\\begin{tabular}[t]{@{}r@{}}${[v, ...lines].join(SMALL_BREAK)}\\end{tabular}`;
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

/**
 * Most systems side by side in the text width of a one-column article: four columns of values,
 * three of differences (their p-value lines are wider).
 */
const MAX_SYSTEMS_ACROSS = 4;
const MAX_DIFFERENCES_ACROSS = 3;
/** Most rows (coverage and metrics) a float holds with its notes; a longer table is a longtable. */
const MAX_FLOAT_ROWS = 20;

/** The systems in blocks of at most `across`, as even as can be (across 4: 8 → 4 + 4, 5 → 3 + 2; across 3: 7 → 3 + 2 + 2). */
export function systemBlocks<T>(systems: readonly T[], across: number): T[][] {
  const blocks = Math.max(1, Math.ceil(systems.length / across));
  const small = Math.floor(systems.length / blocks);
  const large = systems.length % blocks;
  const out: T[][] = [];
  let at = 0;
  for (let k = 0; k < blocks; k++) {
    const size = small + (k < large ? 1 : 0);
    out.push(systems.slice(at, at + size));
    at += size;
  }
  return out;
}

/**
 * The rows of a table of `systems` (columns, in blocks of `width`) × the grid's columns (rows,
 * grouped by subset): per block its header row, then every group; a short block is padded.
 */
function tableRows(grid: Grid, blocks: readonly string[][], head: Map<string, Header>, corner: string): string[] {
  const width = Math.max(...blocks.map((b) => b.length));
  const pad = (xs: string[]) => [...xs, ...Array<string>(width - xs.length).fill("")];
  const out: string[] = [];
  blocks.forEach((systems, b) => {
    out.push(b === 0 ? "\\toprule" : "\\midrule[\\heavyrulewidth]");
    out.push(`${corner} & ${pad(systems.map((s) => head.get(s)!.tex)).join(" & ")} \\\\`);
    let k = 0;
    for (const g of grid.groups) {
      out.push("\\midrule", `\\multicolumn{${width + 1}}{@{}l}{\\textit{${texEscape(g.subset)}}} \\\\`);
      for (let j = 0; j < g.span; j++, k++) {
        const col = grid.columns[k]!;
        const cells = systems.map((s) => texCell(grid.rows.find((r) => r.system === s)!.cells[k]!));
        out.push(`${texLabel(col)} & ${pad(cells).join(" & ")} \\\\`);
      }
    }
  });
  out.push("\\bottomrule");
  return out;
}

/**
 * A row's label: the metric's short label with its direction beside it ($\\downarrow$,
 * $\\uparrow$, $\\to$0), or, for a metric without one, "context" under it in \\scriptsize
 * (beside the interval line, so the widest label does not widen the column).
 */
function texLabel(col: GridColumn): string {
  if (!col.column) return texEscape(col.label);
  const label = texEscape(col.column.label);
  if (col.column.better !== "context") return `${label}\\,${texEscape(DIRECTION_MARK[col.column.better])}`;
  return `\\begin{tabular}[t]{@{}l@{}}${label}${SMALL_BREAK}{\\scriptsize context}\\end{tabular}`;
}

/** The column spec of a table `width` systems wide. */
const spec = (width: number) => `@{}l${"r".repeat(width)}@{}`;

/** A tabular (one block of systems), set in \small with 4 pt column separation. */
function tabular(grid: Grid, systems: readonly string[], head: Map<string, Header>, corner: string): string[] {
  return [
    "{\\small\\setlength{\\tabcolsep}{3.5pt}%",
    `\\begin{tabular}{${spec(systems.length)}}`,
    ...tableRows(grid, [[...systems]], head, corner),
    "\\end{tabular}}",
  ];
}

/** A longtable (systems in blocks, \\small, 3.5 pt column separation), its caption and label first when given; it breaks across pages. */
function longtable(
  grid: Grid,
  systems: readonly string[],
  head: Map<string, Header>,
  corner: string,
  caption: string | undefined,
  label: string | undefined,
  across: number,
): string[] {
  const blocks = systemBlocks(systems, across);
  const width = Math.max(...blocks.map((b) => b.length));
  const title =
    caption === undefined ? [] : [`\\caption{${texEscape(caption)}}${label ? `\\label{${label}}` : ""} \\\\`];
  return [
    "\\begingroup\\small\\setlength{\\tabcolsep}{3.5pt}%",
    `\\begin{longtable}{${spec(width)}}`,
    ...title,
    ...tableRows(grid, blocks, head, corner),
    "\\end{longtable}",
    "\\endgroup",
  ];
}

/** The signature with break points after each field (it is one long token otherwise). */
function texSignature(sig: string): string {
  return `\\texttt{${sig.split("|").map(texEscape).join("|\\allowbreak ")}}`;
}

/** The legend: short labels, abbreviated system names, n.r. and unb., with their full forms. */
function legend(board: Leaderboard, head: Map<string, Header>, used: string): string {
  const extra = board.systems.flatMap((s) => {
    const h = head.get(s)!;
    return h.abbreviation === null ? [] : [`${texEscape(h.abbreviation)} = ${texEscape(s)}`];
  });
  if (used.includes(NOT_REACHED_SHORT)) extra.push(`${NOT_REACHED_SHORT} = not reached`);
  if (used.includes(UNBOUNDED_SHORT)) extra.push(`${UNBOUNDED_SHORT} = unbounded`);
  return legendParts(board, extra, texEscape).join("; ") + ".";
}

/** The signature note once: the shared signature, then what each system adds when they differ. */
function texSignatureNote(board: Leaderboard): string {
  const { common, own } = signatureParts(board);
  const per = own.map(([system, x]) => `${texEscape(system!)} ${texSignature(x!)}`).join(", ");
  return `Signature: ${texSignature(common)}${per ? `; per system: ${per}` : ""}`;
}

/** The notes of the values table: legend, how to read it, the empty subsets, the signature. */
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
  notes.push(texSignatureNote(board));
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

/** One table of the output: its grid, the systems it has as columns, its corner, and its notes. */
interface Part {
  grid: Grid;
  systems: readonly string[];
  corner: string;
  notes: string[];
  /** Added to the caption ("TEXT. WHAT") and, as `KEY-part`, to the label; none for the values. */
  what?: string;
  part?: string;
  /** Most systems side by side. */
  across: number;
}

/** Whether a part goes in a longtable: more systems than fit across, or more rows than a float holds. */
const isLong = (p: Part, families: readonly Family[]) =>
  families[0]!.presentation.tableLayout !== "one" ||
  p.systems.length > p.across ||
  p.grid.columns.length > MAX_FLOAT_ROWS;

/**
 * The LaTeX of a board: its values, then with a baseline its paired differences, then with the
 * transcript check the audio-checked values, each one float or one longtable (a family whose
 * tables go per subset has every subset in one table, grouped as v1.0's are).
 */
export function leaderboardLatex(board: Leaderboard, families: readonly Family[], opts: LatexOptions = {}): string {
  const head = headers(board.systems);
  const values = valueGrid(board);
  const usedIn = (g: Grid | null) => (g?.rows ?? []).flatMap((r) => r.cells.map((c) => short(c.text))).join(" ");
  const used = usedIn(values);
  const parts: Part[] = [
    {
      grid: values,
      systems: board.systems,
      corner: "",
      notes: valueNotes(board, families, head, used),
      across: MAX_SYSTEMS_ACROSS,
    },
  ];
  const diff = differenceGrid(board);
  const base = board.baseline;
  if (diff)
    parts.push({
      grid: diff,
      systems: board.systems.filter((s) => s !== base),
      corner: corner(head.get(base!)!),
      notes: [
        `Each cell: the paired difference (system $-$ ${texEscape(base!)}), its 95\\% paired ` +
          `bootstrap interval, its paired $p$ and Holm-adjusted $p$; $\\dagger$: holds at adjusted $p \\le 0.05$.`,
        texEscape(board.family ?? ""),
        ...(usedIn(diff).includes(UNBOUNDED_SHORT) ? [texEscape(`${UNBOUNDED_SHORT} = ${UNBOUNDED_NOTE}`)] : []),
      ],
      what: `Paired differences against ${base}.`,
      part: "differences",
      across: MAX_DIFFERENCES_ACROSS,
    });
  const audio = opts.audio;
  if (audio)
    parts.push({
      grid: valueGrid(audio.board),
      systems: board.systems,
      corner: "",
      notes: audio.notes.map(texEscape),
      what: "The audio-checked values.",
      part: "audio-checked",
      across: MAX_SYSTEMS_ACROSS,
    });
  const long = parts.some((p) => isLong(p, families));
  const out = [
    `% fdb-unified table (LaTeX). Needs \\usepackage{booktabs}${long ? ", \\usepackage{longtable}" : ""} and no other package.`,
  ];
  const caption = opts.caption?.trim();
  const sentence = caption === undefined || /[.!?]$/.test(caption) ? caption : `${caption}.`;
  if (opts.caption === undefined) {
    out.push(
      long
        ? "% A longtable (it cannot go inside a float) and its notes, to \\input where the table goes,"
        : "% A tabular and its notes, to \\input where the table goes (inside a table float with your own \\caption and \\label),",
      "% or run `fdb-unified table ... --caption TEXT --label KEY` for a captioned and labelled table.",
    );
    if (parts.length > 1)
      out.push("% The paired differences or audio-checked values follow as their own table: --caption captions each.");
  }
  parts.forEach((p, k) => {
    const captionOf = p.what === undefined ? opts.caption : `${sentence} ${p.what}`;
    const label = p.part === undefined ? opts.label : opts.label && `${opts.label}-${p.part}`;
    if (k > 0) out.push("", ...(p.part === "audio-checked" ? ["% audio-checked values"] : []));
    if (isLong(p, families)) {
      out.push(...longtable(p.grid, p.systems, head, p.corner, captionOf, label, p.across), ...notesBlock(p.notes));
      return;
    }
    const body = [...tabular(p.grid, p.systems, head, p.corner), ...notesBlock(p.notes)];
    if (opts.caption === undefined) out.push(...(k > 0 ? ["\\bigskip"] : []), ...body);
    else out.push(...float(captionOf!, label, body));
  });
  return out.join("\n") + "\n";
}
