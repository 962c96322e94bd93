import { afterEach, describe, expect, it } from 'vitest';
import { CONFIG_CONTEXT_ELEMENT_ID, readConfigContext } from './context.ts';

const website = { id: 'w1', identifier: 'demo', siteTitle: 'Demo', baseUrl: 'http://demo.localhost:3000' };

function embed(json: string) {
  const script = document.createElement('script');
  script.id = CONFIG_CONTEXT_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = json;
  document.body.append(script);
}

afterEach(() => document.getElementById(CONFIG_CONTEXT_ELEMENT_ID)?.remove());

describe('readConfigContext', () => {
  it('reads the website, the account, the roles and the known permissions', () => {
    const account = { id: 'a1', email: 'owner@example.com', displayName: 'Owner' };
    embed(
      JSON.stringify({ website, account, roles: [1, 'x'], permissions: ['config', 'settings', 'root', 7] }),
    );
    expect(readConfigContext(document)).toEqual({
      website,
      account,
      roles: [1],
      permissions: ['config', 'settings'],
      editorAnalytics: false,
      platformVersion: '7.1',
    });
  });

  it("reads whether editor analytics are on, and the template version (spec 1 §2: '… when the site uses template version 7.1')", () => {
    embed(JSON.stringify({ website, account: null, roles: [], editorAnalytics: true, platformVersion: '8' }));
    expect(readConfigContext(document)).toMatchObject({ editorAnalytics: true, platformVersion: '8' });
    document.getElementById(CONFIG_CONTEXT_ELEMENT_ID)?.remove();
    embed(
      JSON.stringify({ website, account: null, roles: [], editorAnalytics: 'yes', platformVersion: '9' }),
    );
    expect(readConfigContext(document)).toMatchObject({ editorAnalytics: false, platformVersion: '7.1' });
  });

  it('reads no permissions when the context has none', () => {
    embed(JSON.stringify({ website, account: null, roles: [] }));
    expect(readConfigContext(document).permissions).toEqual([]);
  });

  it('treats a missing or broken account as signed out', () => {
    embed(JSON.stringify({ website, account: { id: 'a1' }, roles: [] }));
    expect(readConfigContext(document).account).toBeNull();
  });

  it('refuses a page without the context or with a malformed website', () => {
    expect(() => readConfigContext(document)).toThrow('missing');
    embed(JSON.stringify({ website: { id: 'w1' }, account: null, roles: [] }));
    expect(() => readConfigContext(document)).toThrow('malformed');
  });
});
