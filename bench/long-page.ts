// The bench's uncached page: a site "bench" whose home is a 60-block page (12 sections of a heading,
// text, an image, a button and an accordion), written into the data folder before the server starts,
// with the seed's own functions, so it is stored exactly as an owner's saved page would be.
import { join } from 'node:path';
import { AssetStore } from '../packages/server/src/assets/store.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { sqliteFileIn } from '../packages/server/src/db/sqlite-file.ts';
import { bootstrap } from '../packages/server/src/seed/bootstrap.ts';
import { block, blocks, type SiteTemplate, section } from '../packages/server/src/seed/template.ts';
import { createWebsite } from '../packages/server/src/websites/create.ts';

export const LONG_SITE = 'bench';
export const LONG_PAGE_BLOCKS = 60;
const SECTIONS = LONG_PAGE_BLOCKS / 5;

function longSection(n: number) {
  return section([
    blocks.heading(`Part ${n}: glazes, kilns and the patience between them`, 2),
    blocks.text(
      `<p>Section ${n} of a long page. Stoneware is fired twice: once to <strong>bisque</strong>, once to glaze. ` +
        'Between the two the pieces are sanded, waxed and dipped, and the kiln is loaded shelf by shelf.</p>' +
        '<ul><li>Bisque at cone 04</li><li>Glaze at cone 6</li><li>Cool for a day</li></ul>',
    ),
    blocks.image(`long-${n % 4}.svg`, `Illustration ${n % 4} of the kiln`, `Figure ${n}.`),
    blocks.button(`Read part ${n + 1}`, `/#part-${n + 1}`),
    block('accordion', {
      allowMultipleOpen: false,
      firstOpen: n % 2 === 0,
      items: [
        { title: 'How long does a firing take?', body: 'About ten hours up and a day to cool.' },
        { title: 'Can I visit the studio?', body: 'Thursday to Sunday, 10 to 5.' },
      ],
    }),
  ]);
}

const template: SiteTemplate = {
  title: 'Bench',
  tagline: 'A long page for the benchmark',
  homeKey: 'home',
  footerText: '© 2026 Bench',
  collections: [
    {
      key: 'home',
      type: 'page',
      urlId: 'home',
      title: 'A long page',
      description: 'Sixty blocks, rendered on every request by the benchmark.',
      sections: Array.from({ length: SECTIONS }, (_, i) => longSection(i + 1)),
    },
  ],
};

/** Seeds the demo site and its owner, then the bench site, into DATA_DIR's SQLite database. */
export async function seedBenchData(dataDir: string, adminPassword: string): Promise<void> {
  const db = await openDatabase({ sqliteFile: sqliteFileIn(dataDir) });
  const assets = new AssetStore(db, join(dataDir, 'assets'));
  const { adminEmail } = await bootstrap(db, assets, { adminPassword });
  const owner = await db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', adminEmail)
    .executeTakeFirstOrThrow();
  await createWebsite(db, assets, {
    identifier: LONG_SITE,
    title: template.title,
    ownerAccountId: owner.id,
    template,
    address: { protocol: 'http', appDomain: 'localhost' },
  });
  await db.destroy();
}
