// What the checkout checks of a buyer's input, with the words it shows: the address (a US zip is
// exactly five digits, by core's rule), the minimum order subtotal.
import { isValidUsZip } from '../commerce.ts';
import { formatMoney } from '../money.ts';

export interface Address {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  state?: string;
  zip: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
}

/** The spec gives a minimum subtotal without its amount: 50 minor units unless the store says otherwise. */
export const DEFAULT_MIN_ORDER_SUBTOTAL_CENTS = 50;

export const minimumSubtotalMessage = (cents: number, currency: string) =>
  `The minimum order subtotal is ${formatMoney(cents, currency)}.`;

export const ADDRESS_MESSAGES = {
  name: 'Enter the name for this address.',
  line1: 'Enter the street address.',
  city: 'Enter the city.',
  state: 'Enter the state.',
  zip: 'Enter the postal code.',
  usZip: 'A US zip code is 5 digits.',
  country: 'Choose a country.',
} as const;

/** Field → message for each problem of an address; empty when it is fine. */
export function addressErrors(address: Address): Partial<Record<keyof Address, string>> {
  const errors: Partial<Record<keyof Address, string>> = {};
  const blank = (v: string | undefined) => (v ?? '').trim() === '';
  if (blank(address.name)) errors.name = ADDRESS_MESSAGES.name;
  if (blank(address.line1)) errors.line1 = ADDRESS_MESSAGES.line1;
  if (blank(address.city)) errors.city = ADDRESS_MESSAGES.city;
  if (!/^[A-Za-z]{2}$/.test(address.country.trim())) errors.country = ADDRESS_MESSAGES.country;
  const us = address.country.trim().toUpperCase() === 'US';
  if (us && blank(address.state)) errors.state = ADDRESS_MESSAGES.state;
  if (us && !isValidUsZip(address.zip)) errors.zip = ADDRESS_MESSAGES.usZip;
  else if (blank(address.zip)) errors.zip = ADDRESS_MESSAGES.zip;
  return errors;
}
