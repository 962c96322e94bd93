// The route table: every HTTP route of the server, gathered from the features that declare them.
// Adding a route is one entry in its feature's routes.ts; the features are listed here once.
import { analyticsRoutes } from '../analytics/routes.ts';
import { assetRoutes } from '../assets/routes.ts';
import { billingRoutes } from '../billing/routes.tsx';
import { blogRoutes } from '../blog/routes.ts';
import { dashboardRoutes } from '../census/dashboard/routes.ts';
import { editorEventRoutes } from '../census/editor-events/routes.ts';
import { performanceRoutes } from '../census/performance/routes.ts';
import { censusRoutes } from '../census/routes.ts';
import { commentRoutes } from '../comments/routes.ts';
import { cartRoutes } from '../commerce/cart/routes.ts';
import { catalogueRoutes } from '../commerce/catalogue/routes.ts';
import { checkoutRoutes } from '../commerce/checkout/routes.ts';
import { couponRoutes } from '../commerce/coupons/routes.ts';
import { mailPreviewRoutes } from '../commerce/mail-preview/routes.tsx';
import { downloadRoutes } from '../commerce/order-page/routes.ts';
import { orderRoutes } from '../commerce/orders/routes.ts';
import { configAreaRoutes } from '../config-area/routes.ts';
import { consentRoutes } from '../consent/routes.ts';
import { pagesPanelRoutes } from '../content/pages-panel/routes.ts';
import { contentRoutes } from '../content/routes.ts';
import { contributorRoutes } from '../contributors/routes.ts';
import { eventRoutes } from '../events/routes.ts';
import { experimentRoutes } from '../experiments/routes.ts';
import { captchaRoutes } from '../forms/captcha/routes.ts';
import { formRoutes } from '../forms/routes.ts';
import { galleryRoutes } from '../gallery/routes.ts';
import type { AnyRoute } from '../http/route.ts';
import { staticRoutes } from '../http/static.ts';
import { accountRoutes } from '../identity/account-routes.ts';
import { identityRoutes } from '../identity/routes.ts';
import { mailRoutes } from '../mail/routes.ts';
import { memberRoutes } from '../members/routes.ts';
import { newsletterRoutes } from '../newsletters/routes.ts';
import { overlayRoutes } from '../overlays/routes.ts';
import { overviewRoutes } from '../overview/routes.ts';
import { platformRoutes } from '../platform/routes.tsx';
import { pageRoutes } from '../render/routes.ts';
import { siteDesignRoutes } from '../site-design/routes.ts';
import { systemRoutes } from '../system/routes.ts';
import { videoRoutes } from '../video/routes.ts';
import { openApiDocument } from './openapi.ts';

export function routeTable(): AnyRoute[] {
  const table: AnyRoute[] = [
    ...staticRoutes,
    ...identityRoutes,
    ...accountRoutes,
    ...contributorRoutes,
    ...configAreaRoutes,
    ...overviewRoutes,
    ...contentRoutes,
    ...eventRoutes,
    ...censusRoutes,
    ...analyticsRoutes,
    ...performanceRoutes,
    ...experimentRoutes,
    ...dashboardRoutes,
    ...editorEventRoutes,
    ...videoRoutes,
    ...assetRoutes,
    ...mailRoutes,
    ...siteDesignRoutes,
    ...blogRoutes,
    ...galleryRoutes,
    ...commentRoutes,
    ...platformRoutes,
    ...pageRoutes,
    ...pagesPanelRoutes,
    ...newsletterRoutes,
    ...overlayRoutes,
    ...formRoutes,
    ...captchaRoutes,
    ...catalogueRoutes,
    ...cartRoutes,
    ...checkoutRoutes,
    ...downloadRoutes,
    ...orderRoutes,
    ...couponRoutes,
    ...consentRoutes,
    ...memberRoutes,
    ...billingRoutes,
    ...mailPreviewRoutes,
  ];
  table.push(...systemRoutes(() => openApiDocument(table)));
  return table;
}
