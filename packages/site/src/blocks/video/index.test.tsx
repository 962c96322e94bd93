import { describe, expect, it } from 'vitest';
import { htmlDocument, refusals, renderBlock } from '../testing.ts';
import { video, videoSchema } from './index.tsx';

const THUMB = { src: '/s/kiln.jpg', width: 1600, height: 900 };

describe('video block', () => {
  it.each([
    [
      'an address that is not text',
      { url: 42 },
      { url: 'Paste the address of a YouTube or Vimeo video, or its embed code.' },
    ],
    [
      'a mode of its own',
      { url: 'https://youtu.be/dQw4w9WgXcQ', mode: 'stretch' },
      { mode: 'Choose how the video fills its frame from the list.' },
    ],
    [
      'a thumbnail from elsewhere',
      { url: 'https://youtu.be/dQw4w9WgXcQ', thumbnail: { src: 'https://x/y.jpg', width: 1, height: 1 } },
      { 'thumbnail.src': 'Choose one of the site’s uploaded images.' },
    ],
    [
      'a paste over 5,000 characters',
      { url: `<iframe>${'x'.repeat(5000)}` },
      { url: 'A video’s address or embed code is at most 5,000 characters.' },
    ],
  ])('refuses %s with a message', (_name, data, errors) => {
    expect(refusals(videoSchema, data)).toEqual(errors);
  });

  it('keeps an address it cannot embed, and shows the spec’s message in its place', () => {
    expect(refusals(videoSchema, { url: '<p>my video</p>' })).toEqual({});
    const page = htmlDocument(renderBlock(video, { url: '<p>my video</p>', caption: 'Ours' }));
    expect(page.querySelector('.video-error')?.textContent).toBe('Invalid video embed.');
    expect(page.querySelector('[data-island], iframe')).toBeNull();
  });

  it('renders the overlay, with the player’s address waiting in the markup and no iframe', () => {
    const html = renderBlock(video, {
      url: 'https://vimeo.com/76979871',
      title: 'Glazing',
      caption: 'At the wheel',
    });
    const page = htmlDocument(html);
    const root = page.querySelector<HTMLElement>('[data-island="video"]');
    expect(root?.className).toBe('video video-fit');
    expect(root?.dataset.videoSrc).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(root?.dataset.videoProvider).toBe('vimeo');
    expect(page.querySelector('.video-frame')?.classList.contains('video-ratio-default')).toBe(true);
    expect(page.querySelector('button.video-overlay')?.getAttribute('aria-label')).toBe(
      'Play video: Glazing',
    );
    expect(page.querySelector('.video-poster')?.textContent).toBe('Glazing');
    expect(page.querySelector('figcaption')?.textContent).toBe('At the wheel');
    expect(page.querySelector('iframe')).toBeNull();
    expect(html).not.toContain('style=');
  });

  it('shows the owner’s thumbnail instead of the poster, lazily when not first on the page', () => {
    const page = htmlDocument(
      renderBlock(video, { url: 'https://youtu.be/dQw4w9WgXcQ', thumbnail: THUMB, mode: 'fill' }),
    );
    const image = page.querySelector('.video-overlay img');
    expect(image?.getAttribute('src')).toBe('/s/kiln.jpg');
    expect(image?.getAttribute('srcset')).toContain('/s/kiln.jpg?format=750w 750w');
    expect(page.querySelector('.video-poster')).toBeNull();
    expect(page.querySelector('.video')?.className).toBe('video video-fill');
  });

  it('renders nothing until it has an address', () => {
    expect(
      video.render(video.defaults, {
        block: { id: 'v', type: 'video', version: 1, data: {} },
        loaded: undefined,
        slots: [],
      }),
    ).toBeNull();
  });
});
