// The server as `npm start` runs it, for the tests that start server processes (kill, cluster, two
// processes): main.ts bundled by build.ts, run by plain node with npm start's flags. Built once per
// test run into packages/server/.test-dist (beside dist/, so paths.ts holds), from the sources as
// they are now, never a stale `npm run build`. A start under tsx took 3.2 s and 4.3 s of CPU (it
// loads and transforms some 300 modules), the bundle 1.5 s and 1.7 s; the unit suite starts about
// thirty server processes.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { productionNodeArgs } from '../../../e2e/support/production-command.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BUILT_SERVER_DIR = 'packages/server/.test-dist';

/** Bundles the server into BUILT_SERVER_DIR (vitest's global setup, before any test file). */
export function buildServerForTests(): void {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/build.ts', '.test-dist'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the server's test build failed:\n${built.stdout}${built.stderr}`);
}

/** npm start's node arguments (e2e/support/production-command.ts), its entry replaced by the test build's. */
export function builtServerArgs(): string[] {
  return [...productionNodeArgs().slice(0, -1), `${BUILT_SERVER_DIR}/main.js`];
}
