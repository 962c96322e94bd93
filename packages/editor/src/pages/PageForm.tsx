import { ItemPublicationState, Permission } from '@tessera/core';
import type { PageDetail, PageSummary } from '@tessera/site/config-api.ts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Field } from '../ui/Field.tsx';
import { formatLocalTime, localTimeZone, toLocalInputValue } from '../ui/time.ts';
import { changesBetween, draftFromDetail, type PageDraft } from './page-changes.ts';
import { publicationChoices } from './publication.ts';
import { saveChanges } from './save-page.ts';

interface PageFormProps {
  detail: PageDetail;
  /** What the account may do: publish, or only save drafts and submit them for review */
  permissions: readonly Permission[];
  onSaved: (page: PageSummary) => void;
  /** Reads the page again from the server, dropping what was typed (after a conflict). */
  onReload: () => void;
  /** Saves what waits elsewhere first (the canvas's draft); false when it could not */
  beforeSave?: () => Promise<boolean>;
}

interface Failure {
  message: string;
  fields: Record<string, string>;
  /** Someone saved the layout elsewhere: only a reload helps */
  conflict: boolean;
}

export function PageForm({ detail, permissions, onSaved, onReload, beforeSave }: PageFormProps) {
  const canPublish = permissions.includes(Permission.publish);
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(detail);
  const [draft, setDraft] = useState(() => draftFromDetail(detail));
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);

  // A refused save: the first control in error gets the focus, and with it its message.
  useEffect(() => {
    if (!failure || Object.keys(failure.fields).length === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target =
      invalid instanceof HTMLFieldSetElement
        ? invalid.querySelector<HTMLElement>('input, select, textarea')
        : invalid;
    target?.focus();
  }, [failure]);

  function edit(change: Partial<PageDraft>) {
    setDraft((current) => ({ ...current, ...change }));
    setNotice('');
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setNotice('');
    setFailure(null);
    // The page's content first: a move to Available publishes the draft the server holds.
    if (beforeSave && !(await beforeSave())) {
      setSaving(false);
      setFailure({
        message: 'The page’s content could not be saved; see the canvas.',
        fields: {},
        conflict: false,
      });
      return;
    }
    const changes = changesBetween(saved, draft, canPublish);
    if (changes === null) {
      setSaving(false);
      setNotice(canPublish ? 'No changes to publish.' : 'No changes to save.');
      return;
    }
    const result = await saveChanges(saved, changes);
    setSaving(false);
    if (result.ok) {
      setSaved(result.saved);
      onSaved(result.saved.page);
      const { publicationState, publishAt } = result.saved.page;
      setNotice(savedNotice(publicationState, publishAt, result.saved.layout?.hasDraft ?? false));
    } else setFailure({ message: result.message, fields: result.fieldErrors, conflict: result.conflict });
  }

  const errors = failure?.fields ?? {};
  return (
    <form className="page-form" onSubmit={handleSubmit} noValidate ref={formRef}>
      {failure && (
        <div className="form-alert" role="alert">
          <p>{failure.message}</p>
          {failure.conflict && (
            <button type="button" onClick={onReload}>
              Reload page
            </button>
          )}
        </div>
      )}
      <Field label="Title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={draft.title}
            onChange={(e) => edit({ title: e.target.value })}
          />
        )}
      </Field>
      <Field label="Publication" error={errors.publicationState}>
        {(control) => (
          <select
            {...control}
            value={draft.publicationState}
            onChange={(e) => edit({ publicationState: Number(e.target.value) })}
          >
            {publicationChoices(saved.page, permissions).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {draft.publicationState === ItemPublicationState.scheduled && (
        <Field label="Publish at" help={`In your time zone (${localTimeZone()}).`} error={errors.publishAt}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              min={toLocalInputValue(new Date().toISOString())}
              value={draft.publishAt}
              onChange={(e) => edit({ publishAt: e.target.value })}
            />
          )}
        </Field>
      )}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={saving}>
          {saving ? 'Saving…' : submitLabel(canPublish, draft.publicationState)}
        </button>
        <p role="status" className="save-status">
          {notice}
        </p>
      </div>
    </form>
  );
}

/** Publishing is what the button does only for someone who may, on a page that is to be Available. */
function submitLabel(canPublish: boolean, state: number): string {
  if (!canPublish) return 'Save draft';
  return state === ItemPublicationState.published ? 'Save and publish' : 'Save';
}

/** What the owner is told after a save: what visitors now see, or that it waits. */
function savedNotice(state: number, publishAt: string | null, hasDraft: boolean): string {
  if (state === ItemPublicationState.scheduled && publishAt !== null)
    return `Saved. Publishes ${formatLocalTime(publishAt)}.`;
  if (state === ItemPublicationState.needsReview) return 'Submitted for review';
  if (hasDraft) return 'Draft saved. Visitors see it once it is published.';
  return state === ItemPublicationState.published ? 'Published' : 'Saved';
}
