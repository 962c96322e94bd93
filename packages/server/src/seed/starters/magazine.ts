// The magazine starter: a front page that leads to the stories, a blog of four stories with authors,
// tags and categories, a masthead, a newsletter and a form for pitches. Narrow, reading-first.
import { escapeHtml } from '@tessera/core';
import { newId } from '../../db/ids.ts';
import { block, blocks, type SiteTemplate, section, type TemplateItem } from '../template.ts';
import { contactFields, field, templateForm } from './kit.ts';

const { heading, text, image, button, quote, columns, divider } = blocks;

const story = (
  urlId: string,
  title: string,
  excerpt: string,
  meta: { author: string; category: string; tags: string[]; daysAgo: number; seed: number },
  paragraphs: string[],
): TemplateItem => ({
  urlId,
  title,
  excerpt,
  author: meta.author,
  categories: [meta.category],
  tags: meta.tags,
  publishedDaysAgo: meta.daysAgo,
  image: { name: `magazine-${urlId}.svg`, alt: excerpt, seed: meta.seed },
  sections: [section([text(paragraphs.map((p) => `<p>${p}</p>`).join(''))], { width: 'narrow' })],
});

const STORIES: TemplateItem[] = [
  story(
    'the-last-ferry',
    'The last ferry',
    'A night crossing with the crew who have run the island route for thirty years.',
    { author: 'Lena Ortiz', category: 'Features', tags: ['Islands', 'Work'], daysAgo: 1, seed: 81 },
    [
      'The last ferry leaves at 11:40, and on a winter Tuesday it carries nine cars, a flock of sheep and the island’s only doctor.',
      'Captain Ruth Adair has made the crossing more than twenty thousand times. She still watches the water as if it were the first.',
    ],
  ),
  story(
    'a-kitchen-garden-in-winter',
    'A kitchen garden in winter',
    'What grows when nothing should: a grower’s notes from December.',
    { author: 'Sam Whitfield', category: 'Food', tags: ['Gardens', 'Seasons'], daysAgo: 4, seed: 82 },
    [
      'Kale, leeks and a stubborn row of chard: the winter garden is a lesson in patience.',
      'Cover the beds, pick little and often, and let the frost sweeten the roots.',
    ],
  ),
  story(
    'the-map-makers',
    'The map makers',
    'Three volunteers are drawing every footpath in the county by hand.',
    { author: 'Lena Ortiz', category: 'Features', tags: ['Walking', 'Maps'], daysAgo: 9, seed: 83 },
    [
      'Every Saturday they walk a new square of the map, notebooks in hand, and argue about stiles.',
      'Their map will be finished in four years. They have already started on the second edition.',
    ],
  ),
  story(
    'five-books-for-the-dark-months',
    'Five books for the dark months',
    'Long reads for long evenings, chosen by the editors.',
    { author: 'Noor Haddad', category: 'Reviews', tags: ['Books', 'Seasons'], daysAgo: 15, seed: 84 },
    [
      'Winter is for the books you have been saving: the long ones, the slow ones, the ones you read twice.',
      'Here are five we have pressed on friends this year, and why.',
    ],
  ),
];

export function magazineTemplate(title: string): SiteTemplate {
  const pitch = templateForm(
    'Pitch',
    [
      ...contactFields('Your pitch, in a paragraph'),
      field('section', 'select', 'Section', { options: ['Features', 'Food', 'Reviews'] }),
      field('samples', 'website', 'A link to your work', { required: false }),
    ],
    'Send pitch',
    'Thank you — an editor reads every pitch and will reply within two weeks.',
  );
  const list = { id: newId(), name: 'The weekly letter' };
  return {
    title,
    tagline: 'Stories from the edges of the map',
    homeKey: 'home',
    look: {
      palette: {
        background: '#ffffff',
        text: '#1a1a1a',
        accent: '#b3261e',
        darkBackground: '#1a1a1a',
        darkAccent: '#ff9d8f',
      },
      headingFont: 'transitional',
      bodyFont: 'transitional',
      radius: 'square',
    },
    footerText: `© ${new Date().getFullYear()} ${title} · An independent magazine, published every Friday`,
    header: { navigationStyle: 'menu' },
    social: [
      { network: 'bluesky', url: 'https://bsky.app/' },
      { network: 'instagram', url: 'https://www.instagram.com/' },
    ],
    forms: [pitch],
    mailingLists: [list],
    footerLinks: [{ label: 'Search', url: '/search' }],
    collections: [
      {
        key: 'home',
        type: 'page',
        urlId: 'home',
        title: 'Home',
        description: `${title}: long reads about places and the people who keep them going.`,
        navigation: 'main',
        sections: [
          section(
            [
              heading('Stories from the edges of the map', 1),
              text(
                '<p>Long reads about places and the people who keep them going. New stories every Friday.</p>',
              ),
            ],
            { width: 'medium', padding: 'large' },
          ),
          section([
            columns(
              [
                [
                  image('magazine-the-last-ferry.svg', 'A ferry crossing at night', '', {
                    aspect: 'landscape',
                  }),
                ],
                [
                  heading('The last ferry', 2),
                  text(
                    '<p>A night crossing with the crew who have run the island route for thirty years.</p><p><em>By Lena Ortiz</em></p>',
                  ),
                  button('Read the story', '/stories/the-last-ferry'),
                ],
              ],
              'wide-first',
              'centre',
            ),
            divider('solid', 'full'),
            columns([
              [
                heading('A kitchen garden in winter', 3),
                text('<p>What grows when nothing should.</p>'),
                button('Read', '/stories/a-kitchen-garden-in-winter', 'secondary'),
              ],
              [
                heading('The map makers', 3),
                text('<p>Every footpath in the county, drawn by hand.</p>'),
                button('Read', '/stories/the-map-makers', 'secondary'),
              ],
              [
                heading('Five books for the dark months', 3),
                text('<p>Long reads for long evenings.</p>'),
                button('Read', '/stories/five-books-for-the-dark-months', 'secondary'),
              ],
            ]),
          ]),
          section(
            [
              block('newsletter', {
                listId: list.id,
                title: 'The weekly letter',
                description: 'Every Friday: the new stories and one thing the editors loved this week.',
                buttonText: 'Subscribe',
                askName: true,
              }),
            ],
            { width: 'narrow', theme: 'dark' },
          ),
        ],
      },
      {
        key: 'stories',
        type: 'blog',
        urlId: 'stories',
        title: 'Stories',
        description: 'Every story, newest first.',
        navigation: 'main',
        items: STORIES,
      },
      {
        key: 'masthead',
        type: 'page',
        urlId: 'masthead',
        title: 'Masthead',
        description: `Who makes ${title}.`,
        navigation: 'main',
        sections: [
          section(
            [
              heading('Masthead', 1),
              text(
                `<p>${escapeHtml(title)} is made by three editors and a few dozen contributors, and paid for by its readers.</p>`,
              ),
              columns([
                [
                  heading('Lena Ortiz', 2),
                  text('<p>Editor. Writes the features and most of the headlines.</p>'),
                ],
                [
                  heading('Sam Whitfield', 2),
                  text('<p>Food and gardens. Answers every reader’s letter.</p>'),
                ],
                [heading('Noor Haddad', 2), text('<p>Reviews and the weekly letter.</p>')],
              ]),
              quote('We publish the stories that take a while to tell.', 'The editors'),
            ],
            { width: 'medium' },
          ),
        ],
      },
      {
        key: 'pitch',
        type: 'page',
        urlId: 'pitch',
        title: 'Write for us',
        description: 'Pitch a story: what we look for and how to send it.',
        navigation: 'main',
        sections: [
          section(
            [
              heading('Write for us', 1),
              text(
                '<p>We look for stories with a place at their heart, reported in person. We pay on publication.</p>',
              ),
              block('form', { formId: pitch.id }),
            ],
            { width: 'narrow' },
          ),
        ],
      },
    ],
  };
}
