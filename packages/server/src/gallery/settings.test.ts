import { describe, expect, it } from 'vitest';
import { readGallerySettings } from './settings.ts';

describe('readGallerySettings', () => {
  it('offers the lightbox in the dark theme when nothing is stored', () => {
    expect(readGallerySettings('{}')).toEqual({ lightbox: true, lightboxTheme: 'dark' });
    expect(readGallerySettings('')).toEqual({ lightbox: true, lightboxTheme: 'dark' });
  });

  it('keeps what the owner chose', () => {
    expect(readGallerySettings('{"lightbox":false,"lightboxTheme":"light","other":1}')).toEqual({
      lightbox: false,
      lightboxTheme: 'light',
    });
  });

  it.each(['not json', '[]', 'null', '{"lightbox":"yes","lightboxTheme":"sepia"}'])(
    'takes the defaults for %s',
    (json) => {
      expect(readGallerySettings(json)).toEqual({ lightbox: true, lightboxTheme: 'dark' });
    },
  );
});
