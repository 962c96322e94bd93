// Which of the site's pages hold which forms, with each form's submission counts: the pages panel
// shows them beside each page, so an owner sees new messages where the form lives. A form counts
// on a page when a form block names it in what visitors see or in the page's draft.
import { allBlocks } from '@tessera/site/blocks/section.ts';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { selectFormsWithCounts, selectPageLayouts } from './repository.ts';
import type { formsOnPageSchema } from './schemas.ts';

function formIdsIn(sectionsJson: string | null): string[] {
  if (!sectionsJson) return [];
  const ids: string[] = [];
  for (const block of allBlocks(JSON.parse(sectionsJson)))
    if (block.type === 'form' && typeof block.data.formId === 'string') ids.push(block.data.formId);
  return ids;
}

export async function formsOnPages(db: Db, websiteId: string): Promise<z.output<typeof formsOnPageSchema>[]> {
  const [pages, forms] = await Promise.all([
    selectPageLayouts(db, websiteId),
    selectFormsWithCounts(db, websiteId),
  ]);
  const byId = new Map(forms.map((form) => [form.id, form]));
  return pages.flatMap((page) => {
    const ids = new Set([...formIdsIn(page.sections), ...formIdsIn(page.draft_sections)]);
    const found = [...ids].flatMap((id) => {
      const form = byId.get(id);
      return form
        ? [{ id, name: form.name, submissionCount: form.submissions, unreadCount: form.unread }]
        : [];
    });
    return found.length > 0 ? [{ pageId: page.id, forms: found }] : [];
  });
}
