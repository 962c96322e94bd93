// The save call's page fields (first spec document, section 3, "Form submission payload": "isOverlayForm
// ... intra-page event fields, and page fields pageTitle, pageId, contentSource (i for item, c for
// collection), pagePath, pagePermissionTypeValue"). The spec names them but gives neither the
// permission types' numbers nor what the intra-page event fields are; ours are below, each noted.
import { notExpectedOptionMessage } from './links.ts';

/**
 * Who may see the page the form was sent from. Our numbers (the spec names the field only): a page
 * anyone sees, one behind a page password, one a member area protects.
 */
export const PagePermissionType = { public: 1, password: 2, membersOnly: 3 } as const;
export type PagePermissionTypeValue = (typeof PagePermissionType)[keyof typeof PagePermissionType];
export const PAGE_PERMISSION_TYPE_VALUES: readonly PagePermissionTypeValue[] =
  Object.values(PagePermissionType);

export function isPagePermissionTypeValue(value: unknown): value is PagePermissionTypeValue {
  return PAGE_PERMISSION_TYPE_VALUES.includes(value as PagePermissionTypeValue);
}

/** A page's permission type from how it is guarded: a member area outranks a password. */
export function pagePermissionTypeOf(page: {
  passwordProtected: boolean;
  memberAreas: number;
}): PagePermissionTypeValue {
  if (page.memberAreas > 0) return PagePermissionType.membersOnly;
  return page.passwordProtected ? PagePermissionType.password : PagePermissionType.public;
}

/** Spec: "contentSource (i for item, c for collection)". */
export const CONTENT_SOURCE = { item: 'i', collection: 'c' } as const;
export type ContentSource = (typeof CONTENT_SOURCE)[keyof typeof CONTENT_SOURCE];

/**
 * The intra-page event fields: where on the page and when the send happened, so an owner's webhook
 * can tie a submission to the census's page view. Ours (the spec names them only): the section that
 * holds the form (null in the popup, which is no section), the census session id (null where the
 * visitor's cookie choice forbids tracking, as the census's own is) and the visitor's clock.
 */
export interface IntraPageEventFields {
  sectionId: string | null;
  sessionId: string | null;
  clientDate: number;
}
export const INTRA_PAGE_EVENT_FIELD_NAMES = ['sectionId', 'sessionId', 'clientDate'] as const;

/** The refusal of a permission type we do not know (the spec's wording for an unknown option). */
export const pagePermissionTypeRefusal = (value: unknown): string => notExpectedOptionMessage(String(value));
