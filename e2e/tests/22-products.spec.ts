// The owner's side of the catalogue in Chromium, on a server of this file's own (stock and the store's
// currency change here, which the other files' shared demo must not see): Commerce → Products, a
// physical product made with two variants (one SKU left blank and generated as SQ + 7 digits), made
// Available, shown in the frame and bought by a visitor; its stock set to 0 in Inventory and the
// product page saying Sold out; the currency and units changed in Store settings and the shop
// showing them. axe finds nothing on any commerce screen.
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import {
  collectErrors,
  expect,
  openConfigScreen,
  signInAtConfig,
  sitePreview,
  test,
} from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';

const server = useOwnServer();

const PANEL = '#pages-panel';

async function openCommerceScreen(page: Page, label: string) {
  const panel = await openConfigScreen(page, 'Commerce');
  await panel
    .getByRole('list', { name: 'Store' })
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click();
  await expect(panel.getByRole('heading', { name: label, exact: true })).toBeFocused();
  return panel;
}

test('the owner makes a product with variants, sells it, counts its stock and changes the store’s currency', async ({
  browser,
}) => {
  test.slow();
  const ownerContext = await browser.newContext({ baseURL: server.demoUrl });
  const owner = await ownerContext.newPage();
  const ownerErrors = collectErrors(owner);
  await signInAtConfig(owner, server.owner);

  // Products: the demo's list, axe-clean; a new physical product by its type and name.
  let panel = await openCommerceScreen(owner, 'Products');
  const list = panel.getByRole('list', { name: 'Products' });
  await expect(list.getByRole('button', { name: /^Everyday Mug/ })).toBeVisible();
  expect(await axeViolations(owner, { include: PANEL }), 'the products list').toEqual([]);
  await panel.getByLabel('Physical product').check();
  await panel.getByLabel('Product name').fill('Speckled Tea Bowl');
  await panel.getByRole('button', { name: 'Create product' }).click();
  await expect(panel.getByRole('button', { name: 'Save product' })).toBeVisible();

  // Two variants from one option: Fern with its own SKU, Ash left blank.
  await panel.getByRole('button', { name: 'Add an option' }).click();
  await panel.getByLabel('Option 1 name').fill('Glaze');
  await panel.getByLabel('Option 1 values').fill('Fern, Ash');
  const grid = panel.getByRole('table', { name: /Variants/ });
  await expect(grid.getByRole('rowheader')).toHaveText(['Fern', 'Ash']);
  await grid.getByLabel('Price of Fern', { exact: true }).fill('32.00');
  await grid.getByLabel('Price of Ash', { exact: true }).fill('28.50');
  await grid.getByLabel('SKU of Fern', { exact: true }).fill('BOWL-FERN');
  await expect(grid.getByLabel('SKU of Ash', { exact: true })).toHaveValue('');
  await grid.getByLabel('Stock of Fern', { exact: true }).fill('5');
  await grid.getByLabel('Stock of Ash', { exact: true }).fill('3');
  await grid.getByLabel('Weight of Fern', { exact: true }).fill('0.8');
  await panel.getByLabel('Available', { exact: true }).check();
  expect(await axeViolations(owner, { include: PANEL }), 'the product editor').toEqual([]);
  await panel.getByRole('button', { name: 'Save product' }).click();
  await expect(panel.getByText('Saved. The site shows the change now.')).toBeVisible();
  await expect(grid.getByLabel('SKU of Ash', { exact: true })).toHaveValue(/^SQ\d{7}$/);
  await expect(grid.getByLabel('SKU of Fern', { exact: true })).toHaveValue('BOWL-FERN');

  // Shown in the frame, and on the published shop for a visitor, who can buy it.
  await panel.getByRole('button', { name: 'View product' }).click();
  await expect(sitePreview(owner).getByRole('heading', { name: 'Speckled Tea Bowl' })).toBeVisible();
  const visitorContext = await browser.newContext({ baseURL: server.demoUrl });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/shop');
  await expect(visitor.getByText('Speckled Tea Bowl')).toBeVisible();
  await visitor.goto('/shop/speckled-tea-bowl');
  const form = visitor.getByRole('form', { name: 'Buy Speckled Tea Bowl' });
  await expect(form).toHaveAttribute('data-hydrated', '');
  await form.getByLabel('Glaze').selectOption('Ash');
  await expect(visitor.locator('.product-price')).toHaveText('$28.50');
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(form.getByRole('status')).toHaveText('Added to your cart.');

  // Inventory: Ash counted down to 0 in place; the product page says Sold out for it.
  await panel.getByRole('button', { name: '← Back to products' }).click();
  await panel.getByRole('button', { name: '← Back to commerce' }).click();
  panel = await openCommerceScreen(owner, 'Inventory');
  const ash = panel.getByLabel('Stock of Speckled Tea Bowl (Ash)');
  await expect(ash).toHaveValue('3');
  expect(await axeViolations(owner, { include: PANEL }), 'the inventory').toEqual([]);
  await ash.fill('0');
  await panel.getByRole('button', { name: 'Save stock of Speckled Tea Bowl (Ash)' }).click();
  await expect(panel.getByText('Saved Speckled Tea Bowl (Ash).')).toBeVisible();
  await expect(panel.getByRole('row', { name: /Speckled Tea Bowl Ash/ })).toContainText('Sold out');
  await visitor.reload();
  await expect(form).toHaveAttribute('data-hydrated', '');
  await form.getByLabel('Glaze').selectOption('Ash');
  await expect(form.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  // Fern too: the whole product is sold out.
  await panel.getByLabel('Stock of Speckled Tea Bowl (Fern)').fill('0');
  await panel.getByRole('button', { name: 'Save stock of Speckled Tea Bowl (Fern)' }).click();
  await expect(panel.getByText('Saved Speckled Tea Bowl (Fern).')).toBeVisible();
  await visitor.reload();
  await expect(visitor.locator('.product-sold-out')).toHaveText('Sold out');

  // Store settings: euros and kilograms; the shop shows euros at once.
  await panel.getByRole('button', { name: '← Back to commerce' }).click();
  panel = await openCommerceScreen(owner, 'Store settings');
  expect(await axeViolations(owner, { include: PANEL }), 'the store settings').toEqual([]);
  await panel.getByLabel('Currency').selectOption('EUR');
  await expect(panel.getByText('Prices show like €1,234.50.', { exact: false })).toBeVisible();
  await panel.getByLabel('Kilograms and centimetres (kg, cm)').check();
  await panel.getByRole('button', { name: 'Save settings' }).click();
  await expect(panel.getByText('Saved. The site shows the change now.')).toBeVisible();
  await visitor.goto('/shop/serving-bowl');
  await expect(visitor.locator('.product-price')).toContainText('€');

  // The product editor now speaks kilograms and centimetres.
  await panel.getByRole('button', { name: '← Back to commerce' }).click();
  panel = await openCommerceScreen(owner, 'Products');
  await panel
    .getByRole('list', { name: 'Products' })
    .getByRole('button', { name: /^Speckled Tea Bowl/ })
    .click();
  await expect(panel.getByRole('columnheader', { name: 'Weight (kg)' })).toBeVisible();

  expect(ownerErrors).toEqual([]);
  await visitorContext.close();
  await ownerContext.close();
});
