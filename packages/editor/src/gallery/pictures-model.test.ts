import type { GalleryPicture } from '@tessera/site/api/routes.gen.ts';
import { describe, expect, it } from 'vitest';
import { placeAnnouncement } from '../ui/sortable.tsx';
import { addedAnnouncement, movedBy, removedAnnouncement } from './pictures-model.ts';

const picture = (id: string): GalleryPicture => ({
  id,
  caption: id,
  alt: '',
  focalPoint: { x: 50, y: 50 },
  image: null,
});
const list = ['a', 'b', 'c'].map(picture);

describe('pictures model', () => {
  it('moves a picture one place up or down, and not past either end', () => {
    expect(movedBy(list, 'b', -1)?.pictures.map((p) => p.id)).toEqual(['b', 'a', 'c']);
    expect(movedBy(list, 'b', 1)).toMatchObject({ index: 2 });
    expect(movedBy(list, 'a', -1)).toBeNull();
    expect(movedBy(list, 'c', 1)).toBeNull();
    expect(movedBy(list, 'x', 1)).toBeNull();
  });

  it('words each change for the live region', () => {
    expect(placeAnnouncement('Oat bowls', 0, 6)).toBe('Oat bowls moved to place 1 of 6.');
    expect(addedAnnouncement(1)).toBe('One picture added at the end.');
    expect(addedAnnouncement(3)).toBe('3 pictures added at the end.');
    expect(removedAnnouncement('Plum vase')).toBe('Plum vase removed from the gallery.');
  });
});
