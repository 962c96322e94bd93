import { describe, expect, it } from 'vitest';
import { fileAudienceLabel, mayOpenFile } from './member-files.ts';

describe('mayOpenFile', () => {
  const areas = ['area-1', 'area-2'];
  const visitor = { memberAreaIds: null, canPreview: false };

  it('opens an unmarked file to anyone', () => {
    expect(mayOpenFile(null, visitor)).toBe(true);
  });
  it('keeps a marked file from a visitor and from a member of no area of it', () => {
    expect(mayOpenFile(areas, visitor)).toBe(false);
    expect(mayOpenFile(areas, { memberAreaIds: [], canPreview: false })).toBe(false);
    expect(mayOpenFile(areas, { memberAreaIds: ['other'], canPreview: false })).toBe(false);
  });
  it('opens a marked file to a member of any one of its areas, and to a contributor who may preview', () => {
    expect(mayOpenFile(areas, { memberAreaIds: ['other', 'area-2'], canPreview: false })).toBe(true);
    expect(mayOpenFile(areas, { memberAreaIds: null, canPreview: true })).toBe(true);
  });
  it('does not fall open when every area of a marked file is gone', () => {
    expect(mayOpenFile([], { memberAreaIds: ['area-1'], canPreview: false })).toBe(false);
    expect(mayOpenFile([], { memberAreaIds: null, canPreview: true })).toBe(true);
  });
});

describe('fileAudienceLabel', () => {
  const areas = [
    { id: 'a', name: 'Studio notes' },
    { id: 'b', name: 'Open studio' },
  ];
  it('says who may open the file, naming the areas that still exist', () => {
    expect(fileAudienceLabel(null, areas)).toBe('Anyone with its address');
    expect(fileAudienceLabel(['b', 'gone', 'a'], areas)).toBe('Members of Studio notes, Open studio');
    expect(fileAudienceLabel(['gone'], areas)).toBe(
      'Members only, but its member areas were deleted: only contributors can open it',
    );
  });
});
