import { describe, expect, it } from 'vitest';
import {
  mayMailPasswordReset,
  PASSWORD_RESET_LIFETIME_MS,
  PASSWORD_RESET_SPACING_MS,
} from './password-reset.ts';

describe('mayMailPasswordReset', () => {
  const now = 1_000_000_000;
  const sentAt = (at: number) => at + PASSWORD_RESET_LIFETIME_MS;

  it('mails the first link, and again once a minute has passed since the newest', () => {
    expect(mayMailPasswordReset(null, now)).toBe(true);
    expect(mayMailPasswordReset(sentAt(now - PASSWORD_RESET_SPACING_MS), now)).toBe(true);
  });

  it('mails no second link within the minute', () => {
    expect(mayMailPasswordReset(sentAt(now - PASSWORD_RESET_SPACING_MS + 1), now)).toBe(false);
    expect(mayMailPasswordReset(sentAt(now), now)).toBe(false);
  });
});
