// The demo site's mailing list, "Studio news", which the newsletter block on its home page signs up
// to (demo.ts names it by this id: a list id is unique within its site), with a few readers.
import type { Db } from '../db/database.ts';
import { addConfirmedSubscriber, createMailingList } from '../newsletters/service.ts';

export const DEMO_LIST_ID = '5e7d10ce0000000000000001';
export const DEMO_LIST_NAME = 'Studio news';

const READERS = [
  { email: 'maya@example.com', name: 'Maya Okafor' },
  { email: 'jonas.berg@example.org', name: 'Jonas Berg' },
];

export async function seedDemoNewsletter(db: Db, websiteId: string, now = Date.now()): Promise<void> {
  await createMailingList(db, websiteId, DEMO_LIST_NAME, now, DEMO_LIST_ID);
  for (const [index, reader] of READERS.entries()) {
    await addConfirmedSubscriber(
      db,
      websiteId,
      DEMO_LIST_ID,
      reader,
      now - (READERS.length - index) * 86_400_000,
    );
  }
}
