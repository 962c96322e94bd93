// The restaurant starter: a warm home page with hours and address, a menu with prices, a table-booking
// form (its requests land in the Forms inbox), the story, and a gallery of the room and the food.
import type { TemplateItem } from '../template.ts';
import { block, blocks, type SiteTemplate, section } from '../template.ts';
import { field, priceList, templateForm } from './kit.ts';

const { heading, text, image, button, columns, divider } = blocks;

const GALLERY: TemplateItem[] = [
  ['the-room', 'The room', 'Candlelight, long tables and the open kitchen.'],
  ['wood-oven', 'The wood oven', 'Everything we bake passes through it.'],
  ['market-morning', 'Market morning', 'What the growers brought in today.'],
  ['the-terrace', 'The terrace', 'Open from May, when the evenings are long.'],
].map(([urlId, title, excerpt], index) => ({
  urlId: urlId as string,
  title: title as string,
  excerpt: excerpt as string,
  image: { name: `restaurant-${urlId}.svg`, alt: `${title}: ${excerpt}`, seed: 60 + index * 6 },
}));

const HOURS =
  '<p><strong>Tuesday to Thursday</strong> 5–10 pm<br><strong>Friday and Saturday</strong> 5–11 pm<br><strong>Sunday</strong> 12–4 pm</p>';

export function restaurantTemplate(title: string): SiteTemplate {
  const booking = templateForm(
    'Table booking',
    [
      field('name', 'text', 'Name'),
      field('email', 'email', 'Email', { placeholder: 'you@example.com' }),
      field('phone', 'phone', 'Phone', { required: false }),
      field('date', 'date', 'Date'),
      field('time', 'select', 'Time', {
        options: ['5:00 pm', '6:00 pm', '7:00 pm', '8:00 pm', '9:00 pm'],
      }),
      field('guests', 'select', 'Guests', {
        options: ['1', '2', '3', '4', '5', '6', '7–10 (we will call you)'],
      }),
      field('notes', 'textarea', 'Allergies or occasions', { required: false, maxLength: 500 }),
    ],
    'Request a table',
    'Thank you — we will confirm your table by email within a few hours.',
  );
  return {
    title,
    tagline: 'Seasonal cooking over fire',
    homeKey: 'home',
    look: {
      palette: {
        background: '#fdf8f3',
        text: '#2b1d16',
        accent: '#9c3d1c',
        darkBackground: '#2b1d16',
        darkAccent: '#f0b88a',
      },
      headingFont: 'old-style',
      bodyFont: 'transitional',
      radius: 'soft',
    },
    footerText: `${title} · 24 Market Street · Tuesday to Sunday · Bookings by the website or on 555-0142`,
    header: { cta: { label: 'Book a table', href: '/reservations' } },
    social: [{ network: 'instagram', url: 'https://www.instagram.com/' }],
    forms: [booking],
    collections: [
      {
        key: 'home',
        type: 'page',
        urlId: 'home',
        title: 'Home',
        description: `${title}: seasonal cooking over fire, in the old market hall.`,
        navigation: 'main',
        sections: [
          section(
            [
              heading('Seasonal cooking over fire', 1),
              text(
                '<p>A small kitchen in the old market hall. We cook what the growers bring us, over oak and in a wood oven, and change the menu as often as they do.</p>',
              ),
              button('Book a table', '/reservations'),
              button('See the menu', '/menu', 'secondary'),
            ],
            { theme: 'dark', padding: 'large' },
          ),
          section([
            columns(
              [
                [heading('Opening hours', 2), text(HOURS)],
                [
                  heading('Find us', 2),
                  text(
                    '<p>24 Market Street, in the old market hall.<br>Five minutes from the station; parking on Mill Lane.</p>',
                  ),
                ],
                [
                  image(
                    'restaurant-wood-oven.svg',
                    'The wood oven: everything we bake passes through it.',
                    '',
                    { aspect: 'square' },
                  ),
                ],
              ],
              'equal',
              'centre',
            ),
          ]),
          section(
            [
              heading('Tonight from the oven', 2),
              text(
                '<p>Flatbread with wild garlic butter, whole roast fish with fennel, and a burnt honey tart to finish.</p>',
              ),
              button('The whole menu', '/menu', 'secondary'),
            ],
            { background: { kind: 'colour', colour: '#f4e7d7' }, width: 'medium' },
          ),
        ],
      },
      {
        key: 'menu',
        type: 'page',
        urlId: 'menu',
        title: 'Menu',
        description: 'The menu this week: small plates, from the fire, sweet things.',
        navigation: 'main',
        sections: [
          section(
            [
              heading('Menu', 1),
              text('<p>The menu changes with the market. Tell us about allergies when you book.</p>'),
              heading('Small plates', 2),
              text(
                priceList([
                  ['Flatbread', '$9', 'From the wood oven, with wild garlic butter'],
                  ['Beetroot and goat’s curd', '$13', 'Toasted hazelnuts, sorrel'],
                  ['Grilled squid', '$15', 'Chilli, lemon, charred spring onion'],
                ]),
              ),
              divider('dotted', 'short'),
              heading('From the fire', 2),
              text(
                priceList([
                  ['Whole roast fish', '$32', 'Fennel, brown butter, capers'],
                  ['Lamb shoulder', '$29', 'Slow-cooked over oak, white beans, salsa verde'],
                  ['Roast squash', '$22', 'Sage, pickled walnuts, ricotta'],
                ]),
              ),
              divider('dotted', 'short'),
              heading('Sweet things', 2),
              text(
                priceList([
                  ['Burnt honey tart', '$10', 'Crème fraîche'],
                  ['Poached pear', '$9', 'Spiced red wine, almond biscuit'],
                ]),
              ),
            ],
            { width: 'narrow' },
          ),
        ],
      },
      {
        key: 'reservations',
        type: 'page',
        urlId: 'reservations',
        title: 'Reservations',
        description: 'Book a table: we confirm every request by email.',
        navigation: 'main',
        sections: [
          section(
            [
              heading('Book a table', 1),
              text(
                '<p>Ask for a table below and we will confirm it by email. For tonight, or for more than ten guests, please call us on 555-0142.</p>',
              ),
              block('form', { formId: booking.id }),
            ],
            { width: 'narrow' },
          ),
          section([heading('Opening hours', 2), text(HOURS)], { width: 'narrow', theme: 'dark' }),
        ],
      },
      {
        key: 'story',
        type: 'page',
        urlId: 'our-story',
        title: 'Our story',
        description: `How ${title} began.`,
        navigation: 'main',
        sections: [
          section(
            [
              heading('Our story', 1),
              image('restaurant-the-room.svg', 'The room: candlelight, long tables and the open kitchen.'),
              text(
                '<p>We opened in the old market hall with one oven, six tables and a promise to cook only what we could buy from people we know.</p><p>Ten years on there are more tables, and the promise still holds.</p>',
              ),
            ],
            { width: 'medium' },
          ),
        ],
      },
      {
        key: 'gallery',
        type: 'gallery',
        urlId: 'gallery',
        title: 'Gallery',
        description: 'The room, the fire and the food.',
        navigation: 'main',
        items: GALLERY,
      },
    ],
  };
}
