import { describe, expect, it } from 'vitest';
import { captionFromFileName, GALLERY_FULL, MAX_GALLERY_PICTURES } from './gallery-pictures.ts';

describe('gallery pictures', () => {
  it('holds as many pictures as a user-orderable collection may (spec: 250)', () => {
    expect(MAX_GALLERY_PICTURES).toBe(250);
    expect(GALLERY_FULL).toBe('A gallery holds at most 250 pictures.');
  });

  it.each([
    ['kiln_opening-2.jpg', 'Kiln opening 2'],
    ['IMG 0042.JPEG', 'IMG 0042'],
    ['plum.vase.webp', 'Plum vase'],
    ['.png', 'Picture'],
    ['---', 'Picture'],
  ])('captions %s as %s', (name, caption) => {
    expect(captionFromFileName(name)).toBe(caption);
  });
});
