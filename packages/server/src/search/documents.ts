// What the search index holds, and how text becomes the words both engines match. Pure functions:
// no database here.
//
// Both engines match the same words because the words are made here, once: text is folded
// (diacritics removed, lower-cased) and cut into runs of letters and digits, and the index stores
// those words space-separated beside the original text. SQLite's FTS5 (unicode61, remove_diacritics)
// and PostgreSQL's 'simple' configuration then see nothing left to disagree on: no stemming, no
// stop words, no punctuation. The original text is what results show, marked where a word matched.
import { MATCH_END, MATCH_START } from '@tessera/site';
import { withoutControlCharacters } from '../http/input.ts';

/** Bump when what a document holds changes: the next start rebuilds every site's index. */
export const SEARCH_INDEX_VERSION = 2;

/** At most this many characters of a document's body are indexed and shown. */
export const MAX_BODY_CHARS = 20_000;
/** A query reads at most this many words; a longer word is not a word anyone types. */
export const MAX_QUERY_WORDS = 8;
const MAX_WORD_CHARS = 64;

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The words of a text as the index stores and a query asks for them: folded runs of letters and digits. */
export function searchWords(text: string): string[] {
  return (fold(text).match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length <= MAX_WORD_CHARS);
}

/** The words of a visitor's query: never syntax, at most MAX_QUERY_WORDS, each matched as a prefix. */
export function queryWords(query: string): string[] {
  return [...new Set(searchWords(query))].slice(0, MAX_QUERY_WORDS);
}

/** Control characters never reach the index (the sentinels marking matches are two of them). */
function clean(text: string): string {
  return withoutControlCharacters(text, ' ');
}

export interface SearchDocument {
  websiteId: string;
  collectionId: string;
  /** '' for a collection's own document */
  itemId: string;
  title: string;
  body: string;
}

/** A document as stored: the original text and the words matched against. */
export interface StoredDocument extends SearchDocument {
  titleWords: string;
  bodyWords: string;
}

export function searchDocument(input: SearchDocument): StoredDocument {
  const title = clean(input.title);
  const body = clean(input.body).slice(0, MAX_BODY_CHARS);
  return {
    ...input,
    title,
    body,
    titleWords: searchWords(title).join(' '),
    bodyWords: searchWords(body).join(' '),
  };
}

/** A collection's document: its title, and its description followed by its blocks' text. */
export function collectionDocument(
  websiteId: string,
  collection: { id: string; title: string; description: string },
  layoutText: string,
): StoredDocument {
  return searchDocument({
    websiteId,
    collectionId: collection.id,
    itemId: '',
    title: collection.title,
    body: [collection.description, layoutText].filter(Boolean).join('\n'),
  });
}

/** An item's document: its title, and its excerpt followed by its blocks' text. */
export function itemDocument(
  websiteId: string,
  item: { id: string; collection_id: string; title: string; excerpt: string },
  layoutText: string,
): StoredDocument {
  return searchDocument({
    websiteId,
    collectionId: item.collection_id,
    itemId: item.id,
    title: item.title,
    body: [item.excerpt, layoutText].filter(Boolean).join('\n'),
  });
}

// ——— Showing matches ———

interface Token {
  start: number;
  end: number;
  matched: boolean;
}

function tokensOf(text: string, words: readonly string[]): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const folded = searchWords(match[0]);
    if (folded.length === 0) continue;
    tokens.push({
      start: match.index,
      end: match.index + match[0].length,
      matched: folded.some((token) => words.some((word) => token.startsWith(word))),
    });
  }
  return tokens;
}

function marked(text: string, tokens: readonly Token[], from: number, to: number): string {
  let out = '';
  let at = from;
  for (const token of tokens) {
    if (!token.matched || token.start < from || token.end > to) continue;
    out += `${text.slice(at, token.start)}${MATCH_START}${text.slice(token.start, token.end)}${MATCH_END}`;
    at = token.end;
  }
  return out + text.slice(at, to);
}

/** The text with every word the query matched between MATCH_START and MATCH_END. */
export function highlight(text: string, words: readonly string[]): string {
  return marked(text, tokensOf(text, words), 0, text.length);
}

/**
 * About `length` words of the text around its first match (its start when nothing matched), matches
 * marked, '…' where it was cut.
 */
export function snippet(text: string, words: readonly string[], length = 30): string {
  const tokens = tokensOf(text, words);
  if (tokens.length === 0) return '';
  const firstMatch = Math.max(
    0,
    tokens.findIndex((token) => token.matched),
  );
  const first = Math.max(0, Math.min(firstMatch - Math.floor(length / 4), tokens.length - length));
  const last = Math.min(tokens.length, first + length) - 1;
  const from = first === 0 ? 0 : (tokens[first]?.start ?? 0);
  const to = last === tokens.length - 1 ? text.length : (tokens[last]?.end ?? text.length);
  const inner = marked(text, tokens, from, to).trim().replace(/\s+/g, ' ');
  return `${from > 0 ? '…' : ''}${inner}${to < text.length ? '…' : ''}`;
}
