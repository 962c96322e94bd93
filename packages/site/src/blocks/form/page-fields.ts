// The save call's page fields (first spec document, section 3, "Form submission payload":
// "isOverlayForm, submitButtonText, form ..., intra-page event fields, and page fields pageTitle,
// pageId, contentSource (i for item, c for collection), pagePath, pagePermissionTypeValue"), read
// from where the form sits and from the site context. What the intra-page event fields are is core's
// choice (form-page-fields.ts).
import {
  CONTENT_SOURCE,
  type ContentSource,
  consentInCookieHeader,
  type IntraPageEventFields,
  mayStoreTrackingCookies,
  PagePermissionType,
} from '@tessera/core';
import type { SiteContext } from '../../context.ts';
import { sessionInfo } from '../../runtime/session.ts';

export interface SubmissionPageFields extends IntraPageEventFields {
  collectionId: string | null;
  objectName: string | null;
  isOverlayForm: boolean;
  pageTitle: string;
  pageId: string | null;
  contentSource: ContentSource;
  pagePath: string;
  pagePermissionTypeValue: number;
}

/** The popup overlay's root (overlays/runtime.ts names it too): a form inside it is an overlay form. */
const POPUP_OVERLAY = '[data-popup-overlay]';

export function submissionPageFields(
  form: HTMLElement,
  context: SiteContext | null,
  now: number = Date.now(),
): SubmissionPageFields {
  // The census session ties the send to its page view only where the visitor's choice allows tracking.
  const policy = context?.websiteSettings?.cookiePolicy;
  const trackingAllowed =
    policy !== undefined && mayStoreTrackingCookies(policy, consentInCookieHeader(document.cookie));
  return {
    collectionId: context?.collectionId ?? null,
    objectName: form.closest('[data-block-id]')?.getAttribute('data-block-id') ?? null,
    isOverlayForm: form.closest(POPUP_OVERLAY) !== null,
    pageTitle: document.title,
    pageId: context?.itemId ?? context?.collectionId ?? null,
    contentSource: context?.itemId ? CONTENT_SOURCE.item : CONTENT_SOURCE.collection,
    pagePath: window.location.pathname,
    pagePermissionTypeValue: context?.pagePermissionTypeValue ?? PagePermissionType.public,
    sectionId: form.closest('[data-section-id]')?.getAttribute('data-section-id') ?? null,
    sessionId: sessionInfo(trackingAllowed)?.sessionId ?? null,
    clientDate: now,
  };
}
