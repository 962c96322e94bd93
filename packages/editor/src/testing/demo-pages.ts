// Page answers of the config API as the demo site gives them, for component tests.
import type { Section } from '@tessera/site';
import type { PageDetail, PageSummary, SiteImage } from '@tessera/site/api/routes.gen.ts';

export const homePage: PageSummary = {
  id: 'p-home',
  title: 'Home',
  urlId: 'home',
  type: 'page',
  publicationState: 1,
  publicationLabel: 'Available',
  publishAt: null,
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
  publishAt: null,
  fullUrl: '/about',
  navigation: 'footer',
};

const intro: Section = {
  id: 's-intro',
  background: { kind: 'none' },
  theme: 'light',
  width: 'wide',
  padding: 'medium',
  blocks: [
    { id: 'b-heading', type: 'heading', version: 1, data: { text: 'Our story', level: 2 } },
    {
      id: 'b-image',
      type: 'image',
      version: 3,
      data: {
        image: { src: '/s/studio.svg', width: 1200, height: 800 },
        alt: 'The studio',
        caption: '',
        focalPoint: { x: 50, y: 50 },
        aspect: 'original',
        link: '',
        newWindow: false,
      },
    },
    { id: 'b-text', type: 'text', version: 2, data: { html: '<p>We make things.</p><p>By hand.</p>' } },
  ],
};

const questions: Section = {
  id: 's-questions',
  background: { kind: 'colour', colour: '#f4efe6' },
  theme: 'light',
  width: 'narrow',
  padding: 'large',
  blocks: [
    {
      id: 'b-faq',
      type: 'accordion',
      version: 1,
      data: {
        items: [
          { title: 'Is it food safe?', body: 'Yes.' },
          { title: 'Do you ship?', body: 'Anywhere in the US.' },
        ],
        allowMultipleOpen: false,
        firstOpen: true,
      },
    },
    {
      id: 'b-columns',
      type: 'columns',
      version: 1,
      data: { ratio: 'equal', align: 'top' },
      slots: [
        [
          {
            id: 'b-button',
            type: 'button',
            version: 1,
            data: { label: 'Shop', href: '/shop', style: 'primary', newWindow: false },
          },
        ],
        [{ id: 'b-quote', type: 'quote', version: 1, data: { text: 'Lovely mugs.', source: 'Maya' } }],
      ],
    },
  ],
};

export const aboutDetail: PageDetail = {
  page: aboutPage,
  layout: { id: 'l-about', version: 3, sections: [intro, questions], hasDraft: false },
};

/** The site's uploaded images, as GET /api/config/assets answers. */
export const siteImages: SiteImage[] = [
  {
    id: 'a1',
    name: 'studio.svg',
    src: '/s/studio.svg',
    width: 1200,
    height: 800,
    placeholder: null,
    alt: 'The studio',
  },
  {
    id: 'a2',
    name: 'kiln.svg',
    src: '/s/kiln.svg',
    width: 800,
    height: 800,
    placeholder: null,
    alt: 'The kiln at night',
  },
];
