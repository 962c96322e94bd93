import { describe, expect, it } from 'vitest';
import { isPaletteKey } from './palette-key.ts';
import { MAX_RESULTS, matchRank, type PaletteEntry, searchPalette } from './palette-search.ts';

const entry = (kind: PaletteEntry['kind'], label: string, detail = '', terms?: string): PaletteEntry => ({
  key: `${kind}:${label}`,
  kind,
  label,
  detail,
  destination: { screen: 'pages' },
  ...(terms ? { terms } : {}),
});

const ENTRIES = [
  entry('screen', 'Pages', 'Website'),
  entry('screen', 'Orders', 'Commerce'),
  entry('screen', 'Store settings', 'Commerce'),
  entry('page', 'About', '/about · Published'),
  entry('page', 'Order a commission', '/commission · Published'),
  entry('product', 'Everyday Mug', 'Product · Available'),
  entry('product', 'Café au lait bowl', 'Product · Available'),
  entry('order', 'Order 00042', 'Ada Lovelace · Paid', 'ada@example.com'),
];
const labels = (query: string) => searchPalette(ENTRIES, query).map((e) => e.label);

describe('the command palette’s search', () => {
  it('opens on the screens alone, before anything is typed', () => {
    expect(labels('')).toEqual(['Pages', 'Orders', 'Store settings']);
    expect(labels('   ')).toEqual(['Pages', 'Orders', 'Store settings']);
  });

  it('puts a label that starts with the query first, then a word that does, then the rest', () => {
    expect(labels('order')).toEqual(['Orders', 'Order a commission', 'Order 00042']);
    expect(labels('commission')).toEqual(['Order a commission']);
    expect(labels('mug')).toEqual(['Everyday Mug']);
    expect(labels('settings')).toEqual(['Store settings']);
  });

  it('finds by every word, in any order, ignoring case and accents', () => {
    expect(labels('CAFE')).toEqual(['Café au lait bowl']);
    expect(labels('bowl cafe')).toEqual(['Café au lait bowl']);
    expect(labels('mug bowl')).toEqual([]);
  });

  it('finds by the second line and the other terms too, after what matches by name', () => {
    expect(labels('ada@example')).toEqual(['Order 00042']);
    expect(labels('commerce')).toEqual(['Orders', 'Store settings']);
    expect(matchRank(ENTRIES[7] as PaletteEntry, 'lovelace')).toBe(3);
    expect(matchRank(ENTRIES[7] as PaletteEntry, 'grace')).toBeNull();
  });

  it('shows at most MAX_RESULTS entries', () => {
    const many = Array.from({ length: 50 }, (_, i) => entry('page', `Page ${i}`));
    expect(searchPalette(many, 'page')).toHaveLength(MAX_RESULTS);
  });
});

describe('the palette’s key', () => {
  const key = (init: Partial<KeyboardEvent>) =>
    isPaletteKey({
      key: 'k',
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      repeat: false,
      ...init,
    });

  it('is Ctrl+K or ⌘K, and nothing else', () => {
    expect(key({ ctrlKey: true })).toBe(true);
    expect(key({ metaKey: true })).toBe(true);
    expect(key({ key: 'K', ctrlKey: true })).toBe(true);
    expect(key({})).toBe(false);
    expect(key({ ctrlKey: true, metaKey: true })).toBe(false);
    expect(key({ ctrlKey: true, shiftKey: true })).toBe(false);
    expect(key({ ctrlKey: true, altKey: true })).toBe(false);
    expect(key({ ctrlKey: true, repeat: true })).toBe(false);
    expect(key({ key: 'j', ctrlKey: true })).toBe(false);
  });
});
