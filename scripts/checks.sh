#!/usr/bin/env bash
# npm test's first step: typecheck, lint and the production build side by side. tsc works on one core,
# so the build takes the other rather than waiting its turn; the end-to-end tests later use this build.
# Each step's output is shown when it fails; any failure fails the whole.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
declare -A pids
for step in typecheck lint build; do
  npm run -s "$step" >"$logs/$step" 2>&1 &
  pids[$step]=$!
done
status=0
for step in typecheck lint build; do
  if wait "${pids[$step]}"; then
    echo "✓ $step"
  else
    status=1
    echo "✗ $step failed:"
    cat "$logs/$step"
  fi
done
exit $status
