import { describe, expect, it } from 'vitest';
import { glossaryBreaches } from './glossary.ts';

// Every component of the config area, as source text: its string literals and JSX text are what it
// shows (API paths and class names among them are not prose, and say none of the words checked).
const SOURCES = import.meta.glob<string>(['./**/*.tsx', '!./**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// String literals, template literals (whole, their \${…} parts read as gaps) and JSX text.
const LITERALS =
  /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`|>([^<>{}]*[A-Za-z][^<>{}]*)</g;

/** An API call's name ('POST /api/auth/Logout': the spec's path, not a word shown). */
const API_CALL = /^(GET|POST|PUT|PATCH|DELETE) \//;
/** A module's name in an import ('./auth/logout-landing.ts'). */
const MODULE = /^(\.{1,2}\/|@[a-z])/;

/** The texts a source shows: its literals and JSX text, without its comments, imports and API calls. */
function shownTexts(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(LITERALS)]
    .map((match) => (match.slice(1).find((part) => part !== undefined) ?? '').replace(/\$\{[^}]*\}/g, ' '))
    .filter((text) => !API_CALL.test(text) && !MODULE.test(text));
}

describe('the config area’s glossary', () => {
  it('reads the components (a check of nothing would pass)', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    const texts = Object.values(SOURCES).flatMap(shownTexts);
    expect(texts).toContain('← Back to orders');
    expect(glossaryBreaches('Back to Commerce').length).toBe(1);
    expect(glossaryBreaches('E-mail address').length).toBe(1);
    expect(glossaryBreaches('Store Settings').length).toBe(1);
    expect(glossaryBreaches('← Back to store settings')).toEqual([]);
  });

  it('finds every shown text in the glossary’s words', () => {
    const breaches = Object.entries(SOURCES).flatMap(([file, source]) =>
      shownTexts(source).flatMap((text) =>
        glossaryBreaches(text).map((rule) => `${file}: “${text}” (use: ${rule.use})`),
      ),
    );
    expect(breaches).toEqual([]);
  });
});
