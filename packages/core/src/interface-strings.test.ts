import { describe, expect, it } from 'vitest';
import { fontPreviewFailed, INTERFACE_STRINGS } from './interface-strings.ts';

// Spec 2 §8, "Interface strings (behaviour on each not shown)", quoted in its order.
const SPEC_2_SECTION_8 = [
  'Network error',
  'No response data from job request',
  'File processing failed',
  'File processing failed to complete',
  'File processing cancelled',
  'File upload failed to complete',
  'Error uploading',
  'Unable to load. Try again.',
  'Try again',
  'Unable to load results',
  'Something went wrong',
  'Unable to update quantity',
  'Unable to remove item',
  'Unable to open form',
  'Unable to update form',
  'Please check your internet connection.',
  'Unable to connect. Please try again',
  'There was a problem while renaming your file.',
  'There was a problem while uploading your file.',
  'Your review request has expired',
  'You have already reviewed this purchase',
  'Try submitting your review again',
  'Failed to load timezone',
  'Unable to load collections',
  'Unable to load fonts',
  // 'Unable to load preview for {fontName}': fontPreviewFailed, below
  'Unable to locate content',
  "You don't have any mailing lists. Please create one before continuing",
  'Code editing is not available on Android',
];

describe('spec 2 §8: the interface strings, one table', () => {
  it('holds every quoted string word for word, and nothing else', () => {
    expect(Object.values(INTERFACE_STRINGS).sort()).toEqual([...SPEC_2_SECTION_8].sort());
  });

  it("words 'Unable to load preview for {fontName}'", () => {
    expect(fontPreviewFailed('Inter')).toBe('Unable to load preview for Inter');
  });
});
