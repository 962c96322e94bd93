// What the forms config API answers (server/src/forms/routes.ts), as the config area reads it.
import type { FormDefinition, FormValues } from '@tessera/core';

/** A page of the pages panel and the forms its blocks show, with their counts */
export interface FormsOnPage {
  pageId: string;
  forms: { id: string; name: string; submissionCount: number; unreadCount: number }[];
}

export interface FormSummary {
  id: string;
  name: string;
  /** Fields a visitor fills in (sections and hidden fields not counted) */
  fieldCount: number;
  submissionCount: number;
  unreadCount: number;
  /** ISO 8601, UTC */
  updatedAt: string;
}

/** A form as stored, and the version a save must name. */
export interface StoredForm {
  form: FormDefinition;
  version: number;
}

export interface SubmissionView {
  id: string;
  /** ISO 8601, UTC */
  createdAt: string;
  read: boolean;
  /** Came past the form's flood limit: no mail or webhook went out until it is released */
  held: boolean;
  values: FormValues;
  pageTitle: string;
  pagePath: string;
}

export interface SubmissionPage {
  submissions: SubmissionView[];
  /** Pass as `before` for the next page; null on the last */
  next: string | null;
}
