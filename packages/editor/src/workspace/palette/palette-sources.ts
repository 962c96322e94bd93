// What the command palette can jump to, as entries: the screens this account may open (and the
// store's screens), the site's pages and products (loaded when the palette opens), and orders (asked
// for by what is typed: a shop has too many to load whole).
import { orderNumberInAddress, Permission } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import { STORE_SCREENS } from '../../commerce/store-screens.ts';
import { SCREEN_NAMES, type SectionGroup } from '../sections.ts';
import type { PaletteEntry } from './palette-search.ts';

/** The screens of the navigation's groups (already those this account may open), and the store's. */
export function screenEntries(groups: readonly SectionGroup[]): PaletteEntry[] {
  return groups.flatMap((group) =>
    group.screens.flatMap((screen): PaletteEntry[] => [
      {
        key: `screen:${screen}`,
        kind: 'screen',
        label: SCREEN_NAMES[screen],
        detail: group.label,
        destination: { screen },
      },
      ...(screen === 'commerce'
        ? STORE_SCREENS.map(
            (store): PaletteEntry => ({
              key: `screen:commerce/${store.id}`,
              kind: 'screen',
              label: store.label,
              detail: `Commerce · ${store.description}`,
              destination: { screen: 'commerce', record: [store.id] },
            }),
          )
        : []),
    ]),
  );
}

/** The site's pages (the content permission): choosing one shows it in the preview. */
export async function pageEntries(permissions: readonly Permission[]): Promise<PaletteEntry[]> {
  if (!permissions.includes(Permission.content)) return [];
  const { pages } = await call('GET /api/config/pages', { silent: true });
  return pages.map((page) => ({
    key: `page:${page.id}`,
    kind: 'page',
    label: page.title || page.fullUrl,
    detail: `${page.fullUrl} · ${page.publicationLabel}`,
    destination: { screen: 'pages', frameUrl: page.fullUrl },
  }));
}

/** The store's products (the commerce permission): choosing one opens it in Commerce → Products. */
export async function productEntries(permissions: readonly Permission[]): Promise<PaletteEntry[]> {
  if (!permissions.includes(Permission.commerce)) return [];
  const { products } = await call('GET /api/config/commerce/products', { silent: true });
  return products.map((product) => ({
    key: `product:${product.id}`,
    kind: 'product',
    label: product.name,
    detail: `Product · ${product.publicationLabel}`,
    destination: { screen: 'commerce', record: ['products', product.id] },
  }));
}

/** The first page of orders the store's own search finds for `query` (number, email or name). */
export async function orderEntries(
  permissions: readonly Permission[],
  query: string,
): Promise<PaletteEntry[]> {
  if (!permissions.includes(Permission.commerce) || query.trim() === '') return [];
  const { orders } = await call('GET /api/config/commerce/orders', {
    query: { q: query.trim() },
    silent: true,
  });
  return orders.map((order) => {
    const inAddress = orderNumberInAddress(order.number);
    return {
      key: `order:${order.id}`,
      kind: 'order',
      label: `Order ${order.number}`,
      detail: `${order.customerName ?? order.email} · ${order.stateLabel}`,
      // Found by the store's search already: its buyer's name and address match as well as its number.
      terms: `#${inAddress} ${order.email} ${order.customerName ?? ''} ${query}`,
      destination: { screen: 'commerce', record: ['orders', inAddress] },
    };
  });
}
