// The layouts' door: what the content service, the pages panel, blog posts and scheduled publication
// read and write of a page's layout (its draft, its revisions, its publication).
export {
  type LayoutWrite,
  listRevisions,
  loadLayout,
  loadPublishedSectionsJson,
  loadRevisionSections,
  publishLayout,
  restoreRevisionIfVersion,
  type StoredLayout,
  saveDraftIfVersion,
} from './repository.ts';
