# Shared set-up for the README's two commands (scripts/quickstart.sh, scripts/test.sh), sourced by
# both: check Node, install the Debian packages a command needs when they are missing (saying
# which and why), and install the npm dependencies without any binary download.

# need_node: Node >= 20 must be on PATH; Debian 12's own nodejs package is 18, so say where to get one.
need_node() {
  if ! command -v node >/dev/null 2>&1; then
    echo "fdb-unified: Node.js >= 20 is needed and 'node' is not on PATH." >&2
    echo "  Install Node 20 or later first (https://nodejs.org, NodeSource's Debian packages, or nvm), then rerun." >&2
    exit 2
  fi
  local major
  major="$(node -p 'process.versions.node.split(".")[0]')"
  if [ "$major" -lt 20 ]; then
    echo "fdb-unified: Node.js >= 20 is needed; this is $(node --version)." >&2
    echo "  Install Node 20 or later first (https://nodejs.org, NodeSource's Debian packages, or nvm), then rerun." >&2
    exit 2
  fi
}

# debian_packages WHY PKG...: install the packages of the list that are not installed yet, with
# apt-get (through sudo when not root). Prints what it installs and why, or that nothing is
# missing. On a system without apt-get it prints what would have been needed and returns 1.
debian_packages() {
  local why="$1"
  shift
  if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg-query >/dev/null 2>&1; then
    echo "fdb-unified: not a Debian-based system (no apt-get); not installing: $* ($why)"
    return 1
  fi
  local missing=()
  local p
  for p in "$@"; do
    if [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" != "install ok installed" ]; then missing+=("$p"); fi
  done
  if [ "${#missing[@]}" -eq 0 ]; then
    echo "fdb-unified: Debian packages already installed: $* ($why)"
    return 0
  fi
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      echo "fdb-unified: need root or sudo to install: ${missing[*]} ($why)" >&2
      return 1
    fi
    sudo="sudo"
  fi
  echo "fdb-unified: installing Debian packages: ${missing[*]} ($why)"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# npm_dependencies: `npm ci` with no binary download. onnxruntime-node's install script would
# fetch CUDA libraries (the CPU runtime ships in its package), and puppeteer never downloads a
# browser at install (.puppeteerrc.cjs); npm 11 also skips both by package.json's allowScripts.
npm_dependencies() {
  echo "fdb-unified: installing the npm dependencies (npm ci)"
  ONNXRUNTIME_NODE_INSTALL=skip npm ci --no-audit --no-fund
}
