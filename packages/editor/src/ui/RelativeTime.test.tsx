import { RELATIVE_TIME_REFRESH_MS } from '@tessera/core';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Rendered, render, textOf } from '../testing/dom.ts';
import { RelativeTime } from './RelativeTime.tsx';
import { formatLocalTime } from './time.ts';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.useRealTimers();
});

const START = Date.parse('2030-03-12T16:30:00.000Z');

describe("spec 2 §9: 'Relative time refreshes every 5 s: 'just now' under 1 s, 'about N seconds ago' under 60 s'", () => {
  it('shows the relative time in a <time> with the exact time as its title, and refreshes it every 5 s', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: START });
    rendered = await render(<RelativeTime at="2030-03-12T16:30:00.000Z" />);
    const time = rendered.container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2030-03-12T16:30:00.000Z');
    expect(time?.getAttribute('title')).toBe(formatLocalTime('2030-03-12T16:30:00.000Z'));
    expect(textOf(time)).toBe('just now');

    // Nothing changes between refreshes; the 5-second tick shows the new wording.
    await act(async () => vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS - 1));
    expect(textOf(rendered.container.querySelector('time'))).toBe('just now');
    await act(async () => vi.advanceTimersByTime(1));
    expect(textOf(rendered.container.querySelector('time'))).toBe('about 5 seconds ago');
    await act(async () => vi.advanceTimersByTime(12 * RELATIVE_TIME_REFRESH_MS));
    expect(textOf(rendered.container.querySelector('time'))).toBe('about 1 minute ago');
  });

  it('takes milliseconds since the epoch, and shows the exact time after it when asked', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + 3 * 60 * 60 * 1000 });
    rendered = await render(<RelativeTime at={START} withExact />);
    const exact = formatLocalTime(new Date(START).toISOString());
    expect(textOf(rendered.container)).toBe(`about 3 hours ago (${exact})`);
  });

  it('keeps one timer however many times are shown, and none once they are gone', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: START });
    rendered = await render(
      <>
        <RelativeTime at={START} />
        <RelativeTime at={START - 1000} />
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    rendered.unmount();
    rendered = undefined;
    expect(vi.getTimerCount()).toBe(0);
  });
});
