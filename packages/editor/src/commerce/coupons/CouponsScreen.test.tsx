import type { AnswerOf } from '@tessera/site/api/call.ts';
import type { CouponView } from '@tessera/site/api/routes.gen.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../../testing/dom.ts';
import { fakeApi, heldRoute } from '../../testing/fake-api.ts';
import { toLocalInputValue } from '../../ui/time.ts';
import { CouponsScreen } from './CouponsScreen.tsx';

type CouponList = AnswerOf<'GET /api/config/commerce/coupons'>;

const URL = '/api/config/commerce/coupons';
const ID = 'c'.repeat(24);
const MUG = 'a'.repeat(24);

const coupon = (over: Partial<CouponView> = {}): CouponView => ({
  id: ID,
  code: 'SPRING-25',
  kind: 'percentage',
  percentOff: 25,
  amountOffCents: 0,
  minSubtotalCents: 2000,
  startsAt: null,
  endsAt: '2030-04-01T12:00:00.000Z',
  usageLimit: 10,
  timesUsed: 3,
  productIds: null,
  status: 'active',
  statusLabel: 'Active',
  version: 2,
  ...over,
});

const LIST: CouponList = {
  currency: 'USD',
  locale: 'en-US',
  coupons: [coupon()],
  products: [
    { id: MUG, name: 'Everyday Mug' },
    { id: 'b'.repeat(24), name: 'Glaze Recipe Book' },
  ],
};
const EMPTY: CouponList = { ...LIST, coupons: [] };

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderScreen() {
  rendered = await render(<CouponsScreen onBack={() => {}} />);
  return rendered.container;
}

const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('.coupon-table tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => textOf(cell)),
  );

async function openSpring(container: HTMLElement) {
  await waitFor(() => rows(container).length === 1, 'the list');
  await click(button(container, 'Edit SPRING-25'));
  await waitFor(() => button(container, 'Save coupon'), 'the form');
}

describe('CouponsScreen', () => {
  it('says loading, then what a coupon is, and creates one showing only its kind’s value field', async () => {
    const held = heldRoute({ body: EMPTY });
    const made = coupon({ code: 'TAKE5', kind: 'fixed', amountOffCents: 500, percentOff: 0 });
    let loads = 0;
    const api = fakeApi({
      [`GET ${URL}`]: () => (++loads === 1 ? held.route() : { body: { ...LIST, coupons: [made] } }),
      [`POST ${URL}`]: { status: 201, body: made },
    });
    const container = await renderScreen();
    expect(textOf(container)).toContain('Loading coupons…');
    held.release();
    await waitFor(() => textOf(container).includes('No coupons yet'), 'the empty state');
    expect(textOf(container)).toContain('A coupon is a code buyers enter at checkout');
    await click(button(container, 'Create a coupon'));
    expect(field(container, 'Percentage')).toBeDefined();
    expect(field(container, 'Amount (USD)')).toBeUndefined();
    await click(field(container, 'Free shipping'));
    expect(field(container, 'Percentage')).toBeUndefined();
    expect(field(container, 'Amount (USD)')).toBeUndefined();
    await click(field(container, 'Amount off'));
    expect(field(container, 'Percentage')).toBeUndefined();
    await typeInto(field(container, 'Code') as HTMLInputElement, 'take5');
    await typeInto(field(container, 'Amount (USD)') as HTMLInputElement, '5.00');
    await click(button(container, 'Create coupon'));
    await waitFor(() => textOf(container).includes('Coupon TAKE5 saved.'), 'the notice');
    await waitFor(() => rows(container).length === 1, 'the list');
    expect(rows(container)[0]?.[0]).toBe('Edit TAKE5');
    expect(api.sent.find((s) => s.method === 'POST')?.body).toMatchObject({
      kind: 'fixed',
      amountOffCents: 500,
    });
  });

  it('sends a new coupon as the API takes it: money in minor units, times in UTC, products chosen', async () => {
    const api = fakeApi({
      [`GET ${URL}`]: { body: EMPTY },
      [`POST ${URL}`]: { status: 201, body: coupon() },
    });
    const container = await renderScreen();
    await waitFor(() => button(container, 'Create a coupon'), 'the empty state');
    await click(button(container, 'Create a coupon'));
    await typeInto(field(container, 'Code') as HTMLInputElement, 'spring-25');
    await typeInto(field(container, 'Percentage') as HTMLInputElement, '25');
    await typeInto(field(container, 'Minimum subtotal (USD)') as HTMLInputElement, '20.00');
    await typeInto(field(container, 'Starts') as HTMLInputElement, '2030-03-01T09:00');
    await typeInto(field(container, 'Usage limit') as HTMLInputElement, '10');
    await click(field(container, 'Chosen products'));
    await click(field(container, 'Everyday Mug'));
    await click(button(container, 'Create coupon'));
    await waitFor(() => api.sent.some((s) => s.method === 'POST'), 'the create');
    expect(api.sent.find((s) => s.method === 'POST')?.body).toEqual({
      code: 'spring-25',
      kind: 'percentage',
      percentOff: 25,
      minSubtotalCents: 2000,
      startsAt: new Date('2030-03-01T09:00').toISOString(),
      endsAt: null,
      usageLimit: 10,
      productIds: [MUG],
    });
  });

  it('lists each coupon with its discount, status, uses against its limit and dates', async () => {
    fakeApi({
      [`GET ${URL}`]: {
        body: {
          ...LIST,
          coupons: [
            coupon(),
            coupon({
              id: 'd'.repeat(24),
              code: 'SHIPFREE',
              kind: 'freeShipping',
              percentOff: 0,
              minSubtotalCents: 0,
              endsAt: null,
              usageLimit: null,
              timesUsed: 0,
              productIds: [MUG],
              status: 'usedUp',
              statusLabel: 'Used up',
            }),
          ],
        },
      },
    });
    const container = await renderScreen();
    await waitFor(() => rows(container).length === 2, 'the list');
    const [spring, ship] = rows(container);
    expect(spring?.slice(0, 4)).toEqual([
      'Edit SPRING-25',
      '25% off · orders of $20.00 or more',
      'Active',
      '3 of 10 used',
    ]);
    expect(spring?.[4]).toMatch(/^Until Apr 1, 2030/);
    expect(ship).toEqual([
      'Edit SHIPFREE',
      'Free shipping · 1 product',
      'Used up',
      '0 used, no limit',
      'Always',
    ]);
    expect(container.querySelector('.coupon-table caption')?.textContent).toBe('Coupons');
    expect(
      [...container.querySelectorAll('.coupon-table thead th')].map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col', 'col', 'col', 'col']);
  });

  it('edits from the version read and shows a refusal beside its field, tied and focused', async () => {
    const api = fakeApi({
      [`GET ${URL}`]: { body: LIST },
      [`PUT ${URL}/${ID}`]: {
        status: 409,
        body: {
          error: 'There is already a coupon with the code WELCOME10.',
          errors: { code: 'There is already a coupon with the code WELCOME10.' },
        },
      },
    });
    const container = await renderScreen();
    await openSpring(container);
    const code = field(container, 'Code') as HTMLInputElement;
    expect(code.value).toBe('SPRING-25');
    expect((field(container, 'Percentage') as HTMLInputElement).value).toBe('25');
    expect((field(container, 'Minimum subtotal (USD)') as HTMLInputElement).value).toBe('20.00');
    expect((field(container, 'Ends') as HTMLInputElement).value).toBe(
      toLocalInputValue('2030-04-01T12:00:00.000Z'),
    );
    expect(textOf(container)).toContain('Used 3 times so far.');
    await typeInto(code, 'welcome10');
    await click(button(container, 'Save coupon'));
    await waitFor(() => code.getAttribute('aria-invalid') === 'true', 'the refusal');
    expect(document.activeElement).toBe(code);
    expect(textOf(document.getElementById(code.getAttribute('aria-describedby')?.split(' ')[0] ?? ''))).toBe(
      'There is already a coupon with the code WELCOME10.',
    );
    expect(button(container, 'Reload')).toBeUndefined();
    expect(api.sent.find((s) => s.method === 'PUT')?.body).toMatchObject({ code: 'welcome10', version: 2 });
  });

  it('refuses what is not an amount before sending, beside the field', async () => {
    const api = fakeApi({ [`GET ${URL}`]: { body: LIST } });
    const container = await renderScreen();
    await openSpring(container);
    await click(field(container, 'Amount off'));
    const amount = field(container, 'Amount (USD)') as HTMLInputElement;
    await typeInto(amount, 'five');
    await click(button(container, 'Save coupon'));
    await waitFor(() => amount.getAttribute('aria-invalid') === 'true', 'the local refusal');
    expect(document.activeElement).toBe(amount);
    expect(textOf(container)).toContain('Enter an amount, such as 5.00.');
    expect(api.calls()).not.toContain(`PUT ${URL}/${ID}`);
  });

  it('offers a reload when someone saved since', async () => {
    const api = fakeApi({
      [`GET ${URL}`]: { body: LIST },
      [`PUT ${URL}/${ID}`]: {
        status: 409,
        body: { error: 'This coupon was changed elsewhere. Reload to see the latest version.' },
      },
    });
    const container = await renderScreen();
    await openSpring(container);
    await click(button(container, 'Save coupon'));
    await waitFor(() => button(container, 'Reload'), 'the conflict');
    await click(button(container, 'Reload'));
    await waitFor(() => rows(container).length === 1, 'the list again');
    expect(api.calls().filter((c) => c === `GET ${URL}`)).toHaveLength(2);
  });

  it('deletes a coupon after a confirmation whose keep button takes the focus', async () => {
    const api = fakeApi({
      [`GET ${URL}`]: [{ body: LIST }, { body: EMPTY }],
      [`DELETE ${URL}/${ID}`]: { status: 204 },
    });
    const container = await renderScreen();
    await openSpring(container);
    await click(button(container, 'Delete coupon…'));
    expect(api.calls()).not.toContain(`DELETE ${URL}/${ID}`);
    expect(document.activeElement).toBe(button(container, 'Keep it'));
    expect(textOf(container.querySelector('.confirm-removal legend'))).toContain('Delete SPRING-25?');
    await click(button(container, 'Delete SPRING-25'));
    await waitFor(() => textOf(container).includes('Coupon SPRING-25 deleted.'), 'the notice');
    expect(textOf(container)).toContain('No coupons yet');
  });

  it('shows a failure with a retry that loads again', async () => {
    fakeApi({ [`GET ${URL}`]: [{ status: 500, body: { error: 'The store is resting.' } }, { body: LIST }] });
    const container = await renderScreen();
    await waitFor(() => button(container, 'Try again'), 'the failure');
    expect(textOf(container)).toContain('The store is resting.');
    await click(button(container, 'Try again'));
    await waitFor(() => rows(container).length === 1, 'the list');
  });
});
