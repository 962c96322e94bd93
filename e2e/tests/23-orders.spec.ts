// The owner's orders end to end, with real mail: a visitor buys two mugs with the test card (the
// confirmation reaches the buyer and the new-order mail the owner, at an SMTP server this test starts
// for a Tessera server of its own), the owner finds the order in Commerce → Orders by the buyer's
// name, ships one line with a tracking number (the shipped mail carries it), refunds part of the
// other with restock (the refunded mail names the amount; the stock goes back up), and cancels a
// demo order nothing of which was shipped. axe-core finds nothing on the list or an order.
import { readFileSync } from 'node:fs';
import { axeViolations } from '../support/axe.ts';
import { fillAddress, fillCard, NEW_YORK } from '../support/checkout.ts';
import { collectErrors, expect, openConfigScreen, test } from '../support/fixtures.ts';
import { mailTo, useServerWithMail } from '../support/mail-server.ts';

const mailing = useServerWithMail();

const BUYER = 'margaret.hamilton@example.com';

test('the owner finds an order, fulfils a line, refunds with restock and cancels another; the buyer is mailed each time', async ({
  page,
  browser,
}) => {
  test.slow();
  const errors = collectErrors(page);

  // A visitor buys one Fern mug and two Plum mugs with the test card.
  const visitorContext = await browser.newContext({ baseURL: mailing.server.demoUrl });
  const visitor = await visitorContext.newPage();
  for (const [glaze, quantity] of [
    ['Fern', '1'],
    ['Plum', '2'],
  ] as const) {
    await visitor.goto('/shop/everyday-mug');
    const form = visitor.getByRole('form', { name: 'Buy Everyday Mug' });
    await expect(form).toHaveAttribute('data-hydrated', '');
    await form.getByLabel('Glaze').selectOption(glaze);
    await form.getByLabel('Size').selectOption('Regular');
    await form.getByLabel('Quantity').fill(quantity);
    await form.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(form.getByRole('status')).toHaveText('Added to your cart.');
  }
  await visitor.goto('/checkout');
  const checkout = visitor.getByRole('form', { name: 'Checkout' });
  await checkout.getByLabel('Email').fill(BUYER);
  await fillAddress(checkout, 'Shipping address', { name: 'Margaret Hamilton', ...NEW_YORK });
  await checkout.getByRole('radio', { name: /Standard \(3–5 days\)/ }).check();
  await fillCard(checkout, '4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(visitor).toHaveURL(/\/order-confirmed\?order=/);
  const orderPage = visitor.url();
  const placed = (await visitor.locator('.order-number').textContent()) ?? '';
  const number = /Order (\d{5})/.exec(placed)?.[1] ?? '';
  expect(number).toMatch(/^\d{5}$/);
  await visitorContext.close();

  const confirmation = await mailTo(mailing.smtp, BUYER, /^Your order \d{5} from /);
  expect(confirmation.subject).toMatch(new RegExp(`^Your order ${number} from .+`));
  expect(confirmation.text).toContain('Everyday Mug');
  // The mail links back to the order's own page, where the checkout led.
  expect(confirmation.text).toContain(`View your order: ${orderPage}`);
  const newOrder = await mailTo(mailing.smtp, mailing.server.owner.email, /^New order /);
  expect(newOrder.subject).toMatch(new RegExp(`^New order ${number} on .+`));
  expect(newOrder.text).toContain(BUYER);

  // The owner signs in and opens Commerce → Orders.
  await page.goto(`${mailing.server.demoUrl}/config/`);
  await page.getByLabel('Email').fill(mailing.server.owner.email);
  await page.getByLabel('Password').fill(mailing.server.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await openConfigScreen(page, 'Commerce');
  const panel = page.getByRole('complementary', { name: 'Commerce panel' });
  await panel.getByRole('button', { name: /^Orders/ }).click();
  await expect(panel.getByRole('heading', { name: 'Orders' })).toBeFocused();
  const list = panel.getByRole('table', { name: 'Orders, newest first' });
  await expect(list.getByRole('row')).toHaveCount(6); // a header and the four demo orders and the new one
  expect(await axeViolations(page), 'the orders list').toEqual([]);

  // Asked from the page: the browser resolves demo.localhost (Node does not) and sends the session.
  const stockOfPlum = () =>
    page.evaluate(async () => {
      const answer = await fetch('/api/config/commerce/inventory');
      const { variants } = (await answer.json()) as { variants: { sku: string; qtyInStock: number }[] };
      return variants.find((v) => v.sku === 'SQ1000004')?.qtyInStock;
    });
  const plumBefore = await stockOfPlum();
  expect(plumBefore).toBeGreaterThanOrEqual(0);

  await panel.getByLabel('Search orders').fill('hamilton');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(list.getByRole('row')).toHaveCount(2);
  const row = list.getByRole('row').nth(1);
  await expect(row).toContainText('Margaret Hamilton');
  await expect(row).toContainText(BUYER);
  await expect(row).toContainText('Paid');
  await expect(panel.getByText('1 order matches')).toBeVisible();
  // The export holds what the list shows: this order alone.
  const download = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Export CSV of the orders shown' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`${number},`);
  expect(csv[1]).toContain(BUYER);
  await row.getByRole('button', { name: `Order ${number}` }).click();

  await expect(panel.getByRole('heading', { name: `Order ${number}` })).toBeFocused();
  const items = panel.getByRole('table', { name: 'Items' });
  await expect(items).toContainText('Everyday Mug (Glaze: Fern, Size: Regular)');
  await expect(items).toContainText('Everyday Mug (Glaze: Plum, Size: Regular)');
  await expect(panel.locator('.order-addresses')).toContainText('Margaret Hamilton20 Main Street');
  await expect(panel.getByRole('link', { name: BUYER })).toBeVisible();
  await expect(panel.locator('.order-timeline')).toContainText('by the buyer');
  expect(await axeViolations(page), 'an order').toEqual([]);
  await page.screenshot({ path: '/tmp/e2e-orders-detail.png', fullPage: true });

  // Fulfil the Fern line only, with a carrier and tracking number — by keyboard where it counts.
  await panel.getByRole('button', { name: 'Fulfil items' }).click();
  const fulfil = panel.getByRole('form', { name: `Fulfil order ${number}` });
  await expect(fulfil.getByLabel('Everyday Mug (Glaze: Fern, Size: Regular), 1 left')).toBeFocused();
  await fulfil.getByLabel('Everyday Mug (Glaze: Plum, Size: Regular), 2 left').fill('0');
  await fulfil.getByLabel('Carrier').fill('USPS');
  await fulfil.getByLabel('Tracking number').fill('9400111899560000004242');
  await fulfil.getByLabel('Tracking number').press('Enter');
  const shipIt = fulfil.getByRole('button', { name: 'Fulfil and email the buyer' });
  await expect(shipIt).toBeFocused();
  await expect(fulfil.getByRole('group', { name: /^Mark 1 item of order/ })).toBeVisible();
  expect(await axeViolations(page), 'the fulfilment confirmation').toEqual([]);
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Fulfilled 1 item. The buyer has been mailed.')).toBeFocused();
  await expect(panel.locator('.order-headline .badge')).toHaveText('Partially fulfilled');
  const shipped = await mailTo(mailing.smtp, BUYER, /has shipped$/);
  expect(shipped.subject).toMatch(new RegExp(`^Your order ${number} from .+ has shipped$`));
  expect(shipped.text).toContain('USPS, tracking number 9400111899560000004242');

  // Refund part of a Plum mug, putting it back in stock.
  await panel.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = panel.getByRole('form', { name: `Refund order ${number}` });
  await refund.getByLabel('Everyday Mug (Glaze: Plum, Size: Regular), 2 not refunded').fill('1');
  await expect(refund.getByLabel('Amount (USD)')).toHaveValue('$38.00');
  await refund.getByLabel('Amount (USD)').fill('20');
  await refund.getByLabel('Restock items').check();
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(
    refund.getByRole('group', {
      name: /^Refund \$20\.00 to the buyer’s card .+ and put 1 item back in stock\?/,
    }),
  ).toBeVisible();
  await refund.getByRole('button', { name: 'Refund $20.00' }).click();
  await expect(panel.getByText('Refunded $20.00. The buyer has been mailed.')).toBeVisible();
  await expect(panel.locator('.order-headline .badge')).toHaveText('Partially refunded');
  await expect(panel.locator('.order-facts')).toContainText('Refunded$20.00');
  await expect(items.getByRole('row', { name: /Plum/ }).getByRole('cell')).toHaveText([
    '$38.00',
    '2',
    '0',
    '1',
  ]);
  const refunded = await mailTo(mailing.smtp, BUYER, /^A refund for your order/);
  expect(refunded.subject).toMatch(new RegExp(`^A refund for your order ${number} from .+`));
  expect(refunded.text).toContain(`has refunded $20.00 for order ${number}.`);
  expect(await stockOfPlum()).toBe((plumBefore ?? 0) + 1);

  // Back to the list, which shows the new state; then cancel Ada's demo order, paid and not shipped.
  await panel.getByRole('button', { name: '← Back to orders' }).click();
  await expect(row.getByRole('button', { name: `Order ${number}` })).toBeFocused();
  await expect(row).toContainText('Partially refunded');
  await panel.getByLabel('Search orders').fill('ada@example.com');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(list.getByRole('row')).toHaveCount(2);
  await list.getByRole('button', { name: 'Order 00001' }).click();
  await expect(panel.locator('.order-headline .badge')).toHaveText('Paid');
  await panel.getByRole('button', { name: 'Cancel order' }).click();
  const cancel = panel.getByRole('form', { name: 'Cancel order 00001' });
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await cancel.getByRole('button', { name: 'Cancel order and refund' }).click();
  await expect(panel.locator('.order-headline .badge')).toHaveText('Cancelled');
  await expect(panel.getByText('This order is closed: nothing more can be done with it.')).toBeVisible();
  const cancelled = await mailTo(mailing.smtp, 'ada@example.com', /was cancelled$/);
  expect(cancelled.subject).toMatch(/^Your order 00001 from .+ was cancelled$/);
  expect(cancelled.text).toMatch(/has refunded \$\d+\.\d\d for order 00001\./);
  expect(await axeViolations(page), 'a cancelled order').toEqual([]);
  expect(errors).toEqual([]);
});
