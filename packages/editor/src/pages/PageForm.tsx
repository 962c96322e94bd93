import type { PageDetail, PageSummary } from '@tessera/site/config-api.ts';
import { type FormEvent, useState } from 'react';
import { Field } from '../ui/Field.tsx';
import { BlockFields } from './BlockFields.tsx';
import { changesBetween, draftFromDetail, hasChanges, type PageDraft } from './page-changes.ts';
import { publicationChoices } from './publication.ts';
import { saveChanges } from './save-page.ts';

interface PageFormProps {
  detail: PageDetail;
  onSaved: (page: PageSummary) => void;
}

interface Failure {
  message: string;
  fields: Record<string, string>;
}

export function PageForm({ detail, onSaved }: PageFormProps) {
  const [saved, setSaved] = useState(detail);
  const [draft, setDraft] = useState(() => draftFromDetail(detail));
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);

  function edit(change: Partial<PageDraft>) {
    setDraft((current) => ({ ...current, ...change }));
    setNotice('');
  }

  function editBlock(blockId: string, text: string) {
    setDraft((current) => ({ ...current, blockTexts: { ...current.blockTexts, [blockId]: text } }));
    setNotice('');
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes = changesBetween(saved, draft);
    if (!hasChanges(changes)) {
      setNotice('No changes to publish.');
      return;
    }
    setSaving(true);
    setNotice('');
    setFailure(null);
    const result = await saveChanges(saved, changes);
    setSaving(false);
    setSaved(result.saved);
    // Even a save that failed part-way published what went before it.
    if (result.saved !== saved) onSaved(result.saved.page);
    if (result.ok) setNotice('Published');
    else setFailure({ message: result.message, fields: result.fieldErrors });
  }

  return (
    <form className="page-form" onSubmit={handleSubmit} noValidate>
      {failure && (
        <p className="form-alert" role="alert">
          {failure.message}
        </p>
      )}
      <Field label="Title" error={failure?.fields.title}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={draft.title}
            onChange={(e) => edit({ title: e.target.value })}
          />
        )}
      </Field>
      <Field label="Publication" error={failure?.fields.publicationState}>
        {(control) => (
          <select
            {...control}
            value={draft.publicationState}
            onChange={(e) => edit({ publicationState: Number(e.target.value) })}
          >
            {publicationChoices(saved.page).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <h3 className="form-section-heading">Content</h3>
      <BlockFields
        layout={saved.layout}
        texts={draft.blockTexts}
        errors={failure?.fields ?? {}}
        onChange={editBlock}
      />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save and publish'}
        </button>
        <p role="status" className="save-status">
          {notice}
        </p>
      </div>
    </form>
  );
}
