// What a post keeps in its item's JSON `data`: the author it names.
import { parseJsonColumn } from '../db/json.ts';
import type { Item } from '../db/schema.ts';

/** The author a post names, or none. */
export function postAuthor(item: Pick<Item, 'data'>): string {
  const author = parseJsonColumn<{ author?: unknown } | null>(item.data, {})?.author;
  return typeof author === 'string' ? author : '';
}

/** The item's data with the author set, keeping whatever else it holds. */
export function withAuthor(data: string, author: string): string {
  const raw = parseJsonColumn<Record<string, unknown> | null>(data, {});
  return JSON.stringify({ ...(typeof raw === 'object' && raw ? raw : {}), author });
}
