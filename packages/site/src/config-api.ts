// The config API's answers about pages (GET/PUT /api/config/pages…): the server builds them, the
// config area reads them, both from these types.
import type { Section } from './blocks/layout.ts';
import type { CollectionType } from './context.ts';

export type NavigationPlacement = 'main' | 'footer' | 'none';

export interface PageSummary {
  id: string;
  title: string;
  urlId: string;
  type: CollectionType;
  publicationState: number;
  /** The state's label (core's pageStateLabel): Available, Scheduled, Needs Review, Hidden, Private, Deleted */
  publicationLabel: string;
  /** A scheduled page's publication time (ISO 8601, UTC); null for any other state */
  publishAt: string | null;
  /** The page's path on the site: '/' for the home page, else e.g. '/about' */
  fullUrl: string;
  navigation: NavigationPlacement;
}

/**
 * A page's layout as the config API gives and takes it: GET /api/config/pages/:id, PUT
 * /api/config/layouts/:id (which saves the draft). `sections` is the draft when there is one, else
 * what visitors see.
 */
export interface Layout {
  id: string;
  /** Goes up by one on every save and publication; a save names the version it started from */
  version: number;
  sections: Section[];
  /** Whether `sections` is a draft that differs from what visitors see until it is published */
  hasDraft: boolean;
}

/** One publication of a layout: GET /api/config/layouts/:id/revisions (newest first) */
export interface Revision {
  id: string;
  /** ISO 8601, UTC */
  publishedAt: string;
  /** Who published it; null for a scheduled publication */
  publishedBy: string | null;
}

/** The body of PUT /api/config/layouts/:id */
export interface LayoutSave {
  version: number;
  sections: Section[];
}

/** An uploaded image the asset field can pick: GET /api/config/assets */
export interface SiteImage {
  id: string;
  /** Its name in the asset library */
  name: string;
  src: string;
  width: number;
  height: number;
  /** Its dominant colour, '#rrggbb', for raster images (null for others and older uploads) */
  placeholder?: string | null;
  alt: string;
}

/** One file of the asset library: GET /api/config/files (newest first), and what uploads answer. */
export interface AssetFile {
  id: string;
  /** The name shown and searched; renaming changes it, never the address */
  title: string;
  /** The name in its address, /s/{name}: made once, on upload, from the file's name and type */
  name: string;
  src: string;
  contentType: string;
  kind: 'image' | 'document' | 'audio' | 'video';
  /** Bytes */
  size: number;
  /** Pixels, for images whose header says */
  width: number | null;
  height: number | null;
  /** A raster image's dominant colour, '#rrggbb'; null otherwise */
  placeholder?: string | null;
  alt: string;
  /**
   * Members-only: the member areas whose members may open it at its address (contributors who may
   * preview always can; an area deleted since may still be named). Null: anyone with its address.
   */
  memberAreaIds: string[] | null;
  /** ISO 8601, UTC */
  createdAt: string;
}

/** A member area a file can be marked for: GET /api/config/files answers them beside the files. */
export interface MemberAreaChoice {
  id: string;
  name: string;
}

/** What happened to a message: waiting (or between tries), sent, given up on, or kept without an SMTP server. */
export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'recorded';

/** One message of the site's mail: GET /api/config/outbox (newest first). Times are ISO 8601, UTC. */
export interface OutboxMessage {
  id: string;
  /** Which template made it ('site-ready', …) */
  kind: string;
  /** When it was queued */
  createdAt: string;
  /** When the SMTP server accepted it; null until then (and always, without SMTP) */
  sentAt: string | null;
  to: string;
  subject: string;
  status: OutboxStatus;
  /** Tries so far */
  attempts: number;
  /** The last try's error, if it failed */
  lastError: string | null;
  /** The plain-text part, for reading */
  text: string;
}

export interface PageDetail {
  page: PageSummary;
  layout: Layout | null;
}

// ——— The pages panel (POST /api/config/pages, /api/config/pages/:id/…, /api/config/navigation) ———

/** A page's settings: GET and PUT /api/config/pages/:id/settings */
export interface PageSettings {
  title: string;
  /** Its URL on the site: /{urlId} (the home page also answers at /) */
  urlId: string;
  /** What search engines and the browser tab show instead of the title; empty: the title */
  seoTitle: string;
  /** The page's meta description; empty: the site's description */
  seoDescription: string;
  /** The image shared with the page on social networks (og:image); null: none */
  socialImage: { src: string; width: number; height: number } | null;
  /** Whether visitors must enter a password (never given back) */
  hasPassword: boolean;
}

/** The body of PUT /api/config/pages/:id/settings: what is sent changes, the rest stays. */
export interface PageSettingsUpdate {
  title?: string;
  urlId?: string;
  seoTitle?: string;
  seoDescription?: string;
  socialImage?: { src: string; width: number; height: number } | null;
  /** A new password locks the page; null takes the lock away */
  password?: string | null;
}

/** The body of POST /api/config/pages */
export interface NewPage {
  title: string;
  template: 'blank' | 'about' | 'contact' | 'landing';
  /** Where it is linked; 'none' (not linked) unless chosen */
  navigation?: NavigationPlacement;
}

/** One link of the navigation: a page of the site, or a link the template or owner added. */
export type NavigationLink =
  | { kind: 'page'; id: string; label: string; pageId: string; title: string; publicationLabel: string }
  | { kind: 'link'; id: string; label: string; url: string };

/** GET/PUT /api/config/navigation: the two navigations in order, and the pages in neither. */
export interface SiteNavigation {
  /** Raised by every change; a save names the version it started from (409 when stale) */
  version: number;
  main: NavigationLink[];
  footer: NavigationLink[];
  /** The site's pages in neither navigation (not in the trash), in the site's order */
  notLinked: { id: string; title: string; publicationLabel: string }[];
}

/** What a navigation save names, in order, per area: pages by id, links by their navigation id. */
export type NavigationRef = { kind: 'page'; id: string } | { kind: 'link'; id: string };

export interface NavigationSave {
  version: number;
  main: NavigationRef[];
  footer: NavigationRef[];
}

/** A page in the trash: GET /api/config/trash */
export interface TrashedPage {
  id: string;
  title: string;
  urlId: string;
  /** ISO 8601, UTC: when it went to the trash */
  trashedAt: string;
  /** Whole days before it is deleted for good (0: at the next daily purge) */
  daysLeft: number;
}
