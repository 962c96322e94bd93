// A database of either engine holding the demo site, without an app around it: for tests of what
// reads the database directly (page types, search).
import { afterAll, beforeAll } from 'vitest';
import type { Db, Engine } from '../src/db/database.ts';
import type { Collection, Item, Website } from '../src/db/schema.ts';
import { readWebsiteSettings, type WebsiteSettings } from '../src/websites/settings.ts';
import { createDemoDatabase } from './demo-seed.ts';
import { demoPage, demoWebsite } from './suite.ts';

export interface DemoDatabase {
  db: Db;
  close(): Promise<void>;
}

export async function openDemoDatabase(engine: Engine): Promise<DemoDatabase> {
  const database = await createDemoDatabase(engine);
  return { db: database.db, close: () => database.drop() };
}

export interface DemoSite {
  readonly db: Db;
  /** The demo website row and its settings, read afresh */
  site(): Promise<{ website: Website; settings: WebsiteSettings }>;
  collection(urlId: string): Promise<Collection>;
  item(collectionUrlId: string, itemUrlId: string): Promise<Item>;
}

/** The demo site on a fresh database of the engine for the file's tests. */
export function useDemoSite(engine: Engine): DemoSite {
  let demo: DemoDatabase | undefined;
  beforeAll(async () => {
    demo = await openDemoDatabase(engine);
  });
  afterAll(() => demo?.close());
  const db = (): Db => {
    if (!demo) throw new Error('the demo database is not open yet');
    return demo.db;
  };
  const website = () => demoWebsite(db());
  const collection = (urlId: string) => demoPage(db(), urlId);
  return {
    get db() {
      return db();
    },
    async site() {
      const row = await website();
      return { website: row, settings: readWebsiteSettings(row.settings) };
    },
    collection,
    async item(collectionUrlId, itemUrlId) {
      const parent = await collection(collectionUrlId);
      return db()
        .selectFrom('items')
        .selectAll()
        .where('website_id', '=', parent.website_id)
        .where('collection_id', '=', parent.id)
        .where('url_id', '=', itemUrlId)
        .executeTakeFirstOrThrow();
    },
  };
}
