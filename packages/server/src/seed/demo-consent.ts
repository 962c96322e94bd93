// The demo site's cookie banner: on, asking visitors to opt in, under the restrictive policy (no
// tracking cookie until they accept), so a new owner sees the banner and the consent log at once.

import { readCookieBanner, saveCookieBanner } from '../consent/service.ts';
import type { Db } from '../db/database.ts';

export const DEMO_BANNER_TEXT =
  '<p>Fern &amp; Kiln uses cookies to remember your cart and, if you agree, to count visits so we know which pots people like. Nothing is counted until you accept.</p>';

export async function seedDemoConsent(db: Db, websiteId: string, now = Date.now()): Promise<void> {
  const current = await readCookieBanner(db, websiteId);
  await saveCookieBanner(
    db,
    websiteId,
    {
      ...current,
      isCookieBannerEnabled: true,
      cookieBannerText: DEMO_BANNER_TEXT,
      cookieBannerVariant: 'BAR',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerTheme: 'DARK',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerAcceptType: 'OPT_IN',
      isRestrictiveCookiePolicyEnabled: true,
    },
    now,
  );
}
