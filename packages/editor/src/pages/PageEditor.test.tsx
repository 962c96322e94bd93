import { PERMISSIONS } from '@tessera/core';
import type { Layout, Section } from '@tessera/site';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aboutDetail, aboutPage, homePage, siteImages } from '../testing/demo-pages.ts';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../testing/dom.ts';
import { type FakeApi, fakeApi, heldRoute } from '../testing/fake-api.ts';
import { formatLocalTime } from '../ui/time.ts';
import { PagesPanel } from './PagesPanel.tsx';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const ABOUT = `/api/config/pages/${aboutPage.id}`;
const aboutSettings = {
  title: 'About',
  urlId: 'about',
  seoTitle: '',
  seoDescription: '',
  socialImage: null,
  hasPassword: false,
};
const LAYOUT = `/api/config/layouts/${aboutDetail.layout?.id}`;
const STALE =
  'This page was changed elsewhere since you opened it. Reload it to get the latest version; your changes were not saved.';
const pageRoutes = {
  'GET /api/config/pages': { body: { pages: [homePage, aboutPage] } },
  [`GET ${ABOUT}`]: { body: aboutDetail },
  'GET /api/config/assets': { body: { assets: siteImages } },
  [`GET /api/config/layouts/${aboutDetail.layout?.id}/revisions`]: { body: { revisions: [] } },
  [`GET ${ABOUT}/settings`]: { body: { settings: aboutSettings } },
};

/** A layout save that answers the sent sections back with the next version. */
const savedLayout = (body: unknown) => {
  const { version, sections } = body as { version: number; sections: Section[] };
  return {
    body: { layout: { id: 'l-about', version: version + 1, sections, hasDraft: true } satisfies Layout },
  };
};

/** The panel with the About page's editor open. */
async function openAboutEditor() {
  const onShowInFrame = vi.fn();
  rendered = await render(
    <PagesPanel
      frameLocation={{ path: '/', collectionId: null }}
      onShowInFrame={onShowInFrame}
      permissions={PERMISSIONS}
    />,
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

/** The element with role=group (a block, a list item) named `name`, under `root`. */
function group(root: ParentNode, name: string): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>('[role="group"][aria-labelledby]')].find(
    (element) => textOf(document.getElementById(element.getAttribute('aria-labelledby') ?? '')) === name,
  );
  if (!found) throw new Error(`no group named ${name}`);
  return found;
}

/** A section of the layout editor, by its heading. */
function section(root: ParentNode, name: string): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>('.section-editor')].find(
    (element) => textOf(element.querySelector('h4')) === name,
  );
  if (!found) throw new Error(`no section named ${name}`);
  return found;
}

/** A block's panel, opened. */
async function openBlock(root: ParentNode, name: string): Promise<HTMLElement> {
  const block = group(root, name);
  const toggle = block.querySelector<HTMLButtonElement>('.block-toggle');
  if (toggle?.getAttribute('aria-expanded') !== 'true') await click(toggle ?? undefined);
  return block;
}

function buttonNamed(root: ParentNode, name: string): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find(
    (element) => (element.getAttribute('aria-label') ?? textOf(element)) === name,
  );
}

/** The form's submit button, whatever it says ('Save', 'Save and publish', 'Save draft'). */
async function save(container: HTMLElement) {
  const submit = container.querySelector<HTMLButtonElement>('form.page-form button[type="submit"]');
  if (!submit) throw new Error('no submit button');
  await click(submit);
}

const sentLayout = (api: FakeApi) =>
  api.sent.filter(({ method, path }) => method === 'PUT' && path === LAYOUT).at(-1)?.body as
    | { version: number; sections: Section[] }
    | undefined;

describe('the page editor', () => {
  it('shows the page’s fields, its sections and every block by number and label', async () => {
    fakeApi(pageRoutes);
    const { container } = await openAboutEditor();
    expect(field(container, 'Title')?.value).toBe('About');
    expect(field<HTMLSelectElement>(container, 'Publication')?.value).toBe('4');
    expect([...container.querySelectorAll('.section-editor h4')].map(textOf)).toEqual([
      'Section 1',
      'Section 2',
    ]);
    const first = section(container, 'Section 1');
    expect([...first.querySelectorAll(':scope .block-list > ol > li .block-title')].map(textOf)).toEqual([
      'Block 1: Heading',
      'Block 2: Image',
      'Block 3: Text',
    ]);
    const heading = await openBlock(first, 'Block 1: Heading');
    expect(field(heading, 'Text')?.value).toBe('Our story');
    expect(textOf(field<HTMLSelectElement>(heading, 'Level')?.selectedOptions[0])).toBe('Heading 2');
    // A container's blocks are listed in its columns.
    const columns = await openBlock(section(container, 'Section 2'), 'Block 2: Columns');
    expect([...columns.querySelectorAll('.slot-heading')].map(textOf)).toEqual(['Column 1', 'Column 2']);
    expect(field<HTMLSelectElement>(columns, 'Number of columns')?.value).toBe('2');
    const quote = await openBlock(columns, 'Block 1: Quote');
    expect(field<HTMLTextAreaElement>(quote, 'Quote')?.value).toBe('Lovely mugs.');
  });

  it('saves the whole layout with its version, then goes on from the version the server answered', async () => {
    const api = fakeApi({ ...pageRoutes, [`PUT ${LAYOUT}`]: savedLayout });
    const { container, onShowInFrame } = await openAboutEditor();
    const heading = await openBlock(section(container, 'Section 1'), 'Block 1: Heading');
    await typeInto(field(heading, 'Text') as HTMLInputElement, 'Who we are');
    await save(container);
    const drafted = 'Draft saved. Visitors see it once it is published.';
    await waitFor(() => textOf(container.querySelector('[role="status"]')) === drafted, drafted);

    expect(api.calls().filter((call) => call.startsWith('PUT'))).toEqual([`PUT ${LAYOUT}`]);
    const first = sentLayout(api);
    expect(first?.version).toBe(3);
    expect(first?.sections[0]?.blocks[0]?.data).toEqual({ text: 'Who we are', level: 2 });
    expect(first?.sections.slice(1)).toEqual(aboutDetail.layout?.sections.slice(1));
    expect(onShowInFrame).toHaveBeenCalledTimes(2);

    const again = await openBlock(section(container, 'Section 1'), 'Block 1: Heading');
    await typeInto(field(again, 'Text') as HTMLInputElement, 'Who we really are');
    await save(container);
    await waitFor(() => sentLayout(api)?.version === 4, 'a second save from version 4');
  });

  it('shows a stale save’s message and offers to reload, which reads the page again', async () => {
    const pages = [
      { body: aboutDetail },
      { body: { ...aboutDetail, layout: { ...aboutDetail.layout, version: 5 } } },
    ];
    const api = fakeApi({
      ...pageRoutes,
      [`GET ${ABOUT}`]: pages,
      [`PUT ${LAYOUT}`]: { status: 409, body: { error: STALE } },
    });
    const { container } = await openAboutEditor();
    const heading = await openBlock(section(container, 'Section 1'), 'Block 1: Heading');
    await typeInto(field(heading, 'Text') as HTMLInputElement, 'Mine');
    await save(container);

    const alert = await waitFor(() => container.querySelector('[role="alert"]'), 'the alert');
    expect(textOf(alert.querySelector('p'))).toBe(STALE);
    expect(textOf(container.querySelector('[role="status"]'))).toBe('');
    await click(button(alert, 'Reload page'));
    await waitFor(
      () => api.calls().filter((call) => call === `GET ${ABOUT}`).length === 2,
      'the page read again',
    );
    const reloaded = await waitFor(() => field(container, 'Title'), 'the editor again');
    expect(reloaded).toBeDefined();
    expect(container.querySelector('[role="alert"]')).toBeNull();
    const fresh = await openBlock(section(container, 'Section 1'), 'Block 1: Heading');
    expect(field(fresh, 'Text')?.value).toBe('Our story');
  });

  it('shows each refusal beside its field, opens its block and moves the focus to it', async () => {
    fakeApi({
      ...pageRoutes,
      [`PUT ${LAYOUT}`]: {
        status: 400,
        body: {
          error: 'Some of this page’s content needs correcting; nothing was saved.',
          errors: {
            'sections.0.blocks.2.data.html': 'Text blocks are at most 50,000 characters of formatted text.',
            'sections.1.blocks.1.slots.0.0.data.label': 'Please enter the button text.',
          },
        },
      },
    });
    const { container } = await openAboutEditor();
    const heading = await openBlock(section(container, 'Section 1'), 'Block 1: Heading');
    await typeInto(field(heading, 'Text') as HTMLInputElement, 'Changed');
    await save(container);

    await waitFor(() => container.querySelector('[role="alert"]'), 'the alert');
    const buttonBlock = group(section(container, 'Section 2'), 'Block 1: Button');
    expect(buttonBlock.querySelector('.block-panel')?.hasAttribute('hidden')).toBe(false);
    const label = field(buttonBlock, 'Button text') as HTMLInputElement;
    expect(label.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(document.getElementById(label.getAttribute('aria-describedby') ?? ''))).toBe(
      'Please enter the button text.',
    );
    const text = group(section(container, 'Section 1'), 'Block 3: Text');
    expect(textOf(text.querySelector('.field-error'))).toBe(
      'Text blocks are at most 50,000 characters of formatted text.',
    );
    // The first control in error, in page order, has the focus.
    await waitFor(
      () => document.activeElement?.getAttribute('aria-invalid') === 'true',
      'the focus on a field in error',
    );
  });

  it('adds a block of any type, grouped by category, and moves and removes blocks from the keyboard', async () => {
    const api = fakeApi({ ...pageRoutes, [`PUT ${LAYOUT}`]: savedLayout });
    const { container } = await openAboutEditor();
    const first = section(container, 'Section 1');
    const picker = field<HTMLSelectElement>(first, 'Add a block to section 1') as HTMLSelectElement;
    expect([...picker.querySelectorAll('optgroup')].map((g) => g.label)).toEqual([
      'Text',
      'Media',
      'Layout',
      'Interactive',
      'Forms',
    ]);
    expect([...picker.querySelectorAll('optgroup[label="Layout"] option')].map(textOf)).toEqual([
      'Columns',
      'Divider',
      'Spacer',
    ]);

    await typeInto(picker, 'divider');
    await click(button(first, 'Add block'));
    const added = group(first, 'Block 4: Divider');
    expect(document.activeElement).toBe(added.querySelector('.block-toggle'));
    expect(added.querySelector('.block-toggle')?.getAttribute('aria-expanded')).toBe('true');
    await typeInto(field<HTMLSelectElement>(added, 'Line style') as HTMLSelectElement, '1');

    await click(buttonNamed(first, 'Move Block 4: Divider up'));
    expect(document.activeElement).toBe(buttonNamed(first, 'Move Block 3: Divider up'));
    await click(buttonNamed(first, 'Remove Block 1: Heading'));
    expect(document.activeElement).toBe(group(first, 'Block 1: Image').querySelector('.block-toggle'));

    await save(container);
    await waitFor(() => sentLayout(api), 'the save');
    expect(sentLayout(api)?.sections[0]?.blocks.map((b) => [b.type, b.version])).toEqual([
      ['image', 2],
      ['divider', 1],
      ['text', 2],
    ]);
    expect(sentLayout(api)?.sections[0]?.blocks[1]?.data).toEqual({
      lineStyle: 'dashed',
      width: 'full',
      thickness: 'thin',
    });
  });

  it('edits an image: another of the site’s images, and its alternative text', async () => {
    const api = fakeApi({ ...pageRoutes, [`PUT ${LAYOUT}`]: savedLayout });
    const { container } = await openAboutEditor();
    const image = await openBlock(section(container, 'Section 1'), 'Block 2: Image');
    const kiln = await waitFor(() => field(image, 'The kiln at night'), 'the site’s images');
    expect((field(image, 'The studio') as HTMLInputElement).checked).toBe(true);
    await click(kiln);
    await typeInto(field(image, 'Alternative text') as HTMLInputElement, 'The kiln, glowing');
    await typeInto(field<HTMLSelectElement>(image, 'Shape') as HTMLSelectElement, '2');
    await typeInto(field<HTMLSelectElement>(image, 'Across') as HTMLSelectElement, '30');
    await save(container);
    await waitFor(() => sentLayout(api), 'the save');
    expect(sentLayout(api)?.sections[0]?.blocks[1]?.data).toEqual({
      image: { src: '/s/kiln.svg', width: 800, height: 800 },
      alt: 'The kiln, glowing',
      caption: '',
      focalPoint: { x: 30, y: 50 },
      aspect: 'square',
    });
  });

  it('edits a section’s settings: a colour background, its theme and width', async () => {
    const api = fakeApi({ ...pageRoutes, [`PUT ${LAYOUT}`]: savedLayout });
    const { container } = await openAboutEditor();
    const first = section(container, 'Section 1');
    await click(button(first, 'Section 1 settings'));
    await click(field(first, 'Colour'));
    await typeInto(field(first, 'Background colour') as HTMLInputElement, '#112233');
    await typeInto(field<HTMLSelectElement>(first, 'Colour theme') as HTMLSelectElement, 'dark');
    await typeInto(field<HTMLSelectElement>(first, 'Content width') as HTMLSelectElement, 'narrow');
    await save(container);
    await waitFor(() => sentLayout(api), 'the save');
    expect(sentLayout(api)?.sections[0]).toMatchObject({
      background: { kind: 'colour', colour: '#112233' },
      theme: 'dark',
      width: 'narrow',
      padding: 'medium',
    });
  });

  it('edits a list of objects: adds, fills and moves an accordion item', async () => {
    const api = fakeApi({ ...pageRoutes, [`PUT ${LAYOUT}`]: savedLayout });
    const { container } = await openAboutEditor();
    const accordion = await openBlock(section(container, 'Section 2'), 'Block 1: Accordion');
    await click(button(accordion, 'Add item'));
    const third = group(accordion, 'Item 3');
    await typeInto(field(third, 'Title') as HTMLInputElement, 'Can I visit?');
    await click(buttonNamed(accordion, 'Move Item 3 up'));
    expect((field(accordion, 'Allow several items open at once') as HTMLInputElement).checked).toBe(false);
    await click(field(accordion, 'Allow several items open at once'));
    await save(container);
    await waitFor(() => sentLayout(api), 'the save');
    expect(sentLayout(api)?.sections[1]?.blocks[0]?.data).toEqual({
      items: [
        { title: 'Is it food safe?', body: 'Yes.' },
        { title: 'Can I visit?', body: '' },
        { title: 'Do you ship?', body: 'Anywhere in the US.' },
      ],
      allowMultipleOpen: true,
      firstOpen: true,
    });
  });

  it('edits the text block in a rich text editor with a formatting toolbar', async () => {
    fakeApi(pageRoutes);
    const { container } = await openAboutEditor();
    const text = await openBlock(section(container, 'Section 1'), 'Block 3: Text');
    const editor = await waitFor(
      () => text.querySelector<HTMLElement>('[role="textbox"][contenteditable="true"]'),
      'the editor',
    );
    expect(textOf(document.getElementById(editor.getAttribute('aria-labelledby') ?? ''))).toBe('Text');
    expect([...editor.querySelectorAll('p')].map(textOf)).toEqual(['We make things.', 'By hand.']);
    const toolbar = text.querySelector('[role="group"][aria-label="Formatting"]');
    expect([...(toolbar?.querySelectorAll('button') ?? [])].map(textOf)).toEqual([
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Link',
    ]);
    expect(buttonNamed(text, 'Bold')?.getAttribute('aria-pressed')).toBe('false');
  });

  it('saves only the changed title when the layout is untouched, and says Saved (the page is Hidden)', async () => {
    const saveTitle = heldRoute({ body: { page: { ...aboutPage, title: 'About us' } } });
    const api = fakeApi({ ...pageRoutes, [`PUT ${ABOUT}`]: saveTitle.route });
    const { container, onShowInFrame } = await openAboutEditor();
    expect(onShowInFrame).toHaveBeenLastCalledWith('/about');
    await typeInto(field(container, 'Title') as HTMLInputElement, 'About us');
    await save(container);
    expect(button(container, 'Saving…')?.disabled).toBe(true);
    saveTitle.release();
    await waitFor(() => textOf(container.querySelector('[role="status"]')) === 'Saved', 'Saved');
    expect(api.sent.filter(({ method }) => method === 'PUT')).toEqual([
      { method: 'PUT', path: ABOUT, body: { title: 'About us' } },
    ]);
    await click(button(container, '← Back to pages'));
    expect(textOf(container.querySelector('[data-page-id="p-about"] .page-item-title'))).toBe('About us');
  });

  it('says so when there is nothing to publish', async () => {
    const api = fakeApi(pageRoutes);
    const { container } = await openAboutEditor();
    await save(container);
    expect(textOf(container.querySelector('[role="status"]'))).toBe('No changes to publish.');
    expect(api.calls().some((call) => call.startsWith('PUT'))).toBe(false);
  });

  describe('scheduling', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    const scheduledAbout = {
      ...aboutPage,
      publicationState: 2,
      publicationLabel: 'Scheduled',
      publishAt: '2030-03-12T16:30:00.000Z',
    };

    it('offers the state as it is and every move core allows an admin, and a time only when Scheduled', async () => {
      fakeApi(pageRoutes);
      const { container } = await openAboutEditor();
      const publication = field<HTMLSelectElement>(container, 'Publication') as HTMLSelectElement;
      expect([...publication.options].map((o) => [o.value, textOf(o)])).toEqual([
        ['4', 'Hidden'],
        ['1', 'Available (Publish)'],
        ['2', 'Scheduled (Schedule)'],
        ['3', 'Needs Review (Submit for review)'],
        ['5', 'Private (Make private)'],
        ['6', 'Deleted (Move to trash)'],
      ]);
      expect(field(container, 'Publish at')).toBeUndefined();
      await typeInto(publication, '2');
      expect(field(container, 'Publish at')?.type).toBe('datetime-local');
      await typeInto(publication, '1');
      expect(field(container, 'Publish at')).toBeUndefined();
    });

    it('takes the time in the owner’s time zone, sends it in UTC, and lists the page as Scheduled with it', async () => {
      vi.stubEnv('TZ', 'America/New_York');
      const api = fakeApi({ ...pageRoutes, [`PUT ${ABOUT}`]: { body: { page: scheduledAbout } } });
      const { container } = await openAboutEditor();
      await typeInto(field<HTMLSelectElement>(container, 'Publication') as HTMLSelectElement, '2');
      const time = field(container, 'Publish at') as HTMLInputElement;
      expect(textOf(document.getElementById(time.getAttribute('aria-describedby') ?? ''))).toBe(
        'In your time zone (America/New_York).',
      );
      // 12:30 in New York on 12 March 2030 (daylight time, UTC−4) is 16:30 UTC.
      await typeInto(time, '2030-03-12T12:30');
      await save(container);
      const notice = `Saved. Publishes ${formatLocalTime(scheduledAbout.publishAt)}.`;
      await waitFor(() => textOf(container.querySelector('[role="status"]')) === notice, 'the notice');
      expect(api.sent.filter(({ method }) => method === 'PUT')).toEqual([
        { method: 'PUT', path: ABOUT, body: { publicationState: 2, publishAt: '2030-03-12T16:30:00.000Z' } },
      ]);
      // Saving again sends nothing more: the time is as the server has it.
      await save(container);
      expect(textOf(container.querySelector('[role="status"]'))).toBe('No changes to publish.');

      await click(button(container, '← Back to pages'));
      const item = container.querySelector('[data-page-id="p-about"]');
      expect(textOf(item?.querySelector('.badge'))).toBe('Scheduled');
      expect(textOf(item?.querySelector('.page-item-schedule'))).toBe(
        `Publishes ${formatLocalTime(scheduledAbout.publishAt)}`,
      );
      expect(item?.querySelector('time')?.getAttribute('datetime')).toBe(scheduledAbout.publishAt);
    });

    it('shows a scheduled page’s time in the owner’s zone', async () => {
      vi.stubEnv('TZ', 'Asia/Tokyo');
      fakeApi({
        ...pageRoutes,
        'GET /api/config/pages': { body: { pages: [homePage, scheduledAbout] } },
        [`GET ${ABOUT}`]: { body: { ...aboutDetail, page: scheduledAbout } },
      });
      const { container } = await openAboutEditor();
      expect(field<HTMLSelectElement>(container, 'Publication')?.value).toBe('2');
      expect(field(container, 'Publish at')?.value).toBe('2030-03-13T01:30');
    });

    it('shows the server’s refusal beside the time and moves the focus to it', async () => {
      fakeApi({
        ...pageRoutes,
        [`PUT ${ABOUT}`]: {
          status: 400,
          body: {
            error: 'Choose a time in the future.',
            errors: { publishAt: 'Choose a time in the future.' },
          },
        },
      });
      const { container } = await openAboutEditor();
      await typeInto(field<HTMLSelectElement>(container, 'Publication') as HTMLSelectElement, '2');
      await typeInto(field(container, 'Publish at') as HTMLInputElement, '2001-01-01T09:00');
      await save(container);
      const time = await waitFor(
        () =>
          field(container, 'Publish at')?.getAttribute('aria-invalid') === 'true' &&
          field(container, 'Publish at'),
        'the refusal',
      );
      expect(document.activeElement).toBe(time);
      expect(textOf(container.querySelector('.field-error'))).toBe('Choose a time in the future.');
    });
  });
});
