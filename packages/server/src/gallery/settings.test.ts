import { describe, expect, it } from 'vitest';
import { mergeGallerySettings, readGallerySettings } from './settings.ts';

describe('readGallerySettings', () => {
  it('offers the lightbox in the dark theme when nothing is stored', () => {
    expect(readGallerySettings('{}')).toEqual({ design: 'grid', lightbox: true, lightboxTheme: 'dark' });
    expect(readGallerySettings('')).toEqual({ design: 'grid', lightbox: true, lightboxTheme: 'dark' });
  });

  it('keeps what the owner chose', () => {
    expect(
      readGallerySettings('{"design":"autorows","lightbox":false,"lightboxTheme":"light","other":1}'),
    ).toEqual({
      design: 'autorows',
      lightbox: false,
      lightboxTheme: 'light',
    });
  });

  it.each(['not json', '[]', 'null', '{"design":"mosaic","lightbox":"yes","lightboxTheme":"sepia"}'])(
    'takes the defaults for %s',
    (json) => {
      expect(readGallerySettings(json)).toEqual({ design: 'grid', lightbox: true, lightboxTheme: 'dark' });
    },
  );

  it('merges a change into what is stored, keeping keys it does not know', () => {
    expect(JSON.parse(mergeGallerySettings('{"other":1,"design":"grid"}', { design: 'list' }))).toEqual({
      other: 1,
      design: 'list',
    });
  });
});
