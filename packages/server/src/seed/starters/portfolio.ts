// The portfolio starter: selected work as a gallery (on the home page and its own page), a case
// study, an about page with a client's word, and an enquiry form. Dark, wide and image-first.
import type { TemplateItem } from '../template.ts';
import { block, blocks, type SiteTemplate, section } from '../template.ts';
import { contactFields, field, templateForm } from './kit.ts';

const { heading, text, image, button, quote, columns, spacer } = blocks;

const WORK: TemplateItem[] = [
  ['harbour-lights', 'Harbour Lights', 'A winter series on the working waterfront.'],
  ['salt-and-stone', 'Salt and Stone', 'Quarries and salt flats, photographed for a travel quarterly.'],
  ['field-studies', 'Field Studies', 'Slow landscapes from a year of walking the same valley.'],
  ['night-market', 'Night Market', 'Portraits of the traders who keep the market open after dark.'],
  ['the-orchard', 'The Orchard', 'A family cider farm through one season, for its new labels.'],
  ['quiet-rooms', 'Quiet Rooms', 'Interiors for an architecture practice’s first monograph.'],
].map(([urlId, title, excerpt], index) => ({
  urlId: urlId as string,
  title: title as string,
  excerpt: excerpt as string,
  image: { name: `portfolio-${urlId}.svg`, alt: `${title}: ${excerpt}`, seed: 40 + index },
}));

const selectedWork = () =>
  block('gallery', {
    label: 'Selected work',
    widgetDesign: 'grid',
    slides: WORK.slice(0, 6).map((item, index) => ({
      id: `work-${index + 1}`,
      image: { src: `/s/${item.image?.name}`, width: 1200, height: 800 },
      alt: item.image?.alt ?? '',
      caption: item.title,
    })),
  });

export function portfolioTemplate(title: string): SiteTemplate {
  const enquiry = templateForm(
    'Enquiry',
    [
      ...contactFields('Tell me about the project'),
      field('kind', 'select', 'Kind of work', {
        required: false,
        options: ['Editorial', 'Commercial', 'A portrait', 'Something else'],
      }),
      field('when', 'date', 'When would it start?', { required: false }),
    ],
    'Send enquiry',
    'Thank you — I read every enquiry and will answer within two working days.',
  );
  return {
    title,
    tagline: 'Photography and visual stories',
    homeKey: 'home',
    look: {
      palette: {
        background: '#ffffff',
        text: '#111111',
        accent: '#3b4cca',
        darkBackground: '#111111',
        darkAccent: '#aab8ff',
      },
      headingFont: 'geometric',
      bodyFont: 'system-sans',
      radius: 'square',
    },
    footerText: `© ${new Date().getFullYear()} ${title} · Available for commissions worldwide`,
    header: { cta: { label: 'Start a project', href: '/contact' } },
    social: [
      { network: 'instagram', url: 'https://www.instagram.com/' },
      { network: 'vimeo', url: 'https://vimeo.com/' },
    ],
    forms: [enquiry],
    collections: [
      {
        key: 'home',
        type: 'page',
        urlId: 'home',
        title: 'Home',
        description: `${title}: photography for editorial and commercial clients.`,
        navigation: 'main',
        sections: [
          section(
            [
              heading('Pictures that stay with you', 1),
              text(
                '<p>I photograph places and the people who keep them going, for magazines, brands and books. Based by the sea, working wherever the story is.</p>',
              ),
              button('See the work', '/work'),
            ],
            { theme: 'dark', padding: 'large' },
          ),
          section([heading('Selected work', 2), selectedWork()], { width: 'full' }),
          section([
            columns(
              [
                [
                  image('portfolio-harbour-lights.svg', 'Harbour Lights: the harbour at dusk', '', {
                    aspect: 'landscape',
                  }),
                ],
                [
                  heading('Case study: Harbour Lights', 2),
                  text('<p>Twelve nights on the boats and quays for a city’s port museum.</p>'),
                  button('Read the case study', '/harbour-lights', 'secondary'),
                ],
              ],
              'wide-first',
              'centre',
            ),
          ]),
          section(
            [
              quote(
                'Calm on set, relentless about the light, and the pictures arrived two days early.',
                'Art director, Coastline Quarterly',
              ),
            ],
            { width: 'narrow', padding: 'large' },
          ),
        ],
      },
      {
        key: 'work',
        type: 'gallery',
        urlId: 'work',
        title: 'Work',
        description: 'Series and commissions from the last few years.',
        navigation: 'main',
        items: WORK,
      },
      {
        key: 'case-study',
        type: 'page',
        urlId: 'harbour-lights',
        title: 'Harbour Lights',
        description: 'A winter series on the working waterfront: the brief, the approach, the result.',
        sections: [
          section([
            heading('Harbour Lights', 1),
            text('<p>A winter series on the working waterfront, commissioned for a city’s port museum.</p>'),
            image('portfolio-harbour-lights.svg', 'Harbour Lights: the harbour at dusk'),
          ]),
          section([
            columns([
              [
                heading('The brief', 2),
                text(
                  '<p>Show the harbour as the people who work there see it, before dawn and after dark.</p>',
                ),
              ],
              [
                heading('The approach', 2),
                text('<p>Twelve nights on the boats and quays, with available light and a small crew.</p>'),
              ],
              [
                heading('The result', 2),
                text(
                  '<p>Forty prints for the museum’s new gallery, and a book that sold out in a month.</p>',
                ),
              ],
            ]),
            spacer('small'),
            button('Start a project like this', '/contact', 'secondary'),
          ]),
        ],
      },
      {
        key: 'about',
        type: 'page',
        urlId: 'about',
        title: 'About',
        description: `Who is behind ${title}.`,
        navigation: 'main',
        sections: [
          section([
            columns(
              [
                [
                  image('portfolio-portrait.svg', 'A portrait on the shore at low tide', '', {
                    aspect: 'square',
                  }),
                ],
                [
                  heading('About', 1),
                  text(
                    '<p>I have been making pictures for fifteen years, first for newspapers and now for magazines, brands and publishers.</p><p>I like long projects, early mornings and clients who want something true rather than something perfect.</p>',
                  ),
                  heading('Clients', 2),
                  text(
                    '<p>Coastline Quarterly · The Orchard Cider Co. · Northside Architects · City Port Museum</p>',
                  ),
                ],
              ],
              'wide-last',
              'centre',
            ),
          ]),
        ],
      },
      {
        key: 'contact',
        type: 'page',
        urlId: 'contact',
        title: 'Contact',
        description: 'Commissions, prints and licensing.',
        navigation: 'main',
        sections: [
          section(
            [
              heading('Start a project', 1),
              text('<p>Commissions, prints and licensing: tell me what you have in mind.</p>'),
              block('form', { formId: enquiry.id }),
            ],
            { width: 'narrow' },
          ),
        ],
      },
    ],
  };
}
