// The shop as a visitor uses it: a product's options keep to variants that exist (a sold-out one
// marked and not addable), Add to Cart puts the chosen variant in the cart, the header's cart
// counts it, and the cart page changes a quantity, asks before a 0 removes the line, and empties.
// axe finds nothing on the product page or the cart.
import { axeViolations } from '../support/axe.ts';
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

  // A quantity of 0 asks first: declined keeps the line, accepted removes it.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await cart.getByLabel('Quantity of Everyday Mug').fill('0');
  await cart.getByLabel('Quantity of Everyday Mug').press('Enter');
  await expect(cart.getByLabel('Quantity of Everyday Mug')).toHaveValue('1');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Remove Everyday Mug from your cart?');
    void dialog.accept();
  });
  await cart.getByLabel('Quantity of Everyday Mug').fill('0');
  await cart.getByLabel('Quantity of Everyday Mug').press('Enter');
  await expect(cart.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.locator('.cart-widget-count')).toHaveText('0');
  expect(pageErrors.filter((e) => !/status of 409/.test(e))).toEqual([]);
});

test('a gift card keeps its page without a buy button', async ({ page }) => {
  await page.goto('/shop/gift-card');
  await expect(page.getByText('Gift cards can be bought here soon.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
});
