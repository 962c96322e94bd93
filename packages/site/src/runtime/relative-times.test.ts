import { RELATIVE_TIME_REFRESH_MS } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showRelativeTimes, startRelativeTimes } from './relative-times.ts';

const WRITTEN = '2030-03-12T16:30:00.000Z';

function comments(): HTMLElement {
  const section = document.createElement('section');
  section.innerHTML = `<p class="comment-meta"><strong>June</strong> · <time datetime="${WRITTEN}">March 12, 2030</time></p><p><time>no moment</time></p>`;
  document.body.append(section);
  return section;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe("spec 2 §9: 'Relative time refreshes every 5 s: 'just now' under 1 s, 'about N seconds ago' under 60 s'", () => {
  it('tells each time relative to now, the date the server wrote kept as its title', () => {
    const section = comments();
    showRelativeTimes(section, Date.parse(WRITTEN) + 500);
    const [time, other] = section.querySelectorAll('time');
    expect(time?.textContent).toBe('just now');
    expect(time?.title).toBe('March 12, 2030');
    showRelativeTimes(section, Date.parse(WRITTEN) + 42_000);
    expect(time?.textContent).toBe('about 42 seconds ago');
    expect(time?.title).toBe('March 12, 2030');
    // A <time> without a moment is left as written.
    expect(other?.textContent).toBe('no moment');
  });

  it('refreshes every 5 s until undone', () => {
    vi.useFakeTimers({ now: Date.parse(WRITTEN) + 10_000 });
    const section = comments();
    const stop = startRelativeTimes(section);
    const time = section.querySelector('time');
    expect(time?.textContent).toBe('about 10 seconds ago');
    vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS - 1);
    expect(time?.textContent).toBe('about 10 seconds ago');
    vi.advanceTimersByTime(1);
    expect(time?.textContent).toBe('about 15 seconds ago');
    stop();
    vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS * 10);
    expect(time?.textContent).toBe('about 15 seconds ago');
    expect(vi.getTimerCount()).toBe(0);
  });
});
