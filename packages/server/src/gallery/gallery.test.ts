// A gallery collection's settings through the config API, on both engines: read with their defaults,
// changed one at a time (the rest kept), refused with the spec's words for an unknown design, not
// found for a collection that is not a gallery, and the published page drawn in the new design at once.
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { demoPage, useSignedInOwner, useTestApp } from '../../test/suite.ts';

describe.each(ENGINES)('gallery settings on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  const url = async (urlId = 'gallery') =>
    `/api/config/galleries/${(await demoPage(suite.db, urlId)).id}/settings`;
  const put = async (json: unknown) => owner().request('PUT', await url(), { json });

  it('reads the defaults, saves a change keeping the rest, and the page follows at once', async () => {
    const read = await owner().get(await url());
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ settings: { design: 'grid', lightbox: true, lightboxTheme: 'dark' } });
    // Cached before the change: saving drops it.
    expect((await suite.client().get('/gallery')).body).toContain('class="gallery gallery-grid');

    const saved = await put({ design: 'autorows', lightboxTheme: 'light' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      settings: { design: 'autorows', lightbox: true, lightboxTheme: 'light' },
    });
    const page = (await suite.client().get('/gallery')).body;
    expect(page).toContain('class="gallery gallery-autorows g-collection" data-design="autorows"');
    expect(page).toContain('data-lightbox-theme="light"');

    expect((await put({ lightbox: false })).json().settings).toEqual({
      design: 'autorows',
      lightbox: false,
      lightboxTheme: 'light',
    });
    await put({ design: 'grid', lightbox: true, lightboxTheme: 'dark' });
  });

  it('refuses an unknown design with the spec’s words, and other bad values, saying why', async () => {
    const design = await put({ design: 'mosaic' });
    expect(design.statusCode).toBe(400);
    expect(design.json().errors).toEqual({ design: 'These are not the gallery designs you are looking for' });
    expect((await put({ lightboxTheme: 'sepia' })).json().errors).toEqual({
      lightboxTheme: 'Choose light or dark.',
    });
    expect((await put({ lightbox: 'yes' })).json().errors).toEqual({
      lightbox: 'Send lightbox as true or false.',
    });
    expect((await owner().get(await url())).json().settings.design).toBe('grid');
  });

  it('answers 404 for a collection that is not a gallery', async () => {
    const blog = await owner().get(await url('journal'));
    expect(blog.statusCode).toBe(404);
    expect(blog.json().error).toBe('This gallery does not exist.');
  });
});
