import { describe, expect, it } from 'vitest';
import { defaultLinkTitle, LINK_TYPES, linkTypeOf, ORDER_NOW_LINK_TITLE } from './links.ts';

describe("spec 1 §3: 'Connected-account link for an online food ordering service: default link title Order Now'", () => {
  it('has the Order Now link type, whose default title is the spec’s words', () => {
    expect(LINK_TYPES).toContain('order-now');
    expect(ORDER_NOW_LINK_TITLE).toBe('Order Now');
    expect(defaultLinkTitle('order-now')).toBe('Order Now');
  });

  it('reads a link to the ordering service’s pages as the Order Now link', () => {
    expect(linkTypeOf('https://direct.chownow.com/order/1234/locations/5678')).toBe('order-now');
    expect(linkTypeOf('https://chownow.com/order/9')).toBe('order-now');
    expect(linkTypeOf('//ordering.chownow.com/x')).toBe('order-now');
    // Only that host, not one that merely ends with its letters
    expect(linkTypeOf('https://notchownow.com/order')).toBe('web');
  });

  it('tells the other link types apart, and gives them no default title', () => {
    expect(linkTypeOf('/shop')).toBe('page');
    expect(linkTypeOf('/s/menu.pdf')).toBe('file');
    expect(linkTypeOf('#hours')).toBe('anchor');
    expect(linkTypeOf('https://example.com')).toBe('web');
    expect(linkTypeOf('mailto:hello@example.com')).toBe('email');
    expect(linkTypeOf('tel:+44 20 7946 0000')).toBe('phone');
    expect(linkTypeOf('sms:+4420')).toBe('sms');
    expect(linkTypeOf('javascript:alert(1)')).toBeNull();
    for (const type of LINK_TYPES.filter((type) => type !== 'order-now'))
      expect(defaultLinkTitle(type)).toBeUndefined();
    expect(defaultLinkTitle(null)).toBeUndefined();
  });
});
