// Tax: rules by country and, optionally, state or region, each a rate in basis points (725 = 7.25%).
// Every rule for the buyer's location applies. Exclusive prices get the tax added; inclusive prices
// already hold it, and the tax shown is the part of the price that is tax. Tax is rounded once per
// rule on the order's taxable amount (half up, to a whole minor unit), so the order's tax is what
// its total says, not a sum of per-line roundings that drift by a cent.
import type { ShippingLocation } from './shipping.ts';

export interface TaxRule {
  id: string;
  name: string;
  country: string;
  /** null for the whole country */
  region: string | null;
  rateBasisPoints: number;
  /** Whether shipping is taxed by this rule too */
  appliesToShipping: boolean;
}

const same = (a: string | undefined, b: string) => (a ?? '').trim().toUpperCase() === b.trim().toUpperCase();

export function applicableTaxRules(rules: readonly TaxRule[], location: ShippingLocation | null): TaxRule[] {
  if (!location) return [];
  return rules.filter(
    (rule) =>
      same(location.country, rule.country) && (rule.region === null || same(location.state, rule.region)),
  );
}

/**
 * The tax on `goodsCents` (after discounts) and `shippingCents` under `rules`. Inclusive: the share
 * of those amounts that is tax, amount × rate / (1 + rate) for the rules' combined rate.
 */
export function taxCents(
  rules: readonly TaxRule[],
  goodsCents: number,
  shippingCents: number,
  pricesIncludeTax: boolean,
): number {
  if (pricesIncludeTax) {
    const total = rules.reduce((sum, r) => sum + r.rateBasisPoints, 0);
    if (total <= 0) return 0;
    const taxedShipping = rules.some((r) => r.appliesToShipping) ? shippingCents : 0;
    const base = goodsCents + taxedShipping;
    return Math.round((base * total) / (10_000 + total));
  }
  return rules.reduce((sum, rule) => {
    const base = goodsCents + (rule.appliesToShipping ? shippingCents : 0);
    return sum + Math.round((base * rule.rateBasisPoints) / 10_000);
  }, 0);
}
