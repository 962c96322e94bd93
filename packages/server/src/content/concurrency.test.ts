// No acknowledged write is lost: a layout save names the version it started from and lands only if
// that is still the stored one (compare-and-set), so of two saves of one version made at the same
// moment exactly one lands and the other is told; a change checked against the page as it was waits
// for the page's row lock; on both engines.
import type { Section } from '@tessera/site';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { demoPage, demoWebsite, useTestApp } from '../../test/suite.ts';
import { loadLayout } from '../content/layouts/repository.ts';
import type { Layout } from './schemas.ts';
import { STALE_LAYOUT } from './service.ts';

const ROUNDS = 20;

describe.each(ENGINES)('concurrent writers on %s', (engine) => {
  const suite = useTestApp(engine);

  /** The layout's sections with its first heading's text replaced. */
  function withHeading(sections: Section[], text: string): Section[] {
    let done = false;
    return sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) => {
        if (done || block.type !== 'heading') return block;
        done = true;
        return { ...block, data: { ...block.data, text } };
      }),
    }));
  }

  const headingOf = (sections: unknown) =>
    (sections as Section[]).flatMap((s) => s.blocks).find((b) => b.type === 'heading')?.data.text;

  it(`lands exactly one of two saves of one version made at the same moment, ${ROUNDS} times over`, async () => {
    const owner = suite.client();
    expect((await owner.signIn()).statusCode).toBe(200);
    const website = await demoWebsite(suite.db);
    const about = await demoPage(suite.db, 'about');
    const read = async () => (await owner.get(`/api/config/pages/${about.id}`)).json().layout as Layout;
    const put = (layout: Layout, text: string) =>
      owner.request('PUT', `/api/config/layouts/${layout.id}`, {
        json: { version: layout.version, sections: withHeading(layout.sections, text) },
      });

    for (let round = 0; round < ROUNDS; round++) {
      const layout = await read();
      const texts = [`First ${round}`, `Second ${round}`];
      const answers = await Promise.all(texts.map((text) => put(layout, text)));
      expect(answers.map((a) => a.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
      const winner = answers.findIndex((a) => a.statusCode === 200);
      const loser = answers[1 - winner];
      expect(loser?.json()).toEqual({ error: STALE_LAYOUT });
      const stored = await loadLayout(suite.db, website.id, about.layout_id);
      expect(stored?.version, `round ${round}`).toBe(layout.version + 1);
      expect(headingOf(stored?.draft), `round ${round}`).toBe(texts[winner]);
      expect(answers[winner]?.json().layout.version).toBe(layout.version + 1);
    }
  });

  it('lands two saves of different versions made one after the other', async () => {
    const owner = suite.client();
    expect((await owner.signIn()).statusCode).toBe(200);
    const website = await demoWebsite(suite.db);
    const contact = await demoPage(suite.db, 'contact');
    const first = (await owner.get(`/api/config/pages/${contact.id}`)).json().layout as Layout;
    const a = await owner.request('PUT', `/api/config/layouts/${first.id}`, {
      json: { version: first.version, sections: withHeading(first.sections, 'Write to us') },
    });
    expect(a.statusCode).toBe(200);
    const second = a.json().layout as Layout;
    const b = await owner.request('PUT', `/api/config/layouts/${first.id}`, {
      json: { version: second.version, sections: withHeading(second.sections, 'Write to the studio') },
    });
    expect(b.statusCode).toBe(200);
    const stored = await loadLayout(suite.db, website.id, contact.layout_id);
    expect(stored?.version).toBe(first.version + 2);
    expect(headingOf(stored?.draft)).toBe('Write to the studio');
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

  it('keeps the navigation following the title when two renames of one page cross', async () => {
    const owner = suite.client();
    expect((await owner.signIn()).statusCode).toBe(200);
    const website = await demoWebsite(suite.db);
    const about = await demoPage(suite.db, 'about');
    const rename = (title: string) =>
      owner.request('PUT', `/api/config/pages/${about.id}`, { json: { title } });
    const navigationLabel = async () =>
      (
        await suite.db
          .selectFrom('navigation')
          .select('label')
          .where('website_id', '=', website.id)
          .where('collection_id', '=', about.id)
          .executeTakeFirstOrThrow()
      ).label;
    for (let round = 0; round < 8; round++) {
      const answers = await Promise.all([rename(`Our story ${round}`), rename(`The studio ${round}`)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const title = (await owner.get(`/api/config/pages/${about.id}`)).json().page.title;
      expect(await navigationLabel(), `round ${round}`).toBe(title);
    }
    expect((await rename('About')).statusCode).toBe(200);
    expect(await navigationLabel()).toBe('About');
  });
});
