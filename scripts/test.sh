#!/usr/bin/env bash
# npm test: the checks (typecheck, lint and the build, scripts/checks.sh), then the unit and
# end-to-end suites side by side. The end-to-end suite alone leaves much of the two cores idle while
# Chromium and the server wait on each other, and the unit suite fills them: side by side, the two
# took 498 s where one after the other took 595 s (docs/performance.md, "npm test"). The end-to-end
# output is shown as it runs; the unit suite's, kept in a file, when both are done.
set -uo pipefail
cd "$(dirname "$0")/.."

scripts/checks.sh || exit 1

logs=$(mktemp -d)
unit_pid=""
stop() {
  [ -n "$unit_pid" ] && kill -- "-$unit_pid" 2>/dev/null
  rm -rf "$logs"
}
trap stop EXIT
trap 'exit 130' INT TERM

# Its own process group, so that stopping npm test stops its workers too. A little less priority
# than Chromium's: the end-to-end suite waits on what it sees within its expectations' 15 s, the
# unit suite on nothing but its own 90 s hang guards.
set -m
nice -n 5 npx vitest run </dev/null >"$logs/unit" 2>&1 &
unit_pid=$!
set +m

npx playwright test -c e2e/playwright.config.ts
e2e_status=$?
wait "$unit_pid"
unit_status=$?
unit_pid=""

echo
echo "── Unit and integration tests (vitest) ──"
cat "$logs/unit"
[ "$unit_status" -eq 0 ] || echo "✗ the unit and integration tests failed (above)"
[ "$e2e_status" -eq 0 ] || echo "✗ the end-to-end tests failed (before the unit tests' output)"
[ "$unit_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]
