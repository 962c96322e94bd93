// Where a submission was sent from, beyond its page's title and path (first spec document, section 3,
// "Form submission payload": isOverlayForm, the intra-page event fields, pageId, contentSource,
// pagePermissionTypeValue). It goes to the owner's webhook with the values. The page's permission type
// is read from the page itself when the payload names one of the site's pages: a visitor's browser
// does not decide what the owner's record says about a members-only page.
import {
  CONTENT_SOURCE,
  type ContentSource,
  type IntraPageEventFields,
  PagePermissionType,
  type PagePermissionTypeValue,
  pagePermissionTypeOf,
} from '@tessera/core';
import { findCollectionById } from '../content/index.ts';
import type { Db } from '../db/database.ts';
import { ID_PATTERN } from '../db/ids.ts';
import { areasProtecting } from '../members/index.ts';

export interface SubmissionSource {
  /** The popup's sign-up or form (spec: isOverlayForm), not one in the page's sections */
  overlay: boolean;
  /** The block that holds the form (spec: objectName) */
  objectName: string | null;
  pageId: string | null;
  contentSource: ContentSource;
  permissionType: PagePermissionTypeValue;
  /** The intra-page event fields, when the browser sent them */
  event: IntraPageEventFields | null;
}

export interface SentSource {
  isOverlayForm?: boolean | undefined;
  objectName?: string | null | undefined;
  collectionId?: string | null | undefined;
  pageId?: string | null | undefined;
  contentSource?: ContentSource | undefined;
  pagePermissionTypeValue?: PagePermissionTypeValue | undefined;
  sectionId?: string | null | undefined;
  sessionId?: string | null | undefined;
  clientDate?: number | undefined;
}

export async function submissionSource(
  db: Db,
  websiteId: string,
  sent: SentSource,
): Promise<SubmissionSource> {
  const collectionId = sent.collectionId ?? null;
  const page =
    collectionId && ID_PATTERN.test(collectionId)
      ? await findCollectionById(db, websiteId, collectionId)
      : undefined;
  const permissionType = page
    ? pagePermissionTypeOf({
        passwordProtected: page.password_hash !== null,
        memberAreas: (await areasProtecting(db, websiteId, page.id)).length,
      })
    : // No page of this site to read it from: the browser's claim is not taken (recorded as public).
      PagePermissionType.public;
  return {
    overlay: sent.isOverlayForm === true,
    objectName: sent.objectName ?? null,
    pageId: sent.pageId && ID_PATTERN.test(sent.pageId) ? sent.pageId : null,
    contentSource: sent.contentSource ?? CONTENT_SOURCE.collection,
    permissionType,
    event:
      sent.clientDate === undefined
        ? null
        : {
            sectionId: sent.sectionId ?? null,
            sessionId: sent.sessionId ?? null,
            clientDate: sent.clientDate,
          },
  };
}
