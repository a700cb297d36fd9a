#!/usr/bin/env bash
# The clean-clone check (CI runs it after the README's test command; `npm test` never does):
# clone the repository's committed HEAD into an empty temporary folder, run the README's main
# command there exactly as written, and check that it made the report (HTML, and the PDF when a
# browser exists) and the executed notebooks (when Jupyter exists). CI has just run the README's
# test command in its own fresh clone, so running it again here would only run the whole suite a
# second time; `--full` (or naming `test`) also runs it, in a second fresh clone, for a developer
# whose working copy is not a fresh clone. Each inner run has FDB_UNIFIED_CLEAN_CLONE_CHECK set,
# so a CI script it might reach does not start another check.
#
#   bash scripts/clean-clone-check.sh [--full | test|main ...]   (default: main; --full: test main)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"

if [ -n "${FDB_UNIFIED_CLEAN_CLONE_CHECK:-}" ]; then
  echo "clean-clone check: already inside one; not starting another"
  exit 0
fi
export FDB_UNIFIED_CLEAN_CLONE_CHECK=1

names=("$@")
if [ "${#names[@]}" -eq 0 ]; then names=(main); fi
if [ "${names[*]}" = "--full" ]; then names=(test main); fi
for n in "${names[@]}"; do
  case "$n" in
    test | main) ;;
    *)
      echo "usage: bash scripts/clean-clone-check.sh [--full | test|main ...]" >&2
      exit 2
      ;;
  esac
done

work="$(mktemp -d "${TMPDIR:-/tmp}/fdb-unified-clean-clone.XXXXXX")"
# mktemp makes the folder private; open it as a user's clone would be, so that the test that runs
# the CLI as another user (unreadable inputs) runs here too instead of skipping
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT

run_in_clone() {
  local name="$1" dir="$work/$1/fdb-unified" cmd
  cmd="$(bash "$ROOT/scripts/readme-command.sh" "$name" "$ROOT/README.md")"
  mkdir -p "$work/$name"
  git clone --quiet --no-hardlinks "$ROOT" "$dir"
  echo "clean-clone check ($name): $(git -C "$dir" rev-parse --short HEAD) in an empty folder: $cmd"
  local t0=$SECONDS
  (cd "$dir" && bash -c "$cmd")
  echo "clean-clone check ($name): passed in $((SECONDS - t0)) s"
  if [ "$name" = "main" ]; then check_main_outputs "$dir"; fi
}

check_main_outputs() {
  local dir="$1"
  test -s "$dir/reports/fixture/index.html" || { echo "clean-clone check (main): reports/fixture/index.html missing" >&2; exit 1; }
  if (cd "$dir" && node scripts/pdf-browser.mjs >/dev/null); then
    test -s "$dir/reports/fixture/report.pdf" || { echo "clean-clone check (main): a browser exists but report.pdf is missing" >&2; exit 1; }
  fi
  if command -v jupyter >/dev/null 2>&1; then
    local n
    n="$(find "$dir/reports/notebooks" -name '*.html' 2>/dev/null | wc -l)"
    [ "$n" -gt 0 ] || { echo "clean-clone check (main): Jupyter exists but no executed notebook" >&2; exit 1; }
  fi
  echo "clean-clone check (main): $(cd "$dir" && find reports/fixture reports/notebooks -maxdepth 1 -type f 2>/dev/null | sort | tr '\n' ' ')"
}

for n in "${names[@]}"; do run_in_clone "$n"; done

