#!/usr/bin/env bash
# The install check (CI runs it after the README's test command; `npm test` never does): pack the
# package as `npm pack` does for a release, check what the tarball holds, then install it the way
# docs/install.md says, with npm 11 (this machine's) and npm 10, each with an empty npm cache so that
# everything comes from the npm registry alone:
#   - globally, into a temporary prefix (docs/install.md's install command, with npm_config_prefix),
#     then run the installed `fdb-unified` from an unrelated folder on a copy of fixtures/tree;
#   - into an empty project (docs/install.md's project command), then `npx fdb-unified` there.
# In the project, the package is also used as a library: docs/api.md's TypeScript script,
# compiled with the project's own `tsc` (strict, node16; its types checked with bundler too), a
# plain .mjs script and a .cjs require each load, score and write the shipped fixture tree.
# Each run's unified.json and unified-samples.jsonl must equal the clone's bytes, and the VAD
# cache must land where docs/commands.md says (~/.cache/fdb-unified/vad, or $XDG_CACHE_HOME/...). The
# npm 11 global install also runs every other command once (on a tree and on a plain folder), the
# PDF when a browser exists, and checks that the notebooks' packages are not installed and that
# their helpers say so in one line. Every step has a time limit; nothing here waits forever.
#
#   bash scripts/install-check.sh [11|10 ...]   (default: 11 10)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
INSTALL_DOC="$ROOT/docs/install.md"
export npm_config_update_notifier=false
STEP_LIMIT="${FDB_UNIFIED_INSTALL_STEP_LIMIT:-900}"   # seconds for one npm step
RUN_LIMIT=300                                          # seconds for one fdb-unified command

work="$(mktemp -d "${TMPDIR:-/tmp}/fdb-unified-install-check.XXXXXX")"
trap 'rm -rf "$work"' EXIT

fail() { echo "install check: $*" >&2; exit 1; }
# limited SECONDS CMD...: run CMD with a time limit (it is killed after it)
limited() { local s="$1"; shift; timeout --kill-after=10 "$s" "$@"; }
# fdb HOME_DIR CMD...: run CMD as a user whose home is HOME_DIR, with no cache setting of our own
fdb() { local home="$1"; shift; limited "$RUN_LIMIT" env -u FDB_UNIFIED_CACHE -u XDG_CACHE_HOME HOME="$home" "$@"; }

# --- the tarball ---------------------------------------------------------------------------
mkdir -p "$work/dl"
echo "install check: npm pack (runs the prepare script: the build)"
tgz_name="$(cd "$ROOT" && limited "$STEP_LIMIT" npm pack --silent --pack-destination "$work/dl" | tail -n 1)"
tgz="$work/dl/$tgz_name"
test -s "$tgz" || fail "npm pack made no tarball"
entries="$(tar -tzf "$tgz")"
count="$(printf '%s\n' "$entries" | grep -vc '/$')"
size="$(wc -c <"$tgz")"
echo "install check: $tgz_name: $size bytes, $count files"
for forbidden in test bench notebooks fixtures/generator scripts src models/silero_vad.onnx .ci; do
  if grep -q "^package/$forbidden\(/\|$\)" <<<"$entries"; then fail "the tarball holds package/$forbidden"; fi
done
for needed in bin/fdb-unified.js dist/src/cli/main.js dist/src/charts/esm-import.cjs dist/src/api/index.js dist/src/api/index.d.ts \
  dist/cjs/package.json dist/cjs/api/index.js dist/cjs/api/index.d.ts dist/cjs/charts/esm-import.cjs fixtures/tree/manifest.json \
  fixtures/tree-b/manifest.json fixtures/tree-c/manifest.json fixtures/tree-audio/manifest.json fixtures/plain/README.md \
  fixtures/v15/user_interruption/1/metadata.json fixtures/v15-b/user_interruption/1/metadata.json \
  fixtures/plain-control/synthetic_user_interruption/1/interrupt.json docs/definitions.md README.md package.json; do
  grep -qx "package/$needed" <<<"$entries" || fail "the tarball lacks package/$needed"
done
# docs/install.md's figures for the tarball: its file count within 3 % (a refactor that adds or folds a
# module need not touch the docs; a stray folder of hundreds of files fails), its size within 10 %
stated="$(grep -o 'The tarball (about [0-9.]* MB, about [0-9]* files' "$INSTALL_DOC" | head -n 1)"
test -n "$stated" || fail "docs/install.md: no 'The tarball (about X MB, about N files' to check"
stated_mb="$(printf '%s' "$stated" | sed 's/.*about \([0-9.]*\) MB.*/\1/')"
stated_files="$(printf '%s' "$stated" | sed 's/.*MB, about \([0-9]*\) files.*/\1/')"
awk -v c="$count" -v n="$stated_files" 'BEGIN { d = c - n; exit !(d * 100 <= n * 3 && -d * 100 <= n * 3) }' ||
  fail "docs/install.md says the tarball holds about $stated_files files; npm pack made $count (update the figure)"
awk -v s="$size" -v mb="$stated_mb" 'BEGIN { d = s / 1e6 - mb; exit !(d <= mb / 10 && -d <= mb / 10) }' ||
  fail "docs/install.md says the tarball is about $stated_mb MB; npm pack made $size bytes"

# --- docs/install.md's install commands, with the tarball this pack made ---------------------
global_cmd="$(bash "$ROOT/scripts/readme-command.sh" install "$INSTALL_DOC")"
project_cmd="$(bash "$ROOT/scripts/readme-command.sh" install-project "$INSTALL_DOC")"
for cmd in "$global_cmd" "$project_cmd"; do
  case "$cmd" in *"./$tgz_name"*) ;; *) fail "docs/install.md's install command does not name ./$tgz_name: $cmd" ;; esac
done

# --- the clone's bytes ---------------------------------------------------------------------
cp -r "$ROOT/fixtures/tree" "$work/tree"
cp -r "$ROOT/fixtures/plain" "$work/plain"
mkdir -p "$work/elsewhere"
limited "$RUN_LIMIT" env FDB_UNIFIED_CACHE="$work/clone-cache" node "$ROOT/bin/fdb-unified.js" score --tree "$ROOT/fixtures/tree" --out "$work/clone" --quiet

# same_as_clone DIR WHAT: DIR's score outputs equal the clone's bytes (cmp names the first difference)
same_as_clone() {
  local f
  for f in unified.json unified-samples.jsonl; do
    test -f "$1/$f" || fail "$2: wrote no $f"
    cmp "$1/$f" "$work/clone/$f" >&2 || fail "$2: $f differs from the clone's (the bytes of score --out)"
  done
}
# cache_in DIR WHAT: the VAD cache folder DIR holds probability entries
cache_in() {
  compgen -G "$1/*.probs" >/dev/null || fail "$2: no VAD cache entry in $1"
}

# --- one npm version ------------------------------------------------------------------------
# npm_of VERSION: the npm command of that major version (10 is installed from the registry)
npm_of() {
  if [ "$1" = "$(npm --version | cut -d. -f1)" ]; then command -v npm; return; fi
  limited "$STEP_LIMIT" npm install --silent --no-save --no-audit --no-fund --prefix "$work/npm$1" "npm@$1" >/dev/null
  echo "$work/npm$1/node_modules/.bin/npm"
}

check_npm() {
  local major="$1" npm bin prefix project t0 secs
  npm="$(npm_of "$major")"
  mkdir -p "$work/npmbin$major"
  ln -sf "$npm" "$work/npmbin$major/npm"
  local path="$work/npmbin$major:$PATH"
  echo "install check: npm $(PATH="$path" npm --version)"

  # global, into a temporary prefix, with an empty npm cache
  prefix="$work/prefix$major"
  t0=$SECONDS
  (cd "$work/dl" && PATH="$path" npm_config_prefix="$prefix" npm_config_cache="$work/npm-cache$major" \
    limited "$STEP_LIMIT" bash -c "$global_cmd" >"$work/install$major.log" 2>&1) ||
    { tail -n 30 "$work/install$major.log" >&2; fail "npm $major: the global install failed"; }
  secs=$((SECONDS - t0))
  bin="$prefix/bin/fdb-unified"
  test -x "$bin" || fail "npm $major: no $bin after the global install"
  (cd "$work/elsewhere" && fdb "$work/home$major" "$bin" score --tree "$work/tree" --out "$work/global$major" --quiet)
  same_as_clone "$work/global$major" "npm $major global"
  cache_in "$work/home$major/.cache/fdb-unified/vad" "npm $major global"
  (cd "$work/elsewhere" && fdb "$work/home$major" env XDG_CACHE_HOME="$work/xdg$major" "$bin" score --tree "$work/tree" --out "$work/xdg-out$major" --quiet)
  same_as_clone "$work/xdg-out$major" "npm $major global, XDG_CACHE_HOME"
  cache_in "$work/xdg$major/fdb-unified/vad" "npm $major global, XDG_CACHE_HOME"
  echo "install check: npm $major: global install in ${secs} s (empty npm cache); score from an unrelated folder equals the clone's bytes"
  local pkg="$prefix/lib/node_modules/fdb-unified"
  for left_out in danfojs-node tslab @tensorflow/tfjs-node xlsx zeromq; do
    if [ -e "$pkg/node_modules/$left_out" ] || [ -e "$prefix/lib/node_modules/$left_out" ]; then fail "npm $major: the global install holds $left_out"; fi
  done

  # an empty project, with docs/install.md's project command and npx
  project="$work/project$major"
  mkdir -p "$project"
  cp "$tgz" "$project/"
  t0=$SECONDS
  (cd "$project" && PATH="$path" npm_config_cache="$work/npm-cache$major" limited "$STEP_LIMIT" bash -c "$project_cmd" >"$work/project$major.log" 2>&1) ||
    { tail -n 30 "$work/project$major.log" >&2; fail "npm $major: the project install failed"; }
  secs=$((SECONDS - t0))
  (cd "$project" && PATH="$path" fdb "$work/home-project$major" npx --no-install fdb-unified score --tree "$work/tree" --out "$work/project-out$major" --quiet)
  same_as_clone "$work/project-out$major" "npm $major project"
  cache_in "$work/home-project$major/.cache/fdb-unified/vad" "npm $major project"
  echo "install check: npm $major: project install in ${secs} s (npm cache of the global install); npx fdb-unified score equals the clone's bytes"
  library_scripts "$major" "$project" "$path"
  if [ "$major" = "$(npm --version | cut -d. -f1)" ]; then every_command "$bin" "$pkg"; fi
}

# library_scripts MAJOR PROJECT PATH: the package as a library in the project: docs/api.md's
# TypeScript script (compiled by the project's tsc), a plain .mjs script and a .cjs require
library_scripts() {
  local major="$1" project="$2" path="$3" home="$work/home-library$1" ts_version types_version
  ts_version="$(node -p "require('$ROOT/package.json').devDependencies.typescript")"
  types_version="$(node -p "require('$ROOT/package.json').devDependencies['@types/node']")"
  (cd "$project" && PATH="$path" npm_config_cache="$work/npm-cache$major" limited "$STEP_LIMIT" \
    npm install --no-save --no-audit --no-fund "typescript@$ts_version" "@types/node@$types_version" >"$work/project-ts$major.log" 2>&1) ||
    { tail -n 30 "$work/project-ts$major.log" >&2; fail "npm $major: installing typescript into the project failed"; }
  (cd "$project" && PATH="$path" npm pkg set type=module)
  awk '/<!-- api-script -->/ { on = 1; next } on && /^```ts$/ { copy = 1; next } copy && /^```$/ { exit } copy' \
    "$ROOT/docs/api.md" >"$project/script.ts"
  test -s "$project/script.ts" || fail "docs/api.md has no api-script block"
  cat >"$project/tsconfig.json" <<'JSON'
{
  "compilerOptions": {
    "strict": true,
    "target": "ES2022",
    "module": "node16",
    "moduleResolution": "node16",
    "types": ["node"],
    "outDir": "build"
  },
  "files": ["script.ts"]
}
JSON
  (cd "$project" && limited "$RUN_LIMIT" ./node_modules/.bin/tsc -p tsconfig.json >&2) ||
    fail "npm $major: docs/api.md's script does not compile with the installed package's types (strict, node16)"
  (cd "$project" && limited "$RUN_LIMIT" ./node_modules/.bin/tsc -p tsconfig.json --noEmit --module esnext --moduleResolution bundler >&2) ||
    fail "npm $major: docs/api.md's script does not type-check with moduleResolution bundler"
  (cd "$project" && fdb "$home" node build/script.js "$work/library-ts$major" >"$work/library-ts$major.log") ||
    fail "npm $major: docs/api.md's script failed"
  same_as_clone "$work/library-ts$major/score" "npm $major project, library (docs/api.md's TypeScript script)"
  cat >"$project/score.mjs" <<'JS'
import { loadInput, scoreInput, writeScore } from "fdb-unified";
writeScore(scoreInput(await loadInput(process.argv[2])), process.argv[3]);
JS
  (cd "$project" && fdb "$home" node score.mjs "$work/tree" "$work/library-mjs$major")
  same_as_clone "$work/library-mjs$major" "npm $major project, library (import from .mjs)"
  cat >"$project/score.cjs" <<'JS'
const { loadInput, scoreInput, writeScore } = require("fdb-unified");
loadInput(process.argv[2]).then((input) => writeScore(scoreInput(input), process.argv[3]));
JS
  (cd "$project" && fdb "$home" node score.cjs "$work/tree" "$work/library-cjs$major")
  same_as_clone "$work/library-cjs$major" "npm $major project, library (require from .cjs)"
  echo "install check: npm $major: as a library, docs/api.md's script (tsc strict), import and require score the fixture to the clone's bytes"
}

# every_command BIN PKG: each other command of the global install, from the unrelated folder
every_command() {
  local bin="$1" pkg="$2" home="$work/home-all" out="$work/all"
  mkdir -p "$out"
  cd "$work/elsewhere"
  fdb "$home" "$bin" --version >/dev/null
  fdb "$home" "$bin" score --dataset "$work/plain" --out "$out/plain-score" --quiet
  fdb "$home" "$bin" vad "$work/tree/synthetic_user_interruption/3/output.wav" --json >"$out/vad.json"
  fdb "$home" "$bin" sweep --tree "$work/tree" --threshold 0.4,0.5 --min-silence-ms 100 --csv --out "$out/sweep.csv"
  fdb "$home" "$bin" compare --tree A="$work/tree" --tree B="$pkg/fixtures/tree-b" --json >"$out/compare.json"
  fdb "$home" "$bin" table --tree A="$work/tree" --tree B="$pkg/fixtures/tree-b" --tree C="$pkg/fixtures/tree-c" --format markdown >"$out/table.md"
  fdb "$home" "$bin" official --tree "$work/tree" --json >"$out/official.json"
  fdb "$home" "$bin" view --tree "$work/tree" --sample synthetic_user_interruption/3 --out "$out/view.svg"
  fdb "$home" "$bin" export-tree --dataset "$pkg/fixtures/plain" --out "$out/plain-tree" >/dev/null   # as its --help
  fdb "$home" "$bin" check-transcripts --tree "$pkg/fixtures/tree-audio" --out "$out/check" --quiet
  local pdf=""
  if (cd "$ROOT" && node scripts/pdf-browser.mjs >/dev/null); then pdf="--pdf"; fi
  fdb "$home" "$bin" report --tree "$work/tree" --out "$out/report" $pdf
  for f in vad.json sweep.csv compare.json table.md official.json view.svg report/index.html plain-score/unified.json plain-tree/manifest.json check/transcript-check.json; do
    test -s "$out/$f" || fail "from the global install: $f is empty or missing"
  done
  if [ -n "$pdf" ]; then test -s "$out/report/report.pdf" || fail "from the global install: a browser exists but report.pdf is missing"; fi
  # the notebooks' helpers, without the notebooks' packages: one line, the exit-2 error
  local msg
  msg="$(limited "$RUN_LIMIT" node --input-type=module -e "
    const { recordsFrame } = await import('$pkg/dist/src/notebook/frames.js');
    try { recordsFrame([{ a: 1 }]); console.log('loaded'); } catch (e) { console.log(e.name + ': ' + e.message); }")"
  case "$msg" in "MissingDependencyError: danfojs-node is not installed"*) ;; *) fail "from the global install, the notebook helpers said: $msg" ;; esac
  cd - >/dev/null
  echo "install check: every command ran from the global install${pdf:+ (PDF included)}; the notebook helpers say: ${msg#*: }"
}

for v in "${@:-11 10}"; do
  for n in $v; do check_npm "$n"; done
done
echo "install check: passed"
