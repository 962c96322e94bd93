// The shop starter: a home page that sells, six products (options and stock, one on sale, a digital
// guide), shipping rates for the US and abroad, questions answered, a mailing list and a contact form.
import { ProductType } from '@tessera/core';
import { newId } from '../../db/ids.ts';
import {
  block,
  blocks,
  type SiteTemplate,
  section,
  type TemplateItem,
  templateVariant,
} from '../template.ts';
import { contactFields, templateForm, US_AND_WORLD_SHIPPING } from './kit.ts';

const { heading, text, image, button, columns } = blocks;

const variant = templateVariant;

const product = (
  urlId: string,
  title: string,
  excerpt: string,
  seed: number,
  data: Record<string, unknown>,
): TemplateItem => ({
  urlId,
  title,
  excerpt,
  image: { name: `shop-${urlId}.svg`, alt: `${title}: ${excerpt}`, seed },
  product: { productType: ProductType.physical, ...data },
});

const PRODUCTS: TemplateItem[] = [
  product('canvas-tote', 'Canvas Tote', 'Heavy cotton canvas with leather handles.', 70, {
    description: 'Twelve-ounce cotton canvas, vegetable-tanned leather handles, an inside pocket.',
    options: [{ name: 'Colour', values: ['Natural', 'Olive'] }],
    variants: [variant(4800, 14, { Colour: 'Natural' }), variant(4800, 6, { Colour: 'Olive' })],
  }),
  product('enamel-mug', 'Enamel Camp Mug', 'A 12 oz mug that goes everywhere.', 71, {
    description: 'Steel with a glass enamel coat; safe on a camp stove. Holds 12 oz.',
    options: [{ name: 'Colour', values: ['Cream', 'Forest'] }],
    variants: [
      variant(1800, 30, { Colour: 'Cream' }),
      variant(1800, 2, { Colour: 'Forest' }, { salePrice: 1400, onSale: true }),
    ],
  }),
  product('wool-blanket', 'Wool Throw', 'Woven from undyed wool in a family mill.', 72, {
    description: 'Undyed wool, 50 × 70 inches, woven and finished by hand.',
    variants: [variant(14_500, 5, {})],
  }),
  product('field-notebook', 'Field Notebook, set of 3', 'Pocket notebooks with dot-grid pages.', 73, {
    description: 'Three 48-page notebooks, recycled paper, dot grid, stitched spines.',
    variants: [variant(1500, 40, {})],
  }),
  product('beeswax-candle', 'Beeswax Candle', 'Hand-poured, burns for about 40 hours.', 74, {
    description: 'Pure beeswax and a cotton wick, poured in small batches.',
    options: [{ name: 'Size', values: ['Small', 'Large'] }],
    variants: [variant(2200, 12, { Size: 'Small' }), variant(3600, 0, { Size: 'Large' })],
  }),
  {
    urlId: 'care-guide',
    title: 'The Care Guide (PDF)',
    excerpt: 'How to look after wool, canvas, enamel and leather.',
    image: { name: 'shop-care-guide.svg', alt: 'The Care Guide: how to look after what you own', seed: 75 },
    digitalFile: {
      name: 'care-guide.pdf',
      title: 'The Care Guide',
      lines: [
        'The Care Guide - making good things last.',
        'Wool: air it often, wash it rarely, dry it flat.',
        'Canvas: brush off dirt when dry; spot-clean with cold water.',
        'Enamel: no metal scourers; a chip is not a crack.',
      ],
    },
    product: {
      productType: ProductType.digital,
      description: 'A 20-page PDF guide to caring for natural materials.',
      priceCents: 600,
    },
  },
];

export function shopTemplate(title: string): SiteTemplate {
  const contact = templateForm('Contact', contactFields(), 'Send', 'Thank you — we answer within a day.');
  const list = { id: newId(), name: 'New arrivals' };
  return {
    title,
    tagline: 'Useful things, made to last',
    homeKey: 'home',
    look: {
      palette: {
        background: '#fbfbf7',
        text: '#1f2a1f',
        accent: '#2f6b3a',
        darkBackground: '#1f2a1f',
        darkAccent: '#a8d5a2',
      },
      headingFont: 'humanist',
      bodyFont: 'humanist',
      radius: 'round',
    },
    footerText: `© ${new Date().getFullYear()} ${title} · Free shipping in the US over $75 · 30-day returns`,
    header: { cta: { label: 'Shop now', href: '/shop' } },
    social: [
      { network: 'instagram', url: 'https://www.instagram.com/' },
      { network: 'pinterest', url: 'https://www.pinterest.com/' },
    ],
    forms: [contact],
    mailingLists: [list],
    shippingZones: US_AND_WORLD_SHIPPING,
    collections: [
      {
        key: 'home',
        type: 'page',
        urlId: 'home',
        title: 'Home',
        description: `${title}: useful things, made to last, shipped from our workshop.`,
        navigation: 'main',
        sections: [
          section(
            [
              columns(
                [
                  [
                    heading('Useful things, made to last', 1),
                    text(
                      '<p>Bags, blankets and kitchen things from small workshops we visit ourselves. Free shipping in the US over $75.</p>',
                    ),
                    button('Shop everything', '/shop'),
                  ],
                  [image('shop-hero.svg', 'A wool throw folded on a wooden bench', '', { aspect: 'square' })],
                ],
                'equal',
                'centre',
              ),
            ],
            { background: { kind: 'colour', colour: '#eef1ea' }, padding: 'large' },
          ),
          section([
            columns([
              [
                heading('Made by people we know', 2),
                text('<p>Every maker is a small workshop we have visited.</p>'),
              ],
              [
                heading('Built to be repaired', 2),
                text('<p>We sell spare parts and repair what we sell.</p>'),
              ],
              [
                heading('Sent without plastic', 2),
                text('<p>Paper, card and string: all of it recyclable.</p>'),
              ],
            ]),
          ]),
          section(
            [
              block('newsletter', {
                listId: list.id,
                title: 'New arrivals',
                description: 'One short letter when something new comes in. No more than once a month.',
                buttonText: 'Subscribe',
                askName: false,
              }),
            ],
            { width: 'narrow' },
          ),
        ],
      },
      {
        key: 'shop',
        type: 'products',
        urlId: 'shop',
        title: 'Shop',
        description: 'Everything in stock, shipped within two working days.',
        navigation: 'main',
        items: PRODUCTS,
      },
      {
        key: 'about',
        type: 'page',
        urlId: 'about',
        title: 'About',
        description: `Why ${title} exists.`,
        navigation: 'main',
        sections: [
          section(
            [
              heading('About us', 1),
              text(
                '<p>We started with one question: what would we still be using in twenty years? Everything we sell is our answer so far.</p><p>We are a team of four, packing every order by hand in a workshop by the river.</p>',
              ),
            ],
            { width: 'narrow' },
          ),
        ],
      },
      {
        key: 'faq',
        type: 'page',
        urlId: 'faq',
        title: 'Questions',
        description: 'Shipping, returns and care: the questions we are asked most.',
        navigation: 'main',
        sections: [
          section(
            [
              heading('Questions', 1),
              // The accordion's titles are third-level headings: a second level above them keeps the order.
              heading('Orders and returns', 2),
              block('accordion', {
                items: [
                  {
                    title: 'How long does shipping take?',
                    body: 'We send orders within two working days. In the US they arrive in three to five days; abroad in one to three weeks.',
                  },
                  {
                    title: 'Can I return something?',
                    body: 'Yes, within 30 days, unused and in its packaging. Write to us and we will send a return label.',
                  },
                  {
                    title: 'Do you repair what you sell?',
                    body: 'We do. Send us a photo of what is wrong and we will tell you what we can do and what it costs.',
                  },
                ],
                allowMultipleOpen: true,
                firstOpen: true,
              }),
              button('Ask us something else', '/contact', 'secondary'),
            ],
            { width: 'narrow' },
          ),
        ],
      },
      {
        key: 'contact',
        type: 'page',
        urlId: 'contact',
        title: 'Contact',
        description: 'Questions about an order, wholesale or repairs.',
        navigation: 'footer',
        sections: [
          section(
            [
              heading('Contact', 1),
              text('<p>We answer within a day.</p>'),
              block('form', { formId: contact.id }),
            ],
            { width: 'narrow' },
          ),
        ],
      },
    ],
  };
}
