// The editor's fixtures are real layouts: every one passes the registry's schemas unchanged (so no
// default or migration fills in anything the tests forgot).
import { validateLayout } from '@tessera/site';
import type { PageDetail } from '@tessera/site/api/routes.gen.ts';
import { describe, expect, it } from 'vitest';
import * as fixtures from './demo-pages.ts';

const details = Object.entries(fixtures).filter(
  (entry): entry is [string, PageDetail] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'layout' in entry[1] && 'page' in entry[1],
);

describe('the editor’s fixture layouts', () => {
  it('are there to check', () => {
    expect(details.length).toBeGreaterThan(0);
  });

  it.each(details)('%s passes the real block schemas as it is', (_name, detail) => {
    if (detail.layout === null) return;
    const result = validateLayout(detail.layout.sections, { sanitizeHtml: (html) => html });
    expect(result.ok ? [] : result.errors).toEqual([]);
    expect(result.ok && result.sections).toEqual(detail.layout.sections);
  });
});
