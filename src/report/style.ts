/**
 * The report's CSS, inlined into index.html: readable on screen, A4 in print, nothing loaded
 * from elsewhere (system fonts only). A header cell breaks only at spaces and after `_` (never
 * inside a word).
 */
export const REPORT_CSS = `
@page { size: A4; margin: 10mm 10mm; }
html { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; font-size: 9.5pt; color: #1a1a1a; }
body { max-width: 200mm; margin: 0 auto; padding: 8px; }
h1 { font-size: 16pt; margin: 0 0 8px; }
h2 { font-size: 13pt; margin: 14px 0 5px; border-bottom: 1px solid #bbb; padding-bottom: 2px; break-after: avoid; }
h3, h4 { font-size: 10.5pt; margin: 8px 0 3px; break-after: avoid; }
h2 + p, h3 + p, h4 + p, h2 + table, h3 + table, h4 + table, h2 + figure, h3 + figure, h4 + figure { break-before: avoid; }
h2 + p.note, h3 + p.note, h4 + p.note { break-after: avoid; }
p.note + figure.chart, p.note + .charts { break-before: avoid; }
.answer, .leaderboard, .keep { break-inside: avoid; }
p { margin: 4px 0; }
p.note { font-size: 8.5pt; color: #444; }
p.no-data { font-style: italic; border: 1px dashed #c8c8c8; padding: 6px 8px; margin: 6px 0; break-inside: avoid; }
nav ol { font-size: 9pt; margin: 4px 0 8px; padding-left: 20px; columns: 2; }
nav a { color: #1f4e79; text-decoration: none; }
nav ol.parts { columns: 1; list-style: none; padding-left: 0; }
nav ol.parts { font-size: 8.5pt; }
nav ol.parts li.part { margin: 1px 0; font-size: 8pt; }
table.table { border-collapse: collapse; margin: 6px 0; font-size: 8pt; break-inside: avoid; }
table.table caption { text-align: left; font-weight: bold; font-size: 8.5pt; padding: 2px 0; white-space: nowrap; }
table.table th, table.table td { border: 1px solid #c8c8c8; padding: 2px 5px; vertical-align: top; text-align: left; }
table.table th { background: #f0f0f0; font-weight: bold; overflow-wrap: normal; word-break: normal; hyphens: manual; }
table.table td.num { text-align: right; font-variant-numeric: tabular-nums; }
.nowrap { white-space: nowrap; }
td.diagnostic { font-style: italic; }
table[data-table="sweep"] { font-size: 7.5pt; }
table[data-table="sweep"] th, table[data-table="sweep"] td { padding: 1px 3px; }
@media print { body { padding: 0; max-width: none; } }
table[data-table="title"] thead { display: none; }
table[data-table="title"] td:first-child { font-weight: bold; white-space: nowrap; }
table[data-table="title"] td.hash { overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
table[data-table="inputs"] { break-inside: auto; }
table[data-table="inputs"] td:first-child { font-weight: bold; white-space: nowrap; }
table[data-table="inputs"] tr.group th { text-align: left; }
table[data-table="inputs"] td.hash { overflow-wrap: anywhere; font-size: 7pt; }
.charts { display: flex; flex-wrap: wrap; gap: 4px 14px; }
figure.chart { margin: 6px 0; break-inside: avoid; }
figure.chart svg { display: block; max-width: 100%; height: auto; }
figcaption { font-size: 8pt; color: #444; }
p.legend code { font-size: 7.5pt; }
table[data-table="compare-metrics"] td.nowrap { white-space: normal; }
table[data-table="compare-metrics"] th, table[data-table="compare-metrics"] td { padding: 2px 3px; }
ul.caveats { font-size: 8.5pt; padding-left: 18px; }
ul.caveats li { margin: 2px 0; }
section { break-inside: auto; }
p.subtitle { font-size: 9pt; color: #333; margin: 0 0 6px; }
#s1 { break-after: page; }
.leaderboard h4 { margin: 8px 0 2px; }
table[data-table^="leaderboard"] td.best { font-weight: bold; }
table[data-table^="leaderboard"] td.holds { background: #eef4fa; }
table[data-table="answer"] td { white-space: nowrap; }
.answers { display: flex; flex-wrap: wrap; column-gap: 16px; align-items: flex-start; }
.answers h4 { margin: 6px 0 1px; }
.answers table.table { margin: 2px 0; }
.charts.curves { flex-wrap: nowrap; }
.charts.curves figure.chart { flex: 1 1 0; min-width: 0; }
.beside { display: flex; flex-wrap: wrap; align-items: flex-start; column-gap: 10px; break-inside: avoid; }
.beside figure.chart { margin: 4px 0; }
.beside .charts-column { flex: 1 1 0; min-width: 220px; }
table[data-table="answer"] td.holds { background: #eef4fa; }
table[data-table="answer"] td.num { line-height: 1.25; }
table[data-table="answer"] td.stacked { white-space: normal; }
p.counts, p.sides { font-size: 8pt; break-after: avoid; }
p.signature { font-size: 8pt; margin: 8px 0; }
p.signature code { font-size: 8pt; background: #f4f4f4; padding: 1px 3px; }
p.warning { border-left: 3px solid #c0392b; padding: 3px 8px; background: #fbf3f2; font-size: 8.5pt; }
.players { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: -2px 0 8px; font-size: 8pt; color: #444; }
.player { display: flex; align-items: center; gap: 6px; }
.player audio { height: 26px; }
@media print { .players { display: none; } }
`;
