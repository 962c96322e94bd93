// What every page type showing one collection says alike (the collection list, a page, a splash
// page): cached, tagged with the collection, titled and described by it, at its canonical path.
import { readPageSettings } from '../content/pages-panel/settings.ts';
import type { Collection } from '../db/schema.ts';
import { Tags } from '../shared/cache-tags.ts';
import { collectionPath } from '../shared/page-paths.ts';
import type { SiteRecord } from './context.ts';
import type { PageHead, PageSubject } from './define.ts';

export function showsCollection<Data extends { collection: Collection }>() {
  return {
    cacheable: true,
    tags: ({ collection }: Data) => [Tags.collection(collection.id)],
    head: ({ collection }: Data, { settings }: SiteRecord): PageHead => {
      const own = readPageSettings(collection.settings);
      return {
        title: collection.title,
        description: own.seoDescription || collection.description,
        canonicalPath: collectionPath(collection, settings),
        seoTitle: own.seoTitle,
        socialImage: own.socialImage,
      };
    },
    subject: ({ collection }: Data): PageSubject => ({ collection, item: null }),
  };
}
