#!/usr/bin/env bash
# The README's main command: set up a fresh Debian machine and make the report of the bundled
# fixture tree (reports/fixture/index.html and report.pdf) and the executed notebooks
# (reports/notebooks/*.html). Installs Chromium, poppler and fonts (the PDF) and Jupyter's
# nbconvert and client (the notebooks) with apt-get when missing, then the npm dependencies.
# Elsewhere it makes what it can: the HTML report without a browser, with one line saying why the
# PDF was skipped, and no notebooks without Jupyter, with one line saying so. The fixture tree is
# never modified.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/setup.sh

need_node
debian_packages "the PDF report" chromium poppler-utils fonts-dejavu-core || true
debian_packages "running the notebooks headless, and npm run jupyter" jupyter-nbconvert jupyter-client jupyter-notebook || true
npm_dependencies

if browser="$(node scripts/pdf-browser.mjs)"; then
  npx fdb-unified report --tree fixture=fixtures/tree --out reports/fixture --pdf
  echo "report: reports/fixture/index.html and reports/fixture/report.pdf (printed with $browser)"
else
  npx fdb-unified report --tree fixture=fixtures/tree --out reports/fixture
  echo "report: reports/fixture/index.html; PDF skipped: $browser"
fi

if command -v jupyter >/dev/null 2>&1; then
  npm run notebooks
  echo "notebooks: reports/notebooks/*.html"
else
  echo "notebooks skipped: jupyter is not on PATH (install Debian's jupyter-nbconvert and jupyter-client, or 'pip install nbconvert jupyter_client')"
fi
