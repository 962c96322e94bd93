// The demo's comments: the journal takes comments (held for approval, the default), and its newest
// post has a short approved conversation, one reply deep, so a new owner sees comments on a post and
// finds the Comments screen's tabs with something in them.

import { insertComment } from '../comments/index.ts';
import { findCollectionByUrlId, findItem } from '../content/index.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { parseJsonColumn } from '../db/json.ts';
import { inTransaction } from '../db/transaction.ts';
import { lockedSettings, writeSettings } from '../websites/index.ts';

const HOUR_MS = 60 * 60 * 1000;

export const DEMO_COMMENTS = [
  {
    name: 'June Park',
    text: 'That plum is gorgeous. Did you try iron as well, or only manganese and cobalt?',
    replyTo: null,
  },
  {
    name: 'Mara Quill',
    text: 'Only a pinch of iron: more of it pulls the colour towards brown. Thanks, June!',
    replyTo: 0,
  },
  {
    name: 'Eli Brandt',
    text: 'Forty-one test tiles is dedication. The slow cool tip is gold — more on glazes at https://glazy.org',
    replyTo: null,
  },
] as const;

export async function seedDemoComments(db: Db, websiteId: string, now = Date.now()): Promise<void> {
  await inTransaction(db, async (trx) => {
    const stored = parseJsonColumn<Record<string, unknown>>(await lockedSettings(trx, websiteId), {});
    await writeSettings(trx, websiteId, JSON.stringify({ ...stored, commentsEnabled: true }), now);
  });
  const journal = await findCollectionByUrlId(db, websiteId, 'journal');
  const post = journal && (await findItem(db, websiteId, journal.id, 'chasing-plum'));
  if (!post) return;
  const ids: string[] = [];
  for (const [index, comment] of DEMO_COMMENTS.entries()) {
    const id = newId();
    ids.push(id);
    await insertComment(db, websiteId, {
      id,
      item_id: post.id,
      parent_id: comment.replyTo === null ? null : (ids[comment.replyTo] ?? null),
      status: 'approved',
      author_name: comment.name,
      author_email: `${comment.name.split(' ')[0]?.toLowerCase()}@example.com`,
      account_id: null,
      member_id: null,
      text: comment.text,
      created_at: now - (DEMO_COMMENTS.length - index) * 5 * HOUR_MS,
    });
  }
}
