// The command palette's entries and how a query ranks them (issue 38: "a command palette that jumps to
// any screen, page, product or order by name"). Plain functions, so the ranking is tested apart from
// the dialog.
import type { Screen } from '../sections.ts';

export type PaletteKind = 'screen' | 'page' | 'product' | 'order';

/** Where choosing an entry goes: a screen and the record open in it, and a page for the preview. */
export interface Destination {
  screen: Screen;
  record?: readonly string[];
  /** A page of the site to show in the preview frame */
  frameUrl?: string;
}

export interface PaletteEntry {
  /** Unique among the entries: the option's id in the list */
  key: string;
  kind: PaletteKind;
  label: string;
  /** A second line: where the entry lives, or what it is */
  detail: string;
  destination: Destination;
  /** Other words the entry is found by (an order's buyer, a screen's group) */
  terms?: string;
}

export const KIND_LABELS: Record<PaletteKind, string> = {
  screen: 'Screen',
  page: 'Page',
  product: 'Product',
  order: 'Order',
};

/** How many entries the list shows at most: a query narrows, it does not scroll through hundreds. */
export const MAX_RESULTS = 20;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * How well `query` matches an entry, or null for not at all: a label that starts with it first, then
 * a word of the label that does, then the label holding it, then the other terms holding it. Every
 * word of the query must be found.
 */
export function matchRank(entry: PaletteEntry, query: string): number | null {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return 3;
  const label = fold(entry.label);
  const all = `${label} ${fold(entry.detail)} ${fold(entry.terms ?? '')}`;
  if (!words.every((word) => all.includes(word))) return null;
  const whole = words.join(' ');
  if (label.startsWith(whole)) return 0;
  if (label.split(/[\s/,.–—-]+/).some((part) => part.startsWith(words[0] as string))) return 1;
  if (label.includes(words[0] as string)) return 2;
  return 3;
}

/**
 * The entries a query finds, best first; among equals, screens before pages, products and orders, in
 * the order given. With no query: the screens, so the palette opens on where one can go.
 */
export function searchPalette(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const order: PaletteKind[] = ['screen', 'page', 'product', 'order'];
  if (query.trim() === '') return entries.filter((entry) => entry.kind === 'screen').slice(0, MAX_RESULTS);
  return entries
    .map((entry, index) => ({ entry, index, rank: matchRank(entry, query) }))
    .filter((found): found is { entry: PaletteEntry; index: number; rank: number } => found.rank !== null)
    .sort(
      (a, b) =>
        a.rank - b.rank || order.indexOf(a.entry.kind) - order.indexOf(b.entry.kind) || a.index - b.index,
    )
    .slice(0, MAX_RESULTS)
    .map((found) => found.entry);
}

/** Whether a query looks like an order number ('42', '#00042'): orders are then asked for by it. */
export const ORDER_NUMBER_QUERY = /^#?\d{1,12}$/;
