import { describe, expect, it } from 'vitest';
import { captionFromFileName, GALLERY_FULL, MAX_GALLERY_PICTURES, movedTo } from './gallery-pictures.ts';

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

  it('moves an entry forwards and backwards, keeping the others in order', () => {
    expect(movedTo(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movedTo(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(movedTo(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
