// Filling the checkout page as a buyer does: an address in the Shipping or Billing group, and a card.
import type { Locator } from '@playwright/test';

export interface TestAddress {
  name: string;
  line1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export const NEW_YORK: Omit<TestAddress, 'name'> = {
  line1: '20 Main Street',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  country: 'US',
};

/** Fills the address fields of `group` ('Shipping address' or 'Billing address'), then leaves them. */
export async function fillAddress(checkout: Locator, group: string, address: TestAddress): Promise<void> {
  const fields = checkout.getByRole('group', { name: group });
  await fields.getByLabel('Full name').fill(address.name);
  await fields.getByLabel('Address', { exact: true }).fill(address.line1);
  await fields.getByLabel('City').fill(address.city);
  await fields.getByLabel('State or region').fill(address.state);
  await fields.getByLabel('Postal code').fill(address.zip);
  const country = fields.getByLabel('Country (two-letter code, e.g. US)');
  await country.fill(address.country);
  // Leaving the country asks for the shipping options of the address.
  await country.blur();
}

/** The card fields, with any future expiry and a CVC. */
export async function fillCard(checkout: Locator, number: string): Promise<void> {
  await checkout.getByLabel('Card number').fill(number);
  await checkout.getByLabel('Expiry month (MM)').fill('12');
  await checkout.getByLabel('Expiry year (YYYY)').fill('2034');
  await checkout.getByLabel('Security code (CVC)').fill('123');
}
