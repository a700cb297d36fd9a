#!/usr/bin/env bash
# Fresh-machine set-up and main job: system packages for the PDF (Debian/Ubuntu, when missing),
# the npm dependencies without binary downloads, then the report of the bundled fixture tree in
# reports/fixture/ (the fixture tree itself is not modified).
set -euo pipefail
cd "$(dirname "$0")/.."

if command -v apt-get >/dev/null 2>&1 && ! command -v chromium >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium poppler-utils fonts-dejavu-core
fi

# onnxruntime-node would fetch CUDA libraries at install; the CPU runtime ships in the package.
# Without a system Chromium, puppeteer downloads its own browser here (see .puppeteerrc.cjs).
ONNXRUNTIME_NODE_INSTALL=skip npm ci --no-audit --no-fund

npx fdb-unified report --tree fixture=fixtures/tree --out reports/fixture --pdf
echo "open reports/fixture/index.html or reports/fixture/report.pdf"
