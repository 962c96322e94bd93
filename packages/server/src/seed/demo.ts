// The demo site (identifier `demo`): what a new user sees first.
import { ItemPublicationState, ProductType } from '@tessera/core';
import type { Block } from '@tessera/site';
import { DEMO_CONTACT_FORM_ID } from './demo-forms.ts';
import { DEMO_LIST_ID, DEMO_LIST_NAME } from './demo-newsletter.ts';
import { PHOTO_SIZE } from './photos.ts';
import { block, blocks, type SiteTemplate, section, type TemplateItem, templateVariant } from './template.ts';

const { heading, text, image, button, quote, columns, divider, spacer } = blocks;

/** The demo's variants name their SKUs: its past orders (demo-store.ts) and tests find them by it. */
const variant = (
  sku: string,
  price: number,
  qtyInStock: number,
  options: Record<string, string>,
  extra = {},
) => templateVariant(price, qtyInStock, options, { sku, ...extra });

/** The gallery's pictures: its items, and the slides of the gallery designs page. */
const GALLERY_ITEMS: TemplateItem[] = [
  {
    urlId: 'fern-mugs',
    title: 'Fern mugs',
    excerpt: 'A shelf of mugs fresh from the glaze firing.',
    image: { name: 'gallery-1.jpg', alt: 'Green hills under a pale sky', seed: 21 },
  },
  {
    urlId: 'oat-bowls',
    title: 'Oat bowls',
    excerpt: 'Speckled bowls cooling on the kiln shelf.',
    image: { name: 'gallery-2.jpg', alt: 'Sand-coloured dunes at midday', seed: 22 },
  },
  {
    urlId: 'plum-vase',
    title: 'Plum vase',
    excerpt: 'The smoky plum glaze we chased for two years.',
    image: { name: 'gallery-3.jpg', alt: 'Purple hills at twilight', seed: 23 },
  },
  {
    urlId: 'test-tiles',
    title: 'Test tiles',
    excerpt: 'Forty glaze tests from one firing.',
    image: { name: 'gallery-4.jpg', alt: 'Rosy hills under a pink sky', seed: 24 },
  },
  {
    urlId: 'studio-shelf',
    title: 'Studio shelf',
    excerpt: 'Greenware waiting for its first firing.',
    image: { name: 'gallery-5.jpg', alt: 'Soft green meadow at dawn', seed: 25 },
  },
  {
    urlId: 'kiln-opening',
    title: 'Kiln opening',
    excerpt: 'The best and worst moment of every week.',
    image: { name: 'gallery-6.jpg', alt: 'Warm orange hills at sunset', seed: 26 },
  },
];

/** A gallery block of the gallery's pictures (JPEG photos at PHOTO_SIZE) with these settings. */
function galleryOfPictures(
  label: string,
  settings: Record<string, unknown>,
  /** A slide put after the pictures (a video) */
  extra?: Record<string, unknown>,
): Block {
  return block('gallery', {
    label,
    slides: [
      ...GALLERY_ITEMS.flatMap(({ image, title }, index) =>
        image
          ? [
              {
                id: `slide-${index + 1}`,
                image: {
                  src: `/s/${image.name}`,
                  width: image.width ?? PHOTO_SIZE.width,
                  height: image.height ?? PHOTO_SIZE.height,
                },
                alt: image.alt,
                caption: title,
              },
            ]
          : [],
      ),
      ...(extra ? [extra] : []),
    ],
    ...settings,
  });
}

export const demoTemplate: SiteTemplate = {
  title: 'Fern & Kiln',
  tagline: 'Handmade stoneware from a small studio in Portland',
  homeKey: 'home',
  footerText: '© 2026 Fern & Kiln · 1120 SE Ash Street, Portland, Oregon · Open Thursday to Sunday, 10–5',
  footerLinks: [{ label: 'Search', url: '/search' }],
  collections: [
    {
      key: 'home',
      type: 'page',
      urlId: 'home',
      title: 'Home',
      description: 'Handmade stoneware mugs, bowls and plates, thrown and glazed in Portland.',
      sections: [
        section([
          heading('Everyday pottery, made slowly', 1),
          text(
            '<p>We are a two-person ceramics studio on the east side of Portland. Every mug, bowl and plate is thrown on the wheel, trimmed by hand and fired twice in our gas kiln.</p><p>No two pieces are quite alike — the glaze pools differently each firing, and <em>we like it that way</em>.</p>',
          ),
          image(
            'studio-hills.svg',
            'Soft rolling hills at dusk, the view from the studio window',
            'The view from the studio window.',
          ),
          button('Visit the shop', '/shop'),
        ]),
        section(
          [
            quote(
              'The best mug I own. It keeps my coffee warm and my mornings slow.',
              'Maya, a customer since 2021',
            ),
          ],
          {
            background: { kind: 'colour', colour: '#efe6d8' },
            width: 'narrow',
            padding: 'large',
          },
        ),
        section([
          heading('This season', 2),
          columns(
            [
              [
                text(
                  '<p>Our autumn glazes are out of the kiln: a deep <strong>fern green</strong>, a <strong>speckled oat</strong>, and a <strong>smoky plum</strong> we have been chasing for two years.</p><p>Read about the process in the <a href="/journal">journal</a>.</p>',
                ),
                button('Read the journal', '/journal', 'secondary'),
              ],
              [
                image('autumn-glazes.svg', 'Three hills in fern green, oat and plum', '', {
                  aspect: 'square',
                  focalPoint: { x: 50, y: 70 },
                }),
              ],
            ],
            'wide-first',
            'centre',
          ),
          spacer('small'),
          divider('dotted', 'short'),
        ]),
        section(
          [
            heading('Visit the studio', 2),
            text(
              '<p>We are open <strong>Thursday to Sunday, 10 to 5</strong>. There is coffee, and a shelf of seconds at half price.</p>',
            ),
            button('Plan your visit', '/contact'),
          ],
          { theme: 'dark', width: 'medium' },
        ),
        section(
          [
            block('newsletter', {
              listId: DEMO_LIST_ID,
              title: DEMO_LIST_NAME,
              description: 'A short letter when a firing comes out of the kiln, a few times a year.',
              buttonText: 'Subscribe',
              askName: true,
            }),
          ],
          { width: 'narrow' },
        ),
      ],
      navigation: 'main',
    },
    {
      key: 'shop',
      type: 'products',
      urlId: 'shop',
      title: 'Shop',
      description: 'Small batches, restocked every few weeks. Gift cards never run out.',
      navigation: 'main',
      items: [
        {
          urlId: 'everyday-mug',
          title: 'Everyday Mug',
          excerpt: 'A 12 oz mug with a generous handle, in three glazes.',
          image: { name: 'mug.svg', alt: 'A stoneware mug in fern green glaze', seed: 11 },
          product: {
            productType: ProductType.physical,
            description:
              'Thrown on the wheel and dipped in our house glazes. Dishwasher and microwave safe. Holds 12 oz.',
            options: [
              { name: 'Glaze', values: ['Fern', 'Oat', 'Plum'] },
              { name: 'Size', values: ['Regular', 'Large'] },
            ],
            variants: [
              variant('SQ1000001', 3800, 12, { Glaze: 'Fern', Size: 'Regular' }),
              variant('SQ1000002', 4400, 4, { Glaze: 'Fern', Size: 'Large' }),
              variant('SQ1000003', 3800, 0, { Glaze: 'Oat', Size: 'Regular' }),
              variant('SQ1000004', 3800, 7, { Glaze: 'Plum', Size: 'Regular' }),
            ],
          },
        },
        {
          urlId: 'serving-bowl',
          title: 'Serving Bowl',
          excerpt: 'A wide, shallow bowl for salads and noodles.',
          image: { name: 'bowl.svg', alt: 'A wide speckled serving bowl', seed: 12 },
          product: {
            productType: ProductType.physical,
            description: 'Ten inches across, in speckled oat. Sold out until the next firing.',
            options: [{ name: 'Glaze', values: ['Oat'] }],
            variants: [variant('SQ1000010', 7200, 0, { Glaze: 'Oat' })],
          },
        },
        {
          urlId: 'glaze-recipe-book',
          title: 'Glaze Recipe Book (PDF)',
          excerpt: 'Twenty cone-6 recipes we use every day, with firing notes.',
          image: { name: 'recipe-book.svg', alt: 'Pages of handwritten glaze recipes', seed: 13 },
          // The file a buyer downloads from the order's page (/s/ does not serve it)
          digitalFile: {
            name: 'glaze-recipe-book.pdf',
            title: 'Glaze Recipe Book',
            lines: [
              'Fern & Kiln - twenty cone-6 glazes we use every day.',
              '1. Oat: a satin white over speckled stoneware.',
              '2. Celadon: a pale green gloss that pools in carved lines.',
              'Fire to cone 6 with a 15-minute hold; cool slowly through 1,900 F.',
            ],
          },
          product: {
            productType: ProductType.digital,
            description:
              'A 48-page PDF with twenty tested cone-6 glaze recipes, test-tile photos and our firing schedule.',
            priceCents: 1800,
            salePriceCents: 1200,
            onSale: true,
          },
        },
        {
          urlId: 'wheel-class',
          title: 'Wheel-Throwing Class',
          excerpt: 'Three hours at the wheel, clay and firing included.',
          image: { name: 'wheel-class.svg', alt: 'Hands shaping clay on a potter’s wheel', seed: 14 },
          product: {
            productType: ProductType.service,
            description:
              'A small-group Saturday class for complete beginners. You will throw two or three pieces; we glaze and fire them and let you know when they are ready.',
            options: [{ name: 'Date', values: ['December 5', 'December 12'] }],
            variants: [
              variant('SQ1000020', 9500, 4, { Date: 'December 5' }),
              variant('SQ1000021', 9500, 6, { Date: 'December 12' }),
            ],
          },
        },
        {
          urlId: 'gift-card',
          title: 'Gift Card',
          excerpt: 'For the person who has enough mugs (nobody).',
          image: { name: 'gift-card.svg', alt: 'A kraft-paper gift card tied with string', seed: 15 },
          product: {
            productType: ProductType.giftCard,
            description: 'Sent by email, spendable on anything in the shop or on a class.',
            variants: [
              { ...variant('SQ1000030', 2500, 0, { Amount: '$25' }), unlimited: true },
              { ...variant('SQ1000031', 5000, 0, { Amount: '$50' }), unlimited: true },
              { ...variant('SQ1000032', 10000, 0, { Amount: '$100' }), unlimited: true },
            ],
          },
        },
      ],
    },
    {
      key: 'gallery',
      type: 'gallery',
      urlId: 'gallery',
      title: 'Gallery',
      description: 'Work from the last few firings.',
      navigation: 'main',
      items: GALLERY_ITEMS,
    },
    {
      key: 'journal',
      type: 'blog',
      urlId: 'journal',
      title: 'Journal',
      description: 'Notes from the studio: glazes, firings, and the occasional disaster.',
      navigation: 'main',
      items: [
        {
          urlId: 'chasing-plum',
          author: 'Mara Quill',
          tags: ['Glazes', 'Test tiles'],
          categories: ['Process'],
          title: 'Chasing a plum glaze for two years',
          excerpt: 'How a smoky purple finally came out of the kiln, after forty-one test tiles.',
          publishedDaysAgo: 3,
          image: { name: 'post-plum.svg', alt: 'Purple hills at twilight', seed: 31 },
          sections: [
            section([
              text(
                '<p>It started with a broken mug. A friend brought us a chipped cup from her grandmother’s kitchen: a deep, smoky plum that turned almost black where the glaze pooled.</p><p>We wanted that colour. It took two years, forty-one test tiles and one cracked kiln shelf.</p>',
              ),
              heading('What finally worked'),
              text(
                '<p>Manganese and a little cobalt, applied thick, fired slowly through the last hundred degrees. The slow cool is everything: rush it and the plum turns muddy brown.</p>',
              ),
            ]),
          ],
        },
        {
          urlId: 'why-we-fire-with-gas',
          author: 'Tomas Reyes',
          tags: ['Kiln', 'Glazes'],
          categories: ['Process'],
          title: 'Why we still fire with gas',
          excerpt: 'Electric kilns are easier. Here is why we keep the old gas kiln running.',
          publishedDaysAgo: 17,
          image: { name: 'post-kiln.svg', alt: 'Warm orange hills at sunset', seed: 32 },
          sections: [
            section([
              text(
                '<p>A reduction atmosphere does things to iron in a glaze that an electric kiln cannot. The speckles in our oat glaze come from the iron in the clay body bleeding through — and only in reduction.</p>',
              ),
              text(
                '<p>It is more work: we watch the kiln for twelve hours and adjust the dampers by feel. But the pots are better for it.</p>',
              ),
            ]),
          ],
        },
        {
          urlId: 'studio-open-days',
          author: 'Mara Quill',
          tags: ['Studio'],
          categories: ['News'],
          title: 'Studio open days are back',
          excerpt: 'Come see the wheels, the kiln and the seconds shelf, Thursday to Sunday.',
          publishedDaysAgo: 40,
          image: { name: 'post-studio.svg', alt: 'Soft green meadow at dawn', seed: 33 },
          sections: [
            section([
              text(
                '<p>From this month the studio is open to visitors Thursday to Sunday, 10 to 5. There is coffee (in our mugs, naturally) and a shelf of seconds at half price.</p>',
              ),
              button('Plan your visit', '/contact', 'secondary'),
            ]),
          ],
        },
      ],
    },
    {
      key: 'about',
      type: 'page',
      urlId: 'about',
      title: 'About',
      description: 'Who we are and how we work.',
      navigation: 'main',
      sections: [
        section([
          heading('About the studio', 1),
          text(
            '<p>Fern & Kiln is Ana and Theo. We met in a community-college pottery class in 2015 and never quite left the studio.</p><p>Today we make functional stoneware in small batches: things meant to be used every day, washed in the dishwasher, and handed down.</p>',
          ),
          image(
            'about-studio.svg',
            'Rolling green hills, the colour of our fern glaze',
            'Our fern glaze was named for the hills east of the city.',
          ),
          divider('solid', 'short'),
          heading('Questions we hear often', 2),
          block('accordion', {
            allowMultipleOpen: false,
            firstOpen: true,
            items: [
              {
                title: 'Is your pottery food safe?',
                body: 'Yes. Every glaze we use is tested for leaching, and all our work is dishwasher and microwave safe.',
              },
              {
                title: 'Do you take custom orders?',
                body: 'For weddings and restaurants, yes — write to us through the contact page with what you have in mind.',
              },
              {
                title: 'Where do you ship?',
                body: 'Anywhere in the United States and Canada. Every piece is double-boxed; breakage in transit is on us.',
              },
            ],
          }),
        ]),
      ],
    },
    {
      key: 'contact',
      type: 'page',
      urlId: 'contact',
      title: 'Contact',
      description: 'Write to the studio or plan a visit.',
      navigation: 'main',
      sections: [
        section([
          heading('Get in touch', 1),
          text(
            '<p>The studio is at 1120 SE Ash Street, Portland. We answer email within two working days.</p>',
          ),
          block('form', { formId: DEMO_CONTACT_FORM_ID }),
        ]),
      ],
    },
    {
      key: 'wholesale',
      type: 'page',
      urlId: 'wholesale',
      title: 'Wholesale',
      description: 'Trade prices for shops and restaurants.',
      password: 'kiln-trade',
      navigation: 'footer',
      sections: [
        section([
          heading('Wholesale price list', 1),
          text(
            '<p>Trade prices apply to orders of twelve pieces or more. Mugs from $19, bowls from $36. Lead time is six weeks.</p>',
          ),
        ]),
      ],
    },
    {
      key: 'studio-notes',
      type: 'page',
      urlId: 'studio-notes',
      title: 'Studio notes',
      description: 'Notes from the kiln, for members.',
      navigation: 'footer',
      sections: [
        section([
          heading('Studio notes', 1),
          text(
            '<p>This month’s firing log: cone 6 oxidation, a slow cool from 1900°F, and the plum glaze finally breaking blue over the rims. Members get the full recipe card below.</p><p>Plum glaze, by weight: custer feldspar 25, silica 20, whiting 18, EPK 15, frit 3134 12, talc 10; add 4 red iron oxide and 1.5 rutile.</p>',
          ),
        ]),
      ],
    },
    {
      key: 'gallery-designs',
      type: 'page',
      urlId: 'gallery-designs',
      title: 'Gallery designs',
      description: 'The gallery’s pictures in each of the static gallery designs.',
      sections: [
        section([
          heading('Gallery designs', 1),
          text(
            '<p>The same six pictures from the gallery, laid out four ways. Click one to see it larger.</p>',
          ),
          heading('Grid'),
          galleryOfPictures('Grid', { design: 'grid', metaPosition: 'none' }),
          heading('Auto columns'),
          galleryOfPictures('Auto columns', { design: 'autocolumns', gutter: 12, lightbox: true }),
          heading('Auto rows'),
          galleryOfPictures('Auto rows', {
            // No block design name maps to autorows (block data's 'autorows' is base): the widget design.
            widgetDesign: 'autorows',
            rowHeight: 200,
            lightbox: true,
            metaPosition: 'none',
          }),
          heading('List'),
          galleryOfPictures('List', {
            design: 'list',
            listImageSize: 40,
            lightbox: true,
            lightboxTheme: 'light',
          }),
        ]),
      ],
    },
    {
      // The moving designs and a video, on a page of their own so the static designs' page stays
      // still (not in the navigation either).
      key: 'gallery-slideshows',
      type: 'page',
      urlId: 'gallery-slideshows',
      title: 'Slideshows and video',
      description: 'The gallery’s pictures as a slideshow, a carousel and a strip, and a video among them.',
      sections: [
        section([
          heading('Slideshows and video', 1),
          text(
            '<p>The same pictures again, moving: a slideshow with its thumbnails, a carousel and a strip. Use the arrow keys, swipe, or the buttons.</p>',
          ),
          heading('Slideshow'),
          galleryOfPictures('Studio slideshow', {
            design: 'slideshow',
            autoplay: true,
            autoplayDuration: 4,
            thumbnails: true,
          }),
          heading('Carousel'),
          galleryOfPictures('Studio carousel', { design: 'carousel', lightbox: true }),
          heading('Strip'),
          galleryOfPictures('Studio strip', { design: 'slider', activeAlignment: 'center' }),
          heading('A video among the pictures'),
          galleryOfPictures(
            'Pictures and a film',
            { design: 'grid', slidesPerRow: 3, metaPosition: 'bottom' },
            {
              kind: 'video',
              id: 'slide-film',
              // Vimeo's own sample film: nothing is asked of Vimeo until a visitor presses play.
              video: { url: 'https://vimeo.com/76979871', mode: 'fit' },
              thumbnail: { src: '/s/gallery-6.jpg', ...PHOTO_SIZE },
              alt: 'Warm orange hills at sunset',
              caption: 'A film from the kiln',
            },
          ),
        ]),
      ],
    },
    {
      key: 'workshops',
      type: 'page',
      urlId: 'workshops',
      title: 'Winter workshops',
      description: 'A draft: not yet visible to visitors.',
      publicationState: ItemPublicationState.draft,
      sections: [section([heading('Winter workshops', 1), text('<p>Dates to be announced.</p>')])],
    },
  ],
};
