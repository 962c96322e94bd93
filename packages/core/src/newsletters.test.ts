import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES, subscriberEmailKey, validateNewsletterEmail } from './newsletters.ts';

describe('validateNewsletterEmail', () => {
  it('takes an address that follows the spec’s email rule, trimmed', () => {
    expect(validateNewsletterEmail('ada@example.com')).toBeNull();
    expect(validateNewsletterEmail('  Ada.Lovelace+news@Mail.Example.org ')).toBeNull();
  });

  it.each([
    '',
    '   ',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@example.museums',
    'a b@example.com',
  ])('refuses %j with the block’s message', (email) => {
    expect(validateNewsletterEmail(email)).toBe(NEWSLETTER_MESSAGES.invalidEmail);
  });
});

describe('subscriberEmailKey', () => {
  it('compares addresses whatever their case and surrounding spaces', () => {
    expect(subscriberEmailKey(' Ada@Example.COM ')).toBe(subscriberEmailKey('ada@example.com'));
  });
});
