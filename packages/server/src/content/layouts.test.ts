// Saving a whole layout (PUT /api/config/layouts/:id): checked by every block's own schema, migrated
// and sanitised, stored as the page's draft only if nobody saved it since the version it names;
// visitors see it once the page is published (PUT /api/config/pages/:id to Available), contributors
// preview it at once. A refusal changes nothing: not the layout, not its version, not the site's.
import type { Block, Section } from '@tessera/site';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { ADMIN_EMAIL, PLATFORM_ADDRESS } from '../../test/harness.ts';
import { demoPage, demoWebsite, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { loadLayout } from '../content/layouts/repository.ts';
import { createAccount, findAccountByEmail } from '../identity/accounts.ts';
import { starterTemplate } from '../seed/starters/simple.ts';
import { createWebsite } from '../websites/create.ts';
import type { Layout } from './schemas.ts';
import { STALE_LAYOUT } from './service.ts';

describe.each(ENGINES)('saving layouts on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);

  const putLayout = (id: string, json: unknown, client = owner()) =>
    client.request('PUT', `/api/config/layouts/${id}`, { json });

  async function layoutOf(urlId: string): Promise<Layout> {
    const page = await demoPage(suite.db, urlId);
    const response = await owner().get(`/api/config/pages/${page.id}`);
    expect(response.statusCode).toBe(200);
    return response.json().layout as Layout;
  }

  /** Publishes the page's draft, as the editor's Publish button does. */
  async function publish(urlId: string) {
    const page = await demoPage(suite.db, urlId);
    const response = await owner().request('PUT', `/api/config/pages/${page.id}`, {
      json: { publicationState: 1 },
    });
    expect(response.statusCode).toBe(200);
  }

  async function storedOf(layoutId: string) {
    return loadLayout(suite.db, (await demoWebsite(suite.db)).id, layoutId);
  }

  function blockOfType(sections: Section[], type: string): Block {
    const block = sections.flatMap((s) => s.blocks).find((b) => b.type === type);
    if (!block) throw new Error(`no ${type} block`);
    return block;
  }

  /** The sections with one block's data replaced. */
  function withData(sections: Section[], blockId: string, data: Record<string, unknown>): Section[] {
    return sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) => (block.id === blockId ? { ...block, data } : block)),
    }));
  }

  describe('a good save', () => {
    it('keeps the new text as a draft until published, then shows it to visitors; answers the new version', async () => {
      const visitor = suite.client();
      const oldText = 'a community-college pottery class';
      expect((await visitor.get('/about')).body).toContain(oldText);
      const layout = await layoutOf('about');
      const text = blockOfType(layout.sections, 'text');
      const html = '<p>Fresh words from the studio.</p><p>A <strong>second</strong> paragraph.</p>';

      const response = await putLayout(layout.id, {
        version: layout.version,
        sections: withData(layout.sections, text.id, { html }),
      });
      expect(response.statusCode).toBe(200);
      const saved = response.json().layout as Layout;
      expect(saved.version).toBe(layout.version + 1);
      expect(saved.id).toBe(layout.id);
      expect(blockOfType(saved.sections, 'text').data).toEqual({ html });
      expect(saved.hasDraft).toBe(true);
      expect(await storedOf(layout.id)).toMatchObject({
        id: layout.id,
        version: saved.version,
        draft: saved.sections,
      });
      expect(await layoutOf('about')).toEqual(saved);

      // Visitors still see what is published; the owner's frame previews the draft.
      expect((await visitor.get('/about')).body).toContain(oldText);
      expect((await owner().get('/about')).body).toContain('<p>A <strong>second</strong> paragraph.</p>');

      await publish('about');
      const page = (await visitor.get('/about')).body;
      expect(page).toContain('<p>A <strong>second</strong> paragraph.</p>');
      expect(page).not.toContain(oldText);
      const published = await layoutOf('about');
      expect(published).toMatchObject({
        version: saved.version + 1,
        hasDraft: false,
        sections: saved.sections,
      });
    });

    it('adds, removes and moves blocks and sections in one save; the page sends only the CSS it uses', async () => {
      const layout = await layoutOf('contact');
      const [first] = layout.sections;
      if (!first) throw new Error('no section');
      const [heading, ...rest] = first.blocks;
      const divider: Block = {
        id: 'new-divider',
        type: 'divider',
        version: 1,
        data: { lineStyle: 'dashed' },
      };
      const sections: Section[] = [
        { ...first, blocks: [...rest, divider, heading as Block] },
        {
          id: 'closing',
          background: { kind: 'colour', colour: '#F4EFE6' },
          theme: 'light',
          width: 'narrow',
          padding: 'small',
          blocks: [
            {
              id: 'cols',
              type: 'columns',
              version: 1,
              data: { ratio: 'equal', align: 'top' },
              slots: [[{ id: 'sp', type: 'spacer', version: 1, data: { size: 'small' } }], []],
            },
          ],
        },
      ];
      const response = await putLayout(layout.id, { version: layout.version, sections });
      expect(response.statusCode).toBe(200);
      const saved = response.json().layout as Layout;
      expect(saved.sections[0]?.blocks.map((b) => b.type)).toEqual(['text', 'form', 'divider', 'heading']);
      expect(saved.sections[1]).toMatchObject({ background: { kind: 'colour', colour: '#f4efe6' } });
      expect(saved.sections[0]?.blocks[2]).toEqual({
        ...divider,
        data: { lineStyle: 'dashed', width: 'full', thickness: 'thin' },
      });

      await publish('contact');
      const page = (await suite.client().get('/contact')).body;
      expect(page).toContain('<hr class="divider divider-dashed divider-full divider-thin"/>');
      expect(page).toContain('.section[data-section-id="closing"]{background-color:#f4efe6}');
      expect(page).toContain('.divider-dashed{');
      expect(page).toContain('.spacer-medium{');
      expect(page).not.toContain('.accordion-item{');
      expect(page).not.toMatch(/\sstyle="/);
    });

    it('sanitises rich text: scripts, handlers and javascript: links never reach the page', async () => {
      const layout = await layoutOf('about');
      const text = blockOfType(layout.sections, 'text');
      const html =
        '<p onclick="steal()">Safe <b>words</b><script>alert("x")</script> <a href="javascript:alert(1)">trap</a> <a href="/shop">shop</a></p><img src=x onerror=alert(1)>';
      const response = await putLayout(layout.id, {
        version: layout.version,
        sections: withData(layout.sections, text.id, { html }),
      });
      expect(response.statusCode).toBe(200);
      const clean = '<p>Safe <strong>words</strong> <a>trap</a> <a href="/shop">shop</a></p>';
      expect(blockOfType(response.json().layout.sections, 'text').data).toEqual({ html: clean });
      const stored = await storedOf(layout.id);
      expect(JSON.stringify(stored?.draft)).not.toMatch(/script|onclick|onerror|javascript/);
      await publish('about');
      const page = (await suite.client().get('/about')).body;
      expect(page).toContain(clean);
      expect(page).not.toContain('alert(');
    });

    it('brings blocks sent at an older version to the latest before storing them', async () => {
      const layout = await layoutOf('about');
      const text = blockOfType(layout.sections, 'text');
      const image = blockOfType(layout.sections, 'image');
      const sections = layout.sections.map((section) => ({
        ...section,
        blocks: section.blocks.map((block) =>
          block.id === text.id
            ? { ...block, version: 1, data: { text: 'Old <style> text\n\nin two paragraphs' } }
            : block.id === image.id
              ? {
                  ...block,
                  version: 1,
                  data: { src: '/s/about-studio.svg', alt: 'Hills', width: 1200, height: 800 },
                }
              : block,
        ),
      }));
      const response = await putLayout(layout.id, { version: layout.version, sections });
      expect(response.statusCode).toBe(200);
      const saved = response.json().layout as Layout;
      expect(blockOfType(saved.sections, 'text')).toMatchObject({
        version: 2,
        data: { html: '<p>Old &lt;style&gt; text</p><p>in two paragraphs</p>' },
      });
      expect(blockOfType(saved.sections, 'image')).toMatchObject({
        version: 3,
        data: {
          image: { src: '/s/about-studio.svg', width: 1200, height: 800 },
          alt: 'Hills',
          aspect: 'original',
        },
      });
    });

    it('lands two saves made one after the other, each from the version the last one answered', async () => {
      let layout = await layoutOf('wholesale');
      for (const title of ['Trade prices', 'Wholesale prices']) {
        const heading = blockOfType(layout.sections, 'heading');
        const response = await putLayout(layout.id, {
          version: layout.version,
          sections: withData(layout.sections, heading.id, { text: title, level: 1 }),
        });
        expect(response.statusCode).toBe(200);
        const saved = response.json().layout as Layout;
        expect(saved.version).toBe(layout.version + 1);
        layout = saved;
      }
      expect(blockOfType((await storedOf(layout.id))?.draft as Section[], 'heading').data.text).toBe(
        'Wholesale prices',
      );
    });
  });

  describe('a refused save changes nothing', () => {
    async function expectRefused(json: unknown | ((layout: Layout) => unknown), status: number) {
      const layout = await layoutOf('about');
      const before = await storedOf(layout.id);
      const { version } = await demoWebsite(suite.db);
      const response = await putLayout(layout.id, typeof json === 'function' ? json(layout) : json);
      expect(response.statusCode).toBe(status);
      expect(await storedOf(layout.id)).toEqual(before);
      expect((await demoWebsite(suite.db)).version).toBe(version);
      return response.json() as { error: string; errors?: Record<string, string> };
    }

    it('answers a save from an old version with 409 and a message that says to reload', async () => {
      const answer = await expectRefused(
        (layout: Layout) => ({ version: layout.version - 1, sections: layout.sections }),
        409,
      );
      expect(answer).toEqual({ error: STALE_LAYOUT });
      expect(STALE_LAYOUT).toBe('This page was changed elsewhere. Reload to see the latest version.');
    });

    it('refuses a block’s bad data with 400, keyed by its path in the layout', async () => {
      const answer = await expectRefused((layout: Layout) => {
        const heading = blockOfType(layout.sections, 'heading');
        return {
          version: layout.version,
          sections: withData(layout.sections, heading.id, { text: '', level: 7 }),
        };
      }, 400);
      expect(answer.error).toEqual(expect.any(String));
      expect(answer.errors).toEqual({
        'sections.0.blocks.0.data.text': 'Please enter the heading text.',
        'sections.0.blocks.0.data.level': 'Choose heading 1, 2 or 3.',
      });
    });

    it.each([
      ['no version', (l: Layout) => ({ sections: l.sections }), 'version'],
      ['a version that is not a number', (l: Layout) => ({ version: '3', sections: l.sections }), 'version'],
      ['no sections', (l: Layout) => ({ version: l.version }), 'sections'],
      ['sections that are not a list', (l: Layout) => ({ version: l.version, sections: {} }), 'sections'],
      [
        'an unexpected field',
        (l: Layout) => ({ version: l.version, sections: l.sections, blocks: [] }),
        'blocks',
      ],
      [
        'an unknown block type',
        (l: Layout) => ({
          version: l.version,
          sections: [{ ...l.sections[0], blocks: [{ id: 'x', type: 'marquee', version: 1, data: {} }] }],
        }),
        'sections.0.blocks.0.type',
      ],
      [
        'a colour that is not one',
        (l: Layout) => ({
          version: l.version,
          sections: [{ ...l.sections[0], background: { kind: 'colour', colour: 'red;}' } }],
        }),
        'sections.0.background.colour',
      ],
      [
        'columns inside columns',
        (l: Layout) => {
          const inner = { id: 'inner', type: 'columns', version: 1, data: {} };
          const outer = { id: 'outer', type: 'columns', version: 1, data: {}, slots: [[inner], []] };
          return { version: l.version, sections: [{ ...l.sections[0], blocks: [outer] }] };
        },
        'sections.0.blocks.0.slots.0.0.type',
      ],
      [
        '61 blocks, counting those inside columns',
        (l: Layout) => {
          const spacer = (id: string) => ({ id, type: 'spacer', version: 1, data: {} });
          const many = (prefix: string, n: number) =>
            Array.from({ length: n }, (_, i) => spacer(`${prefix}${i}`));
          const columns = {
            id: 'c',
            type: 'columns',
            version: 1,
            data: {},
            slots: [many('l', 20), many('r', 20)],
          };
          return {
            version: l.version,
            sections: [{ ...l.sections[0], blocks: [columns, ...many('s', 20)] }],
          };
        },
        'sections',
      ],
    ])('refuses %s with 400 naming the field', async (_name, json, field) => {
      const answer = await expectRefused(json, 400);
      expect(Object.keys(answer.errors ?? {})).toEqual([field]);
    });

    it('refuses a block id that is not one, and a duplicate one', async () => {
      const answer = await expectRefused((layout: Layout) => {
        const [section] = layout.sections as [Section];
        const [a, b] = section.blocks as [Block, Block];
        return {
          version: layout.version,
          sections: [{ ...section, blocks: [{ ...a, id: 'has space' }, { ...b, id: a.id }, a] }],
        };
      }, 400);
      expect(answer.errors).toEqual({
        'sections.0.blocks.0.id': 'Ids are 1 to 64 letters, digits, - or _.',
      });
      const duplicate = await expectRefused((layout: Layout) => {
        const [section] = layout.sections as [Section];
        const [a, b] = section.blocks as [Block, Block];
        return { version: layout.version, sections: [{ ...section, blocks: [a, { ...b, id: a.id }] }] };
      }, 400);
      expect(duplicate.errors).toEqual({
        'sections.0.blocks.1.id': 'Block ids must be unique within a page.',
      });
    });

    it('answers an unknown layout with 404 and a malformed id with 400', async () => {
      const layout = await layoutOf('about');
      const missing = await putLayout('0'.repeat(24), { version: 1, sections: layout.sections });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'This layout does not exist.' });
      const malformed = await putLayout('about', { version: 1, sections: layout.sections });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual({ id: 'Not a layout id.' });
    });

    it('answers 401 to a visitor and 403 to an account without a role on the site', async () => {
      const layout = await layoutOf('about');
      const body = { version: layout.version, sections: layout.sections };
      expect((await putLayout(layout.id, body, suite.client())).statusCode).toBe(401);
      await createAccount(suite.db, {
        email: 'layout-stranger@example.com',
        password: 'stranger password',
        displayName: 'S',
      });
      const stranger = suite.client();
      expect((await stranger.signIn('layout-stranger@example.com', 'stranger password')).statusCode).toBe(
        200,
      );
      expect((await putLayout(layout.id, body, stranger)).statusCode).toBe(403);
      expect((await storedOf(layout.id))?.version).toBe(layout.version);
    });

    it('answers a layout of another site with 404 and leaves it alone', async () => {
      const account = await findAccountByEmail(suite.db, ADMIN_EMAIL);
      const other = await createWebsite(suite.db, suite.ctx.assets, {
        identifier: 'layouts-other',
        title: 'Other Site',
        ownerAccountId: account?.id ?? '',
        template: starterTemplate('Other Site'),
        address: PLATFORM_ADDRESS,
      });
      const otherHome = await suite.db
        .selectFrom('collections')
        .selectAll()
        .where('website_id', '=', other.id)
        .where('url_id', '=', 'home')
        .executeTakeFirstOrThrow();
      const before = await loadLayout(suite.db, other.id, otherHome.layout_id);
      if (!before) throw new Error('no layout');
      // The same owner, signed in on the demo site: the demo host only reaches the demo's layouts.
      const response = await putLayout(before.id, { version: before.version, sections: [] });
      expect(response.statusCode).toBe(404);
      expect(await loadLayout(suite.db, other.id, otherHome.layout_id)).toEqual(before);
      expect((await owner().get(`/api/config/pages/${otherHome.id}`)).statusCode).toBe(404);
    });
  });
});
