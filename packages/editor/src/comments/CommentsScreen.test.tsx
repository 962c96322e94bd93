import { RELATIVE_TIME_REFRESH_MS } from '@tessera/core';
import type { QueuedComment } from '@tessera/site/api/routes.gen.ts';
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
import { formatLocalTime } from '../ui/time.ts';
import { ToastProvider } from '../ui/toasts.tsx';
import { CommentsScreen } from './CommentsScreen.tsx';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const held: QueuedComment = {
  id: 'c0ffee000000000000000001',
  status: 'pending',
  parentId: null,
  authorName: 'Robin',
  authorEmail: 'robin@example.com',
  text: '<img src=x onerror=alert(1)> nice mug',
  createdAt: '2026-03-01T10:00:00.000Z',
  post: { id: 'p', title: 'Chasing plum', link: '/journal/chasing-plum#comment-c0ffee000000000000000001' },
  spamHint: { links: 0, words: [], likely: false },
};
const counts = { pending: 1, approved: 3, spam: 0 };

const tabs = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[role="tab"]')];

describe('CommentsScreen', () => {
  it('says it is loading, then lists the held comments with their writer’s email and text as text', async () => {
    const queue = heldRoute({ body: { status: 'pending', comments: [held], counts, older: null } });
    fakeApi({ 'GET /api/config/comments': queue.route });
    rendered = await render(<CommentsScreen onBack={() => {}} />);
    const { container } = rendered;
    expect(textOf(container.querySelector('[role="status"]'))).toBe('Loading comments…');
    queue.release();
    await waitFor(() => textOf(container).includes('robin@example.com'), 'the held comment');
    expect(tabs(container).map((tab) => textOf(tab))).toEqual(['Pending (1)', 'Approved (3)', 'Spam (0)']);
    expect(container.querySelector('img')).toBeNull();
    expect(textOf(container.querySelector('.comment-card-text'))).toBe(held.text);
    expect(container.querySelector('a')?.getAttribute('href')).toBe(held.post.link);
  });

  it('moves between the tabs with the arrow keys, and says when a tab is empty', async () => {
    const api = fakeApi({
      'GET /api/config/comments': [
        { body: { status: 'pending', comments: [held], counts, older: null } },
        { body: { status: 'approved', comments: [], counts, older: null } },
      ],
    });
    rendered = await render(<CommentsScreen onBack={() => {}} />);
    const { container } = rendered;
    await waitFor(() => textOf(container).includes('Robin'), 'the queue');
    const [pending] = tabs(container);
    if (!pending) throw new Error('no tabs');
    await pressKey(pending, 'ArrowRight');
    expect(document.activeElement?.textContent).toContain('Approved');
    expect(tabs(container)[1]?.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => textOf(container).includes('No approved comments yet.'), 'the empty state');
    expect(api.requested).toContain('GET /api/config/comments?status=approved');
  });

  it('approves a comment and replies to one, then loads the queue again', async () => {
    const api = fakeApi({
      'GET /api/config/comments': [
        { body: { status: 'pending', comments: [held], counts, older: null } },
        { body: { status: 'pending', comments: [], counts: { ...counts, pending: 0 }, older: null } },
      ],
      [`PUT /api/config/comments/${held.id}`]: { status: 204 },
      [`POST /api/config/comments/${held.id}/replies`]: { status: 201, body: { id: 'r' } },
    });
    rendered = await render(<CommentsScreen onBack={() => {}} />);
    const { container } = rendered;
    await waitFor(() => button(container, 'Reply'), 'the actions');
    await click(button(container, 'Reply'));
    await typeInto(field<HTMLTextAreaElement>(container, 'Reply to Robin') as HTMLTextAreaElement, 'Thanks!');
    await click(button(container, 'Send reply'));
    await waitFor(() => textOf(container).includes('No comments wait for approval.'), 'the queue again');
    expect(api.sent.find((request) => request.method === 'POST')?.body).toEqual({ text: 'Thanks!' });
  });

  it('says an approval in a notification whose Undo holds the comment again', async () => {
    const api = fakeApi({
      'GET /api/config/comments': [
        { body: { status: 'pending', comments: [held], counts, older: null } },
        { body: { status: 'pending', comments: [], counts: { ...counts, pending: 0 }, older: null } },
        { body: { status: 'pending', comments: [held], counts, older: null } },
      ],
      [`PUT /api/config/comments/${held.id}`]: { status: 204 },
    });
    rendered = await render(
      <ToastProvider>
        <CommentsScreen onBack={() => {}} />
      </ToastProvider>,
    );
    const { container } = rendered;
    await waitFor(() => button(container, 'Approve'), 'the actions');
    await click(button(container, 'Approve'));
    await waitFor(() => textOf(container).includes('Approved: the comment by Robin.'), 'the notification');
    await click(button(container, 'Undo'));
    await waitFor(() => textOf(container).includes('Undone.'), 'the undo said');
    const moves = api.sent.filter((request) => request.method === 'PUT').map((request) => request.body);
    expect(moves).toEqual([{ status: 'approved' }, { status: 'pending' }]);
    await waitFor(() => button(container, 'Approve'), 'the comment held again');
  });

  it('marks a comment as spam, and deletes one only after asking', async () => {
    const emptied = { status: 'pending', comments: [], counts: { ...counts, pending: 0 }, older: null };
    const routes = () => ({
      'GET /api/config/comments': [
        { body: { status: 'pending', comments: [held], counts, older: null } },
        { body: emptied },
      ],
      [`PUT /api/config/comments/${held.id}`]: { status: 204 },
      [`DELETE /api/config/comments/${held.id}`]: { status: 204 },
    });
    const spam = fakeApi(routes());
    const first = await render(<CommentsScreen onBack={() => {}} />);
    rendered = first;
    await waitFor(() => button(first.container, 'Mark as spam'), 'the actions');
    await click(button(first.container, 'Mark as spam'));
    await waitFor(
      () => textOf(first.container).includes('No comments wait for approval.'),
      'the queue again',
    );
    expect(spam.sent.find((request) => request.method === 'PUT')?.body).toEqual({ status: 'spam' });
    first.unmount();

    const removal = fakeApi(routes());
    rendered = await render(<CommentsScreen onBack={() => {}} />);
    const { container } = rendered;
    await waitFor(() => button(container, 'Delete'), 'the actions');
    await click(button(container, 'Delete'));
    expect(textOf(container)).toContain('Delete this comment and its replies?');
    await click(button(container, 'Keep it'));
    expect(textOf(container)).not.toContain('Delete this comment and its replies?');
    await click(button(container, 'Delete'));
    await click(button(container, 'Delete for good'));
    await waitFor(() => textOf(container).includes('No comments wait for approval.'), 'the queue again');
    expect(removal.requested).toContain(`DELETE /api/config/comments/${held.id}`);
  });

  it('adds the older page below on request, from where the newest ended, focuses its first comment, and says when one fails', async () => {
    const older: QueuedComment = { ...held, id: 'c0ffee000000000000000002', authorName: 'Sam' };
    const api = fakeApi({
      'GET /api/config/comments': [
        {
          body: {
            status: 'pending',
            comments: [held],
            counts,
            older: '1700000000000.c0ffee000000000000000001',
          },
        },
        { status: 503, body: { error: 'Unable to connect. Please try again' } },
        { body: { status: 'pending', comments: [older], counts, older: null } },
      ],
    });
    rendered = await render(<CommentsScreen onBack={() => {}} />);
    const { container } = rendered;
    await waitFor(() => button(container, 'Show older comments'), 'the more button');
    await click(button(container, 'Show older comments'));
    await waitFor(() => container.querySelector('.load-failure [role="alert"]'), 'the failure');
    await click(button(container, 'Try again'));
    await waitFor(() => textOf(container).includes('Sam'), 'the older page');
    expect(api.requested.at(-1)).toBe(
      'GET /api/config/comments?status=pending&before=1700000000000.c0ffee000000000000000001',
    );
    const cards = [...container.querySelectorAll('.comment-card')];
    expect(cards.length).toBe(2);
    // The button that had the focus is gone: the first older comment takes it, not the page's body.
    await waitFor(() => document.activeElement === cards[1], 'the focus on the first older comment');
    // The last page: nothing older to ask for.
    expect(container.querySelector('.comment-queue-more')).toBeNull();
  });

  it('shows each pending comment’s spam hint', async () => {
    const spammy: QueuedComment = {
      ...held,
      id: 'c0ffee000000000000000003',
      authorName: 'Casino Bot',
      spamHint: { links: 3, words: ['casino', 'viagra'], likely: true },
    };
    fakeApi({
      'GET /api/config/comments': {
        body: { status: 'pending', comments: [held, spammy], counts, older: null },
      },
    });
    rendered = await render(<CommentsScreen onBack={() => {}} />);
    const { container } = rendered;
    await waitFor(() => container.querySelectorAll('.comment-card-spam').length === 2, 'the hints');
    const hints = [...container.querySelectorAll('.comment-card-spam')];
    expect(hints.map((hint) => textOf(hint))).toEqual([
      'No links, no spam words',
      'Looks like spam: 3 links, spam words: casino, viagra',
    ]);
    expect(hints[1]?.classList.contains('is-likely')).toBe(true);
  });

  it('selects comments by their labelled checkboxes or all at once, and acts on them in one request', async () => {
    const flood: QueuedComment[] = Array.from({ length: 3 }, (_, n) => ({
      ...held,
      id: `c0ffee00000000000000010${n}`,
      authorName: `Flooder ${n}`,
    }));
    const emptied = { status: 'pending', comments: [], counts: { ...counts, pending: 0 }, older: null };
    const api = fakeApi({
      'GET /api/config/comments': [
        { body: { status: 'pending', comments: flood, counts, older: null } },
        { body: { status: 'pending', comments: flood, counts, older: null } },
        { body: emptied },
      ],
      'POST /api/config/comments/bulk': [{ body: { changed: 1 } }, { body: { changed: 3 } }],
    });
    rendered = await render(<CommentsScreen onBack={() => {}} />);
    const { container } = rendered;
    await waitFor(() => field(container, 'Select comment by Flooder 1'), 'the checkboxes');
    const approve = () => button(container, 'Approve selected');
    // Nothing chosen, nothing to do.
    expect(approve()?.disabled).toBe(true);
    await click(field(container, 'Select comment by Flooder 1'));
    expect(textOf(container.querySelector('.comment-bulk [role="status"]'))).toBe('1 selected');
    const all = field(container, 'Select all 3 shown');
    expect(all?.checked).toBe(false);
    expect(all?.indeterminate).toBe(true);
    await click(approve());
    await waitFor(() => api.sent.some((request) => request.path.endsWith('/bulk')), 'the bulk request');
    expect(api.sent.find((request) => request.path.endsWith('/bulk'))?.body).toEqual({
      ids: [flood[1]?.id],
      action: 'approve',
    });
    // The queue loads again, nothing selected; all at once, then delete, which asks first.
    await waitFor(
      () =>
        api.requested.filter((r) => r.startsWith('GET')).length === 2 &&
        field(container, 'Select all 3 shown')?.checked === false,
      'the queue again',
    );
    await click(field(container, 'Select all 3 shown'));
    expect(flood.every((c) => field(container, `Select comment by ${c.authorName}`)?.checked)).toBe(true);
    expect(textOf(container.querySelector('.comment-bulk [role="status"]'))).toBe('3 selected');
    await click(button(container, 'Delete selected'));
    expect(textOf(container)).toContain('Delete these 3 comments and their replies?');
    await click(button(container, 'Delete selected for good'));
    await waitFor(() => textOf(container).includes('No comments wait for approval.'), 'the queue emptied');
    const bulks = api.sent.filter((request) => request.path.endsWith('/bulk'));
    expect(bulks).toHaveLength(2);
    expect(bulks[1]?.body).toEqual({ ids: flood.map((c) => c.id), action: 'delete' });
  });
});

describe("spec 2 §9: 'Relative time refreshes every 5 s'", () => {
  it('shows when each comment was written as a relative time, the exact time its title, and refreshes it', async () => {
    // The browser's clock 55 s after the comment was written; its 5-second tick is faked with it.
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval'],
      now: Date.parse(held.createdAt) + 55_000,
    });
    fakeApi({
      'GET /api/config/comments': { body: { status: 'pending', comments: [held], counts, older: null } },
    });
    rendered = await render(<CommentsScreen onBack={() => {}} />);
    const { container } = rendered;
    const time = await waitFor(() => container.querySelector('.comment-card-meta time'), 'the comment');
    expect(time.getAttribute('datetime')).toBe(held.createdAt);
    expect(time.getAttribute('title')).toBe(formatLocalTime(held.createdAt));
    expect(textOf(container.querySelector('.comment-card-meta'))).toBe(
      'Robin (robin@example.com) on Chasing plum · about 55 seconds ago',
    );
    await act(async () => vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS));
    expect(textOf(container.querySelector('.comment-card-meta time'))).toBe('about 1 minute ago');
  });
});
