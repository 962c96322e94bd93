// The site's look through the config API: the default at first, checked and stored whole, warned of
// (not refused) below AA contrast, and applied to the published pages at once, their Content-Security-
// Policy still naming the page's one stylesheet.
import { createHash } from 'node:crypto';
import { DEFAULT_LOOK, LOOK_FONTS } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { useSignedInOwner, useTestApp } from '../../test/suite.ts';

const LOOK = '/api/config/site-look';

describe.each(ENGINES)('the site look on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);

  it('starts at the default, which adds nothing to the pages', async () => {
    const response = await owner().get(LOOK);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ look: DEFAULT_LOOK, warnings: [] });
    expect((await suite.client().get('/')).body).not.toContain(':root{--paper:');
  });

  it('refuses a colour that is not #rrggbb or a font of no list, changing nothing', async () => {
    const badColour = await owner().request('PUT', LOOK, {
      json: { ...DEFAULT_LOOK, palette: { ...DEFAULT_LOOK.palette, accent: 'red;}body{display:none' } },
    });
    expect(badColour.statusCode).toBe(400);
    expect(badColour.json().errors).toEqual({ 'palette.accent': 'Choose a colour, written like #2f5d50.' });
    const badFont = await owner().request('PUT', LOOK, {
      json: { ...DEFAULT_LOOK, headingFont: 'Comic Sans' },
    });
    expect(badFont.statusCode).toBe(400);
    expect((await owner().get(LOOK)).json().look).toEqual(DEFAULT_LOOK);
  });

  it('saves a look, warns of low contrast, and visitors get it at once with a CSP that allows it', async () => {
    await suite.client().get('/');
    const look = {
      palette: { ...DEFAULT_LOOK.palette, accent: '#C0E0D0' },
      headingFont: 'geometric',
      bodyFont: 'humanist',
      radius: 'round',
    };
    const saved = await owner().request('PUT', LOOK, { json: look });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().look.palette.accent).toBe('#c0e0d0');
    expect(saved.json().warnings).toEqual([
      expect.stringMatching(/^Links on the background has a contrast of 1\.\d:1/),
    ]);
    const page = await suite.client().get('/');
    expect(page.body).toContain('--accent:#c0e0d0;--accent-ink:#1d1d1f');
    expect(page.body).toContain(
      `h1,h2,h3,h4,.page-title,.site-title{font-family:${LOOK_FONTS.geometric.stack}}`,
    );
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(String(page.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    // Back to the default: the pages lose the look's CSS again.
    expect((await owner().request('PUT', LOOK, { json: DEFAULT_LOOK })).json().warnings).toEqual([]);
    expect((await suite.client().get('/')).body).not.toContain('--accent:#c0e0d0');
  });
});
