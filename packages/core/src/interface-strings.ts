// The interface strings of the second document, section 8 ("Interface strings (behaviour on each not
// shown)"), which the first document's section 8 lists too: one table, word for word. Each is shown
// where its situation arises; the comment beside each says where, or which feature it waits for (no
// such screen exists yet, and none is faked to show it). Strings that already had a home keep it and
// are named here from there.
import { NEWSLETTER_MESSAGES } from './newsletters.ts';
import { FILE_PROCESSING_MESSAGES, RENAME_FAILED_MESSAGE, UPLOAD_FAILED_MESSAGE } from './uploads.ts';

export const INTERFACE_STRINGS = {
  /** An upload that could not reach the server at all (editor: use-uploads.ts). */
  networkError: 'Network error',
  /** Shown beside networkError: what the owner can do about it. */
  checkConnection: 'Please check your internet connection.',
  /** An upload whose connection broke after it had begun sending (editor: use-uploads.ts). */
  uploadIncomplete: 'File upload failed to complete',
  /** The state of an upload that failed, beside its file name (editor: UploadZone.tsx). */
  errorUploading: 'Error uploading',
  /** A refused upload (core uploads.ts; editor: use-uploads.ts). */
  uploadFailed: UPLOAD_FAILED_MESSAGE,
  /** A refused rename (core uploads.ts; editor: AssetLibrary.tsx). */
  renameFailed: RENAME_FAILED_MESSAGE,
  /** A poll of an image's processing job answered with no data (editor: assets/use-processing.ts). */
  noJobResponse: FILE_PROCESSING_MESSAGES.noResponse,
  /** The renditions job could not read the image or its file (server: assets/renditions-job.ts; editor: FileRow). */
  processingFailed: FILE_PROCESSING_MESSAGES.failed,
  /** The renditions job ran out of time or tries (server: assets/renditions-job.ts; editor: FileRow). */
  processingIncomplete: FILE_PROCESSING_MESSAGES.incomplete,
  /** The file was deleted while its renditions were being made (editor: assets/use-processing.ts). */
  processingCancelled: FILE_PROCESSING_MESSAGES.cancelled,
  /** A compact list that failed to load, the whole sentence its retry button (editor: pickers). */
  unableToLoadTryAgain: 'Unable to load. Try again.',
  /** The retry button beside a failure (editor: LoadFailure.tsx and the canvas). */
  tryAgain: 'Try again',
  /** A search whose results failed to load (editor: the file search). */
  unableToLoadResults: 'Unable to load results',
  /** A failure with nothing better to say (editor: errors.ts; the site's error page). */
  somethingWentWrong: 'Something went wrong',
  /** The cart page (site: commerce/cart-page). */
  unableToUpdateQuantity: 'Unable to update quantity',
  /** The cart page (site: commerce/cart-page). */
  unableToRemoveItem: 'Unable to remove item',
  /** A form the forms screen could not open (editor: FormsScreen's OpenForm, errors.ts). */
  unableToOpenForm: 'Unable to open form',
  /** A form builder's save that failed, the reason beneath (editor: FormBuilder). */
  unableToUpdateForm: 'Unable to update form',
  /** A config-area call that got no answer (editor: errors.ts). */
  unableToConnectTryAgain: 'Unable to connect. Please try again',
  /** Waits for the reviews feature (reviews request page 209). */
  reviewRequestExpired: 'Your review request has expired',
  /** Waits for the reviews feature. */
  alreadyReviewed: 'You have already reviewed this purchase',
  /** Waits for the reviews feature. */
  tryReviewAgain: 'Try submitting your review again',
  /** Waits for a time-zone setting loaded from the server (scheduling, booking). */
  timezoneFailed: 'Failed to load timezone',
  /** The pages (collections) a member area may protect could not load (editor: MembersScreen). */
  unableToLoadCollections: 'Unable to load collections',
  /** Waits for the font picker (the fonts service). */
  unableToLoadFonts: 'Unable to load fonts',
  /** A page or post the editor opens that is not there (editor: PageEditor, PostEditor). */
  unableToLocateContent: 'Unable to locate content',
  /** The mailing-list picker with no lists (core newsletters.ts; editor: ReferencePicker). */
  noMailingLists: NEWSLETTER_MESSAGES.noLists,
  /** Waits for a code editor (code injection, custom CSS). */
  codeEditingOnAndroid: 'Code editing is not available on Android',
} as const;

export type InterfaceString = keyof typeof INTERFACE_STRINGS;

/** Waits for the font picker (the fonts service's previews). */
export function fontPreviewFailed(fontName: string): string {
  return `Unable to load preview for ${fontName}`;
}
