// Page answers of the config API as the demo site gives them, for component tests.
import type { PageDetail, PageSummary } from '@tessera/site/config-api.ts';

export const homePage: PageSummary = {
  id: 'p-home',
  title: 'Home',
  urlId: 'home',
  type: 'page',
  publicationState: 1,
  publicationLabel: 'Available',
  // The home page answers at '/' too; only the framed page's site context says '/' is this page.
  fullUrl: '/home',
  navigation: 'main',
};

export const aboutPage: PageSummary = {
  id: 'p-about',
  title: 'About',
  urlId: 'about',
  type: 'page',
  publicationState: 4,
  publicationLabel: 'Hidden',
  fullUrl: '/about',
  navigation: 'footer',
};

export const aboutDetail: PageDetail = {
  page: aboutPage,
  layout: {
    id: 'l-about',
    blocks: [
      { id: 'b-heading', type: 'heading', data: { text: 'Our story', level: 2 } },
      { id: 'b-image', type: 'image', data: { assetId: 'a1', alt: 'The studio' } },
      { id: 'b-text', type: 'text', data: { text: 'We make things.\n\nBy hand.' } },
    ],
  },
};
