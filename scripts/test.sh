#!/usr/bin/env bash
# The README's test command: set up a fresh Debian machine and run the whole test suite.
# Installs the Debian packages the tests use when missing (Chromium and poppler for the PDF,
# Jupyter for the notebooks, espeak-ng and sox for the fixture clips, fonts, TeX for the paper
# tables, python3-soundfile for the reference WAV checks), then the npm dependencies, then
# `npm test`. Only tests that need the full Silero reference recordings kept beside the
# repository skip, and say so.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/setup.sh

need_node
debian_packages "the tests: PDF, notebooks, fixture clips, paper tables, reference WAVs" \
  chromium poppler-utils jupyter-nbconvert jupyter-client jupyter-notebook espeak-ng sox fonts-dejavu-core \
  texlive-latex-recommended python3-soundfile ||
  echo "fdb-unified: without these, the tests that need them skip and say why"
npm_dependencies
npm test
