import { PageType } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { useDemoSite } from '../../../test/demo-site.ts';
import { ENGINES } from '../../../test/engines.ts';
import { contextOf } from '../../../test/harness.ts';
import { headOf, outcomeOf, renderPath, TEST_CRUMB } from '../test-support.ts';
import { lockScreen } from './index.tsx';

const actionOf = (html: string) =>
  new URL((/<form [^>]*action="([^"]+)"/.exec(html)?.[1] ?? '').replaceAll('&amp;', '&'), 'http://x');

describe('lock screen (103)', () => {
  it('is only reached as an outcome, answers 401, needs the crumb and is never cached', () => {
    expect(lockScreen).toMatchObject({
      pageType: PageType.lockScreen,
      status: 401,
      needsCrumb: true,
      cacheable: false,
      bare: true,
    });
    expect(lockScreen.route).toBeUndefined();
  });
});

describe.each(ENGINES)('lock screen (103) on %s', (engine) => {
  const demo = useDemoSite(engine);

  it('asks for a page’s password, the crumb in the form’s action, the only page that asks for one', async () => {
    const wholesale = await demo.collection('wholesale');
    const rendered = await renderPath(demo, '/wholesale');
    expect(rendered).toMatchObject({
      status: 401,
      pageType: PageType.lockScreen,
      cacheable: false,
      crumbsGiven: 1,
    });
    expect(rendered.tags).toEqual(['site', `collection:${wholesale.id}`]);
    expect(rendered.html).toContain('This page is password protected.');
    expect(rendered.html).not.toContain('Wholesale price list');
    expect(rendered.html).not.toContain('class="site-header"');
    const action = actionOf(rendered.html);
    expect(action.pathname).toBe('/api/site/Unlock');
    expect(Object.fromEntries(action.searchParams)).toEqual({
      crumb: TEST_CRUMB,
      scope: wholesale.id,
      returnTo: '/wholesale',
    });
    expect(headOf(rendered.html).title).toBe('Wholesale — Fern &amp; Kiln');
    expect(contextOf(rendered.html)).toMatchObject({ pageType: 103, collection: null });
    for (const path of ['/', '/journal', '/journal/chasing-plum', '/search', '/nothing-here']) {
      expect((await renderPath(demo, path)).crumbsGiven, path).toBe(0);
    }
  });

  it('says why the last try failed', async () => {
    const incorrect = await renderPath(demo, '/wholesale', { query: { password: 'incorrect' } });
    expect(incorrect.html).toContain('That password is incorrect. Please try again.');
    expect(incorrect.html).toContain('aria-invalid="true"');
    const wait = await renderPath(demo, '/wholesale', { query: { password: 'wait' } });
    expect(wait.html).toContain('Too many attempts. Please wait a few minutes and try again.');
    const other = await renderPath(demo, '/wholesale', { query: { password: 'made-up' } });
    expect(other.html).not.toContain('role="alert"');
  });

  it('locks the whole site, before any route: even a path that names nothing', async () => {
    const { website } = await demo.site();
    await demo.db
      .updateTable('websites')
      .set({ password_hash: 'scrypt$x' })
      .where('id', '=', website.id)
      .execute();
    for (const path of ['/', '/about', '/journal/chasing-plum', '/search', '/nothing-here']) {
      expect(await outcomeOf(demo, path), path).toMatchObject({
        kind: 'locked',
        scope: 'site',
        scopeId: 'site',
      });
    }
    const rendered = await renderPath(demo, '/about');
    expect(rendered.status).toBe(401);
    expect(rendered.tags).toEqual(['site']);
    expect(rendered.html).toContain('This site is password protected.');
    expect(headOf(rendered.html).title).toBe('Fern &amp; Kiln');
    expect(actionOf(rendered.html).searchParams.get('scope')).toBe('site');
    await demo.db.updateTable('websites').set({ password_hash: null }).where('id', '=', website.id).execute();
  });
});
