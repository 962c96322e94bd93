// A server process killed with SIGKILL while visitors' pages send their census hits: every hit it
// had answered 204 is in census_hits when it starts again (group commit: the answer waits for the
// batch's commit), on both engines. Hits still in flight at the kill may or may not be there; none
// is there twice. The same for a cluster, whose primary writes every worker's hits
// (census/cluster.ts): the kill takes the primary, and its workers go with it.
import { CENSUS_HIT_URL } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { killDuring, useKilledServer } from '../../test/killed-server.ts';
import { call, DEMO } from '../../test/processes.ts';

/** In flight at once, so the kill falls while batches are being gathered and written. */
const SENDERS = 20;
/** Acknowledged hits before the kill. */
const BEFORE_KILL = 400;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const SERVERS = ENGINES.flatMap((engine) => [
  { engine, workers: 1, name: engine },
  { engine, workers: 2, name: `${engine}, two processes` },
]);

describe.each(SERVERS)('a server killed with SIGKILL during census hits on $name', ({ engine, workers }) => {
  const killable = useKilledServer(engine, 'census', workers);

  it('keeps every hit it acknowledged', async () => {
    const server = await killable.start();
    const about = await call(server.port, 'GET', '/about');
    const websiteId = /"website":\{"id":"([0-9a-f]{24})"/.exec(about.body)?.[1] ?? '';
    expect(websiteId).not.toBe('');

    // Each hit names itself in its title, so the rows can be matched to the answers.
    const { acknowledged, sent, signal } = await killDuring(server, {
      senders: SENDERS,
      beforeKill: BEFORE_KILL,
      async send(n) {
        const title = `hit ${n}`;
        const answer = await call(server.port, 'POST', CENSUS_HIT_URL, {
          headers: { 'user-agent': BROWSER, 'x-forwarded-for': `10.78.${Math.floor(n / 250)}.${n % 250}` },
          form: { event: '1', data: JSON.stringify({ websiteId, url: `http://${DEMO}/about`, title }) },
        });
        if (answer.status !== 204) throw new Error(`answered ${answer.status}: ${answer.body}`);
        return title;
      },
    });
    expect(signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(BEFORE_KILL);

    // It starts again on the same database (SQLite recovers its journal) and counts hits again.
    const again = await killable.start();
    const after = await call(again.port, 'POST', CENSUS_HIT_URL, {
      headers: { 'user-agent': BROWSER, 'x-forwarded-for': '10.79.0.1' },
      form: { event: '1', data: JSON.stringify({ websiteId, url: `http://${DEMO}/about`, title: 'after' }) },
    });
    expect(after.status).toBe(204);

    const db = await killable.database();
    const stored = (
      await db.selectFrom('census_hits').select('title').where('title', 'like', 'hit %').execute()
    ).map((row) => row.title);
    const titles = new Set(stored);
    expect(acknowledged.filter((title) => !titles.has(title))).toEqual([]);
    expect(titles.size).toBe(stored.length);
    expect(stored.length).toBeLessThanOrEqual(sent);
  }, 180_000);
});
