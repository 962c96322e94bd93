// A product page's Add to Cart: a choice per option (the first variant in stock chosen), the
// quantity and the button, server-rendered; the island (./product) keeps the choices to variants
// that exist, marks the sold-out ones, and adds to the cart.
import type { ProductPurchase } from './purchase.ts';

export function ProductForm({ purchase, title }: { purchase: ProductPurchase; title: string }) {
  const first = purchase.variants.find((v) => !v.soldOut) ?? purchase.variants[0];
  const allSoldOut = purchase.variants.every((v) => v.soldOut);
  return (
    <form
      className="product-form"
      data-island="product"
      data-purchase={JSON.stringify(purchase)}
      aria-label={`Buy ${title}`}
    >
      {purchase.options.map((option) => (
        <p key={option.name} className="product-form-option">
          <label htmlFor={`option-${option.name}`}>{option.name}</label>
          <select
            id={`option-${option.name}`}
            name={option.name}
            defaultValue={first?.optionValues[option.name]}
          >
            {option.values.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </p>
      ))}
      <p className="product-form-option">
        <label htmlFor="product-quantity">Quantity</label>
        <input
          id="product-quantity"
          name="quantity"
          type="number"
          min={1}
          max={999}
          defaultValue={1}
          inputMode="numeric"
        />
      </p>
      <button type="submit" className="button button-primary" disabled={allSoldOut}>
        {allSoldOut ? 'Sold out' : 'Add to Cart'}
      </button>
      <p className="product-form-status" role="status" />
      <noscript>
        <p>Adding to the cart needs JavaScript.</p>
      </noscript>
    </form>
  );
}
