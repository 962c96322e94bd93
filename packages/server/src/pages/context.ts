// What a page type sees while it loads and renders: the site, who is looking, and what they asked.
import type { ConsentChoice } from '@tessera/core';
import type { Db } from '../db/database.ts';
import type { Website } from '../db/schema.ts';
import type { VariantAssigner } from '../experiments/assignment.ts';
import type { WebsiteSettings } from '../websites/settings.ts';

/** A site as a render sees it: its row and its settings, parsed once per request. */
export interface SiteRecord {
  website: Website;
  settings: WebsiteSettings;
}

export interface Viewer {
  account: { id: string; email: string; displayName: string } | null;
  roles: number[];
  /** Visitors with any role on the site (owners, editors) see unpublished pages: the editor frame previews them. */
  canPreview: boolean;
  /** The unlock cookie's entries (render/unlock.ts) */
  unlocked: string[];
  /** The site member signed in on this host (members/), apart from any owner account */
  member?: { id: string; name: string; email: string } | null;
}

export interface PageRequest {
  /** The path, without its query and trailing slash ('/' for the root) */
  path: string;
  /** One value per query key, control characters dropped */
  query: Record<string, string | undefined>;
  /** The site's own address, e.g. https://demo.example.com: canonical links start with it */
  baseUrl: string;
  appDomain: string;
  /** The visitor's choice on the cookie banner (its cookie); absent or null: none yet */
  consent?: ConsentChoice | null;
  /** The announcement bar revision the visitor closed (its cookie), if any */
  dismissedAnnouncement?: string | undefined;
  /** The visitor's variants of running split tests (experiments/assignment.ts); absent: variant A */
  variants?: VariantAssigner;
}

/** Everything `load` may read. Loading goes through repository functions; a render reads no database. */
export interface PageContext {
  db: Db;
  site: SiteRecord;
  viewer: Viewer;
  request: PageRequest;
  /** The moment of the request (scheduled items appear once their time has come) */
  now: number;
}
