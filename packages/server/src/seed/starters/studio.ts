// The studio starter, for a small business that sells its time: what it offers, a timetable, prices,
// the team, and a form that starts a conversation. Light and calm, with one accent section.
import { block, blocks, type SiteTemplate, section } from '../template.ts';
import { contactFields, field, priceList, templateForm } from './kit.ts';

const { heading, text, image, button, quote, columns, spacer } = blocks;

const price = (name: string, amount: string, detail: string, href: string) => [
  heading(name, 2),
  text(`<p><strong>${amount}</strong></p><p>${detail}</p>`),
  button('Choose', href, 'secondary'),
];

export function studioTemplate(title: string): SiteTemplate {
  const enquiry = templateForm(
    'Get in touch',
    [
      ...contactFields('Anything we should know?'),
      field('interest', 'radio', 'I am interested in', {
        options: ['A first class', 'Private sessions', 'Workshops', 'Something else'],
      }),
    ],
    'Send',
    'Thank you — we will write back today with times that suit you.',
  );
  return {
    title,
    tagline: 'Yoga and movement for every body',
    homeKey: 'home',
    look: {
      palette: {
        background: '#f6faf8',
        text: '#18332b',
        accent: '#2c6e5a',
        darkBackground: '#18332b',
        darkAccent: '#9fd8c4',
      },
      headingFont: 'rounded',
      bodyFont: 'system-sans',
      radius: 'round',
    },
    footerText: `${title} · 8 Orchard Row, second floor · Open every day from 7 am`,
    header: { cta: { label: 'Book a first class', href: '/contact' } },
    social: [
      { network: 'instagram', url: 'https://www.instagram.com/' },
      { network: 'youtube', url: 'https://www.youtube.com/' },
    ],
    forms: [enquiry],
    collections: [
      {
        key: 'home',
        type: 'page',
        urlId: 'home',
        title: 'Home',
        description: `${title}: yoga and movement classes for every body, every day from 7 am.`,
        navigation: 'main',
        sections: [
          section(
            [
              columns(
                [
                  [
                    heading('Yoga and movement for every body', 1),
                    text(
                      '<p>Small classes in a bright room above the orchard, from gentle mornings to strong evenings. Your first class is free.</p>',
                    ),
                    button('Book a first class', '/contact'),
                  ],
                  [image('studio-room.svg', 'The studio room in morning light', '', { aspect: 'portrait' })],
                ],
                'wide-first',
                'centre',
              ),
            ],
            { padding: 'large' },
          ),
          section(
            [
              columns([
                [
                  heading('Small classes', 2),
                  text('<p>Never more than twelve people, so we know your name.</p>'),
                ],
                [
                  heading('Every level', 2),
                  text('<p>Beginners, returners and the very flexible, side by side.</p>'),
                ],
                [heading('Every day', 2), text('<p>Classes from 7 am to 8 pm, and on Sunday mornings.</p>')],
              ]),
            ],
            { theme: 'accent' },
          ),
          section(
            [
              quote(
                'The one hour of my week that is only mine. I leave lighter every time.',
                'Priya, a member since 2022',
              ),
            ],
            { width: 'narrow', padding: 'large' },
          ),
        ],
      },
      {
        key: 'classes',
        type: 'page',
        urlId: 'classes',
        title: 'Classes',
        description: 'What we teach and when: the weekly timetable.',
        navigation: 'main',
        sections: [
          section(
            [
              heading('Classes', 1),
              text(
                priceList([
                  ['Morning Flow', '60 minutes', 'A gentle start: breath, mobility and a steady flow.'],
                  ['Strong', '75 minutes', 'Strength and balance for those who like to sweat.'],
                  ['Restore', '60 minutes', 'Slow, supported poses and a long rest at the end.'],
                  ['Beginners', '4 weeks', 'The basics, one step at a time, in a small group.'],
                ]),
              ),
            ],
            { width: 'medium' },
          ),
          section(
            [
              heading('This week', 2),
              columns([
                [
                  heading('Weekdays', 3),
                  text('<p>7:00 Morning Flow<br>12:30 Restore<br>18:00 Strong<br>19:30 Beginners</p>'),
                ],
                [heading('Saturday', 3), text('<p>9:00 Morning Flow<br>10:30 Strong<br>12:00 Workshop</p>')],
                [heading('Sunday', 3), text('<p>9:00 Restore<br>10:30 Morning Flow</p>')],
              ]),
            ],
            { background: { kind: 'colour', colour: '#eef3f1' } },
          ),
        ],
      },
      {
        key: 'pricing',
        type: 'page',
        urlId: 'pricing',
        title: 'Pricing',
        description: 'Drop-in classes, class passes and memberships.',
        navigation: 'main',
        sections: [
          section([
            heading('Pricing', 1),
            text('<p>Your first class is free. After that, choose what suits your week.</p>'),
            spacer('small'),
            columns([
              price('Drop in', '$22 a class', 'Come when you can.', '/contact'),
              price('Ten classes', '$180', 'Use them within four months.', '/contact'),
              price('Unlimited', '$120 a month', 'Every class, every day. Cancel any time.', '/contact'),
            ]),
          ]),
        ],
      },
      {
        key: 'team',
        type: 'page',
        urlId: 'team',
        title: 'Team',
        description: `The teachers of ${title}.`,
        navigation: 'main',
        sections: [
          section([
            heading('Our teachers', 1),
            columns([
              [
                image('studio-teacher-ada.svg', 'Ada, smiling on her mat', '', { aspect: 'square' }),
                heading('Ada Moreno', 2),
                text('<p>Founder. Teaching since 2010; loves a long hold and a bad pun.</p>'),
              ],
              [
                image('studio-teacher-kit.svg', 'Kit, mid-balance', '', { aspect: 'square' }),
                heading('Kit Osei', 2),
                text('<p>Strong and Beginners. Former climber, patient teacher.</p>'),
              ],
            ]),
          ]),
        ],
      },
      {
        key: 'contact',
        type: 'page',
        urlId: 'contact',
        title: 'Contact',
        description: 'Book a first class or ask us anything.',
        navigation: 'main',
        sections: [
          section(
            [
              heading('Get in touch', 1),
              text('<p>Tell us what you are looking for and we will find a class that suits you.</p>'),
              block('form', { formId: enquiry.id }),
            ],
            { width: 'narrow' },
          ),
        ],
      },
    ],
  };
}
