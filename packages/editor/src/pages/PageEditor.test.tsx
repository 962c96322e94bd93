import { afterEach, describe, expect, it, vi } from 'vitest';
import { aboutDetail, aboutPage, homePage } from '../testing/demo-pages.ts';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../testing/dom.ts';
import { fakeApi, heldRoute } from '../testing/fake-api.ts';
import { PagesPanel } from './PagesPanel.tsx';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const ABOUT = `/api/config/pages/${aboutPage.id}`;
const HEADING_BLOCK = `/api/config/layouts/${aboutDetail.layout?.id}/blocks/b-heading`;
const pageRoutes = {
  'GET /api/config/pages': { body: { pages: [homePage, aboutPage] } },
  [`GET ${ABOUT}`]: { body: aboutDetail },
};

/** The panel with the About page's editor open. */
async function openAboutEditor() {
  const onShowInFrame = vi.fn();
  rendered = await render(
    <PagesPanel frameLocation={{ path: '/', collectionId: null }} onShowInFrame={onShowInFrame} />,
  );
  const { container } = rendered;
  const aboutItem = await waitFor(
    () => container.querySelector<HTMLElement>('[data-page-id="p-about"]'),
    'About',
  );
  await click(aboutItem);
  await waitFor(() => field(container, 'Title'), 'the editor');
  return { container, onShowInFrame };
}

describe('the page editor', () => {
  it('shows the fields, editable blocks as fields and the others read-only', async () => {
    fakeApi(pageRoutes);
    const { container } = await openAboutEditor();
    expect(field(container, 'Title')?.value).toBe('About');
    expect(field<HTMLSelectElement>(container, 'Publication')?.value).toBe('4');
    expect(field(container, 'Block 1: Heading 2')?.value).toBe('Our story');
    expect(field<HTMLTextAreaElement>(container, 'Block 3: Text')?.tagName).toBe('TEXTAREA');
    expect(textOf(container.querySelector('.block-readonly'))).toBe('Block 2: Image (not editable here yet)');
  });

  it('saves only the changed title, says Published, updates the list and reloads the frame', async () => {
    const save = heldRoute({ body: { page: { ...aboutPage, title: 'About us' } } });
    const api = fakeApi({ ...pageRoutes, [`PUT ${ABOUT}`]: save.route });
    const { container, onShowInFrame } = await openAboutEditor();
    expect(onShowInFrame).toHaveBeenLastCalledWith('/about');

    await typeInto(field(container, 'Title') as HTMLInputElement, 'About us');
    await click(button(container, 'Save and publish'));
    expect(button(container, 'Saving…')?.disabled).toBe(true);
    save.release();
    await waitFor(() => textOf(container.querySelector('[role="status"]')) === 'Published', 'Published');

    expect(api.sent.filter(({ method }) => method === 'PUT')).toEqual([
      { method: 'PUT', path: ABOUT, body: { title: 'About us' } },
    ]);
    expect(onShowInFrame).toHaveBeenCalledTimes(2);
    await click(button(container, '← Back to pages'));
    expect(textOf(container.querySelector('[data-page-id="p-about"] .page-item-title'))).toBe('About us');
  });

  it('saves a changed block with its other data and not the untouched page', async () => {
    const api = fakeApi({ ...pageRoutes, [`PUT ${HEADING_BLOCK}`]: { body: { block: {} } } });
    const { container } = await openAboutEditor();
    await typeInto(field(container, 'Block 1: Heading 2') as HTMLInputElement, 'Who we are');
    await click(button(container, 'Save and publish'));
    await waitFor(() => textOf(container.querySelector('[role="status"]')) === 'Published', 'Published');
    expect(api.calls().filter((call) => call.startsWith('PUT'))).toEqual([`PUT ${HEADING_BLOCK}`]);
    expect(api.sent.at(-1)?.body).toEqual({ data: { text: 'Who we are', level: 2 } });
  });

  it('shows the field error and the general error of a 400 and saves nothing after it', async () => {
    const api = fakeApi({
      ...pageRoutes,
      [`PUT ${ABOUT}`]: {
        status: 400,
        body: { error: 'Please correct the highlighted fields.', errors: { title: 'Enter a title.' } },
      },
    });
    const { container } = await openAboutEditor();
    await typeInto(field(container, 'Title') as HTMLInputElement, '');
    await typeInto(field(container, 'Block 3: Text') as HTMLTextAreaElement, 'Changed.');
    await click(button(container, 'Save and publish'));

    const alert = await waitFor(() => container.querySelector('[role="alert"]'), 'the alert');
    expect(textOf(alert)).toBe('Please correct the highlighted fields.');
    const title = field(container, 'Title') as HTMLInputElement;
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(document.getElementById(title.getAttribute('aria-describedby') ?? ''))).toBe(
      'Enter a title.',
    );
    expect(textOf(container.querySelector('[role="status"]'))).toBe('');
    expect(api.calls().filter((call) => call.startsWith('PUT'))).toEqual([`PUT ${ABOUT}`]);
  });

  it('says so when there is nothing to publish', async () => {
    const api = fakeApi(pageRoutes);
    const { container } = await openAboutEditor();
    await click(button(container, 'Save and publish'));
    expect(textOf(container.querySelector('[role="status"]'))).toBe('No changes to publish.');
    expect(api.calls().some((call) => call.startsWith('PUT'))).toBe(false);
  });
});
