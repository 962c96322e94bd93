import { MATCH_END, MATCH_START } from '@tessera/site';
import { describe, expect, it } from 'vitest';
import {
  collectionDocument,
  highlight,
  MAX_QUERY_WORDS,
  queryWords,
  searchWords,
  snippet,
} from './documents.ts';

/** Sentinels shown as [ ] to read the assertions. */
const shown = (text: string) => text.replaceAll(MATCH_START, '[').replaceAll(MATCH_END, ']');

describe('searchWords and queryWords', () => {
  it('folds case and diacritics and keeps runs of letters and digits', () => {
    expect(searchWords('Café CRÈME, forty-one $38.00 naïve Ωmega 陶器')).toEqual([
      'cafe',
      'creme',
      'forty',
      'one',
      '38',
      '00',
      'naive',
      'ωmega',
      '陶器',
    ]);
  });

  it('reads a query as words, never as syntax', () => {
    for (const syntax of ['"', '*', '(', ')', '-', ':', '^', '"" AND', '{}', "'"]) {
      expect(queryWords(syntax), syntax).toEqual(syntax.includes('AND') ? ['and'] : []);
    }
    expect(queryWords('AND OR (')).toEqual(['and', 'or']);
    expect(queryWords('title:plum NEAR(glaze)')).toEqual(['title', 'plum', 'near', 'glaze']);
    expect(queryWords('plum plum Plum')).toEqual(['plum']);
    expect(queryWords('a b c d e f g h i j k')).toHaveLength(MAX_QUERY_WORDS);
  });
});

describe('documents', () => {
  it('hold the original text and its words; control characters never get in', () => {
    const document = collectionDocument(
      'w',
      { id: 'c', title: 'Caf\u0001é', description: 'Plum\u0002 glaze' },
      'Slow cooling',
    );
    expect(document).toMatchObject({
      collectionId: 'c',
      itemId: '',
      title: 'Caf é',
      body: 'Plum  glaze\nSlow cooling',
      titleWords: 'caf e',
      bodyWords: 'plum glaze slow cooling',
    });
  });
});

describe('highlight and snippet', () => {
  it('mark each word that starts with a query word, in the original text', () => {
    expect(shown(highlight('Chasing a Plum glaze — plumbing, not plums!', ['plum']))).toBe(
      'Chasing a [Plum] glaze — [plumbing], not [plums]!',
    );
    expect(shown(highlight('Café crème', ['cafe']))).toBe('[Café] crème');
    expect(shown(highlight('wheel-throwing class', ['throw', 'cl']))).toBe('wheel-[throwing] [class]');
    expect(highlight('Nothing here', ['plum'])).toBe('Nothing here');
  });

  it('cut about thirty words around the first match, with ellipses where it was cut', () => {
    const words = Array.from({ length: 100 }, (_, i) => `w${i}`);
    words[60] = 'Plum';
    const cut = shown(snippet(words.join(' '), ['plum']));
    expect(cut.startsWith('…w53 ')).toBe(true);
    expect(cut).toContain(' [Plum] ');
    expect(cut.endsWith('w82…')).toBe(true);
    expect(cut.split(' ')).toHaveLength(30);
    expect(shown(snippet('Short plum text', ['plum']))).toBe('Short [plum] text');
    expect(shown(snippet(words.join(' '), ['zzz']))).toMatch(/^w0 w1 .* w29…$/);
    expect(snippet('', ['plum'])).toBe('');
  });
});
