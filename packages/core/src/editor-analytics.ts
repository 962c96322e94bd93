// Editor analytics (first spec document, section 2: "Editor product areas named in events:
// collection-editor, item-catalog, section-editor, collection-settings. A /config area is tracked as
// the design editor when the site uses template version 7.1"; second document, section 3, "Analytics
// event fields"). What an owner does in the config area, told to the platform's own census as an
// owner-side stream, apart from visitors' hits. Off unless the platform's operator turns it on
// (server: TESSERA_EDITOR_ANALYTICS=on).
//
// Mouse tracking is left out on purpose. The spec gives a logged-in account mouse tracking (second
// document, section 6); recording where an owner's pointer goes says much about a person and little
// about the product, so no pointer position, path or heat map is taken: the stream's fields (below)
// have no place for one, and the server refuses any field not named here.
import { ANALYTICS_COMMON_FIELDS } from './analytics-events.ts';
import { EDITOR_PRODUCT_AREAS, type EditorProductArea, type PlatformVersion } from './enums.ts';

/** The editor events' route on the site's host (beside the config area that sends them). */
export const EDITOR_EVENTS_URL = '/api/config/editor-events';

/** The areas an editor event names: the spec's four (enums.ts) and the design editor of the 7.1 rule. */
export const EDITOR_EVENT_AREAS = [...EDITOR_PRODUCT_AREAS, 'design-editor'] as const;
export type EditorEventArea = (typeof EDITOR_EVENT_AREAS)[number];

/**
 * The template version of a Tessera site. The spec's 7.1 is the version whose pages are stacks of
 * sections with one design for the whole site, which is exactly how Tessera's pages are made
 * (DESIGN.md, "A page is a list of sections"), so every Tessera site counts as 7.1.
 */
export const TESSERA_PLATFORM_VERSION: PlatformVersion = '7.1';

/** What an owner can do that the stream records (the common field `action`). */
export const EDITOR_ACTIONS = ['viewed', 'opened', 'saved', 'published'] as const;
export type EditorAction = (typeof EDITOR_ACTIONS)[number];

/**
 * The product area of an event raised somewhere in the config area. An event raised inside one of
 * the spec's areas (a collection's items, its settings, the store's catalogue, a page's sections)
 * keeps it; any other place under /config is the design editor on a 7.1 site, and has no area on an
 * older or newer template (the spec names none for them).
 */
export function editorProductArea(
  area: EditorProductArea | null,
  platformVersion: PlatformVersion,
): EditorEventArea | null {
  if (area) return area;
  return platformVersion === '7.1' ? 'design-editor' : null;
}

/** The event's common fields (second document, section 3), as the editor fills them. */
export type EditorCommonData = Partial<
  Record<(typeof ANALYTICS_COMMON_FIELDS)[number], string | number | boolean | null>
>;

export interface EditorEventInput {
  action: EditorAction;
  /** A spec area, or null for the config area at large (design-editor on 7.1) */
  area: EditorProductArea | null;
  /** The screen (product_page) and the part of it (product_section) where it happened */
  page: string;
  section?: string;
  /** What it was done to: 'page', 'post', 'product', 'collection', 'screen' */
  objectType: string;
  objectId?: string;
  objectDisplayName?: string;
}

export interface EditorEventContext {
  websiteIdentifier: string;
  platformVersion: PlatformVersion;
  accountId: string;
  sessionId: string;
  browserLocale: string;
  websiteLocale: string;
}

/** Who raises these events and who reads them: the fixed values of actor, team and source. */
export const EDITOR_EVENT_SOURCE = { actor: 'owner', team: 'editor', source: 'config-area' } as const;

/** The common fields of one editor event. */
export function editorEventCommonData(
  event: EditorEventInput,
  context: EditorEventContext,
): EditorCommonData {
  const data: EditorCommonData = {
    actor: EDITOR_EVENT_SOURCE.actor,
    action: event.action,
    event_owner_team: EDITOR_EVENT_SOURCE.team,
    event_source: EDITOR_EVENT_SOURCE.source,
    object_type: event.objectType,
    context_website_identifier: context.websiteIdentifier,
    product_area: editorProductArea(event.area, context.platformVersion),
    product_page: event.page,
    product_design_identifier: context.platformVersion,
    user_member_account_id: context.accountId,
    user_session_id: context.sessionId,
    browser_locale: context.browserLocale,
    website_locale: context.websiteLocale,
  };
  if (event.section) data.product_section = event.section;
  if (event.objectId) data.object_id = event.objectId;
  if (event.objectDisplayName) data.object_display_name = event.objectDisplayName;
  return data;
}

/** Whether a name is one of the spec's common fields (the only keys the stream takes). */
export function isAnalyticsCommonField(name: string): name is (typeof ANALYTICS_COMMON_FIELDS)[number] {
  return (ANALYTICS_COMMON_FIELDS as readonly string[]).includes(name);
}
