// The demo site's announcement bar and popup: a bar a visitor can close, and a popup signing visitors
// up to the demo's newsletter ("Studio news"), so a new owner sees both at once and finds their
// settings on the Site screen.
import type { Db } from '../db/database.ts';
import {
  ANNOUNCEMENT_BAR,
  POPUP_OVERLAY,
  readOverlayPart,
  saveAnnouncementBar,
  savePopupOverlay,
} from '../overlays/service.ts';
import { DEMO_LIST_ID } from './demo-newsletter.ts';

export const DEMO_ANNOUNCEMENT = 'Spring kiln opening: new glazes in the shop this week.';
export const DEMO_POPUP_TITLE = 'Studio news, now and then';

export async function seedDemoOverlays(db: Db, websiteId: string, now = Date.now()): Promise<void> {
  const bar = await readOverlayPart(db, websiteId, ANNOUNCEMENT_BAR);
  await saveAnnouncementBar(
    db,
    websiteId,
    {
      ...bar,
      enabled: true,
      text: DEMO_ANNOUNCEMENT,
      linkUrl: '/shop',
      linkText: 'See what’s new',
      dismissible: true,
    },
    now,
  );
  const popup = await readOverlayPart(db, websiteId, POPUP_OVERLAY);
  await savePopupOverlay(
    db,
    websiteId,
    {
      ...popup,
      enabled: true,
      title: DEMO_POPUP_TITLE,
      text: 'Firing dates, new pieces and the odd workshop. One email a month at most.',
      content: 'SIGNUP',
      listId: DEMO_LIST_ID,
      buttonText: 'Sign Up',
      position: 'MIDDLE_CENTER',
      style: 'LIGHT',
      showUntilSignup: true,
      displayFrequency: 7,
    },
    now,
  );
}
