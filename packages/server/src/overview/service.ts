// The config area's overview (issue 38): today's visitors and orders, what needs attention, and the
// first-run checklist, each part only for an account whose role may open the screen it leads to (the
// same permissions as those screens' own routes).
import { dashboardRange, isDefaultLook, Permission } from '@tessera/core';
import { visitorsOn } from '../census/dashboard/service.ts';
import { lowStockCount } from '../commerce/catalogue/index.ts';
import { findCollectionById, findFirstCollection } from '../content/index.ts';
import type { Db } from '../db/database.ts';
import type { Website } from '../db/schema.ts';
import { loadHeaderFooter } from '../site-design/index.ts';
import { readWebsiteSettings } from '../websites/settings.ts';
import {
  anyLayoutPublished,
  countFailedMail,
  countPendingComments,
  countUnreadSubmissions,
  layoutWorkedOn,
  ordersSince,
} from './repository.ts';
import type { AttentionKind, Overview } from './schemas.ts';

const has = (permissions: readonly Permission[], permission: Permission) => permissions.includes(permission);

/** Each kind of attention, who may see it, and how many there are. */
const ATTENTION: readonly {
  kind: AttentionKind;
  permission: Permission;
  count: (db: Db, site: Website) => Promise<number>;
}[] = [
  {
    kind: 'submissions',
    permission: Permission.content,
    count: (db, site) => countUnreadSubmissions(db, site.id),
  },
  {
    kind: 'comments',
    permission: Permission.comments,
    count: (db, site) => countPendingComments(db, site.id),
  },
  {
    kind: 'lowStock',
    permission: Permission.commerce,
    count: lowStockCount,
  },
  { kind: 'failedMail', permission: Permission.settings, count: (db, site) => countFailedMail(db, site.id) },
];

/**
 * The checklist's steps that Tessera can tell are done. A design is chosen once the site's look is
 * not the default (a template's look counts: its owner chose it). Connecting a domain and setting up
 * real payments wait for their features (issues 41 and 34), so they are not offered.
 */
async function checklistOf(db: Db, site: Website): Promise<Overview['checklist']> {
  const settings = readWebsiteSettings(site.settings);
  const [headerFooter, published, home] = await Promise.all([
    loadHeaderFooter(db, site.id),
    anyLayoutPublished(db, site.id),
    settings.homeCollectionId
      ? findCollectionById(db, site.id, settings.homeCollectionId)
      : findFirstCollection(db, site.id),
  ]);
  const homeEdited = home?.layout_id ? await layoutWorkedOn(db, site.id, home.layout_id) : false;
  return [
    { id: 'logo', done: Boolean(headerFooter.header.logo) },
    { id: 'design', done: !isDefaultLook(settings.look) },
    { id: 'home', done: homeEdited },
    { id: 'publish', done: published },
  ];
}

export async function readOverview(
  db: Db,
  site: Website,
  permissions: readonly Permission[],
  now: number,
): Promise<Overview> {
  // Today as the Analytics screen has it (a UTC day), so the two screens agree.
  const today = dashboardRange('today', now).from;
  const startOfToday = Date.parse(`${today}T00:00:00Z`);
  const shown = ATTENTION.filter((item) => has(permissions, item.permission));
  const [visitors, orders, counts, checklist] = await Promise.all([
    has(permissions, Permission.activity) ? visitorsOn(db, site.id, today) : null,
    has(permissions, Permission.commerce) ? ordersSince(db, site.id, startOfToday) : null,
    Promise.all(shown.map((item) => item.count(db, site))),
    has(permissions, Permission.settings) ? checklistOf(db, site) : null,
  ]);
  return {
    today: {
      visitors,
      orders: orders ? { count: orders.count, totalCents: orders.totalCents, currency: site.currency } : null,
    },
    attention: shown.map((item, i) => ({ kind: item.kind, count: counts[i] ?? 0 })),
    checklist,
  };
}
