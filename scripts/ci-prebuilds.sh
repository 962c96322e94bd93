# Sourced by .ci/run: keeps the better-sqlite3 binary that npm ci compiled, so the next install
# unpacks it instead of compiling SQLite again. Its installer (prebuild-install) downloads a prebuilt
# binary from GitHub, which this machine cannot reach, and falls back to compiling from source: about
# 60 of npm ci's 91 s. It first looks in its "local prebuilds" folder for the file it would download
# (named by version, Node ABI, platform and arch), and checks that what it unpacks loads.
PREBUILDS_DIR="${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/tessera/prebuilds"

# npm ci, with better-sqlite3's installer pointed at the kept binaries. prebuild-install reads the
# setting from this variable only (npm warns that it is no config of its own; the install scripts
# inherit it all the same, where a name npm would not warn about is dropped by the shell).
npm_ci_with_prebuilds() {
  npm_config_better_sqlite3_local_prebuilds="$PREBUILDS_DIR" npm ci "$@"
}

# After npm ci: keeps the binary it built, under the name prebuild-install looks for. The cache only
# saves time, so a binary it cannot keep is left with a note, never a failed run.
keep_prebuilds() {
  local package=node_modules/better-sqlite3
  local name
  name="better-sqlite3-v$(node -p "require('./$package/package.json').version")-node-v$(node -p process.versions.modules)-$(node -p 'process.platform + "-" + process.arch').tar.gz"
  [ -f "$PREBUILDS_DIR/$name" ] && return 0
  if mkdir -p "$PREBUILDS_DIR" &&
    tar -czf "$PREBUILDS_DIR/$name.tmp" -C "$package" build/Release/better_sqlite3.node &&
    mv "$PREBUILDS_DIR/$name.tmp" "$PREBUILDS_DIR/$name"; then
    echo "Kept better-sqlite3's binary for the next install: $PREBUILDS_DIR/$name"
  else
    rm -f "$PREBUILDS_DIR/$name.tmp"
    echo "Could not keep better-sqlite3's binary in $PREBUILDS_DIR; the next install compiles it again" >&2
  fi
  return 0
}
