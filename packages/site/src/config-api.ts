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
  alt: string;
  /** ISO 8601, UTC */
  createdAt: string;
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
