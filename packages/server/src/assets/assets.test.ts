// GET /api/config/assets: the site's uploaded images for the config area's pickers, owner only,
// this site's alone.
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { ADMIN_EMAIL, PLATFORM_ADDRESS } from '../../test/harness.ts';
import { demoWebsite, useTestApp } from '../../test/suite.ts';
import { createAccount, findAccountByEmail } from '../identity/accounts.ts';
import { starterTemplate } from '../seed/starters/simple.ts';
import { createWebsite } from '../websites/create.ts';

describe.each(ENGINES)('the config assets list on %s', (engine) => {
  const suite = useTestApp(engine);

  it('lists the site’s images with their addresses, sizes and alternative text', async () => {
    const owner = suite.client();
    expect((await owner.signIn()).statusCode).toBe(200);
    const website = await demoWebsite(suite.db);
    await suite.ctx.assets.put(website.id, {
      name: 'price-list.pdf',
      contentType: 'application/pdf',
      bytes: new Uint8Array([37, 80, 68, 70]),
    });
    const response = await owner.get('/api/config/assets');
    expect(response.statusCode).toBe(200);
    const { assets } = response.json() as { assets: Record<string, unknown>[] };
    const byName = new Map(assets.map((asset) => [asset.name, asset]));
    expect(byName.get('studio-hills.svg')).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'studio-hills.svg',
      src: '/s/studio-hills.svg',
      width: 1200,
      height: 800,
      placeholder: null,
      alt: 'Soft rolling hills at dusk, the view from the studio window',
    });
    expect(byName.has('mug.svg')).toBe(true);
    expect(byName.has('price-list.pdf')).toBe(false);
  });

  it('answers 401 to a visitor and 403 to an account without a role on the site', async () => {
    expect((await suite.client().get('/api/config/assets')).statusCode).toBe(401);
    await createAccount(suite.db, {
      email: 'assets-stranger@example.com',
      password: 'stranger password',
      displayName: 'S',
    });
    const stranger = suite.client();
    expect((await stranger.signIn('assets-stranger@example.com', 'stranger password')).statusCode).toBe(200);
    expect((await stranger.get('/api/config/assets')).statusCode).toBe(403);
  });

  it('lists only the images of the host’s site', async () => {
    const account = await findAccountByEmail(suite.db, ADMIN_EMAIL);
    await createWebsite(suite.db, suite.ctx.assets, {
      identifier: 'assets-other',
      title: 'Other',
      ownerAccountId: account?.id ?? '',
      template: starterTemplate('Other'),
      address: PLATFORM_ADDRESS,
    });
    const owner = suite.client();
    expect((await owner.signIn()).statusCode).toBe(200);
    const { assets } = (await owner.get('/api/config/assets')).json() as { assets: { name: string }[] };
    expect(assets.map((asset) => asset.name)).not.toContain('welcome.svg');
  });
});
