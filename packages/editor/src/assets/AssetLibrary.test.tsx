import type { AssetFile } from '@tessera/site/api/routes.gen.ts';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  button,
  click,
  field,
  pressKey,
  type Rendered,
  render,
  textOf,
  typeInto,
  waitFor,
} from '../testing/dom.ts';
import { fakeApi, heldRoute } from '../testing/fake-api.ts';
import { AssetLibrary, SEARCH_DELAY_MS } from './AssetLibrary.tsx';
import { connectionFailure, FILES_CHANGED_EVENT, type Uploader } from './use-uploads.ts';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const file = (overrides: Partial<AssetFile>): AssetFile => ({
  id: '0123456789abcdef01234567',
  title: 'studio-hills.svg',
  name: 'studio-hills.svg',
  src: '/s/studio-hills.svg',
  contentType: 'image/svg+xml',
  kind: 'image',
  size: 2048,
  width: 1200,
  height: 800,
  placeholder: null,
  alt: '',
  memberAreaIds: null,
  processing: 'done',
  createdAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

const hills = file({});
const priceList = file({
  id: '0123456789abcdef0123456a',
  title: 'Price list.pdf',
  name: 'price-list.pdf',
  src: '/s/price-list.pdf',
  contentType: 'application/pdf',
  kind: 'document',
  size: 1_572_864,
  width: null,
  height: null,
});

const rows = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.file-row')];
const titles = (container: HTMLElement) =>
  rows(container).map((row) => textOf(row.querySelector('.file-title')));
const alertText = (container: HTMLElement) => textOf(container.querySelector('.upload-messages'));

async function renderLibrary(uploader: Uploader = vi.fn(), onBack = () => {}) {
  rendered = await render(<AssetLibrary onBack={onBack} uploader={uploader} />);
  return rendered.container;
}

/** Chooses files in the library's file input, as the file chooser does. */
async function choose(container: HTMLElement, files: File[]) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
}

describe('AssetLibrary', () => {
  it('loads the files, then lists them with a thumbnail for images and their facts', async () => {
    const files = heldRoute({ body: { files: [hills, priceList], memberAreas: [] } });
    fakeApi({ 'GET /api/config/files': files.route });
    const container = await renderLibrary();
    expect(document.activeElement?.textContent).toBe('Files');
    expect(textOf(container.querySelector('[role="status"].panel-note'))).toBe('Loading files…');
    files.release();
    await waitFor(() => rows(container).length === 2, 'the files');
    expect(titles(container)).toEqual(['studio-hills.svg', 'Price list.pdf']);
    expect(rows(container).map((row) => textOf(row.querySelector('.file-meta')))).toEqual([
      'Image · 2 KB · 1200 × 800',
      'Document · 1.5 MB',
    ]);
    expect(rows(container)[0]?.querySelector('img')?.getAttribute('src')).toBe('/s/studio-hills.svg');
    expect(rows(container)[1]?.querySelector('img')).toBeNull();
    expect(container.querySelector('[role="status"].panel-note')).toBeNull();
  });

  it('says so when there are no files yet', async () => {
    fakeApi({ 'GET /api/config/files': { body: { files: [], memberAreas: [] } } });
    const container = await renderLibrary();
    await waitFor(() => textOf(container).includes('No files yet'), 'the empty state');
    expect(container.querySelector('.file-list')).toBeNull();
  });

  it('uploads a chosen file with a progress bar, then lists it first and tells the pickers', async () => {
    fakeApi({ 'GET /api/config/files': { body: { files: [priceList], memberAreas: [] } } });
    let progress: (sent: number) => void = () => {};
    let finish: (stored: AssetFile) => void = () => {};
    const uploader = vi.fn<Uploader>((_file, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const changed = vi.fn();
    window.addEventListener(FILES_CHANGED_EVENT, changed);
    const container = await renderLibrary(uploader);
    await waitFor(() => rows(container).length === 1, 'the files');

    await choose(container, [new File([new Uint8Array(PNG_SIGNATURE)], 'kiln.png')]);
    await waitFor(() => uploader.mock.calls.length === 1, 'the upload to start');
    await act(async () => progress(0.5));
    const bar = container.querySelector<HTMLProgressElement>('.upload-list progress');
    expect(bar?.value).toBe(50);
    expect(textOf(container.querySelector(`label[for="${bar?.id}"]`))).toBe('kiln.png');
    expect(textOf(container.querySelector('.upload-status'))).toBe('Uploading…');

    await act(async () =>
      finish(file({ id: 'abcdefabcdefabcdefabcdef', title: 'kiln.png', src: '/s/kiln.png' })),
    );
    await waitFor(() => rows(container).length === 2, 'the new file');
    expect(titles(container)).toEqual(['kiln.png', 'Price list.pdf']);
    expect(textOf(container.querySelector('.upload-status'))).toBe('Uploaded');
    expect(changed).toHaveBeenCalled();
    window.removeEventListener(FILES_CHANGED_EVENT, changed);
  });

  it('shows the spec’s message for a file too large or of a type not supported, without sending it', async () => {
    fakeApi({ 'GET /api/config/files': { body: { files: [], memberAreas: [] } } });
    const uploader = vi.fn<Uploader>(async () => {
      throw new Error('There was a problem while uploading your file.');
    });
    const container = await renderLibrary(uploader);
    const huge = new File([new Uint8Array(PNG_SIGNATURE), new Uint8Array(20_000_000)], 'huge.png');
    const tool = new File([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1])], 'tool.png');
    const notes = new File(['fern glaze: 3 coats'], 'notes.txt');
    await choose(container, [huge, tool, notes]);
    await waitFor(() => container.querySelectorAll('.form-alert').length === 3, 'three messages');
    expect([...container.querySelectorAll('.upload-messages .form-alert')].map(textOf)).toEqual([
      'The file huge.png is too large. The maximum allowed file size is 19.1 MB.',
      'The file tool.png is not a supported file type.',
      'There was a problem while uploading your file.',
    ]);
    expect(container.querySelector('.upload-messages')?.getAttribute('role')).toBe('alert');
    expect(uploader.mock.calls.map(([sent]) => sent.name)).toEqual(['notes.txt']);
    await click(button(container, 'Clear finished uploads'));
    expect(alertText(container)).toBe('');
  });

  it("spec 2 §8: a connection lost shows 'Network error' or 'File upload failed to complete', each marked 'Error uploading'", async () => {
    fakeApi({ 'GET /api/config/files': { body: { files: [], memberAreas: [] } } });
    const failures = [connectionFailure(false), connectionFailure(true)];
    const uploader = vi.fn<Uploader>(async () => {
      throw failures.shift();
    });
    const container = await renderLibrary(uploader);
    await choose(container, [new File(['a'], 'a.txt')]);
    await waitFor(() => container.querySelectorAll('.form-alert').length === 1, 'the first message');
    await choose(container, [new File(['b'], 'b.txt')]);
    await waitFor(() => container.querySelectorAll('.form-alert').length === 2, 'the second message');

    expect([...container.querySelectorAll('.upload-messages .form-alert')].map(textOf)).toEqual([
      'Network error Please check your internet connection.',
      'File upload failed to complete',
    ]);
    expect([...container.querySelectorAll('.upload-status')].map(textOf)).toEqual([
      'Error uploading',
      'Error uploading',
    ]);
  });

  it('renames in place: Enter saves, focus comes back; Escape cancels', async () => {
    const api = fakeApi({
      'GET /api/config/files': { body: { files: [hills, priceList], memberAreas: [] } },
      'PUT /api/config/files/0123456789abcdef01234567': (body) => ({
        body: { file: { ...hills, title: (body as { title: string }).title } },
      }),
    });
    const container = await renderLibrary();
    await waitFor(() => rows(container).length === 2, 'the files');

    const rename = button(container, 'Rename studio-hills.svg');
    await click(rename);
    const input = container.querySelector<HTMLInputElement>('.file-name-input');
    expect(input?.getAttribute('aria-label')).toBe('New name for studio-hills.svg');
    expect(document.activeElement).toBe(input);
    await typeInto(input as HTMLInputElement, 'Hills at dusk');
    await pressKey(input as HTMLInputElement, 'Enter');
    await waitFor(() => titles(container)[0] === 'Hills at dusk', 'the new name');
    expect(api.sent.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/config/files/0123456789abcdef01234567',
      body: { title: 'Hills at dusk' },
    });
    expect(document.activeElement).toBe(button(container, 'Rename Hills at dusk'));

    await click(button(container, 'Rename Price list.pdf'));
    const second = container.querySelector<HTMLInputElement>('.file-name-input') as HTMLInputElement;
    await typeInto(second, 'Something else');
    await pressKey(second, 'Escape');
    expect(container.querySelector('.file-name-input')).toBeNull();
    expect(titles(container)[1]).toBe('Price list.pdf');
    expect(document.activeElement).toBe(button(container, 'Rename Price list.pdf'));
    expect(api.calls().filter((call) => call.startsWith('PUT'))).toHaveLength(1);
  });

  it('shows the spec’s rename message, with the reason, when the name is refused', async () => {
    fakeApi({
      'GET /api/config/files': { body: { files: [hills], memberAreas: [] } },
      'PUT /api/config/files/0123456789abcdef01234567': {
        status: 400,
        body: { error: 'One or more fields is invalid.', errors: { title: 'Please enter a file name' } },
      },
    });
    const container = await renderLibrary();
    await click(await waitFor(() => button(container, 'Rename studio-hills.svg'), 'the files'));
    const input = container.querySelector<HTMLInputElement>('.file-name-input') as HTMLInputElement;
    await typeInto(input, ' ');
    await pressKey(input, 'Enter');
    const alert = await waitFor(() => container.querySelector('.file-row [role="alert"]'), 'the message');
    expect(textOf(alert)).toBe('There was a problem while renaming your file. Please enter a file name.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes after a confirmation, which starts on keeping the file', async () => {
    const api = fakeApi({
      'GET /api/config/files': { body: { files: [hills, priceList], memberAreas: [] } },
      'DELETE /api/config/files/0123456789abcdef0123456a': { status: 204 },
    });
    const container = await renderLibrary();
    await waitFor(() => rows(container).length === 2, 'the files');
    await click(button(container, 'Delete Price list.pdf'));
    expect(textOf(container.querySelector('.file-confirm legend'))).toBe(
      'Delete Price list.pdf? Pages that show it will show nothing in its place.',
    );
    expect(document.activeElement).toBe(button(container, 'Keep it'));
    await click(button(container, 'Keep it'));
    expect(document.activeElement).toBe(button(container, 'Delete Price list.pdf'));
    expect(api.calls()).not.toContain('DELETE /api/config/files/0123456789abcdef0123456a');

    await click(button(container, 'Delete Price list.pdf'));
    await click(button(container, 'Delete file'));
    await waitFor(() => rows(container).length === 1, 'the row to go');
    expect(api.calls()).toContain('DELETE /api/config/files/0123456789abcdef0123456a');
    expect(textOf(container.querySelector('p[role="status"].visually-hidden'))).toBe(
      'Deleted Price list.pdf.',
    );
    expect(document.activeElement?.getAttribute('type')).toBe('search');
  });

  describe('who can open a file', () => {
    const areas = [
      { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Studio notes' },
      { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Open studio' },
    ];
    const marked = { ...priceList, memberAreaIds: ['bbbbbbbbbbbbbbbbbbbbbbbb', 'gone-area'] };

    it('marks the members-only files with the areas whose members can open them', async () => {
      fakeApi({ 'GET /api/config/files': { body: { files: [hills, marked], memberAreas: areas } } });
      const container = await renderLibrary();
      await waitFor(() => rows(container).length === 2, 'the files');
      expect(rows(container)[0]?.querySelector('.file-audience')).toBeNull();
      expect(textOf(rows(container)[1]?.querySelector('.file-audience'))).toBe(
        'Members only Members of Open studio',
      );
    });

    it('makes a file members-only for the areas chosen, by keyboard, then puts focus back', async () => {
      const api = fakeApi({
        'GET /api/config/files': { body: { files: [hills], memberAreas: areas } },
        'PUT /api/config/files/0123456789abcdef01234567/members-only': (body) => ({
          body: { file: { ...hills, memberAreaIds: (body as { areaIds: string[] }).areaIds } },
        }),
      });
      const container = await renderLibrary();
      const open = await waitFor(() => button(container, 'Who can open studio-hills.svg'), 'the files');
      expect(open.getAttribute('aria-expanded')).toBe('false');
      await click(open);
      expect(open.getAttribute('aria-expanded')).toBe('true');
      expect(open.getAttribute('aria-controls')).toBe(
        container.querySelector('.file-access')?.parentElement?.id,
      );
      expect(textOf(container.querySelector('.file-access legend'))).toBe('Who can open studio-hills.svg');
      const anyone = field(container, 'Anyone with its address');
      expect(document.activeElement).toBe(anyone);
      expect(anyone?.checked).toBe(true);

      await click(field(container, 'Members only'));
      expect(textOf(container.querySelectorAll('.file-access legend')[1])).toBe('Members of');
      // None chosen: told so, nothing sent.
      await click(button(container, 'Save who can open it'));
      expect(textOf(container.querySelector('.file-access [role="alert"]'))).toBe(
        'Choose at least one member area whose members may open this file.',
      );
      expect(document.activeElement).toBe(field(container, 'Studio notes'));
      expect(api.calls().filter((call) => call.startsWith('PUT'))).toEqual([]);

      await click(field(container, 'Open studio'));
      await click(button(container, 'Save who can open it'));
      await waitFor(() => container.querySelector('.file-audience'), 'the mark');
      expect(api.sent.at(-1)?.body).toEqual({ areaIds: ['bbbbbbbbbbbbbbbbbbbbbbbb'] });
      expect(textOf(container.querySelector('.file-audience'))).toBe('Members only Members of Open studio');
      expect(container.querySelector('.file-access')).toBeNull();
      expect(document.activeElement).toBe(button(container, 'Who can open studio-hills.svg'));
      expect(textOf(container.querySelector('p[role="status"].visually-hidden'))).toBe(
        'studio-hills.svg: Members of Open studio.',
      );
    });

    it('opens a file to anyone again, keeps the choice on Escape, and shows a refusal', async () => {
      const api = fakeApi({
        'GET /api/config/files': { body: { files: [marked], memberAreas: areas } },
        'DELETE /api/config/files/0123456789abcdef0123456a/members-only': [
          { status: 404, body: { error: 'This file does not exist (it may have been deleted).' } },
          { body: { file: { ...marked, memberAreaIds: null } } },
        ],
      });
      const container = await renderLibrary();
      await click(await waitFor(() => button(container, 'Who can open Price list.pdf'), 'the files'));
      expect(field(container, 'Members only')?.checked).toBe(true);
      // Only the areas that still exist are offered, the file's own checked.
      expect(field(container, 'Open studio')?.checked).toBe(true);
      expect(field(container, 'Studio notes')?.checked).toBe(false);

      await pressKey(field(container, 'Members only') as HTMLInputElement, 'Escape');
      expect(container.querySelector('.file-access')).toBeNull();
      expect(document.activeElement).toBe(button(container, 'Who can open Price list.pdf'));

      await click(button(container, 'Who can open Price list.pdf'));
      await click(field(container, 'Anyone with its address'));
      await click(button(container, 'Save who can open it'));
      const alert = await waitFor(
        () => container.querySelector('.file-access [role="alert"]'),
        'the refusal',
      );
      expect(textOf(alert)).toBe('This file does not exist (it may have been deleted).');
      await click(button(container, 'Save who can open it'));
      await waitFor(() => container.querySelector('.file-access') === null, 'the form to close');
      expect(container.querySelector('.file-audience')).toBeNull();
      expect(api.calls().filter((call) => call.startsWith('DELETE'))).toHaveLength(2);
    });

    it('says where to make a member area when the site has none', async () => {
      fakeApi({ 'GET /api/config/files': { body: { files: [hills], memberAreas: [] } } });
      const container = await renderLibrary();
      await click(await waitFor(() => button(container, 'Who can open studio-hills.svg'), 'the files'));
      await click(field(container, 'Members only'));
      expect(textOf(container.querySelector('.file-access .field-help'))).toBe(
        'This site has no member areas yet. Make one on the Members screen, then choose it here.',
      );
    });
  });

  it('searches by name on the server after a pause in typing', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      const q = new URL(url, window.location.href).searchParams.get('q') ?? '';
      asked.push(q);
      const files = [hills, priceList].filter((f) => f.title.toLowerCase().includes(q.toLowerCase()));
      return new Response(JSON.stringify({ files }), { headers: { 'Content-Type': 'application/json' } });
    });
    const container = await renderLibrary();
    await waitFor(() => rows(container).length === 2, 'the files');
    const search = container.querySelector<HTMLInputElement>('input[type="search"]') as HTMLInputElement;
    expect(container.querySelector(`label[for="${search.id}"]`)?.textContent).toBe('Search files');
    await typeInto(search, 'PRICE');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS + 20)));
    await waitFor(() => rows(container).length === 1, 'the match');
    expect(titles(container)).toEqual(['Price list.pdf']);
    await typeInto(search, 'glaze');
    await waitFor(() => textOf(container).includes('No files match “glaze”.'), 'no match');
    expect(asked).toEqual(['', 'PRICE', 'glaze']);
  });
});

describe("spec 2 §8: 'Unable to load results'", () => {
  it('says so when the results of a search fail to load, and Try again asks again', async () => {
    const asked: string[] = [];
    let failSearch = true;
    vi.stubGlobal('fetch', async (url: string) => {
      const q = new URL(url, window.location.href).searchParams.get('q') ?? '';
      asked.push(q);
      if (q && failSearch) return Response.json({ error: 'Search index busy.' }, { status: 500 });
      const files = [hills, priceList].filter((f) => f.title.toLowerCase().includes(q.toLowerCase()));
      return Response.json({ files, memberAreas: [] });
    });
    const container = await renderLibrary();
    await waitFor(() => rows(container).length === 2, 'the files');
    const search = container.querySelector<HTMLInputElement>('input[type="search"]') as HTMLInputElement;
    await typeInto(search, 'price');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS + 20)));

    await waitFor(
      () => textOf(container.querySelector('.load-failure [role="alert"]')) === 'Unable to load results',
      'the failure',
    );
    failSearch = false;
    await click(button(container, 'Try again'));
    await waitFor(() => rows(container).length === 1, 'the results');
    expect(asked).toEqual(['', 'price', 'price']);
  });

  it('a list that fails without a search keeps the server’s words', async () => {
    fakeApi({ 'GET /api/config/files': { status: 500, body: { error: 'The disk is asleep.' } } });
    const container = await renderLibrary();
    await waitFor(
      () => textOf(container.querySelector('.load-failure [role="alert"]')) !== '',
      'the failure',
    );
    expect(textOf(container.querySelector('.load-failure [role="alert"]'))).toBe('The disk is asleep.');
  });
});
