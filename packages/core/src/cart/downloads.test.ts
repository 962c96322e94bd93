import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_LIMIT,
  DOWNLOAD_LINK_DAYS,
  downloadExpiresAt,
  downloadState,
  downloadsLeft,
} from './downloads.ts';

const DAY = 24 * 60 * 60 * 1000;
const bought = Date.UTC(2026, 10, 1);

describe('digital downloads', () => {
  it('opens a download for the limit of times within the days after the purchase', () => {
    expect(downloadState({ purchasedAt: bought, count: 0, closed: false }, bought)).toBe('available');
    expect(downloadState({ purchasedAt: bought, count: DOWNLOAD_LIMIT - 1, closed: false }, bought)).toBe(
      'available',
    );
    expect(downloadState({ purchasedAt: bought, count: DOWNLOAD_LIMIT, closed: false }, bought)).toBe(
      'usedUp',
    );
  });

  it('expires at the end of the last day, not before', () => {
    const end = downloadExpiresAt(bought);
    expect(end - bought).toBe(DOWNLOAD_LINK_DAYS * DAY);
    expect(downloadState({ purchasedAt: bought, count: 0, closed: false }, end - 1)).toBe('available');
    expect(downloadState({ purchasedAt: bought, count: 0, closed: false }, end)).toBe('expired');
  });

  it('closes a refunded purchase whatever else holds', () => {
    expect(downloadState({ purchasedAt: bought, count: 0, closed: true }, bought)).toBe('closed');
  });

  it('never counts fewer than no downloads left', () => {
    expect(downloadsLeft(0)).toBe(DOWNLOAD_LIMIT);
    expect(downloadsLeft(DOWNLOAD_LIMIT + 3)).toBe(0);
  });
});
