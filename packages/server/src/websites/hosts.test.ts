import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES } from '../../test/engines.ts';
import { AssetStore } from '../assets/store.ts';
import type { Db } from '../db/database.ts';
import { bootstrap } from '../seed/bootstrap.ts';
import { HostCache, resolveHost } from './hosts.ts';

describe.each(ENGINES)('hosts on %s', (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(engine));
    await bootstrap(db, new AssetStore(db, '/tmp/tessera-hosts-test'), { adminPassword: 'a long password' });
  });
  afterAll(() => drop());

  it('tells the platform, a site by subdomain or custom domain, and unknown hosts apart', async () => {
    expect(await resolveHost(db, 'example.test', 'EXAMPLE.test')).toEqual({ kind: 'platform' });
    expect(await resolveHost(db, 'example.test', 'demo.example.test')).toMatchObject({
      kind: 'site',
      website: { identifier: 'demo' },
    });
    expect(await resolveHost(db, 'example.test', 'nope.example.test')).toEqual({ kind: 'unknown' });
    expect(await resolveHost(db, 'example.test', 'a.b.example.test')).toEqual({ kind: 'unknown' });
    expect(await resolveHost(db, 'example.test', 'elsewhere.org')).toEqual({ kind: 'unknown' });
  });

  it('remembers a host for its time-to-live, and forgets a site that changed at once', async () => {
    const hosts = new HostCache(db, 'example.test', 1000);
    const first = await hosts.resolve('demo.example.test', 0);
    if (first.kind !== 'site') throw new Error('demo should resolve');
    await db.updateTable('websites').set({ title: 'Renamed' }).where('id', '=', first.website.id).execute();
    expect(await hosts.resolve('demo.example.test', 500)).toMatchObject({
      website: { title: first.website.title },
    });
    expect(await hosts.resolve('demo.example.test', 1001)).toMatchObject({ website: { title: 'Renamed' } });
    await db
      .updateTable('websites')
      .set({ title: 'Renamed again' })
      .where('id', '=', first.website.id)
      .execute();
    hosts.forget(first.website.id);
    expect(await hosts.resolve('demo.example.test', 1002)).toMatchObject({
      website: { title: 'Renamed again' },
    });
  });
});
