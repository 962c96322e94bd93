import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../testing/dom.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { GallerySettings } from './GallerySettings.tsx';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const URL = '/api/config/galleries/c-gallery/settings';
const STORED = { design: 'grid', lightbox: true, lightboxTheme: 'dark' };

async function open(put: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({ [`GET ${URL}`]: { body: { settings: STORED } }, [`PUT ${URL}`]: put });
  rendered = await render(<GallerySettings galleryId="c-gallery" />);
  const { container } = rendered;
  const design = await waitFor(() => field<HTMLSelectElement>(container, 'Design'), 'the form');
  return { api, container, design };
}

describe('gallery settings', () => {
  it('offers the nine designs and saves the design and lightbox theme chosen', async () => {
    const { api, container, design } = await open((body) => ({ body: { settings: body } }));
    expect(design.value).toBe('grid');
    expect(design.options).toHaveLength(9);
    await typeInto(design, 'autorows');
    await click(field(container, 'Light'));
    await click(button(container, 'Save gallery settings'));
    await waitFor(() => textOf(container.querySelector('.save-status')).startsWith('Saved'), 'saved');
    expect(api.sent.at(-1)).toEqual({
      method: 'PUT',
      path: URL,
      body: { design: 'autorows', lightbox: true, lightboxTheme: 'light' },
    });
  });

  it('hides the theme while the lightbox is off, and shows the server’s refusal by its field', async () => {
    const refusal = {
      error: 'Choose light or dark.',
      errors: { design: 'These are not the gallery designs you are looking for' },
    };
    const { container } = await open({ status: 400, body: refusal });
    await click(field(container, 'Open pictures in a lightbox'));
    expect(field(container, 'Dark')).toBeUndefined();
    await click(button(container, 'Save gallery settings'));
    await waitFor(
      () => textOf(container).includes('These are not the gallery designs you are looking for'),
      'the refusal',
    );
  });
});
