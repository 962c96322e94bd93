import type { SiteSettings } from '@tessera/site/api/routes.gen.ts';
import type { HeaderFooter } from '@tessera/site/site-design.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteImages } from '../testing/demo-pages.ts';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../testing/dom.ts';
import { fakeApi, heldRoute } from '../testing/fake-api.ts';
import { SiteScreen } from './SiteScreen.tsx';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const headerFooter: HeaderFooter = {
  header: { logo: null, showTitle: true, navigationStyle: 'inline', cta: null },
  footer: {
    text: '© 2026 Fern & Kiln',
    links: [{ label: 'Press', href: '/press' }],
    social: [],
  },
};

const settings: SiteSettings = {
  title: 'Fern & Kiln',
  tagline: 'Handmade stoneware',
  description: '',
  logo: null,
  favicon: null,
  useEscapeKeyToLogin: true,
  censusEnabled: true,
  commentsEnabled: false,
  commentsModerated: true,
  commentsCaptcha: false,
  commentProviderShortname: null,
  hasPassword: false,
};

const baseRoutes = {
  'GET /api/site-header-footer': { body: headerFooter },
  'GET /api/config/site-settings': { body: settings },
  'GET /api/config/assets': { body: { assets: siteImages } },
};

async function renderScreen(onSaved = () => {}, onBack = () => {}) {
  rendered = await render(<SiteScreen onBack={onBack} onSaved={onSaved} />);
  const { container } = rendered;
  await waitFor(() => field(container, 'Footer text') && field(container, 'Site title'), 'both forms');
  return container;
}

const putBodies = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.sent.filter((r) => r.method === 'PUT' && r.path === path).map((r) => r.body);

describe('SiteScreen', () => {
  it('says it is loading, then shows both forms with what is stored; the heading has the focus', async () => {
    const held = heldRoute({ body: headerFooter });
    fakeApi({ ...baseRoutes, 'GET /api/site-header-footer': held.route });
    rendered = await render(<SiteScreen onBack={() => {}} onSaved={() => {}} />);
    const { container } = rendered;
    expect(document.activeElement?.textContent).toBe('Site');
    expect(textOf(container.querySelector('[role="status"]'))).toBe('Loading the header and footer…');
    held.release();
    await waitFor(() => field(container, 'Footer text'), 'the header and footer form');
    expect(field<HTMLTextAreaElement>(container, 'Footer text')?.value).toBe('© 2026 Fern & Kiln');
    expect(field(container, 'Link 1 text')?.value).toBe('Press');
    expect(field(container, 'Show the site title')?.checked).toBe(true);
    expect(field(container, 'Site title')?.value).toBe('Fern & Kiln');
    expect(field(container, 'Tagline')?.value).toBe('Handmade stoneware');
    expect(textOf(container)).toContain('Anyone can visit this site.');
    // Every form is named by its heading.
    const forms = [...container.querySelectorAll('form')];
    expect(
      forms.map((f) => textOf(document.getElementById(f.getAttribute('aria-labelledby') ?? ''))),
    ).toEqual(['Header & footer', 'Site settings']);
  });

  it('saves the footer text and a call-to-action, says so, and asks the frame to reload', async () => {
    const saved: HeaderFooter = {
      header: { ...headerFooter.header, cta: { label: 'Book a class', href: '/workshops' } },
      footer: { ...headerFooter.footer, text: 'Open Thursday to Sunday' },
    };
    const put = heldRoute({ body: saved });
    const api = fakeApi({ ...baseRoutes, 'PUT /api/site-header-footer': put.route });
    const onSaved = vi.fn();
    const container = await renderScreen(onSaved);
    await typeInto(
      field<HTMLTextAreaElement>(container, 'Footer text') as HTMLTextAreaElement,
      'Open Thursday to Sunday',
    );
    await typeInto(field(container, 'Button text') as HTMLInputElement, 'Book a class');
    await typeInto(field(container, 'Button link') as HTMLInputElement, '/workshops');
    await click(button(container, 'Save header and footer'));
    expect(button(container, 'Saving…')?.disabled).toBe(true);
    put.release();
    await waitFor(
      () => textOf(container).includes('Saved. The site shows the change now.'),
      'the saved notice',
    );
    expect(putBodies(api, '/api/site-header-footer')).toEqual([saved]);
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('sends no button when both of its fields are empty', async () => {
    const api = fakeApi({ ...baseRoutes, 'PUT /api/site-header-footer': { body: headerFooter } });
    const container = await renderScreen();
    await click(button(container, 'Save header and footer'));
    await waitFor(() => putBodies(api, '/api/site-header-footer').length === 1, 'the save');
    expect((putBodies(api, '/api/site-header-footer')[0] as HeaderFooter).header.cta).toBeNull();
  });

  it('shows the server’s errors beside their fields and moves the focus to the first', async () => {
    fakeApi({
      ...baseRoutes,
      'PUT /api/site-header-footer': {
        status: 400,
        body: {
          error: 'One or more fields is invalid, please check your entries.',
          errors: {
            'header.cta.href': 'Enter a link such as /about.',
            'footer.links.0.href': 'Enter a link such as /about.',
          },
        },
      },
    });
    const onSaved = vi.fn();
    const container = await renderScreen(onSaved);
    await typeInto(field(container, 'Button text') as HTMLInputElement, 'Book');
    await typeInto(field(container, 'Button link') as HTMLInputElement, 'workshops');
    await click(button(container, 'Save header and footer'));
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), 'the failure');
    expect(textOf(alert)).toBe('One or more fields is invalid, please check your entries.');
    const link = field(container, 'Button link') as HTMLInputElement;
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(document.getElementById(link.getAttribute('aria-describedby')?.split(' ')[0] ?? ''))).toBe(
      'Enter a link such as /about.',
    );
    expect(document.activeElement).toBe(link);
    expect(field(container, 'Link 1 address')?.getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('adds, moves and removes footer links with buttons, the focus following the link', async () => {
    const api = fakeApi({
      ...baseRoutes,
      'PUT /api/site-header-footer': (body) => ({ body }),
    });
    const container = await renderScreen();
    await click(button(container, 'Add link'));
    // The new link's first control has the focus, ready to type.
    expect(document.activeElement).toBe(field(container, 'Link 2 text'));
    await typeInto(field(container, 'Link 2 text') as HTMLInputElement, 'Stockists');
    await typeInto(field(container, 'Link 2 address') as HTMLInputElement, '/stockists');
    const up = container.querySelector<HTMLButtonElement>('[aria-label="Move Link 2 up"]');
    await click(up ?? undefined);
    expect(field(container, 'Link 1 text')?.value).toBe('Stockists');
    // Now first, it cannot go up: the focus stays on its tools (Down).
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Link 1 down');
    await click(container.querySelector<HTMLButtonElement>('[aria-label="Remove Link 2"]') ?? undefined);
    expect(container.querySelectorAll('.list-item').length).toBe(1);
    await click(button(container, 'Add social link'));
    await typeInto(field(container, 'Social link 1 address') as HTMLInputElement, 'https://instagram.com/fk');
    await click(button(container, 'Save header and footer'));
    await waitFor(() => putBodies(api, '/api/site-header-footer').length === 1, 'the save');
    expect((putBodies(api, '/api/site-header-footer')[0] as HeaderFooter).footer).toEqual({
      text: '© 2026 Fern & Kiln',
      links: [{ label: 'Stockists', href: '/stockists' }],
      social: [{ network: 'instagram', url: 'https://instagram.com/fk' }],
    });
  });

  it('picks a logo from the site’s images and can take it away again', async () => {
    const api = fakeApi({ ...baseRoutes, 'PUT /api/site-header-footer': (body) => ({ body }) });
    const container = await renderScreen();
    const logo = await waitFor(() => field(container, 'The kiln at night'), 'the images');
    await click(logo);
    await click(button(container, 'Save header and footer'));
    await waitFor(() => putBodies(api, '/api/site-header-footer').length === 1, 'the save');
    expect((putBodies(api, '/api/site-header-footer')[0] as HeaderFooter).header.logo).toEqual({
      src: '/s/kiln.svg',
      width: 800,
      height: 800,
    });
    await click(button(container, 'Use no logo'));
    await click(button(container, 'Save header and footer'));
    await waitFor(() => putBodies(api, '/api/site-header-footer').length === 2, 'the second save');
    expect((putBodies(api, '/api/site-header-footer')[1] as HeaderFooter).header.logo).toBeNull();
  });

  it('saves the site settings with a new password, then can take the password away', async () => {
    const api = fakeApi({
      ...baseRoutes,
      'PUT /api/config/site-settings': [
        { body: { ...settings, title: 'Fern and Kiln', useEscapeKeyToLogin: false, hasPassword: true } },
        { body: { ...settings, title: 'Fern and Kiln', useEscapeKeyToLogin: false, hasPassword: false } },
      ],
    });
    const onSaved = vi.fn();
    const container = await renderScreen(onSaved);
    await typeInto(field(container, 'Site title') as HTMLInputElement, 'Fern and Kiln');
    await click(field(container, 'Escape key opens the sign-in for visitors'));
    await typeInto(field(container, 'Site password') as HTMLInputElement, 'open sesame');
    await click(field(container, 'Readers may comment on blog posts'));
    await typeInto(field(container, 'Disqus shortname') as HTMLInputElement, 'fern-kiln');
    await click(button(container, 'Save site settings'));
    await waitFor(() => textOf(container).includes('This site is password protected'), 'the locked site');
    expect(putBodies(api, '/api/config/site-settings')[0]).toEqual({
      title: 'Fern and Kiln',
      tagline: 'Handmade stoneware',
      description: '',
      favicon: null,
      useEscapeKeyToLogin: false,
      censusEnabled: true,
      commentsEnabled: true,
      commentsModerated: true,
      commentsCaptcha: false,
      commentProviderShortname: 'fern-kiln',
      password: 'open sesame',
    });
    // The password is never shown again; the field is empty for a new one.
    expect(field(container, 'New site password')?.value).toBe('');
    expect(onSaved).toHaveBeenCalledOnce();

    await click(button(container, 'Remove the password when saving'));
    await click(button(container, 'Save site settings'));
    await waitFor(() => textOf(container).includes('Anyone can visit this site.'), 'the open site');
    expect(putBodies(api, '/api/config/site-settings')[1]).toMatchObject({ password: null });
  });

  it('turns the visitor census off with its labelled switch', async () => {
    const api = fakeApi({
      ...baseRoutes,
      'PUT /api/config/site-settings': { body: { ...settings, censusEnabled: false } },
    });
    const container = await renderScreen();
    const census = field(container, 'Count visits (visitor census)') as HTMLInputElement;
    expect(census.checked).toBe(true);
    await click(census);
    await click(button(container, 'Save site settings'));
    await waitFor(() => putBodies(api, '/api/config/site-settings').length === 1, 'the save');
    expect(putBodies(api, '/api/config/site-settings')[0]).toMatchObject({ censusEnabled: false });
    await waitFor(
      () => !(field(container, 'Count visits (visitor census)') as HTMLInputElement).checked,
      'off',
    );
  });

  it('shows a failure to load and loads again on Try again', async () => {
    fakeApi({
      ...baseRoutes,
      'GET /api/config/site-settings': [
        { status: 403, body: { error: 'You do not have permission to do this.' } },
        { body: settings },
      ],
    });
    rendered = await render(<SiteScreen onBack={() => {}} onSaved={() => {}} />);
    const { container } = rendered;
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), 'the failure');
    expect(textOf(alert)).toBe('You do not have permission to do this.');
    await click(button(container, 'Try again'));
    await waitFor(() => field(container, 'Site title'), 'the settings form');
  });

  it('goes back to the pages', async () => {
    fakeApi(baseRoutes);
    const onBack = vi.fn();
    const container = await renderScreen(() => {}, onBack);
    await click(button(container, '← Back to pages'));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
