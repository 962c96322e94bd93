// Splash page (3): a page collection marked `splash` in its settings, shown bare (no header or
// footer) with a link into the site. Only reached as the page type's outcome (page/index.tsx).
import { PageType } from '@tessera/core';
import { type Section, Sections } from '@tessera/site';
import type { Collection } from '../../db/schema.ts';
import { definePageType, Tags } from '../define.ts';
import { collectionPath } from '../paths.ts';

export interface SplashData {
  collection: Collection;
  sections: Section[];
  enterHref: string;
}

export const splashPage = definePageType<SplashData>({
  name: 'splash',
  pageType: PageType.splashPage,
  cacheable: true,
  bare: true,
  tags: ({ collection }) => [Tags.collection(collection.id)],
  head: ({ collection }, { settings }) => ({
    title: collection.title,
    description: collection.description,
    canonicalPath: collectionPath(collection, settings),
  }),
  subject: ({ collection }) => ({ collection, item: null }),
  sections: ({ sections }) => sections,
  render: ({ sections, enterHref }) => (
    <div className="splash">
      <Sections sections={sections} />
      <p>
        <a className="button button-primary" href={enterHref}>
          Enter site
        </a>
      </p>
    </div>
  ),
});
