// The owner's coupons on the shared server: Commerce → Coupons lists the demo's WELCOME10, the owner
// makes an amount-off coupon (its own code, so no other file sees it), a visitor applies it at
// checkout and sees the discount; axe finds nothing on the tab or its form.
import { axeViolations } from '../support/axe.ts';
import { expect, openConfigScreen, signInAtConfig, test } from '../support/fixtures.ts';

const PANEL = '#pages-panel';

test('the owner makes a coupon in Commerce → Coupons and a visitor gets its discount', async ({
  page,
  browser,
  server,
  pageErrors,
}) => {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await signInAtConfig(page, server.owner);
  await openConfigScreen(page, 'Commerce');
  const panel = page.getByRole('complementary', { name: 'Commerce panel' });
  await panel
    .getByRole('list', { name: 'Store' })
    .getByRole('button', { name: /^Coupons/ })
    .click();
  await expect(panel.getByRole('heading', { name: 'Coupons', exact: true })).toBeFocused();
  const table = panel.getByRole('table', { name: 'Coupons' });
  await expect(table.getByRole('row', { name: /WELCOME10/ })).toContainText('Active');
  expect(await axeViolations(page, { include: PANEL }), 'the coupons tab').toEqual([]);

  // A new coupon: $5.00 off, only the amount's field shown for its kind, saved with Enter.
  await panel.getByRole('button', { name: 'New coupon' }).click();
  const form = panel.getByRole('form', { name: 'New coupon' });
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel('Amount off').check();
  await expect(form.getByLabel('Percentage', { exact: true })).toBeHidden();
  await form.getByLabel('Amount (USD)').fill('5.00');
  expect(await axeViolations(page, { include: PANEL }), 'the coupon form').toEqual([]);
  await form.getByLabel('Amount (USD)').press('Enter');
  await expect(panel.getByRole('status').filter({ hasText: `Coupon ${code} saved.` })).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('$5.00 off');
  await expect(row).toContainText('0 used, no limit');

  // A visitor applies it at checkout, lower case, and the summary takes $5.00 off.
  const visitorContext = await browser.newContext({ baseURL: server.demoUrl });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/shop/glaze-recipe-book');
  const buy = visitor.getByRole('form', { name: 'Buy Glaze Recipe Book (PDF)' });
  await expect(buy).toHaveAttribute('data-hydrated', '');
  await buy.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(buy.getByRole('status')).toHaveText('Added to your cart.');
  await visitor.goto('/checkout');
  const checkout = visitor.getByRole('form', { name: 'Checkout' });
  await checkout.getByLabel('Coupon code').fill(code.toLowerCase());
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(checkout.getByText('Coupon applied.')).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Order summary' })).toContainText('Discount−$5.00');
  await visitorContext.close();
  expect(pageErrors).toEqual([]);
});
