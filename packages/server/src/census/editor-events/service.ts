// The platform's own census of its editor (first spec document, section 2: "Editor product areas
// named in events"; second document, section 3, the common analytics fields): an owner-side stream,
// stored in its own table, never among visitors' hits or events, so no site's visitor numbers count
// an owner and no visitor's data sits beside an owner's.
//
// Off by default (TESSERA_EDITOR_ANALYTICS=on turns it on): a self-hoster's editors are not watched
// unless the operator decides so. No pointer data is taken: mouse tracking is left out (core's
// editor-analytics.ts says why).
import { censusDay, type EditorCommonData } from '@tessera/core';
import { timeOrderedId } from '../../db/ids.ts';
import type { Account, Website } from '../../db/schema.ts';
import type { AppContext } from '../../http/context.ts';
import { insertEditorEvent } from './repository.ts';

export interface EditorEventInput {
  ctx: AppContext;
  site: Website;
  account: Account;
  commonData: EditorCommonData & { action: string };
}

/**
 * Records one editor event, or nothing when editor analytics are off; whether it was recorded. The
 * account and the site are the server's, whatever the event says: an owner cannot file events under
 * someone else's name or site.
 */
export async function recordEditorEvent({
  ctx,
  site,
  account,
  commonData,
}: EditorEventInput): Promise<boolean> {
  if (!ctx.editorAnalytics) return false;
  const now = ctx.now();
  const payload: EditorCommonData = {
    ...commonData,
    user_member_account_id: account.id,
    context_website_identifier: site.identifier,
  };
  await insertEditorEvent(ctx.db, {
    website_id: site.id,
    id: timeOrderedId(now),
    created_at: now,
    day: censusDay(now),
    account_id: account.id,
    action: commonData.action,
    product_area: typeof commonData.product_area === 'string' ? commonData.product_area : '',
    payload: JSON.stringify(payload),
  });
  return true;
}
