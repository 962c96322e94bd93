// The shop as a visitor uses it: a product's options keep to variants that exist (a sold-out one
// marked and not addable), Add to Cart puts the chosen variant in the cart, the header's cart
// counts it, and the cart page changes a quantity, asks in the runtime's dialog before a 0 removes
// the line, and empties.
// axe finds nothing on the product page or the cart.
import { readFile } from 'node:fs/promises';
import { axeViolations } from '../support/axe.ts';
import { fillAddress, fillCard, NEW_YORK } from '../support/checkout.ts';
import { expect, test } from '../support/fixtures.ts';

test('a visitor picks a variant, adds it, sees the header count, and edits the cart', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/shop/everyday-mug');
  const form = page.getByRole('form', { name: 'Buy Everyday Mug' });
  const glaze = form.getByLabel('Glaze');
  const size = form.getByLabel('Size');
  const add = form.getByRole('button', { name: 'Add to Cart' });
  await expect(form).toHaveAttribute('data-hydrated', '');

  // Oat comes in Regular only, and that one is sold out; Plum has no Large.
  await glaze.selectOption('Oat');
  await expect(form.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  await expect(size.locator('option[value="Large"]')).toBeDisabled();
  await glaze.selectOption('Fern');
  await size.selectOption('Large');
  await expect(page.locator('.product-price')).toHaveText('$44.00');
  expect(await axeViolations(page), 'the product page').toEqual([]);

  await form.getByLabel('Quantity').fill('2');
  await add.click();
  await expect(form.getByRole('status')).toHaveText('Added to your cart.');
  const widget = page.getByRole('link', { name: /^Cart/ });
  await expect(widget.locator('.cart-widget-count')).toHaveText('2');
  await expect(widget.locator('.cart-widget-subtotal')).toHaveText('$88.00');

  // Another page: the header knows the cart without asking the server.
  await page.goto('/about');
  await expect(page.locator('.cart-widget')).toHaveAttribute('data-synced', '');
  await expect(page.locator('.cart-widget-count')).toHaveText('2');

  await page.locator('.cart-widget').click();
  await expect(page).toHaveURL(/\/cart$/);
  const cart = page.locator('#tessera-cart');
  const quantity = cart.getByLabel('Quantity of Everyday Mug');
  await expect(quantity).toHaveValue('2');
  await expect(cart.getByRole('table', { name: 'Your cart' })).toContainText('Glaze: Fern, Size: Large');
  expect(await axeViolations(page), 'the cart').toEqual([]);

  await quantity.fill('1');
  await quantity.press('Enter');
  await expect(cart.locator('.cart-totals')).toContainText('$44.00');
  await expect(page.locator('.cart-widget-count')).toHaveText('1');
  await expect(quantity).toBeFocused();

  // Past the stock (4 of Fern Large): refused in the spec's words, the line as it was.
  await quantity.fill('9');
  await quantity.press('Enter');
  await expect(cart.getByRole('alert')).toHaveText('Unable to update quantity');
  await expect(cart.getByLabel('Quantity of Everyday Mug')).toHaveValue('1');

  // A quantity of 0 asks first, in the runtime's confirmation dialog, by keyboard: Escape keeps the
  // line and gives the focus back; Enter on Remove (focused first) removes it.
  const line = cart.getByLabel('Quantity of Everyday Mug');
  const prompt = page.getByRole('alertdialog', { name: 'Remove item' });
  await line.fill('0');
  await line.press('Enter');
  await expect(prompt).toBeVisible();
  await expect(prompt).toHaveAccessibleDescription('Remove Everyday Mug from your cart?');
  await expect(prompt.getByRole('button', { name: 'Remove' })).toBeFocused();
  expect(await axeViolations(page), 'the cart’s remove prompt').toEqual([]);
  await page.keyboard.press('Tab');
  await expect(prompt.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(prompt.getByRole('button', { name: 'Remove' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);
  await expect(line).toHaveValue('1');
  await expect(line).toBeFocused();
  await line.fill('0');
  await line.press('Enter');
  await expect(prompt.getByRole('button', { name: 'Remove' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(prompt).toHaveCount(0);
  await expect(cart.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.locator('.cart-widget-count')).toHaveText('0');
  expect(pageErrors.filter((e) => !/status of 409/.test(e))).toEqual([]);
});

test('a gift card keeps its page without a buy button', async ({ page }) => {
  await page.goto('/shop/gift-card');
  await expect(page.getByText('Gift cards can be bought here soon.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
});

test('without a cart cookie, proceeding to checkout says the spec’s sentence', async ({
  browser,
  server,
}) => {
  const visitor = await browser.newContext({ baseURL: server.demoUrl });
  try {
    const page = await visitor.newPage();
    await page.goto('/commerce/goto-checkout');
    await expect(page.getByRole('alert')).toHaveText(
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    );
    await expect(page.getByRole('form', { name: 'Checkout' })).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

test('a visitor checks out with a coupon: a declined card keeps the cart, the test card places the order', async ({
  page,
}) => {
  await page.goto('/shop/everyday-mug');
  const form = page.getByRole('form', { name: 'Buy Everyday Mug' });
  await expect(form).toHaveAttribute('data-hydrated', '');
  await form.getByLabel('Glaze').selectOption('Plum');
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(form.getByRole('status')).toHaveText('Added to your cart.');
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const checkout = page.getByRole('form', { name: 'Checkout' });
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('1 × Everyday Mug');
  await checkout.getByLabel('Email').fill('buyer@example.com');
  await fillAddress(checkout, 'Shipping address', { name: 'Ada Lovelace', ...NEW_YORK });
  // Billing is the shipping address unless the buyer says otherwise.
  await expect(checkout.getByLabel('Same as the shipping address')).toBeChecked();
  await expect(checkout.getByRole('group', { name: 'Billing address' }).getByLabel('Full name')).toBeHidden();
  await checkout.getByRole('radio', { name: /Standard \(3–5 days\)/ }).check();
  await expect(summary).toContainText('Shipping$8.00');
  await checkout.getByLabel('Coupon code').fill('welcome10');
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(checkout.getByText('Coupon applied.')).toBeVisible();
  await expect(summary).toContainText('Discount−$3.80');
  await expect(checkout.getByText('Test mode: no money is taken.', { exact: false })).toBeVisible();
  expect(await axeViolations(page), 'the checkout').toEqual([]);

  await fillCard(checkout, '4000 0000 0000 0002');
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(page.locator('.checkout-alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator('.cart-widget-count')).toHaveText('1');

  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Place order' }).click();
  // The order's own signed page: the receipt, which the confirmation mail links to as well.
  await expect(page).toHaveURL(/\/order-confirmed\?order=[0-9a-f]{24}\.[\w-]+$/);
  await expect(page.locator('.order-number')).toHaveText(
    /^Order \d{5} · Paid\. A confirmation was sent to buyer@example.com\.$/,
  );
  const lines = page.getByRole('table', { name: 'What was ordered' });
  await expect(lines).toContainText('Everyday Mug (Plum, Regular)');
  // 3,800 − 380 + 800 shipping, and New York's 8.88% of 4,220: 375.
  await expect(lines.getByRole('row', { name: /^Total/ })).toHaveText('Total$45.95');
  await expect(page.getByText('Placed in test mode: no money was taken.')).toBeVisible();
  await expect(page.locator('address')).toContainText('20 Main Street');
  await expect(page.locator('.cart-widget-count')).toHaveText('0');
  expect(await axeViolations(page), 'the order confirmed page').toEqual([]);
});

test('a digital product: no shipping, a billing address, and the file downloaded from the order page', async ({
  page,
}) => {
  await page.goto('/shop/glaze-recipe-book');
  const form = page.getByRole('form', { name: 'Buy Glaze Recipe Book (PDF)' });
  await expect(form).toHaveAttribute('data-hydrated', '');
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(form.getByRole('status')).toHaveText('Added to your cart.');
  await page.goto('/checkout');
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(
    '1 × Glaze Recipe Book (PDF)',
  );
  // Nothing ships: no shipping address, and the billing address is asked for itself.
  await expect(checkout.getByRole('group', { name: 'Shipping address' })).toBeHidden();
  await expect(checkout.getByLabel('Same as the shipping address')).toBeHidden();
  const billing = checkout.getByRole('group', { name: 'Billing address' });
  await checkout.getByLabel('Email').fill('reader@example.com');
  // A US zip is five digits (core's rule): this one is short.
  const arlington = {
    name: 'Grace Hopper',
    line1: '1 Navy Way',
    city: 'Arlington',
    state: 'VA',
    country: 'US',
  };
  await fillAddress(checkout, 'Billing address', { ...arlington, zip: '2220' });
  await fillCard(checkout, '4242 4242 4242 4242');
  expect(await axeViolations(page), 'the checkout without shipping').toEqual([]);
  await checkout.getByRole('button', { name: 'Place order' }).click();
  // Refused beside the billing field.
  await expect(billing.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true');
  await billing.getByLabel('Postal code').fill('22202');
  await checkout.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/order-confirmed\?order=/);
  const downloads = page.getByRole('region', { name: 'Your downloads' });
  await expect(downloads).toContainText('5 of 5 downloads left');
  expect(await axeViolations(page), 'the order page with a download').toEqual([]);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('button', { name: 'Download Glaze Recipe Book' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('glaze-recipe-book.pdf');
  const path = await file.path();
  expect((await readFile(path)).subarray(0, 8).toString()).toBe('%PDF-1.4');
  await page.reload();
  await expect(downloads).toContainText('4 of 5 downloads left');
});

test('quick view opens a product from the shop in a dialog, adds it, and gives focus back', async ({
  page,
}) => {
  await page.goto('/shop');
  const open = page.getByRole('button', { name: 'Quick view: Everyday Mug' });
  await expect(open).toBeVisible();
  // Every island settled first (the cart in the header, the cookie banner): a click aimed while one
  // was still changing the page once reached no dialog, with the suite beside the unit tests.
  await expect(page.locator('html')).toHaveAttribute('data-islands-ready', '');
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Everyday Mug' });
  await expect(dialog.getByRole('heading', { name: 'Everyday Mug' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'View full details' })).toHaveAttribute(
    'href',
    '/shop/everyday-mug',
  );
  const form = dialog.getByRole('form', { name: 'Buy Everyday Mug' });
  await expect(form).toHaveAttribute('data-hydrated', '');
  await form.getByLabel('Glaze').selectOption('Plum');
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(form.getByRole('status')).toHaveText('Added to your cart.');
  await expect(page.locator('.cart-widget-count')).toHaveText('1');
  // Focus stays where the buyer pressed (the button is aria-disabled while it works, not disabled).
  await expect(form.getByRole('button', { name: 'Add to Cart' })).toBeFocused();
  expect(await axeViolations(page), 'the quick view').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
