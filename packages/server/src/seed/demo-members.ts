// The demo site's members-only page: "Studio notes" (demo.ts) protected by two free member areas,
// "Studio notes" and "Open studio", so its access page shows the pricing options toggle.
import { findCollectionByUrlId } from '../content/index.ts';
import type { Db } from '../db/database.ts';
import { insertArea, replaceProtections } from '../members/index.ts';

export const DEMO_MEMBER_AREAS = [
  {
    id: '3e3be5a00000000000000001',
    name: 'Studio notes',
    description: 'Monthly notes from the kiln: firing logs and glaze recipes.',
  },
  {
    id: '3e3be5a00000000000000002',
    name: 'Open studio',
    description: 'Studio notes, plus first word of open days and seconds sales.',
  },
];

export async function seedDemoMembers(db: Db, websiteId: string, now = Date.now()): Promise<void> {
  const page = await findCollectionByUrlId(db, websiteId, 'studio-notes');
  if (!page) return;
  for (const [index, area] of DEMO_MEMBER_AREAS.entries()) {
    await insertArea(db, websiteId, { ...area, access: 'free', created_at: now + index });
    await replaceProtections(db, websiteId, area.id, [page.id]);
  }
}
