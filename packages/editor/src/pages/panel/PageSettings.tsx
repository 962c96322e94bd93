// A page's settings: title, URL (checked by core on the server: '{val} is not a valid page URL'),
// SEO title and description (what search engines and shared links show), social image (from the
// site's uploads) and a password (the page's lock screen). Shown in the pages panel and the editor.
import { SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH } from '@tessera/core';
import { type BodyOf, call } from '@tessera/site/api/call.ts';
import type { PageSettings as Settings } from '@tessera/site/api/routes.gen.ts';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { ImageChoice } from '../../site-settings/ImageChoice.tsx';
import { Field } from '../../ui/Field.tsx';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { PasswordFields } from '../../ui/PasswordFields.tsx';
import { useRemoteData } from '../../ui/use-remote-data.ts';
import { saveNotice, useSave } from '../../ui/use-save.tsx';

type PageSettingsUpdate = BodyOf<'PUT /api/config/pages/:id/settings'>;

interface PageSettingsProps {
  pageId: string;
  /** Saved: the page list and the frame follow a new title or URL. */
  onSaved?: (settings: Settings) => void;
}

export function PageSettings({ pageId, onSaved }: PageSettingsProps) {
  const fetcher = useCallback(
    async () =>
      (await call('GET /api/config/pages/:id/settings', { params: { id: pageId }, silent: true })).settings,
    [pageId],
  );
  const { state, retry } = useRemoteData(fetcher);
  if (state.status === 'loading')
    return (
      <p role="status" className="panel-note">
        Loading page settings…
      </p>
    );
  if (state.status === 'failed') return <LoadFailure message={state.message} onRetry={retry} />;
  return <PageSettingsForm pageId={pageId} initial={state.data} onSaved={onSaved} />;
}

interface Draft extends Omit<Settings, 'hasPassword'> {
  /** A new password; empty keeps the current one */
  password: string;
  removePassword: boolean;
}

const draftOf = ({ hasPassword: _, ...settings }: Settings): Draft => ({
  ...settings,
  password: '',
  removePassword: false,
});

function updateOf(draft: Draft): PageSettingsUpdate {
  const { title, urlId, seoTitle, seoDescription, socialImage } = draft;
  const update: PageSettingsUpdate = { title, urlId, seoTitle, seoDescription, socialImage };
  if (draft.password !== '') update.password = draft.password;
  else if (draft.removePassword) update.password = null;
  return update;
}

function PageSettingsForm({
  pageId,
  initial,
  onSaved,
}: {
  pageId: string;
  initial: Settings;
  onSaved: PageSettingsProps['onSaved'];
}) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(() => draftOf(initial));
  const { state, save, touched, errors } = useSave<Settings>(formRef);

  function edit(change: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...change }));
    touched();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await save(async () => {
      const params = { id: pageId };
      return (
        await call('PUT /api/config/pages/:id/settings', { params, body: updateOf(draft), silent: true })
      ).settings;
    });
    if (result) {
      setSaved(result);
      setDraft(draftOf(result));
      onSaved?.(result);
    }
  }

  return (
    <form className="site-form" aria-labelledby={headingId} onSubmit={handleSubmit} noValidate ref={formRef}>
      <h3 id={headingId} className="form-section-heading">
        Page settings
      </h3>
      {state.status === 'failed' && (
        <div className="form-alert" role="alert">
          <p>{state.message}</p>
        </div>
      )}
      <Field label="Page title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={draft.title}
            onChange={(e) => edit({ title: e.target.value })}
          />
        )}
      </Field>
      <Field
        label="Page URL"
        help="Lower-case letters, digits and hyphens, e.g. our-story. The old URL stops working."
        error={errors.urlId}
      >
        {(control) => (
          <span className="url-field">
            <span aria-hidden="true">/</span>
            <input
              {...control}
              type="text"
              value={draft.urlId}
              onChange={(e) => edit({ urlId: e.target.value })}
            />
          </span>
        )}
      </Field>
      <Field
        label="SEO title"
        help={`What search engines and the browser tab show; the page title when empty. At most ${SEO_TITLE_MAX_LENGTH} characters.`}
        error={errors.seoTitle}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={SEO_TITLE_MAX_LENGTH}
            value={draft.seoTitle}
            onChange={(e) => edit({ seoTitle: e.target.value })}
          />
        )}
      </Field>
      <Field
        label="SEO description"
        help={`Shown under the page in search results; the site’s description when empty. At most ${SEO_DESCRIPTION_MAX_LENGTH} characters.`}
        error={errors.seoDescription}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={SEO_DESCRIPTION_MAX_LENGTH}
            value={draft.seoDescription}
            onChange={(e) => edit({ seoDescription: e.target.value })}
          />
        )}
      </Field>
      <ImageChoice
        label="Social image"
        help="Shown when the page is shared on social networks."
        error={errors.socialImage ?? errors['socialImage.src']}
        value={draft.socialImage}
        onChange={(socialImage) => edit({ socialImage })}
        clearLabel="Use no social image"
      />
      <PasswordFields
        subject="page"
        hasPassword={saved.hasPassword}
        password={draft.password}
        removePassword={draft.removePassword}
        error={errors.password}
        onChange={edit}
      />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={state.status === 'saving'}>
          {state.status === 'saving' ? 'Saving…' : 'Save page settings'}
        </button>
        <p role="status" className="save-status">
          {saveNotice(state)}
        </p>
      </div>
    </form>
  );
}
