import { describe, expect, it } from 'vitest';
import {
  MEMBER_MESSAGES,
  mayJoinArea,
  memberAccess,
  memberEmailKey,
  memberJoinProblems,
  nextPricingOption,
} from './members.ts';

describe('memberAccess', () => {
  const area = ['area-1', 'area-2'];
  it('shows an open page to anyone', () => {
    expect(memberAccess({ protectingAreaIds: [], memberAreaIds: null, canPreview: false })).toBe('show');
  });
  it('asks a visitor to sign in or join (105)', () => {
    expect(memberAccess({ protectingAreaIds: area, memberAreaIds: null, canPreview: false })).toBe('sign-in');
  });
  it('tells a member of no protecting area to join it (106)', () => {
    expect(memberAccess({ protectingAreaIds: area, memberAreaIds: [], canPreview: false })).toBe('join');
    expect(memberAccess({ protectingAreaIds: area, memberAreaIds: ['other'], canPreview: false })).toBe(
      'join',
    );
  });
  it('shows the page to a member of any one protecting area', () => {
    expect(memberAccess({ protectingAreaIds: area, memberAreaIds: ['area-2'], canPreview: false })).toBe(
      'show',
    );
  });
  it('shows every page to a contributor previewing the site', () => {
    expect(memberAccess({ protectingAreaIds: area, memberAreaIds: null, canPreview: true })).toBe('show');
  });
});

describe('member areas', () => {
  it('lets members join free areas only', () => {
    expect(mayJoinArea({ access: 'free' })).toBe(true);
    expect(mayJoinArea({ access: 'paid' })).toBe(false);
  });
  it('steps through pricing options both ways, wrapping around', () => {
    expect(nextPricingOption(0, 3, 'right')).toBe(1);
    expect(nextPricingOption(2, 3, 'right')).toBe(0);
    expect(nextPricingOption(0, 3, 'left')).toBe(2);
    expect(nextPricingOption(0, 1, 'left')).toBe(0);
    expect(nextPricingOption(0, 0, 'right')).toBe(0);
  });
});

describe('joining', () => {
  it('accepts a name, a valid email and a long enough password', () => {
    expect(memberJoinProblems({ name: 'Ada', email: 'ada@example.com', password: 'long enough' })).toEqual(
      {},
    );
  });
  it('names each problem', () => {
    expect(memberJoinProblems({ name: ' ', email: 'nope', password: 'short' })).toEqual({
      name: MEMBER_MESSAGES.nameRequired,
      email: MEMBER_MESSAGES.invalidEmail,
      password: MEMBER_MESSAGES.passwordTooShort,
    });
    expect(memberJoinProblems({ name: 'x'.repeat(101), email: 'a@b.co', password: '12345678' })).toEqual({
      name: MEMBER_MESSAGES.nameTooLong,
    });
  });
  it('compares addresses trimmed and in lower case', () => {
    expect(memberEmailKey('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});
