// The content feature's door: the reads the page types, the collection types (blog, gallery, shop)
// and the seed make of collections, items and navigation, and the writes they ask of content, the
// one writer of its tables.
export {
  findCollectionById,
  findCollectionByUrlId,
  findFirstCollection,
  findItem,
  type ItemColumns,
  insertCollectionRow,
  insertItemRow,
  insertItemTermRows,
  insertLayoutRow,
  listItems,
  loadImages,
  loadNavigation,
  lockCollectionById,
  type NavigationEntry,
  renumberItems,
  replaceItemTerms,
  updateCollectionSettings,
  updateItemColumns,
} from './repository.ts';
