#!/usr/bin/env bash
# Every output of every command on the fixtures (v1.0 trees and plain folders, v1.5 folders, a
# plain folder with control runs, at several yield margins), the library's results and the
# notebook helpers' records (and, with BIG=DIR, on a full-size generated tree), written under
# OUT, so that a change meant to leave the outputs alone can be checked byte for byte against an
# earlier commit:
#
#   bash scripts/output-snapshot.sh /tmp/snap-new                 # in this clone, built
#   (cd OLD_CLONE && bash scripts/output-snapshot.sh /tmp/snap-old)
#   diff -r /tmp/snap-old /tmp/snap-new
#
# Each command's stdout, stderr and exit code are kept (`NAME.out`, `NAME.err`, `NAME.rc`), with
# OUT and the clone's folder replaced by placeholders, beside the files it writes. The VAD cache
# is a fresh folder inside OUT (removed at the end), so every VAD result is computed, not read.
# BIG=DIR names a full-size tree with audio in every subset (made once and for both runs with
# `node -e "import('./dist/fixtures/generator/tree.js').then(m => m.generateTree('DIR', { full: true, audioEverywhere: true }))"`).
set -uo pipefail
cd "$(dirname "$0")/.."
OUT="${1:?usage: scripts/output-snapshot.sh OUT_DIR}"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
HERE="$(pwd)"
export FDB_UNIFIED_CACHE="$OUT/.cache"
cli() { node bin/fdb-unified.js "$@"; }

# run NAME ARGS...: one command, its three streams kept under OUT/NAME.*
run() {
  local name="$1"
  shift
  mkdir -p "$(dirname "$OUT/$name")"
  cli "$@" >"$OUT/$name.out" 2>"$OUT/$name.err" </dev/null
  echo $? >"$OUT/$name.rc"
  sed -i -e "s#$OUT#OUT#g" -e "s#$HERE#CLONE#g" "$OUT/$name.out" "$OUT/$name.err"
}

for t in tree tree-b tree-c tree-d tree-audio; do
  run "score/$t" score --tree "$t=fixtures/$t" --out "$OUT/score/$t.d"
  run "score-json/$t" score --tree "fixtures/$t" --out "$OUT/score-json/$t.d" --json
  run "sweep/$t" sweep --tree "fixtures/$t"
  run "sweep-csv/$t" sweep --tree "fixtures/$t" --csv --per-sample "$OUT/sweep-csv/$t.per-sample.csv"
  run "sweep-jsonl/$t" sweep --tree "fixtures/$t" --per-sample "$OUT/sweep-jsonl/$t.per-sample.jsonl" --out "$OUT/sweep-jsonl/$t.json"
  run "official/$t" official --tree "fixtures/$t"
  run "official-json/$t" official --tree "fixtures/$t" --json
  run "check/$t" check-transcripts --tree "fixtures/$t" --out "$OUT/check/$t.d"
  run "check-json/$t" check-transcripts --tree "fixtures/$t" --out "$OUT/check-json/$t.d" --json
  run "check-vad/$t" check-transcripts --tree "fixtures/$t" --out "$OUT/check-vad/$t.d" --threshold 0.4 --min-silence-ms 200
done
run score/plain score --dataset plain=fixtures/plain --out "$OUT/score/plain.d"
run sweep/plain sweep --dataset fixtures/plain --csv
run official/plain official --dataset fixtures/plain --json
run check/plain check-transcripts --dataset fixtures/plain --out "$OUT/check/plain.d"
run export-tree export-tree --dataset fixtures/plain --out "$OUT/export-tree.d"
run score/exported score --tree "$OUT/export-tree.d" --out "$OUT/score/exported.d"

for pair in "tree tree-b" "tree tree-c" "tree-b tree-c" "tree tree-d"; do
  set -- $pair
  run "compare/$1-$2" compare --tree "A=fixtures/$1" --tree "B=fixtures/$2" --out "$OUT/compare/$1-$2.d"
  run "compare-json/$1-$2" compare --tree "A=fixtures/$1" --tree "B=fixtures/$2" --json
done
run compare/plain-exported compare --dataset P=fixtures/plain --tree "E=$OUT/export-tree.d" --json

for f in markdown latex csv json; do
  run "table/$f" table --tree A=fixtures/tree --tree B=fixtures/tree-b --tree C=fixtures/tree-c --format "$f"
  run "table-baseline/$f" table --tree A=fixtures/tree --tree B=fixtures/tree-b --tree C=fixtures/tree-c --baseline A --metrics all --format "$f"
done
run table/latex-caption table --tree A=fixtures/tree --tree B=fixtures/tree-b --format latex --caption "Two systems" --label tab:two --baseline A
run table/subsets table --tree A=fixtures/tree --tree B=fixtures/tree-b --subsets synthetic_user_interruption,candor_turn_taking

for w in fixtures/speech/*.wav; do
  b="$(basename "$w" .wav)"
  run "vad/$b" vad "$w" --json
  run "vad-table/$b" vad "$w" --threshold 0.3 --min-silence-ms 50
done
for w in fixtures/encodings/*.wav; do run "vad-enc/$(basename "$w" .wav)" vad "$w" --json; done

# view: the first two samples of each subset of two trees, SVG (and HTML with the check marks)
for t in tree tree-audio; do
  for s in $(node -e "const m=require('./fixtures/$t/manifest.json');const rows=m.samples??m.rows??m;const seen={};for(const r of rows){const id=r.sample_id??r.id;const sub=id.split('/')[0];seen[sub]=(seen[sub]??0)+1;if(seen[sub]<=2)console.log(id)}" 2>/dev/null); do
    n="$(echo "$s" | tr / _)"
    run "view/$t/$n" view --tree "fixtures/$t" --sample "$s" --out "$OUT/view/$t/$n.svg"
    run "view-check/$t/$n" view --tree "fixtures/$t" --sample "$s" --out "$OUT/view-check/$t/$n.svg" --transcript-check
    run "view-vad/$t/$n" view --tree "fixtures/$t" --sample "$s" --out "$OUT/view-vad/$t/$n.html" --audio --threshold 0.3 --min-silence-ms 50 --width 900
  done
done

run report/one report --tree fixture=fixtures/tree --out "$OUT/report/one.d"
run report/three report --tree A=fixtures/tree --tree B=fixtures/tree-b --tree C=fixtures/tree-c --out "$OUT/report/three.d" --subsets synthetic_user_interruption,candor_turn_taking
run report/check report --tree audio=fixtures/tree-audio --out "$OUT/report/check.d" --transcript-check
run report/plain report --dataset plain=fixtures/plain --out "$OUT/report/plain.d"

# Full-Duplex-Bench v1.5 folders and a v1.0 plain folder with control runs: every command that
# takes them, at the default yield margin and others.
for d in v15 v15-b plain-control; do
  run "score/$d" score --dataset "$d=fixtures/$d" --out "$OUT/score/$d.d"
  run "score-json/$d" score --dataset "fixtures/$d" --out "$OUT/score-json/$d.d" --json
  for y in 0 0.25 1; do
    run "score-margin/$d-$y" score --dataset "fixtures/$d" --out "$OUT/score-margin/$d-$y.d" --yield-margin-s "$y"
  done
  run "sweep/$d" sweep --dataset "fixtures/$d"
  run "sweep-csv/$d" sweep --dataset "fixtures/$d" --csv --per-sample "$OUT/sweep-csv/$d.per-sample.csv"
  run "sweep-jsonl/$d" sweep --dataset "fixtures/$d" --per-sample "$OUT/sweep-jsonl/$d.per-sample.jsonl" --out "$OUT/sweep-jsonl/$d.json"
  run "sweep-margins/$d" sweep --dataset "fixtures/$d" --csv --threshold 0.4,0.5 --min-silence-ms 100 --yield-margin-s 0.25,0.5,1
  run "report/$d" report --dataset "$d=fixtures/$d" --out "$OUT/report/$d.d"
  run "report-margin/$d" report --dataset "$d=fixtures/$d" --out "$OUT/report-margin/$d.d" --yield-margin-s 1
done
for id in user_interruption/1 user_interruption/2 user_backchannel/1 background_speech/1; do
  n="$(echo "$id" | tr / _)"
  run "view/v15/$n" view --dataset fixtures/v15 --sample "$id" --out "$OUT/view/v15/$n.svg"
  run "view-html/v15/$n" view --dataset fixtures/v15 --sample "$id" --out "$OUT/view-html/v15/$n.html" --audio --yield-margin-s 1
done
for id in synthetic_user_interruption/1 synthetic_user_interruption/3; do
  n="$(echo "$id" | tr / _)"
  run "view/plain-control/$n" view --dataset fixtures/plain-control --sample "$id" --out "$OUT/view/plain-control/$n.svg"
done
run compare/v15 compare --dataset A=fixtures/v15 --dataset B=fixtures/v15-b --out "$OUT/compare/v15.d"
run compare-json/v15 compare --dataset A=fixtures/v15 --dataset B=fixtures/v15-b --json
run compare-margin/v15 compare --dataset A=fixtures/v15 --dataset B=fixtures/v15-b --json --yield-margin-s 1
run compare/plain-control compare --dataset A=fixtures/plain-control --dataset B=fixtures/plain-control --out "$OUT/compare/plain-control.d"
run compare-json/plain-control compare --dataset A=fixtures/plain-control --dataset B=fixtures/plain-control --json
for f in markdown latex csv json; do
  run "table-v15/$f" table --dataset A=fixtures/v15 --dataset B=fixtures/v15-b --format "$f"
  run "table-v15-baseline/$f" table --dataset A=fixtures/v15 --dataset B=fixtures/v15-b --baseline A --metrics all --format "$f"
  run "table-control/$f" table --dataset A=fixtures/plain-control --dataset B=fixtures/plain-control --format "$f"
done
run table-v15/margin table --dataset A=fixtures/v15 --dataset B=fixtures/v15-b --format csv --yield-margin-s 0.25
run table-v15/latex-label table --dataset A=fixtures/v15 --dataset B=fixtures/v15-b --format latex --label tab:v15 --caption "Two v1.5 systems"
run report/v15-two report --dataset A=fixtures/v15 --dataset B=fixtures/v15-b --out "$OUT/report/v15-two.d"
run report/control-two report --dataset A=fixtures/plain-control --dataset B=fixtures/plain-control --out "$OUT/report/control-two.d"
run report/two report --tree A=fixtures/tree --tree B=fixtures/tree-b --out "$OUT/report/two.d"

# The library's results and the notebook helpers' records (scripts/snapshot-library.mjs).
node scripts/snapshot-library.mjs "$OUT/library" >"$OUT/library.out" 2>"$OUT/library.err"
echo $? >"$OUT/library.rc"
sed -i -e "s#$OUT#OUT#g" -e "s#$HERE#CLONE#g" "$OUT/library.out" "$OUT/library.err"

if [ -n "${BIG:-}" ]; then
  run big/score score --tree "big=$BIG" --out "$OUT/big/score.d"
  run big/sweep sweep --tree "$BIG" --csv --per-sample "$OUT/big/sweep.per-sample.csv"
  run big/official official --tree "$BIG" --json
  run big/check check-transcripts --tree "$BIG" --out "$OUT/big/check.d"
  run big/table table --tree "A=$BIG" --tree "B=$BIG" --baseline A --format latex
  run big/compare compare --tree "A=$BIG" --tree "B=$BIG" --json
fi
rm -rf "$OUT/.cache"
echo "snapshot written: $(find "$OUT" -type f | wc -l) files"
