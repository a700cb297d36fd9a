/**
 * `fdb-unified table`: several systems in one table. Each input (`--tree` or `--dataset`,
 * `NAME=DIR` or a bare folder, in any mix) is scored by the core exactly as `score` scores it;
 * the table is printed as CSV (tidy, long, full precision), Markdown, LaTeX (booktabs) or JSON,
 * each metric with its direction and a best marked only where a paired test against another
 * system holds after Holm over its row (src/text/best-mark.ts). `--baseline NAME` adds every
 * other system's paired difference against it with Holm-corrected paired p-values; `--subsets`
 * chooses the subsets; `--caption` and `--label` caption the LaTeX table (a float or one
 * longtable) and label it exactly as given. `--transcript-check` adds the table of audio-checked values (each input's
 * transcript check, run here or read with `--check NAME=DIR`). A subset no input selects a sample of is left out with one line (on stderr
 * for CSV, in the notes otherwise). Flags are checked before anything is loaded; nothing is
 * written unless `--out FILE` is given (atomically), and never inside an input.
 */
import { baselineOption } from "../api/options.js";
import { UsageError } from "../errors.js";
import { writeFilesAtomically } from "../io/atomic-write.js";
import { emptySubsetsLine } from "../metrics/subset-choice.js";
import { statusLine } from "../report/status.js";
import { buildLeaderboard, type ScoredSystem } from "../text/leaderboard.js";
import { checkDistinctNames, scoreInputs } from "../text/table-inputs.js";
import { leaderboardText, TABLE_FORMATS, type TableFormat } from "../text/table-text.js";
import { choosableNames, parseMetricChoice } from "../text/select.js";
import { FAMILIES } from "../score/families.js";
import { defineCommand, flag } from "./args.js";
import { settingValuesFromFlags } from "./family-settings.js";
import { familyOfSources, refuseFamilyFlags, subsetChoiceFromFlags } from "./sources.js";
import { checkOutput, loadAnySource, loadSource, sourcesFromFlags } from "./source.js";
import { checkedSystems, readGivenChecks } from "./table-checks.js";

export const tableCommand = defineCommand("table", async (p, usage, argv) => {
  const format = (flag(p, "format") ?? "markdown") as TableFormat;
  if (!TABLE_FORMATS.includes(format))
    throw new UsageError(
      `--format: ${JSON.stringify(format)} is not a format; give one of ${TABLE_FORMATS.join(", ")}`,
    );
  const sources = sourcesFromFlags(p, argv);
  if (sources.length === 0) throw new UsageError(`--tree, --dataset: give at least one input (${usage})`);
  const family = familyOfSources(sources, p);
  refuseFamilyFlags(p, "table", family);
  const values = settingValuesFromFlags(p);
  // The long CSV holds every metric unless --metrics narrows it; the wide views show the headline.
  const metrics = parseMetricChoice(
    flag(p, "metrics"),
    { kind: format === "csv" ? "all" : "headline" },
    choosableNames(family, FAMILIES),
    "docs/metrics.md",
  );
  const subsets = subsetChoiceFromFlags(p, family);
  const caption = flag(p, "caption");
  const label = flag(p, "label");
  if ((caption !== undefined || label !== undefined) && format !== "latex")
    throw new UsageError(`--${caption !== undefined ? "caption" : "label"}: only with --format latex`);
  if (label !== undefined && caption === undefined)
    throw new UsageError("--label: give --caption too (\\ref prints the caption's number)");
  if (caption !== undefined && caption.trim() === "") throw new UsageError("--caption: needs a text");
  if (label !== undefined && !/^[A-Za-z0-9:._/+-]+$/.test(label)) {
    throw new UsageError(
      `--label: ${JSON.stringify(label)} is not a label key; use letters, digits and : . _ / + - only, e.g. tab:results`,
    );
  }
  checkDistinctNames(sources);
  const baseline = baselineOption("--baseline", flag(p, "baseline"), sources);
  const withCheck = p.switches.has("transcript-check");
  const checkFlags = p.flags.get("check") ?? [];
  if (checkFlags.length > 0 && !withCheck)
    throw new UsageError("--check: only with --transcript-check (it reads the check that flag shows)");
  const given = readGivenChecks(
    checkFlags,
    sources.map((s) => s.name),
  );
  const out = flag(p, "out");
  if (out !== undefined && out.trim() === "") throw new UsageError("--out: needs a file name");
  if (out !== undefined) checkOutput(out, sources, "file");

  const status = statusLine();
  let systems: ScoredSystem[];
  try {
    systems = await scoreInputs(
      sources,
      (x) => (withCheck && !given.has(x.name) ? loadSource(x, p, { checkOutputs: true }) : loadAnySource(x, p)),
      (k, n, x) => status.update(`table: scoring ${x.name} (${k + 1}/${n})`),
      values,
    );
  } finally {
    status.end();
  }
  const board = buildLeaderboard(systems, { metrics, baseline: baseline ?? null, subsets });
  const checked = withCheck ? checkedSystems(systems, given) : undefined;
  const text = leaderboardText(format, systems, metrics, board, { caption, label }, checked);
  // The tidy CSV has no place for a note: the line naming the empty subsets goes to stderr.
  const empty = emptySubsetsLine(board.empty_subsets, systems.length);
  if (format === "csv" && empty) process.stderr.write(`note: ${empty}\n`);
  if (out !== undefined) writeFilesAtomically([{ path: out, content: text }]);
  else process.stdout.write(text);
});
