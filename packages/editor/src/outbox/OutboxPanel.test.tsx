import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, type Rendered, render, textOf, waitFor } from '../testing/dom.ts';
import { fakeApi, heldRoute } from '../testing/fake-api.ts';
import { failedMessage, outboxMessages, recordedMessage } from '../testing/outbox.ts';
import { formatLocalTime } from '../ui/time.ts';
import { OutboxPanel } from './OutboxPanel.tsx';
import { outboxStatusLabel } from './status.ts';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The browser's clock five minutes after the failed message was queued (only Date is faked). */
const fiveMinutesAfterQueued = () =>
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(failedMessage.createdAt) + 5 * 60 * 1000 });

const items = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.outbox-item')];

async function renderPanel(onBack = () => {}) {
  rendered = await render(<OutboxPanel onBack={onBack} />);
  return rendered.container;
}

describe('OutboxPanel', () => {
  it('says it is loading, then lists the messages in the order given with their status in words', async () => {
    fiveMinutesAfterQueued();
    const outbox = heldRoute({ body: { messages: outboxMessages } });
    fakeApi({ 'GET /api/config/outbox': outbox.route });
    const container = await renderPanel();
    expect(document.activeElement?.textContent).toBe('Outbox');
    expect(textOf(container.querySelector('[role="status"]'))).toBe('Loading mail…');
    outbox.release();
    const listed = await waitFor(() => items(container).length === 2 && items(container), 'the messages');
    expect(listed.map((item) => textOf(item.querySelector('.page-item-title')))).toEqual([
      'Your order 1042',
      'Your site is ready',
    ]);
    expect(listed.map((item) => textOf(item.querySelector('.badge')))).toEqual([
      'Failed',
      'Recorded, not sent',
    ]);
    expect(textOf(listed[0]?.querySelector('.page-item-meta'))).toBe(
      'To buyer@example.com · about 5 minutes ago',
    );
    // Spec 2 §9's relative time, the exact time as its title.
    const time = listed[0]?.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(failedMessage.createdAt);
    expect(time?.getAttribute('title')).toBe(formatLocalTime(failedMessage.createdAt));
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  it('says so when there is no mail yet', async () => {
    fakeApi({ 'GET /api/config/outbox': { body: { messages: [] } } });
    const container = await renderPanel();
    await waitFor(() => textOf(container).includes('No mail yet'), 'the empty state');
    expect(container.querySelector('ul')).toBeNull();
  });

  it('shows a failure and loads again on Try again', async () => {
    fakeApi({
      'GET /api/config/outbox': [
        { status: 403, body: { error: 'You do not have permission to do this.' } },
        { body: { messages: outboxMessages } },
      ],
    });
    const container = await renderPanel();
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), 'the failure');
    expect(textOf(alert)).toBe('You do not have permission to do this.');
    await click(button(container, 'Try again'));
    await waitFor(() => items(container).length === 2, 'the messages');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('opens a message to read its text and facts, and goes back to it in the list', async () => {
    fiveMinutesAfterQueued();
    fakeApi({ 'GET /api/config/outbox': { body: { messages: outboxMessages } } });
    const container = await renderPanel();
    await click(await waitFor(() => items(container)[0], 'the messages'));

    const heading = container.querySelector('h2');
    expect(textOf(heading)).toBe('Your order 1042');
    expect(document.activeElement).toBe(heading);
    const facts = Object.fromEntries(
      [...container.querySelectorAll('dl > div')].map((row) => [
        textOf(row.querySelector('dt')),
        textOf(row.querySelector('dd')),
      ]),
    );
    expect(facts).toEqual({
      To: 'buyer@example.com',
      Queued: `about 5 minutes ago (${formatLocalTime(failedMessage.createdAt)})`,
      Status: 'Failed. It could not be sent after 10 tries; no more tries will be made.',
      Tries: '10',
      'Last error': '550 Mailbox unavailable',
    });
    // The plain text as written, line breaks kept.
    expect(container.querySelector('pre')?.textContent).toBe(failedMessage.text);

    await click(button(container, '← Back to outbox'));
    expect(document.activeElement?.getAttribute('data-message-id')).toBe(failedMessage.id);
    // The same message a second time: focus comes back to it again.
    await click(items(container)[0]);
    await click(button(container, '← Back to outbox'));
    expect(document.activeElement?.getAttribute('data-message-id')).toBe(failedMessage.id);
  });

  it('refreshes the list, and goes back to the pages', async () => {
    const api = fakeApi({
      'GET /api/config/outbox': [
        { body: { messages: [recordedMessage] } },
        { body: { messages: outboxMessages } },
      ],
    });
    const onBack = vi.fn();
    const container = await renderPanel(onBack);
    await waitFor(() => items(container).length === 1, 'the first list');
    await click(button(container, 'Refresh'));
    await waitFor(() => items(container).length === 2, 'the refreshed list');
    expect(api.calls()).toEqual(['GET /api/config/outbox', 'GET /api/config/outbox']);
    await click(button(container, '← Back to pages'));
    expect(onBack).toHaveBeenCalledOnce();
  });
});

describe('outboxStatusLabel', () => {
  it('words every status, a retry apart from a first wait', () => {
    expect(outboxStatusLabel({ status: 'queued', attempts: 0 })).toBe('Waiting to be sent');
    expect(outboxStatusLabel({ status: 'queued', attempts: 2 })).toBe('Retrying');
    expect(outboxStatusLabel({ status: 'sent', attempts: 1 })).toBe('Sent');
    expect(outboxStatusLabel({ status: 'failed', attempts: 10 })).toBe('Failed');
    expect(outboxStatusLabel({ status: 'recorded', attempts: 1 })).toBe('Recorded, not sent');
  });
});
