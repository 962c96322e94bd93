import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { APP_DOMAIN } from '../../test/harness.ts';
import { useTestApp } from '../../test/suite.ts';

describe.each(ENGINES)('security headers on %s', (engine) => {
  const suite = useTestApp(engine);

  it('forbids framing the config area and the platform home by other sites', async () => {
    for (const response of [await suite.client().get('/config/'), await suite.client(APP_DOMAIN).get('/')]) {
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("lets a site's pages be framed (the config area frames them) but never sniffed", async () => {
    const page = await suite.client().get('/about');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
