// Splash page (3): a page collection marked `splash` in its settings, shown bare (no header or
// footer) with a link into the site. Only reached as the page type's outcome (page/index.tsx).
import { PageType } from '@tessera/core';
import { type Section, Sections } from '@tessera/site';
import type { Collection } from '../../db/schema.ts';
import { definePageType } from '../define.ts';
import { showsCollection } from '../shows-collection.ts';

export interface SplashData {
  collection: Collection;
  sections: Section[];
  enterHref: string;
}

export const splashPage = definePageType<SplashData>({
  name: 'splash',
  pageType: PageType.splashPage,
  ...showsCollection<SplashData>(),
  bare: true,
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
