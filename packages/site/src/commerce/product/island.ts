// Add to Cart on a product page: each choice offers only values that make a variant with the
// other choices (the rest disabled), a sold-out variant is marked and cannot be added, and the
// price follows the variant. Adding posts to the cart and tells the header's widget.
import { call } from '../../api/call.ts';
import { ensureCrumbCookie } from '../../runtime/crumb.ts';
import { DataLayerError } from '../../runtime/data-layer.ts';
import { CART_EVENT, type ProductPurchase, variantFor } from '../purchase.ts';

const ADDED = 'Added to your cart.';

export function hydrate(form: HTMLFormElement): () => void {
  const purchase = JSON.parse(form.dataset.purchase ?? 'null') as ProductPurchase | null;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form.querySelector<HTMLElement>('.product-form-status');
  // The price of this product: its page's, or its quick view's (a shop's list has one per card).
  const price = (form.closest('.product-detail') ?? document).querySelector<HTMLElement>('.product-price');
  if (!purchase || !button || !status) return () => {};
  const selects = [...form.querySelectorAll<HTMLSelectElement>('select')];
  const chosen = () => Object.fromEntries(selects.map((s) => [s.name, s.value]));

  function refresh(): void {
    const now = chosen();
    // A value is offered when, with the other choices as they are, it names a variant.
    for (const select of selects)
      for (const option of select.options) {
        const variant = variantFor(purchase as ProductPurchase, { ...now, [select.name]: option.value });
        option.disabled = !variant;
        option.textContent = `${option.value}${variant?.soldOut ? ' (sold out)' : variant ? '' : ' (unavailable)'}`;
      }
    const variant = variantFor(purchase as ProductPurchase, now);
    (button as HTMLButtonElement).disabled = !variant || variant.soldOut;
    (button as HTMLButtonElement).textContent = !variant
      ? 'Unavailable'
      : variant.soldOut
        ? 'Sold out'
        : 'Add to Cart';
    if (price && variant)
      price.textContent = variant.regularPriceLabel
        ? `${variant.priceLabel} (was ${variant.regularPriceLabel})`
        : variant.priceLabel;
  }

  let adding = false;

  async function add(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const variant = variantFor(purchase as ProductPurchase, chosen());
    const quantity = Number(new FormData(form).get('quantity'));
    if (!variant || variant.soldOut || adding) return;
    // aria-disabled, not disabled: a disabled button drops the keyboard user's focus to the page.
    adding = true;
    (button as HTMLButtonElement).setAttribute('aria-disabled', 'true');
    (status as HTMLElement).textContent = 'Adding…';
    try {
      // A cached page carries no crumb: fetched first, so the add is not refused once and retried.
      await ensureCrumbCookie();
      const cart = await call('POST /api/commerce/cart/entries', {
        body: { productId: (purchase as ProductPurchase).productId, variantId: variant.id, quantity },
        silent: true,
      });
      (status as HTMLElement).textContent = ADDED;
      document.dispatchEvent(new CustomEvent(CART_EVENT, { detail: cart }));
      // A conversion for the dashboard: loaded only now, so a product page ships no analytics code.
      void import('../../runtime/analytics.ts').then(({ sendAnalyticsEvent }) =>
        sendAnalyticsEvent(
          'add_to_cart',
          {
            actor: 'visitor',
            action: 'add_to_cart',
            object_type: 'product',
            object_id: (purchase as ProductPurchase).productId,
            indirect_object_type: 'variant',
            indirect_object_id: variant.id,
            object_value: quantity,
            product_area: 'commerce',
          },
          { quantity },
        ),
      );
    } catch (error) {
      const body =
        error instanceof DataLayerError ? (error.body as { error?: string } | undefined) : undefined;
      (status as HTMLElement).textContent = body?.error ?? 'Unable to add to cart. Try again.';
    } finally {
      adding = false;
      (button as HTMLButtonElement).removeAttribute('aria-disabled');
      refresh();
    }
  }

  const onSubmit = (event: SubmitEvent) => void add(event);
  form.addEventListener('change', refresh);
  form.addEventListener('submit', onSubmit);
  refresh();
  return () => {
    form.removeEventListener('change', refresh);
    form.removeEventListener('submit', onSubmit);
  };
}
