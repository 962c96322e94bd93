// The search index's door: the trash deletes a purged page's or post's documents in its transaction.
export { deleteDocuments } from './repository.ts';
