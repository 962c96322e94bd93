// The section templates a new page can start from (the pages panel's "New page"): each a list of
// sections built from the registry's block types with their own defaults, so what is made passes
// the same checks as any saved layout. Fresh ids every time.

import { STARTER_SITES } from '@tessera/core';
import { newBlockId } from './blocks/ids.ts';
import { newBlock, newSection } from './blocks/layout.ts';
import type { Section } from './blocks/section.ts';
import type { Block } from './blocks/types.ts';
import type { AssetRef } from './blocks/values.ts';

export const PAGE_TEMPLATES = {
  blank: { label: 'Blank', description: 'An empty page.' },
  about: { label: 'About', description: 'A heading, a paragraph and an image.' },
  contact: { label: 'Contact', description: 'A heading, a paragraph and a button.' },
  landing: { label: 'Landing', description: 'A heading, a paragraph and two columns.' },
} as const;

/**
 * The starter sites' own pages offered again as page templates, by `<starter>-<page key>` (the key of
 * the page in the server's seed/starters/). Their sections are the starter's, made on the server with
 * the pictures and forms they need; here only what the pages panel lists.
 */
export const STARTER_PAGE_TEMPLATES = {
  'portfolio-case-study': {
    label: 'Case study',
    description: 'The brief, the approach and the result, with a picture.',
    starter: 'portfolio',
  },
  'portfolio-about': {
    label: 'About, with a portrait',
    description: 'A portrait beside your story and clients.',
    starter: 'portfolio',
  },
  'restaurant-menu': {
    label: 'Menu',
    description: 'Dishes and prices in three courses.',
    starter: 'restaurant',
  },
  'restaurant-reservations': {
    label: 'Reservations',
    description: 'A table-booking form and opening hours.',
    starter: 'restaurant',
  },
  'shop-faq': {
    label: 'Questions',
    description: 'Questions and answers, each opened with a click.',
    starter: 'shop',
  },
  'magazine-masthead': {
    label: 'Masthead',
    description: 'The people behind the site, in columns.',
    starter: 'magazine',
  },
  'magazine-pitch': {
    label: 'Write for us',
    description: 'What you look for and a form for pitches.',
    starter: 'magazine',
  },
  'studio-classes': {
    label: 'Classes',
    description: 'What you offer and a weekly timetable.',
    starter: 'studio',
  },
  'studio-pricing': { label: 'Pricing', description: 'Three prices side by side.', starter: 'studio' },
  'studio-team': { label: 'Team', description: 'Portraits and a line about each person.', starter: 'studio' },
} as const;

export type SectionTemplateId = keyof typeof PAGE_TEMPLATES;
export type StarterPageTemplateId = keyof typeof STARTER_PAGE_TEMPLATES;
export type PageTemplateId = SectionTemplateId | StarterPageTemplateId;
export const PAGE_TEMPLATE_IDS = [...Object.keys(PAGE_TEMPLATES), ...Object.keys(STARTER_PAGE_TEMPLATES)] as [
  PageTemplateId,
  ...PageTemplateId[],
];

/** Every page template as the pages panel lists it: the layouts, then the starters' pages by starter. */
export const PAGE_TEMPLATE_CHOICES: { id: PageTemplateId; label: string; description: string }[] = [
  ...Object.entries(PAGE_TEMPLATES).map(([id, t]) => ({ id: id as PageTemplateId, ...t })),
  ...Object.entries(STARTER_PAGE_TEMPLATES).map(([id, t]) => ({
    id: id as PageTemplateId,
    label: `${STARTER_SITES[t.starter].name}: ${t.label}`,
    description: t.description,
  })),
];

export function isStarterPageTemplate(id: PageTemplateId): id is StarterPageTemplateId {
  return Object.hasOwn(STARTER_PAGE_TEMPLATES, id);
}

function block(type: string, data: Record<string, unknown>, slots?: Block[][]): Block {
  const made = newBlock(type);
  return { ...made, data: { ...made.data, ...data }, ...(slots ? { slots } : {}) };
}

const paragraph = (text: string) => block('text', { html: `<p>${text}</p>` });

/**
 * A template's sections for a page titled `title`. The image block needs an image: `image` (one of
 * the site's uploads); without one, the About template leaves it out and the owner adds one later.
 */
export function templateSections(
  template: SectionTemplateId,
  title: string,
  image: AssetRef | null,
): Section[] {
  const heading = block('heading', { text: title, level: 1 });
  switch (template) {
    case 'blank':
      return [];
    case 'about':
      return [
        newSection([
          heading,
          paragraph('Tell visitors who you are, what you make and why you started.'),
          ...(image ? [block('image', { image, alt: '' })] : []),
        ]),
      ];
    case 'contact':
      return [
        newSection([
          heading,
          paragraph('We would love to hear from you. Write to us and we will answer within two days.'),
          block('button', { label: 'Email us', href: 'mailto:hello@example.com' }),
        ]),
      ];
    case 'landing':
      return [
        newSection([
          heading,
          paragraph('One sentence that says what this page offers and who it is for.'),
          block('columns', {}, [
            [block('heading', { text: 'What you get', level: 2 }), paragraph('The first reason to read on.')],
            [
              block('heading', { text: 'How it works', level: 2 }),
              paragraph('The second reason to read on.'),
            ],
          ]),
        ]),
      ];
  }
}

/** The same sections with new ids for every section and block (a copied page's own). */
export function withFreshIds(sections: readonly Section[]): Section[] {
  const copyBlock = (b: Block): Block => ({
    ...b,
    id: newBlockId(b.type),
    ...(b.slots ? { slots: b.slots.map((slot) => slot.map(copyBlock)) } : {}),
  });
  return sections.map((section) => ({
    ...section,
    id: newBlockId('section'),
    blocks: section.blocks.map(copyBlock),
  }));
}
