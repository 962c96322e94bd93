// Out of the trash (core's "Restore from trash": back to Hidden, which needs the publish permission):
// the Trash screen's Restore and the Undo of a move to the trash say it the same way.
import { ItemPublicationState, type Permission, publicationMovesFor } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';

export function mayRestore(permissions: readonly Permission[]): boolean {
  return publicationMovesFor(ItemPublicationState.deleted, permissions).length > 0;
}

export async function restoreFromTrash(pageId: string): Promise<void> {
  await call('PUT /api/config/pages/:id', {
    params: { id: pageId },
    body: { publicationState: ItemPublicationState.draft },
    silent: true,
  });
}
