#!/usr/bin/env bash
# npm run test:repeat: the flake check before an issue is called done (issue "The loop"): the unit
# suite twice and the end-to-end suite three times, back to back, on one build; stops at the first
# failing run and says which. Takes about four times as long as npm test.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run -s build
for run in 1 2; do
  echo "── unit suite, run $run of 2"
  npx vitest run || { echo "✗ unit suite failed on run $run of 2"; exit 1; }
done
for run in 1 2 3; do
  echo "── end-to-end suite, run $run of 3"
  npx playwright test -c e2e/playwright.config.ts || { echo "✗ e2e suite failed on run $run of 3"; exit 1; }
done
echo "✓ unit ×2 and e2e ×3 passed"
