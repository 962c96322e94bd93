import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The unit files that take longest, longest first (seconds on this 2-core machine, 2026-11-30).
 * Vitest orders files by the durations it cached on the last run, and with no cache (a fresh
 * checkout: every CI run) by file size, largest first. The fuzz files are a few lines that call a
 * shared suite, so a fresh run started them last: fuzz-sqlite ran alone for its last 42 s, the suite
 * took 290 s where the cached order took 262 s. Named here, they start first in either case; a file
 * not named keeps Vitest's order behind them. A stale list only costs balance, never a test.
 */
const LONGEST_FIRST = [
  'packages/server/src/routes/contract/fuzz-sqlite-2.test.ts', // 44 s
  'packages/server/src/routes/contract/fuzz-sqlite-1.test.ts', // 40 s
  'packages/server/src/routes/contract/access.test.ts', // 33 s
  'packages/server/src/routes/contract/fuzz-postgres.test.ts', // 28 s
  'packages/server/src/forms/forms.test.ts', // 17 s
  'packages/server/src/census/kill.test.ts', // 17 s
  'packages/server/src/routes/contract/csrf.test.ts', // 16 s
  'packages/server/src/cluster/cluster.test.ts', // 16 s
];

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    // Array sort is stable: the files not named keep Vitest's order among themselves.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
