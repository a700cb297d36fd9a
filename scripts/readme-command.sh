#!/usr/bin/env bash
# Print the command NAME of a document: the first line of the fenced block that follows the
# marker `<!-- readme-command: NAME -->` ("main" and "test" in README.md, "install" and
# "install-project" in docs/install.md). CI, the clean-clone check and the install check run the
# commands through this, so they run exactly what the documents show.
set -euo pipefail
name="${1:?usage: scripts/readme-command.sh NAME [FILE, default README.md]}"
readme="${2:-$(dirname "$0")/../README.md}"
cmd="$(awk -v marker="<!-- readme-command: $name -->" '
  $0 == marker { found = 1; next }
  found == 1 && /^```/ { inside = 1; found = 2; next }
  inside == 1 { print; exit }
' "$readme")"
if [ -z "$cmd" ]; then
  echo "README has no command marked <!-- readme-command: $name -->" >&2
  exit 2
fi
printf '%s\n' "$cmd"
