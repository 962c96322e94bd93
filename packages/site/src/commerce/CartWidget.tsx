// The header's cart: how many items and their subtotal, linking to the cart page. Server-rendered
// empty (every visitor gets the same cached page); the island fills it in from the visitor's
// cart summary cookie and keeps it current after every change.
export function CartWidget({ currency }: { currency: string }) {
  return (
    <a className="cart-widget" href="/cart" data-island="cart-widget" data-currency={currency}>
      <span className="cart-widget-label">Cart</span> <span className="cart-widget-count">0</span>
      <span className="visually-hidden"> items</span> <span className="cart-widget-subtotal" />
    </a>
  );
}
