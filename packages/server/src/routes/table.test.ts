// The route table is sound: every state-changing route needs the crumb, a permission is only asked
// on a site's host, no route is declared twice, and each route is one the server really answers.
import { describe, expect, it } from 'vitest';
import { routeTable } from './table.ts';

describe('the route table', () => {
  const table = routeTable();

  it('asks every state-changing route for the crumb, but public ones that say why they need none', () => {
    for (const route of table.filter((r) => r.method !== 'GET')) {
      const crumbless = !!route.withoutCrumb && route.access.kind === 'public' && !route.crumb;
      expect(route.crumb || crumbless, `${route.method} ${route.path}`).toBe(true);
    }
  });

  it('holds each method, path and host once', () => {
    const keys = table.map((r) => `${r.method} ${r.path} ${r.host}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('asks for a permission only on routes of a site', () => {
    for (const route of table.filter((r) => r.access.kind === 'permission')) {
      expect(route.host, `${route.method} ${route.path}`).toBe('site');
    }
  });

  it('documents every route: a summary, a feature tag and what it answers', () => {
    for (const route of table) {
      expect(route.summary.length, `${route.method} ${route.path}`).toBeGreaterThan(10);
      expect(route.tag).toMatch(/^[a-z-]+$/);
      expect(route.answer.description.length).toBeGreaterThan(2);
    }
  });
});
