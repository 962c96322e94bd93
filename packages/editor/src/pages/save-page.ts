import type { PageDetail } from '@tessera/site/config-api.ts';
import { failureMessage, fieldFailures } from '../errors.ts';
import type { BlockUpdate, PageChanges } from './page-changes.ts';
import { updateBlock, updatePage } from './pages-api.ts';

/** The key of a block's text field among the form's field errors. */
export const blockFieldKey = (blockId: string): string => `block:${blockId}`;

export type SaveResult =
  | { ok: true; saved: PageDetail }
  | {
      ok: false;
      /** What the server holds now: the calls before the failed one did save. */
      saved: PageDetail;
      message: string;
      fieldErrors: Record<string, string>;
    };

function withBlockData(detail: PageDetail, { blockId, data }: BlockUpdate): PageDetail {
  if (detail.layout === null) return detail;
  const blocks = detail.layout.blocks.map((block) => (block.id === blockId ? { ...block, data } : block));
  return { ...detail, layout: { ...detail.layout, blocks } };
}

/** A block has one field here, so whatever the server says about its data belongs to that field. */
function blockFieldErrors(blockId: string, error: unknown): Record<string, string> {
  const errors = fieldFailures(error);
  const message = errors.text ?? errors['data.text'] ?? Object.values(errors)[0];
  return message === undefined ? {} : { [blockFieldKey(blockId)]: message };
}

/**
 * Saves the page's fields, then each changed block, one call at a time, and stops at the first
 * failure so the owner sees one problem at a time; the server bumps the site version on each.
 */
export async function saveChanges(saved: PageDetail, changes: PageChanges): Promise<SaveResult> {
  let current = saved;
  try {
    if (changes.page !== null)
      current = { ...current, page: await updatePage(current.page.id, changes.page) };
  } catch (error) {
    return { ok: false, saved: current, message: failureMessage(error), fieldErrors: fieldFailures(error) };
  }
  for (const update of changes.blocks) {
    if (current.layout === null) break;
    try {
      await updateBlock(current.layout.id, update);
    } catch (error) {
      const fieldErrors = blockFieldErrors(update.blockId, error);
      return { ok: false, saved: current, message: failureMessage(error), fieldErrors };
    }
    current = withBlockData(current, update);
  }
  return { ok: true, saved: current };
}
