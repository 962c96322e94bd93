// The starter content of a newly created site: a home page, an about page, a blog, a contact page.
import { blocks, type SiteTemplate, section } from '../template.ts';

const { heading, text, image } = blocks;

export function starterTemplate(title: string): SiteTemplate {
  return {
    title,
    tagline: '',
    homeKey: 'home',
    footerText: `© ${new Date().getFullYear()} ${title}`,
    collections: [
      {
        key: 'home',
        type: 'page',
        urlId: 'home',
        title: 'Home',
        navigation: 'main',
        sections: [
          section([
            heading(`Welcome to ${title}`, 1),
            text(
              '<p>This is your new site. Open the config area to change this text, add pages and make it yours.</p>',
            ),
            image('welcome.svg', 'Rolling hills under a warm sky'),
          ]),
        ],
      },
      {
        key: 'about',
        type: 'page',
        urlId: 'about',
        title: 'About',
        navigation: 'main',
        sections: [
          section([heading('About', 1), text('<p>Tell your visitors who you are and what you do.</p>')]),
        ],
      },
      {
        key: 'blog',
        type: 'blog',
        urlId: 'blog',
        title: 'Blog',
        navigation: 'main',
        items: [
          {
            urlId: 'hello-world',
            title: 'Hello, world',
            excerpt: 'The first post on this site.',
            publishedDaysAgo: 0,
            sections: [section([text('<p>Write your first post here.</p>')])],
          },
        ],
      },
      {
        key: 'contact',
        type: 'page',
        urlId: 'contact',
        title: 'Contact',
        navigation: 'main',
        sections: [section([heading('Contact', 1), text('<p>Let people know how to reach you.</p>')])],
      },
    ],
  };
}
