// Every page type and address of a published site. Adding a page type (cart 200, checkout 201, order
// confirmed 202, unsubscribe 300…): a folder beside this file, and one line here. See
// docs/architecture.md, "How to add a page type".
import { PageType } from '@tessera/core';
import { blogCategoryPage, blogTagPage } from './blog-terms/index.tsx';
import { cartPage } from './cart/index.tsx';
import { checkoutPage } from './checkout/index.tsx';
import { collectionPage } from './collection/index.tsx';
import { commerceEmailPreviewPage } from './commerce-email-preview/index.tsx';
import { errorPage } from './error/index.tsx';
import { home } from './home/index.tsx';
import { itemPage, postAtPath } from './item/index.tsx';
import { lockScreen } from './lock-screen/index.tsx';
import { memberAccount, memberAreaDeniedPage, memberReset, protectedContentPage } from './members/index.tsx';
import { newsletterConfirm, newsletterPage } from './newsletter/index.tsx';
import { notFoundPage } from './not-found/index.tsx';
import { orderConfirmedPage } from './order-confirmed/index.tsx';
import { orderReceivedPage } from './order-received/index.tsx';
import { page } from './page/index.tsx';
import { pageById } from './page-by-id/index.tsx';
import { popupOverlayPage } from './popup-overlay/index.tsx';
import { PageRegistry, type RegistryEntry } from './router.ts';
import { searchPage } from './search/index.tsx';
import { splashPage } from './splash/index.tsx';

export const PAGE_TYPES: readonly RegistryEntry[] = [
  home, //            /                         → whatever shows the home collection
  searchPage, //      /search                   102
  cartPage, //        /cart                     200
  checkoutPage, //    /checkout                 201
  orderConfirmedPage, // /order-confirmed?order= 202, or hands over to order received 207
  orderReceivedPage, // (an order page without a receipt to show) 207
  popupOverlayPage, // /popup-overlay           104
  commerceEmailPreviewPage, // /commerce/email-preview 301 (the commerce permission)
  pageById, //        /pages/{24-character id}  → whatever shows that collection
  collectionPage, //  /{urlId}                  1, or hands over to page 2
  itemPage, //        /{collection}/{item}      50
  postAtPath, //      /{blog}/{post path}       → 50 (the blog's post URL format)
  blogTagPage, //     /{blog}/tag/{tag}         → 1, the posts with the tag
  blogCategoryPage, // /{blog}/category/{name}  → 1, the posts in the category
  page, //            (a page collection)       2, or hands over to splash 3
  splashPage, //      (a page marked splash)    3
  lockScreen, //      (any locked page or site) 103
  notFoundPage, //    (anything not there)      100
  errorPage, //       (any failure)             101
  newsletterPage, //  /newsletter/unsubscribe   300
  newsletterConfirm, // /newsletter/confirm     → 300 (the double opt-in's link)
  protectedContentPage, // (a page a member area protects, to a visitor) 105
  memberAreaDeniedPage, // (the same, to a member of none of its areas)  106
  memberAccount, //   /members/account         → 105: sign in or join, or the member's account
  memberReset, //     /members/reset           → 105 (200): forgot password, the mailed link's page
];

export const pageRegistry = new PageRegistry(PAGE_TYPES);

/**
 * Spec numbers that name a page type above under another number (spec 1 §2 lists both). "Show cart
 * 200" and "commerce cart v2 205" are the platform's older and newer cart at the same address; this
 * product has one cart, /cart, which is the newer kind (rendered in the browser from the cart API
 * into a root element with a fixed id): it keeps 200 in the site context, as the spec's "show cart",
 * and is what 205 names.
 */
export const SPEC_NUMBER_ALIASES: ReadonlyMap<number, RegistryEntry> = new Map([
  [PageType.commerceCartV2, cartPage],
]);

/** The page type serving a spec number: the one of that number, or the one it names as an alias. */
export function pageTypeServing(pageType: number): RegistryEntry | undefined {
  return (
    pageRegistry.pageTypes().find((entry) => entry.pageType === pageType) ?? SPEC_NUMBER_ALIASES.get(pageType)
  );
}
