// spec 1 §7 and spec 2 §7, "The calls it makes", and spec 1 §2, "Screens and routes": the spec's
// lists (kept as data in spec-calls.ts) against the route table and the page registry, both ways.
// A call the table says is served must be a route of the table (and a page, a page type of the
// registry); one it says is pending must not be served yet, so the list is corrected when its
// feature lands. docs/architecture.md carries the same table, and the OpenAPI document marks the
// operations (x-spec).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PageType } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import type { AnyRoute } from '../http/route.ts';
import { pageRegistry, pageTypeServing } from '../pages/registry.ts';
import { pathSegments } from '../pages/router.ts';
import { openApiDocument, openApiPath } from './openapi.ts';
import {
  type Served,
  SPEC_CALLS,
  SPEC_PAGE_TYPES,
  SPEC_ROUTES,
  SPEC_TABLE_END,
  SPEC_TABLE_START,
  specTableMarkdown,
} from './spec-calls.ts';
import { ARCHITECTURE_DOC } from './spec-doc.ts';
import { routeTable } from './table.ts';

const REPOSITORY = resolve(ARCHITECTURE_DOC, '../..');
const table = routeTable();
const nameOf = (route: AnyRoute) => `${route.method} ${route.path}`;

/** A path of the spec made concrete: {24-character id} becomes an id, any other {part} a word. */
function concrete(path: string): string {
  return path.replace('{24-character id}', 'a'.repeat(24)).replace(/\{[^}]+\}/g, 'sample');
}

function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) =>
      part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The routes of the table that take this call, but for the site's catch-all page route (pages below). */
function routesTaking(method: string, path: string): AnyRoute[] {
  return table.filter(
    (route) => route.method === method && route.path !== '/*' && patternOf(route.path).test(path),
  );
}

/** The registry's entry for a path, when a route of its own (one starting with a literal) takes it. */
function ownPage(path: string): string | null {
  const segments = pathSegments(path);
  const match = segments && pageRegistry.match(segments);
  if (!match) return null;
  return 'literal' in (match.route.segments[0] ?? {}) ? match.entry.name : null;
}

function expectServed(method: string, path: string, served: Served) {
  const taking = routesTaking(method, concrete(path));
  if ('pending' in served) {
    expect(taking.map(nameOf), `${method} ${path} is served: it is no longer pending`).toEqual([]);
    expect(ownPage(concrete(path)), `${path} has a page of its own: it is no longer pending`).toBeNull();
  } else if ('route' in served) {
    expect(taking.map(nameOf)).toContain(served.route);
  } else {
    expect(taking.map(nameOf), `${path} is taken by a route, not the page registry`).toEqual([]);
    const segments = pathSegments(concrete(path));
    expect(segments && pageRegistry.match(segments)?.entry.name).toBe(served.page);
  }
  if (!('pending' in served)) expect(existsSync(resolve(REPOSITORY, served.test)), served.test).toBe(true);
}

describe("spec 1 §7 and spec 2 §7, 'The calls it makes': each is served by the route table, or pending", () => {
  it.each(SPEC_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', (_name, call) => {
    expectServed(call.method, call.path, call.served);
  });

  it('lists every call of both documents once', () => {
    const names = SPEC_CALLS.map((call) => `${call.method} ${call.path}`);
    expect(new Set(names).size).toBe(names.length);
    // 21 in the first document's table (its rows with several paths counted one by one), 14 in the
    // second's, 9 of them the first's again; the second's "Session logout call" is the first's Logout.
    expect(names).toHaveLength(26);
  });
});

describe("spec 1 §2, 'Screens and routes': its addresses are served, or pending", () => {
  it.each(SPEC_ROUTES.map((entry) => [entry.path, entry] as const))('%s', (_name, entry) => {
    expectServed('GET', entry.path, entry.served);
  });
});

describe("spec 1 §2 and spec 2 §2, 'Page-type enumeration (numeric)': each number is a page type, or pending", () => {
  it('lists every number of the enumeration once', () => {
    expect(SPEC_PAGE_TYPES.map((entry) => entry.number).sort((a, b) => a - b)).toEqual(
      Object.values(PageType).sort((a, b) => a - b),
    );
  });

  it.each(SPEC_PAGE_TYPES.map((entry) => [`${entry.words} ${entry.number}`, entry] as const))(
    '%s',
    (_name, entry) => {
      const serving = pageTypeServing(entry.number);
      if ('pending' in entry.served) {
        expect(serving?.name, `${entry.number} has a page type: it is no longer pending`).toBeUndefined();
      } else {
        expect(serving?.name).toBe('page' in entry.served ? entry.served.page : undefined);
        expect(existsSync(resolve(REPOSITORY, entry.served.test)), entry.served.test).toBe(true);
      }
    },
  );
});

describe('the table in docs/architecture.md and the OpenAPI document', () => {
  it('docs/architecture.md carries the table as spec-calls.ts makes it', () => {
    const document = readFileSync(ARCHITECTURE_DOC, 'utf8');
    const start = document.indexOf(SPEC_TABLE_START);
    const end = document.indexOf(SPEC_TABLE_END);
    expect(start, 'the spec-table markers').toBeGreaterThan(0);
    expect(
      document.slice(start + SPEC_TABLE_START.length, end).trim(),
      'run npx tsx packages/server/src/routes/write-spec-table.ts',
    ).toBe(specTableMarkdown());
  });

  it('marks every operation the spec names with x-spec, in the spec’s words', () => {
    const paths = openApiDocument(table).paths as Record<string, Record<string, { 'x-spec'?: string[] }>>;
    for (const entry of [...SPEC_CALLS, ...SPEC_ROUTES]) {
      if (!('route' in entry.served)) continue;
      const [method = '', path = ''] = entry.served.route.split(' ');
      const marks = paths[openApiPath(path)]?.[method.toLowerCase()]?.['x-spec'] ?? [];
      expect(
        marks.some((mark) => mark.includes(entry.words)),
        entry.served.route,
      ).toBe(true);
    }
  });
});
