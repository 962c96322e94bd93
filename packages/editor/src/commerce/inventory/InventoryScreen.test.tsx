import type { AnswerOf } from '@tessera/site/api/call.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, type Rendered, render, textOf, typeInto, waitFor } from '../../testing/dom.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { InventoryScreen } from './InventoryScreen.tsx';

type Inventory = AnswerOf<'GET /api/config/commerce/inventory'>;

const URL = '/api/config/commerce/inventory';
const P = 'a'.repeat(24);
const row = (id: string, over: Partial<Inventory['variants'][number]> = {}) => ({
  id: id.repeat(24),
  productId: P,
  productName: 'Everyday Mug',
  sku: `SQ${id}`,
  priceCents: 2400,
  salePriceCents: 0,
  onSale: false,
  qtyInStock: 12,
  unlimited: false,
  weightMilli: 1500,
  lowStock: false,
  optionValues: { Glaze: 'Fern' },
  ...over,
});
const INVENTORY: Inventory = {
  lowStockThreshold: 3,
  variants: [
    row('1'),
    row('2', { qtyInStock: 2, lowStock: true, optionValues: { Glaze: 'Ash' } }),
    row('3', { unlimited: true, productName: 'Glaze notes', optionValues: {} }),
  ],
};

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

const stockOf = (container: HTMLElement, name: string) =>
  container.querySelector(`[aria-label="Stock of ${name}"]`) as HTMLInputElement;
const flags = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((r) => textOf(r.querySelector('.inventory-flag')));

describe('InventoryScreen', () => {
  it('shows every variant with its stock and flags, and says what low stock means', async () => {
    fakeApi({ [`GET ${URL}`]: { body: INVENTORY } });
    rendered = await render(<InventoryScreen onBack={() => {}} />);
    const { container } = rendered;
    await waitFor(() => flags(container).length === 3, 'the rows');
    expect(flags(container)).toEqual(['', 'Low stock', '']);
    expect(textOf(container)).toContain('Low stock means 3 or fewer left');
    expect(stockOf(container, 'Glaze notes').disabled).toBe(true);
  });

  it('saves one row by the variant PATCH, and flags it sold out at 0', async () => {
    const api = fakeApi({
      [`GET ${URL}`]: { body: INVENTORY },
      [`PATCH /api/config/commerce/products/${P}/variants/${'1'.repeat(24)}`]: {
        body: { ...row('1'), qtyInStock: 0 },
      },
    });
    rendered = await render(<InventoryScreen onBack={() => {}} />);
    const { container } = rendered;
    await waitFor(() => flags(container).length === 3, 'the rows');
    const save = button(container, 'Save stock of Everyday Mug (Fern)');
    expect(save?.disabled).toBe(true);
    await typeInto(stockOf(container, 'Everyday Mug (Fern)'), '0');
    await click(save);
    await waitFor(() => textOf(container).includes('Saved Everyday Mug (Fern).'), 'the save');
    expect(api.sent.at(-1)?.body).toEqual({ qtyInStock: 0, unlimited: false });
    expect(flags(container)[0]).toBe('Sold out');
  });

  it('refuses a stock that is not a whole number beside its field, sending nothing', async () => {
    const api = fakeApi({ [`GET ${URL}`]: { body: INVENTORY } });
    rendered = await render(<InventoryScreen onBack={() => {}} />);
    const { container } = rendered;
    await waitFor(() => flags(container).length === 3, 'the rows');
    const input = stockOf(container, 'Everyday Mug (Ash)');
    await typeInto(input, '2.5');
    await click(button(container, 'Save stock of Everyday Mug (Ash)'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(document.getElementById(input.getAttribute('aria-describedby') ?? ''))).toBe(
      'Stock is a whole number, 0 or more.',
    );
    expect(api.calls()).toEqual([`GET ${URL}`]);
  });

  it('shows a failure with a retry', async () => {
    fakeApi({
      [`GET ${URL}`]: [
        { status: 500, body: { error: 'No.' } },
        { body: { lowStockThreshold: 3, variants: [] } },
      ],
    });
    rendered = await render(<InventoryScreen onBack={() => {}} />);
    const { container } = rendered;
    await waitFor(() => button(container, 'Try again'), 'the failure');
    await click(button(container, 'Try again'));
    await waitFor(() => textOf(container).includes('No products yet'), 'the empty inventory');
  });
});
