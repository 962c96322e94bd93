// The registry's machinery: page types and addresses by name and number, and which route a path
// takes. The most specific route wins whatever the list's order: at the first segment where two
// routes differ, a literal ('search') beats a parameter (':urlId'), so /cart can never be shadowed
// by the collection route; and a route of fixed length beats one taking the rest of the path.
import type { PageAddress, PageRoute, PageTypeDefinition } from './define.ts';

export type RegistryEntry = PageTypeDefinition<unknown> | PageAddress;

export interface RouteMatch {
  entry: RegistryEntry;
  route: PageRoute;
  params: Record<string, string>;
}

function isPageType(entry: RegistryEntry): entry is PageTypeDefinition<unknown> {
  return 'pageType' in entry;
}

/** < 0 when `a` is more specific than `b`, 0 when they have the same shape. */
function compareSpecificity(a: PageRoute, b: PageRoute): number {
  for (let index = 0; index < Math.min(a.segments.length, b.segments.length); index++) {
    const aLiteral = 'literal' in (a.segments[index] ?? {});
    const bLiteral = 'literal' in (b.segments[index] ?? {});
    if (aLiteral !== bLiteral) return aLiteral ? -1 : 1;
  }
  // Then a fixed number of segments beats a route taking the rest.
  return Number(takesRest(a)) - Number(takesRest(b));
}

function takesRest(route: PageRoute): boolean {
  return route.segments.at(-1)?.rest === true;
}

function sameShape(a: PageRoute, b: PageRoute): boolean {
  if (a.segments.length !== b.segments.length || takesRest(a) !== takesRest(b)) return false;
  return a.segments.every((segment, index) => {
    const other = b.segments[index];
    if (!other) return false;
    if ('literal' in segment) return 'literal' in other && other.literal === segment.literal;
    return !('literal' in other);
  });
}

export class PageRegistry {
  private readonly entries: RegistryEntry[] = [];

  constructor(entries: readonly RegistryEntry[]) {
    for (const entry of entries) this.add(entry);
  }

  /** Adds a page type or address; refuses a second of a name, a number or a route shape. Returns its removal. */
  add(entry: RegistryEntry): () => void {
    for (const existing of this.entries) {
      if (existing.name === entry.name) throw new Error(`Page type ${entry.name} is registered twice`);
      if (isPageType(existing) && isPageType(entry) && existing.pageType === entry.pageType) {
        throw new Error(`Page types ${existing.name} and ${entry.name} share the number ${entry.pageType}`);
      }
      if (existing.route && entry.route && sameShape(existing.route, entry.route)) {
        throw new Error(`Routes ${existing.route.pattern} and ${entry.route.pattern} match the same paths`);
      }
    }
    this.entries.push(entry);
    return () => {
      const index = this.entries.indexOf(entry);
      if (index >= 0) this.entries.splice(index, 1);
    };
  }

  /** The route a path's segments (decoded, lower-cased) take, or null: nothing there. */
  match(segments: readonly string[]): RouteMatch | null {
    let best: RouteMatch | null = null;
    for (const entry of this.entries) {
      const params = entry.route?.match(segments);
      if (!params || !entry.route) continue;
      if (!best || compareSpecificity(entry.route, best.route) < 0)
        best = { entry, route: entry.route, params };
    }
    return best;
  }

  /** Every registered page type (addresses left out). */
  pageTypes(): PageTypeDefinition<unknown>[] {
    return this.entries.filter(isPageType);
  }

  get names(): string[] {
    return this.entries.map((entry) => entry.name);
  }
}

/**
 * A path's segments, decoded and lower-cased, as routes compare them; null when the path cannot be
 * decoded (a malformed escape names nothing).
 */
export function pathSegments(path: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  return decoded
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase());
}
