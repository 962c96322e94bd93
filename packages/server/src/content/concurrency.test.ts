// No acknowledged write is lost: concurrent read-modify-writes of one row (two blocks of one
// layout, saved at the same moment) both land, on both engines. Under PostgreSQL's READ COMMITTED
// an unlocked read-modify-write loses one of them.
import type { Block } from '@tessera/site';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { demoPage, demoWebsite, useTestApp } from '../../test/suite.ts';
import { loadLayout } from '../content/repository.ts';

const ROUNDS = 20;

describe.each(ENGINES)('concurrent writers on %s', (engine) => {
  const suite = useTestApp(engine);

  it(`keeps both of two block saves made at the same moment, ${ROUNDS} times over`, async () => {
    const owner = suite.client();
    expect((await owner.signIn()).statusCode).toBe(200);
    const website = await demoWebsite(suite.db);
    const about = await demoPage(suite.db, 'about');
    const blocks = await loadLayout(suite.db, website.id, about.layout_id);
    const heading = blocks.find((b) => b.type === 'heading') as Block;
    const text = blocks.find((b) => b.type === 'text') as Block;
    const put = (block: Block, data: Record<string, unknown>) =>
      owner.request('PUT', `/api/config/layouts/${about.layout_id}/blocks/${block.id}`, { json: { data } });

    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await Promise.all([
        put(heading, { text: `Heading ${round}`, level: 1 }),
        put(text, { text: `Text ${round}` }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const stored = await loadLayout(suite.db, website.id, about.layout_id);
      expect(stored.find((x) => x.id === heading.id)?.data.text, `round ${round}`).toBe(`Heading ${round}`);
      expect(stored.find((x) => x.id === text.id)?.data.text, `round ${round}`).toBe(`Text ${round}`);
    }
  });

  it('creates an account once when two sign-ups for one email race, answering the other 409', async () => {
    const signUp = async () => {
      const client = suite.client('tessera.test');
      const home = await client.get('/');
      const action = /action="(\/signup\?crumb=[^"]+)"/.exec(home.body)?.[1]?.replaceAll('&amp;', '&');
      return client.request('POST', action ?? '/signup', {
        form: { displayName: 'Twin', email: 'twin@example.com', password: 'long enough password' },
        crumb: false,
      });
    };
    const answers = await Promise.all([signUp(), signUp(), signUp()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([303, 409, 409]);
    const rows = await suite.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'twin@example.com')
      .execute();
    expect(rows).toHaveLength(1);
  });
});
