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

  it('stays within its byte bound under made-up hosts, keeping the hosts in use', async () => {
    const bound = 20 * 1024;
    const hosts = new HostCache(db, 'example.test', 1000, bound);
    const demo = await hosts.resolve('demo.example.test', 0);
    if (demo.kind !== 'site') throw new Error('demo should resolve');
    await db
      .updateTable('websites')
      .set({ title: 'Renamed by hand' })
      .where('id', '=', demo.website.id)
      .execute();
    for (let i = 0; i < 500; i++) {
      await hosts.resolve(`probe-${i}.example.net`, 0);
      if (i % 20 === 0) await hosts.resolve('demo.example.test', 0);
      expect(hosts.bytes).toBeLessThanOrEqual(bound);
    }
    expect(hosts.size).toBeLessThan(200);
    // Still the remembered row, not a fresh read: the demo host was in use, so it was never evicted.
    expect(await hosts.resolve('demo.example.test', 0)).toMatchObject({
      website: { title: demo.website.title },
    });
    expect(await hosts.resolve('probe-0.example.net', 0)).toEqual({ kind: 'unknown' });
    await db
      .updateTable('websites')
      .set({ title: demo.website.title })
      .where('id', '=', demo.website.id)
      .execute();
  });

  it('lets go of hosts past their time-to-live as others arrive', async () => {
    const hosts = new HostCache(db, 'example.test', 1000);
    for (let i = 0; i < 50; i++) await hosts.resolve(`stale-${i}.example.net`, 0);
    expect(hosts.size).toBe(50);
    await hosts.resolve('demo.example.test', 5000);
    expect(hosts.size).toBe(1);
  });

  it('looks up a host longer than any DNS name every time instead of keeping it', async () => {
    const hosts = new HostCache(db, 'example.test');
    expect(await hosts.resolve(`${'a'.repeat(5000)}.example.net`)).toEqual({ kind: 'unknown' });
    expect(hosts.size).toBe(0);
  });
});
