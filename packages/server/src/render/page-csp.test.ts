// The third parties in a published page's CSP, as whole policies: a page with videos and a form
// asking for the site's captcha, a post whose comment form asks for it, and the comment provider's
// thread and count script. The expected policies were taken from the HTML-scanning code this
// replaced, so the policies built from the blocks and page types on the page are the same bytes.
import type { Section } from '@tessera/site';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import type { Client } from '../../test/harness.ts';
import { demoPage, demoWebsite, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { findCollectionByUrlId, findItem } from '../content/repository.ts';
import { DEMO_CONTACT_FORM_ID } from '../seed/demo-forms.ts';
import { itemPath } from '../shared/page-paths.ts';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const VIMEO = 'https://vimeo.com/76979871';

const video = (id: string, url: string) => ({
  id,
  type: 'video',
  version: 1,
  data: { url, mode: 'fit', thumbnail: null, title: id, caption: '' },
});

const galleryWithVideo = {
  id: 'csp-gallery',
  type: 'gallery',
  version: 1,
  data: {
    design: 'grid',
    slides: [{ kind: 'video', id: 'slide-1', video: { url: VIMEO, mode: 'fit' }, thumbnail: null }],
  },
};

const CONTACT_POLICY =
  "default-src 'self'; script-src 'self' https://hcaptcha.com https://*.hcaptcha.com; " +
  "style-src 'self' STYLES https://hcaptcha.com https://*.hcaptcha.com; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self' https://hcaptcha.com https://*.hcaptcha.com; media-src 'self'; " +
  "frame-src 'self' https://hcaptcha.com https://*.hcaptcha.com https://www.youtube-nocookie.com " +
  "https://player.vimeo.com; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

/** The policy with its inline styles' hashes, which depend on the page's CSS, put as STYLES. */
function withoutStyleHashes(policy: string): string {
  return policy.replace(/( 'sha256-[^']+')+/, ' STYLES');
}

describe.each(ENGINES)('the third parties in a page’s CSP on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let address = 0;
  const visitor = (): Client => suite.client(undefined, `10.52.${engine === 'sqlite' ? 1 : 2}.${++address}`);
  const policyOf = async (path: string) =>
    withoutStyleHashes(String((await visitor().get(path)).headers['content-security-policy']));
  const siteSettings = (change: Record<string, unknown>) =>
    owner().request('PUT', '/api/config/site-settings', { json: change });

  let postPath = '';

  beforeAll(async () => {
    const website = await demoWebsite(suite.db);
    const journal = await findCollectionByUrlId(suite.db, website.id, 'journal');
    const post = journal && (await findItem(suite.db, website.id, journal.id, 'chasing-plum'));
    if (!journal || !post) throw new Error('no demo post');
    postPath = itemPath(journal, post);
    const captcha = await owner().request('PUT', '/api/config/forms/captcha', {
      json: { provider: 'hcaptcha', siteKey: 'site-key', secretKey: 'secret-key', version: 1 },
    });
    expect(captcha.statusCode, captcha.body).toBe(200);
  });

  it('allows the captcha’s hosts, then each video player’s, on a page with videos and a captcha form', async () => {
    const { form, version } = (await owner().get(`/api/config/forms/${DEMO_CONTACT_FORM_ID}`)).json();
    const { id: _id, ...body } = form;
    const on = await owner().request('PUT', `/api/config/forms/${DEMO_CONTACT_FORM_ID}`, {
      json: { form: { ...body, captcha: true }, version },
    });
    expect(on.statusCode, on.body).toBe(200);
    const contact = await demoPage(suite.db, 'contact');
    const { layout } = (await owner().get(`/api/config/pages/${contact.id}`)).json();
    const [first, ...rest] = layout.sections as Section[];
    if (!first) throw new Error('the contact page has no section');
    const videos = { ...first, blocks: [video('csp-youtube', YOUTUBE), galleryWithVideo, ...first.blocks] };
    const saved = await owner().request('PUT', `/api/config/layouts/${layout.id}`, {
      json: { version: layout.version, sections: [videos, ...rest] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await owner().request('PUT', `/api/config/pages/${contact.id}`, {
      json: { publicationState: 1 },
    });
    expect(published.statusCode, published.body).toBe(200);

    expect(await policyOf('/contact')).toBe(CONTACT_POLICY);
    // Cached, the same policy.
    expect(await policyOf('/contact')).toBe(CONTACT_POLICY);
  });

  it('allows the captcha’s hosts on a post whose comment form asks for it', async () => {
    await siteSettings({ commentsCaptcha: true });
    try {
      expect(await policyOf(postPath)).toBe(
        "default-src 'self'; script-src 'self' https://hcaptcha.com https://*.hcaptcha.com; " +
          "style-src 'self' STYLES https://hcaptcha.com https://*.hcaptcha.com; img-src 'self' data: blob:; " +
          "font-src 'self' data:; connect-src 'self' https://hcaptcha.com https://*.hcaptcha.com; " +
          "media-src 'self'; frame-src 'self' https://hcaptcha.com https://*.hcaptcha.com; object-src 'none'; " +
          "base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
      );
    } finally {
      await siteSettings({ commentsCaptcha: false });
    }
  });

  it('allows the comment provider’s hosts on a post showing its thread, and its count script’s on the list', async () => {
    await siteSettings({ commentProviderShortname: 'fern-kiln' });
    try {
      expect(await policyOf(postPath)).toBe(
        "default-src 'self'; script-src 'self' https://fern-kiln.disqus.com https://c.disquscdn.com; " +
          "style-src 'self' STYLES https://c.disquscdn.com; img-src 'self' data: blob:; font-src 'self' data:; " +
          "connect-src 'self' https://fern-kiln.disqus.com; media-src 'self'; " +
          "frame-src 'self' https://disqus.com; object-src 'none'; base-uri 'none'; form-action 'self'; " +
          "frame-ancestors 'self'",
      );
      expect(await policyOf('/journal')).toBe(
        "default-src 'self'; script-src 'self' https://fern-kiln.disqus.com; style-src 'self' STYLES; " +
          "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; media-src 'self'; " +
          "frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
      );
    } finally {
      await siteSettings({ commentProviderShortname: null });
    }
  });

  it('allows no third party on a page without any', async () => {
    expect(await policyOf('/about')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' STYLES; img-src 'self' data: blob:; " +
        "font-src 'self' data:; connect-src 'self'; media-src 'self'; frame-src 'self'; object-src 'none'; " +
        "base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
    );
  });
});
