import { PERMISSIONS } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagesPanel } from '../pages/PagesPanel.tsx';
import { homePage } from '../testing/demo-pages.ts';
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
import { draftDetail, draftPost, journalPage, journalPosts, plumPost } from './testing.ts';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const POSTS = '/api/config/blogs/b-journal/posts';
const titles = (container: HTMLElement) =>
  [...container.querySelectorAll('.page-item-title')].map((element) => textOf(element));

async function openJournal(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ 'GET /api/config/pages': { body: { pages: [homePage, journalPage] } }, ...routes });
  const onShowInFrame = vi.fn();
  rendered = await render(
    <PagesPanel
      frameLocation={{ path: '/', collectionId: null }}
      onShowInFrame={onShowInFrame}
      permissions={PERMISSIONS}
    />,
  );
  const { container } = rendered;
  await waitFor(() => titles(container).includes('Journal'), 'the pages');
  const row = [...container.querySelectorAll<HTMLButtonElement>('.page-item')].find((item) =>
    textOf(item).startsWith('Journal'),
  );
  await click(row);
  return { api, container, onShowInFrame };
}

describe('the blog’s posts', () => {
  it('opens from the blog’s row in the pages panel: loading, then its posts', async () => {
    const posts = heldRoute({ body: journalPosts([plumPost, draftPost]) });
    const { container, onShowInFrame } = await openJournal({ [`GET ${POSTS}`]: posts.route });
    expect(textOf(container.querySelector('h2'))).toBe('Journal: posts');
    expect(document.activeElement).toBe(container.querySelector('h2'));
    expect(textOf(container.querySelector('[role="status"]'))).toBe('Loading posts…');
    expect(onShowInFrame).toHaveBeenCalledWith('/journal');
    posts.release();
    await waitFor(() => titles(container).length === 2, 'the posts');
    expect([...container.querySelectorAll('.badge')].map((badge) => textOf(badge))).toEqual([
      'Available',
      'Hidden',
    ]);
    expect(textOf(container.querySelector('.page-item'))).toContain('Glazes, Test tiles');
  });

  it('filters by publication state, each of core’s labels, and says when none is in it', async () => {
    const { api, container } = await openJournal({
      [`GET ${POSTS}`]: [{ body: journalPosts([plumPost, draftPost]) }, { body: journalPosts([]) }],
    });
    await waitFor(() => titles(container).length === 2, 'the posts');
    const show = field<HTMLSelectElement>(container, 'Show');
    expect([...(show?.options ?? [])].map((option) => option.text)).toEqual([
      'All posts',
      'Available',
      'Scheduled',
      'Needs Review',
      'Hidden',
      'Private',
      'Deleted',
    ]);
    await typeInto(show as HTMLSelectElement, '3');
    await waitFor(() => textOf(container).includes('No posts are Needs Review.'), 'the empty note');
    expect(api.requested.filter((request) => request.startsWith(`GET ${POSTS}`))).toEqual([
      `GET ${POSTS}`,
      `GET ${POSTS}?state=3`,
    ]);
  });

  it('shows a failure with a way to try again', async () => {
    const { container } = await openJournal({
      [`GET ${POSTS}`]: [
        { status: 500, body: { error: 'Database unavailable' } },
        { body: journalPosts([]) },
      ],
    });
    await waitFor(
      () => textOf(container.querySelector('[role="alert"]')) === 'Database unavailable',
      'the failure',
    );
    await click(button(container, 'Try again'));
    await waitFor(() => textOf(container).includes('This blog has no posts yet.'), 'the empty blog');
  });

  it('creates a post and opens it; tags are added with Enter, checked by core, and saved', async () => {
    // Without a body, so its fields open in the panel (a body opens the canvas, proven end to end).
    const fieldsOnly = { ...draftDetail, layout: null };
    const { api, container, onShowInFrame } = await openJournal({
      [`GET ${POSTS}`]: { body: journalPosts([]) },
      [`POST ${POSTS}`]: { status: 201, body: fieldsOnly },
      'GET /api/config/posts/p-draft': { body: fieldsOnly },
      'GET /api/config/assets': { body: { assets: [] } },
      'PUT /api/config/posts/p-draft': (body) => ({
        body: { post: { ...draftPost, ...(body as object) } },
      }),
    });
    await waitFor(() => field(container, 'New post title'), 'the new post form');
    await typeInto(field(container, 'New post title') as HTMLInputElement, 'Salt firing');
    await click(button(container, 'Create post'));
    await waitFor(() => textOf(container.querySelector('h2')) === 'Edit post', 'the post editor');
    expect(onShowInFrame).toHaveBeenLastCalledWith('/journal/salt-firing');
    expect(api.sent.find((request) => request.method === 'POST')?.body).toEqual({ title: 'Salt firing' });
    const tags = await waitFor(() => field<HTMLInputElement>(container, 'Tags'), 'the tags field');

    await typeInto(tags, 'x'.repeat(51));
    await pressKey(tags, 'Enter');
    expect(tags.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(container)).toContain('Tags cannot be longer than 50 characters.');
    expect(container.querySelector('.chip')).toBeNull();

    await typeInto(tags, 'Salt');
    await pressKey(tags, 'Enter');
    await typeInto(tags, 'Kiln');
    await click(button(container, 'Add tag'));
    expect([...container.querySelectorAll('.chip span')].map((chip) => textOf(chip))).toEqual([
      'Salt',
      'Kiln',
    ]);
    expect(textOf(container)).toContain('Kiln added.');
    await click(container.querySelector<HTMLButtonElement>('[aria-label="Remove tag Salt"]') ?? undefined);
    expect(document.activeElement).toBe(tags);

    await typeInto(field(container, 'Categories') as HTMLInputElement, 'y'.repeat(26));
    await click(button(container, 'Add category'));
    expect(textOf(container)).toContain('Categories cannot be longer than 25 characters.');

    await click(button(container, 'Save'));
    await waitFor(() => textOf(container.querySelector('.save-status')) === 'Saved', 'the save');
    expect(api.sent.find((request) => request.method === 'PUT')?.body).toEqual({ tags: ['Kiln'] });
  });

  it('saves the post URL format as the server sanitised it, and shows a refusal beside the field', async () => {
    const { api, container } = await openJournal({
      [`GET ${POSTS}`]: { body: journalPosts([plumPost]) },
      'PUT /api/config/blogs/b-journal': [
        {
          status: 400,
          body: {
            error: 'The post URL format must contain %t, the post’s own URL.',
            errors: { postUrlTemplate: 'The post URL format must contain %t, the post’s own URL.' },
          },
        },
        {
          body: {
            blog: { id: 'b-journal', title: 'Journal', postUrlTemplate: '%y/%m/%t', fullUrl: '/journal' },
          },
        },
      ],
    });
    const format = await waitFor(() => field<HTMLInputElement>(container, 'Post URL format'), 'the format');
    expect(format.value).toBe('%t');
    await typeInto(format, '%Y/%m');
    await click(button(container, 'Save format'));
    await waitFor(() => format.getAttribute('aria-invalid') === 'true', 'the refusal');
    expect(textOf(container)).toContain('The post URL format must contain %t, the post’s own URL.');
    await typeInto(format, '%Y/%m/%T!');
    await click(button(container, 'Save format'));
    await waitFor(() => textOf(container).includes('Saved as %y/%m/%t.'), 'the saved format');
    expect(format.value).toBe('%y/%m/%t');
    expect(api.sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { postUrlTemplate: '%Y/%m' },
      { postUrlTemplate: '%Y/%m/%T!' },
    ]);
    // The list is read again: every post's address follows the format.
    expect(api.requested.filter((r) => r === `GET ${POSTS}`)).toHaveLength(2);
  });
});
