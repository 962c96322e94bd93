// What a product page's Add to Cart knows of the product: its variants by option values, each with
// its price words and whether it is sold out — never stock counts (visitors see in stock / sold out).
export interface PurchaseVariant {
  id: string;
  /** Option name → value */
  optionValues: Record<string, string>;
  priceLabel: string;
  /** The price struck through when on sale */
  regularPriceLabel: string | null;
  soldOut: boolean;
}

export interface ProductPurchase {
  productId: string;
  options: { name: string; values: string[] }[];
  variants: PurchaseVariant[];
}

export const CART_EVENT = 'tessera:cart';
/** A readable cookie with the cart's item count and subtotal ("3.11400"): the header widget shows it without a request. */
export const CART_SUMMARY_COOKIE = 'tessera_cart_summary';

export interface CartSummary {
  totalQuantity: number;
  subtotalCents: number;
}

export function readCartSummary(cookies: string): CartSummary {
  const match = new RegExp(`(?:^|; )${CART_SUMMARY_COOKIE}=(\\d+)\\.(\\d+)`).exec(cookies);
  return { totalQuantity: Number(match?.[1] ?? 0), subtotalCents: Number(match?.[2] ?? 0) };
}

/** The variant these choices name, if any. */
export function variantFor(
  purchase: ProductPurchase,
  chosen: Record<string, string>,
): PurchaseVariant | undefined {
  return purchase.variants.find((v) =>
    purchase.options.every((o) => v.optionValues[o.name] === chosen[o.name]),
  );
}
