// The contract suites' snapshot of every stored row (test/contract.ts) reads the rows again only when
// the engine's stamp says something may have changed: here, that a route's write and a change of one
// value in place (no row added or removed) are still seen, and that nothing changed reads nothing.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { snapshot, snapshotDiff, snapshotRowReads } from '../../../test/contract.ts';
import { ENGINES } from '../../../test/engines.ts';
import { demoWebsite, useTestApp } from '../../../test/suite.ts';

describe.each(ENGINES)('the contract suites’ snapshot on %s', (engine) => {
  const suite = useTestApp(engine);

  it('sees the rows a route writes', async () => {
    const before = await snapshot(suite.db);
    expect((await suite.client().signIn()).statusCode).toBe(200);
    const changed = snapshotDiff(before, await snapshot(suite.db));
    expect(changed.some((line) => line.startsWith('sessions gained'))).toBe(true);
  });

  it('sees one value changed in place, the row count the same', async () => {
    const website = await demoWebsite(suite.db);
    const before = await snapshot(suite.db);
    await sql`update websites set title = ${`${website.title}!`} where id = ${website.id}`.execute(suite.db);
    const changed = snapshotDiff(before, await snapshot(suite.db));
    expect(changed.filter((line) => line.startsWith('websites lost'))).toHaveLength(1);
    expect(changed.filter((line) => line.startsWith('websites gained'))).toHaveLength(1);
  });

  it('reads no rows again while nothing changed', async () => {
    const before = await snapshot(suite.db);
    const reads = snapshotRowReads(suite.db);
    const after = await snapshot(suite.db);
    expect(snapshotRowReads(suite.db)).toBe(reads);
    expect(snapshotDiff(before, after)).toEqual([]);
  });
});
