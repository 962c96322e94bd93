// The config area's addresses (issue 38): /config/, each screen's /config/<screen> and a record's
// /config/<screen>/<record…> serve the same page, whose app opens what its address names; a name of
// no screen, or a record path no screen could have, is not found.
import { CONFIG_SCREENS } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { useSignedInOwner, useTestApp } from '../../test/suite.ts';

const CONTEXT = /<script id="tessera-config-context" type="application\/json">(.*?)<\/script>/s;

// One engine: the page reads the signed-in account as /config/ does, and that is tested on both.
describe('the config area at each screen’s address', () => {
  const suite = useTestApp('sqlite');
  const owner = useSignedInOwner(suite);

  it('serves the config area, signed in, at every screen’s address', async () => {
    const atRoot = await owner().request('GET', '/config/');
    for (const screen of CONFIG_SCREENS) {
      const response = await owner().request('GET', `/config/${screen}?frameUrl=%2Fabout`);
      expect(response.statusCode, screen).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(CONTEXT.exec(response.body)?.[1] ?? '{}')).toEqual(
        JSON.parse(CONTEXT.exec(atRoot.body)?.[1] ?? '[]'),
      );
    }
  });

  it('answers 404 for a name of no screen', async () => {
    const response = await owner().request('GET', '/config/nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'There is no such screen in the config area.' });
    // The pages have their own address now; /config/ alone is the landing (the overview).
    expect((await owner().request('GET', '/config/pages')).statusCode).toBe(200);
    // Exact paths, as the app reads them (core's configAddressOfPath).
    expect((await owner().request('GET', '/config/forms/')).statusCode).toBe(404);
  });

  it('serves the config area at a record’s address, and 404 for a record path of no screen', async () => {
    const order = await owner().request('GET', '/config/commerce/orders/1042');
    expect(order.statusCode).toBe(200);
    expect(order.body).toContain('id="tessera-config-context"');
    for (const path of [
      '/config/nowhere/orders',
      '/config/commerce/orders/',
      '/config/commerce/a/b/c/d',
      '/config/commerce/%3Cb%3E',
    ]) {
      const response = await owner().request('GET', path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ error: 'There is no such screen in the config area.' });
    }
  });
});
