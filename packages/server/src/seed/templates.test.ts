// Templates are imported like a saved layout: checked by every block's schema, older block data
// migrated, rich text sanitised; what is stored is always the latest version.
import type { Section } from '@tessera/site';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { ADMIN_EMAIL, Client, PLATFORM_ADDRESS } from '../../test/harness.ts';
import { useTestApp } from '../../test/suite.ts';
import { loadLayout } from '../content/layouts/repository.ts';
import { findAccountByEmail } from '../identity/accounts.ts';
import { createWebsite } from '../websites/create.ts';
import { demoTemplate } from './demo.ts';
import { starterTemplate } from './starters/simple.ts';
import { blocks, type SiteTemplate, section } from './template.ts';

describe.each(ENGINES)('site templates on %s', (engine) => {
  const suite = useTestApp(engine);

  async function applyAs(identifier: string, template: SiteTemplate) {
    const account = await findAccountByEmail(suite.db, ADMIN_EMAIL);
    const website = await createWebsite(suite.db, suite.ctx.assets, {
      identifier,
      title: template.title,
      ownerAccountId: account?.id ?? '',
      template,
      address: PLATFORM_ADDRESS,
    });
    const home = await suite.db
      .selectFrom('collections')
      .selectAll()
      .where('website_id', '=', website.id)
      .where('url_id', '=', 'home')
      .executeTakeFirstOrThrow();
    return { website, layout: await loadLayout(suite.db, website.id, home.layout_id) };
  }

  it('stores blocks of older versions at the latest, their rich text sanitised', async () => {
    const template = starterTemplate('Old Blocks');
    const home = template.collections[0];
    if (!home) throw new Error('no home');
    home.sections = [
      section([
        blocks.atVersion('text', { text: 'Plain <script>x</script>\n\nSecond' }, 1),
        blocks.atVersion('image', { src: '/s/old.svg', alt: 'Old', caption: '', width: 600, height: 400 }, 1),
        blocks.text(
          '<p onclick="x()">Rich <a href="javascript:alert(1)">link</a></p><script>alert(1)</script>',
        ),
      ]),
    ];
    const { layout } = await applyAs('old-blocks', template);
    const stored = layout?.sections as Section[];
    expect(layout?.version).toBe(1);
    expect(stored[0]?.blocks.map(({ type, version, data }) => ({ type, version, data }))).toEqual([
      {
        type: 'text',
        version: 2,
        data: { html: '<p>Plain &lt;script&gt;x&lt;/script&gt;</p><p>Second</p>' },
      },
      {
        type: 'image',
        version: 3,
        data: {
          image: { src: '/s/old.svg', width: 600, height: 400 },
          alt: 'Old',
          caption: '',
          focalPoint: { x: 50, y: 50 },
          aspect: 'original',
          link: '',
          newWindow: false,
        },
      },
      { type: 'text', version: 2, data: { html: '<p>Rich <a>link</a></p>' } },
    ]);
    // The image the old block named was generated, like any template image.
    const response = await new Client(suite.app, 'old-blocks.tessera.test').get('/s/old.svg');
    expect(response.statusCode).toBe(200);
  });

  it('refuses a template whose layout is invalid, naming the path', async () => {
    const template = starterTemplate('Broken');
    const home = template.collections[0];
    if (!home) throw new Error('no home');
    home.sections = [section([blocks.heading('')])];
    await expect(applyAs('broken-template', template)).rejects.toThrow(
      /sections\.0\.blocks\.0\.data\.text.*Please enter the heading text/,
    );
  });

  it('shows every block type of the registry on the demo site, divider and spacer included', async () => {
    const types = new Set(
      demoTemplate.collections.flatMap((collection) =>
        [collection.sections ?? [], ...(collection.items ?? []).map((item) => item.sections ?? [])].flatMap(
          (sections) =>
            sections.flatMap((s) =>
              s.blocks.flatMap((b) => [b.type, ...(b.slots ?? []).flat().map((c) => c.type)]),
            ),
        ),
      ),
    );
    expect([...types].sort()).toEqual([
      'accordion',
      'button',
      'columns',
      'divider',
      'form',
      'gallery',
      'heading',
      'image',
      'newsletter',
      'quote',
      'spacer',
      'text',
    ]);
    const home = (await new Client(suite.app).get('/')).body;
    expect(home).toContain('<hr class="divider divider-dotted divider-short divider-thin"/>');
    expect(home).toContain('<div class="spacer spacer-small" aria-hidden="true"></div>');
    expect(home).toContain('class="block-columns columns-2 columns-wide-first columns-align-centre"');
  });
});
