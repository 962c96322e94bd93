import { Permission } from '@tessera/core';
import type { PageDetail, PageSummary } from '@tessera/site/api/routes.gen.ts';
import { type FormEvent, useRef, useState } from 'react';
import { Field } from '../ui/Field.tsx';
import { useFocusFirstInvalid } from '../ui/use-save.tsx';
import { PublicationFields } from './PublicationFields.tsx';
import { changesBetween, draftFromDetail, type PageDraft } from './page-changes.ts';
import { savedNotice, submitLabel } from './publication.ts';
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

  useFocusFirstInvalid(formRef, failure?.fields ?? null);

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
      <PublicationFields
        current={saved.page}
        permissions={permissions}
        publicationState={draft.publicationState}
        publishAt={draft.publishAt}
        errors={errors}
        onChange={edit}
      />
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
