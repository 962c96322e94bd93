// The checkout page's form (201), the same for every visitor: contact, shipping address, billing
// address (the shipping one unless unticked; asked for itself when nothing ships), the shipping
// options and summary the island fills from the visitor's cart, a coupon, and the card.
// In test mode it says so, and which card to use.
const field = (id: string, label: string, props: Record<string, string | boolean> = {}) => (
  <p className="checkout-field" key={id}>
    <label htmlFor={`checkout-${id}`}>{label}</label>
    <input id={`checkout-${id}`} name={id} aria-describedby={`checkout-${id}-error`} {...props} />
    <span className="field-error" id={`checkout-${id}-error`} />
  </p>
);

export const CHECKOUT_ROOT_ID = 'tessera-checkout';

export function CheckoutForm({ currency, testMode }: { currency: string; testMode: boolean }) {
  return (
    <div id={CHECKOUT_ROOT_ID} data-island="checkout" data-currency={currency}>
      <p className="checkout-alert" role="alert" />
      <form className="checkout-form" aria-label="Checkout" noValidate>
        <fieldset>
          <legend>Contact</legend>
          {field('email', 'Email', { type: 'email', autoComplete: 'email', required: true })}
        </fieldset>
        <fieldset className="checkout-shipping">
          <legend>Shipping address</legend>
          {field('name', 'Full name', { autoComplete: 'name' })}
          {field('line1', 'Address', { autoComplete: 'address-line1' })}
          {field('line2', 'Apartment, suite (optional)', { autoComplete: 'address-line2' })}
          {field('city', 'City', { autoComplete: 'address-level2' })}
          {field('state', 'State or region', { autoComplete: 'address-level1' })}
          {field('zip', 'Postal code', { autoComplete: 'postal-code' })}
          {field('country', 'Country (two-letter code, e.g. US)', {
            autoComplete: 'country',
            maxLength: '2',
          })}
        </fieldset>
        <fieldset className="checkout-billing">
          <legend>Billing address</legend>
          {/* Hidden by the island when nothing is shipped: then the billing address is asked for itself. */}
          <p className="checkout-field checkout-billing-same">
            <input id="checkout-billingSame" name="billingSame" type="checkbox" defaultChecked />
            <label htmlFor="checkout-billingSame">Same as the shipping address</label>
          </p>
          <div className="checkout-billing-fields" hidden>
            {field('billing-name', 'Full name', { autoComplete: 'billing name' })}
            {field('billing-line1', 'Address', { autoComplete: 'billing address-line1' })}
            {field('billing-line2', 'Apartment, suite (optional)', { autoComplete: 'billing address-line2' })}
            {field('billing-city', 'City', { autoComplete: 'billing address-level2' })}
            {field('billing-state', 'State or region', { autoComplete: 'billing address-level1' })}
            {field('billing-zip', 'Postal code', { autoComplete: 'billing postal-code' })}
            {field('billing-country', 'Country (two-letter code, e.g. US)', {
              autoComplete: 'billing country',
              maxLength: '2',
            })}
          </div>
        </fieldset>
        <fieldset className="checkout-options">
          <legend>Shipping option</legend>
          <p className="checkout-options-note">Enter the address to see the options.</p>
          <span className="field-error" id="checkout-shippingOptionId-error" />
        </fieldset>
        <fieldset>
          <legend>Coupon</legend>
          <p className="checkout-field">
            <label htmlFor="checkout-coupon">Coupon code</label>
            <input id="checkout-coupon" name="coupon" aria-describedby="checkout-coupon-note" />
            <button type="button" className="button checkout-apply">
              Apply
            </button>
            <span id="checkout-coupon-note" className="checkout-coupon-note" aria-live="polite" />
          </p>
        </fieldset>
        <fieldset>
          <legend>Payment</legend>
          {testMode && (
            <p className="checkout-test-mode">
              Test mode: no money is taken. Pay with the test card 4242 4242 4242 4242, any future date and
              any CVC.
            </p>
          )}
          {field('number', 'Card number', { autoComplete: 'cc-number', inputMode: 'numeric' })}
          {field('expMonth', 'Expiry month (MM)', {
            autoComplete: 'cc-exp-month',
            inputMode: 'numeric',
            maxLength: '2',
          })}
          {field('expYear', 'Expiry year (YYYY)', {
            autoComplete: 'cc-exp-year',
            inputMode: 'numeric',
            maxLength: '4',
          })}
          {field('cvc', 'Security code (CVC)', {
            autoComplete: 'cc-csc',
            inputMode: 'numeric',
            maxLength: '4',
          })}
        </fieldset>
        <section className="checkout-summary" aria-label="Order summary" data-currency={currency}>
          <p role="status">Loading your cart…</p>
        </section>
        <button type="submit" className="button button-primary checkout-pay">
          Place order
        </button>
      </form>
      <noscript>
        <p>Checkout needs JavaScript.</p>
      </noscript>
    </div>
  );
}
