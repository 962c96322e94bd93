// A gallery collection's own settings in the pages panel: its design (the nine of the gallery
// block's design table) and whether its pictures open in the lightbox, in which theme.
import { LIGHTBOX_THEMES, type LightboxTheme } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import { GALLERY_DESIGN_OPTIONS } from '@tessera/site/blocks/gallery/fields.ts';
import type { GalleryCollectionSettings } from '@tessera/site/gallery/GalleryCollection.tsx';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { Choices } from '../ui/Choices.tsx';
import { Field } from '../ui/Field.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { saveNotice, useSave } from '../ui/use-save.tsx';

const THEME_LABELS: Record<LightboxTheme, string> = { dark: 'Dark', light: 'Light' };
const THEME_OPTIONS = LIGHTBOX_THEMES.map((value) => ({ value, label: THEME_LABELS[value] }));

// `silent`: failures are shown in the form, not as the system dialog.

export function GallerySettings({ galleryId }: { galleryId: string }) {
  const fetcher = useCallback(
    async () =>
      (await call('GET /api/config/galleries/:id/settings', { params: { id: galleryId }, silent: true }))
        .settings,
    [galleryId],
  );
  const { state, retry } = useRemoteData(fetcher);
  if (state.status === 'loading')
    return (
      <p role="status" className="panel-note">
        Loading gallery settings…
      </p>
    );
  if (state.status === 'failed') return <LoadFailure message={state.message} onRetry={retry} />;
  return <GallerySettingsForm galleryId={galleryId} initial={state.data} />;
}

function GallerySettingsForm({
  galleryId,
  initial,
}: {
  galleryId: string;
  initial: GalleryCollectionSettings;
}) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const { state, save, touched, errors } = useSave<GalleryCollectionSettings>(formRef);

  function edit(change: Partial<GalleryCollectionSettings>) {
    setDraft((current) => ({ ...current, ...change }));
    touched();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await save(
      async () =>
        (
          await call('PUT /api/config/galleries/:id/settings', {
            params: { id: galleryId },
            body: draft,
            silent: true,
          })
        ).settings,
    );
    if (result) setDraft(result);
  }

  return (
    <form className="site-form" aria-labelledby={headingId} onSubmit={handleSubmit} noValidate ref={formRef}>
      <h3 id={headingId} className="form-section-heading">
        Gallery settings
      </h3>
      {state.status === 'failed' && (
        <div className="form-alert" role="alert">
          <p>{state.message}</p>
        </div>
      )}
      <Field label="Design" help="How the gallery’s page lays out its pictures." error={errors.design}>
        {(control) => (
          <select
            {...control}
            value={draft.design}
            onChange={(e) => edit({ design: e.target.value as GalleryCollectionSettings['design'] })}
          >
            {GALLERY_DESIGN_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Open pictures in a lightbox" inline error={errors.lightbox}>
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={draft.lightbox}
            onChange={(e) => edit({ lightbox: e.target.checked })}
          />
        )}
      </Field>
      {draft.lightbox && (
        <Choices
          legend="Lightbox theme"
          options={THEME_OPTIONS}
          value={draft.lightboxTheme}
          error={errors.lightboxTheme}
          onChange={(lightboxTheme) => edit({ lightboxTheme })}
        />
      )}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={state.status === 'saving'}>
          {state.status === 'saving' ? 'Saving…' : 'Save gallery settings'}
        </button>
        <p role="status" className="save-status">
          {saveNotice(state)}
        </p>
      </div>
    </form>
  );
}
