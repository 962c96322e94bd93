// Every page type and address of a published site. Adding a page type (cart 200, checkout 201, order
// confirmed 202, unsubscribe 300…): a folder beside this file, and one line here. See
// docs/architecture.md, "How to add a page type".
import { blogCategoryPage, blogTagPage } from './blog-terms/index.tsx';
import { cartPage } from './cart/index.tsx';
import { checkoutPage } from './checkout/index.tsx';
import { collectionPage } from './collection/index.tsx';
import { errorPage } from './error/index.tsx';
import { home } from './home/index.tsx';
import { itemPage, postAtPath } from './item/index.tsx';
import { lockScreen } from './lock-screen/index.tsx';
import { memberAccount, memberAreaDeniedPage, memberReset, protectedContentPage } from './members/index.tsx';
import { newsletterConfirm, newsletterPage } from './newsletter/index.tsx';
import { notFoundPage } from './not-found/index.tsx';
import { orderConfirmedPage } from './order-confirmed/index.tsx';
import { page } from './page/index.tsx';
import { pageById } from './page-by-id/index.tsx';
import { PageRegistry, type RegistryEntry } from './router.ts';
import { searchPage } from './search/index.tsx';
import { splashPage } from './splash/index.tsx';

export const PAGE_TYPES: readonly RegistryEntry[] = [
  home, //            /                         → whatever shows the home collection
  searchPage, //      /search                   102
  cartPage, //        /cart                     200
  checkoutPage, //    /checkout                 201
  orderConfirmedPage, // /order-confirmed?order= 202
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
