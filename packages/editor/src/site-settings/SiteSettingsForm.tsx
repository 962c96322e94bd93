// The site's basic settings: title, tagline, description (the default meta description), favicon,
// useEscapeKeyToLogin and the site password (PUT /api/config/site-settings). The logo is set with
// the header, where it shows.
import type { SiteSettings, SiteSettingsUpdate } from '@tessera/site/site-design.ts';
import { type FormEvent, useRef, useState } from 'react';
import { Field } from '../ui/Field.tsx';
import { ImageChoice } from './ImageChoice.tsx';
import { saveSiteSettings } from './site-api.ts';
import { saveNotice, useSave } from './use-save.ts';

interface Draft {
  title: string;
  tagline: string;
  description: string;
  favicon: SiteSettings['favicon'];
  useEscapeKeyToLogin: boolean;
  /** A new password to set; empty keeps the current one */
  password: string;
  /** The owner asked to take the password away */
  removePassword: boolean;
}

function draftOf(settings: SiteSettings): Draft {
  const { title, tagline, description, favicon, useEscapeKeyToLogin } = settings;
  return { title, tagline, description, favicon, useEscapeKeyToLogin, password: '', removePassword: false };
}

function updateOf(draft: Draft): SiteSettingsUpdate {
  const { title, tagline, description, favicon, useEscapeKeyToLogin } = draft;
  const update: SiteSettingsUpdate = { title, tagline, description, favicon, useEscapeKeyToLogin };
  if (draft.password !== '') update.password = draft.password;
  else if (draft.removePassword) update.password = null;
  return update;
}

interface SiteSettingsFormProps {
  initial: SiteSettings;
  headingId: string;
  /** With the settings as stored: the top bar shows the new title */
  onSaved: (settings: SiteSettings) => void;
}

export function SiteSettingsForm({ initial, headingId, onSaved }: SiteSettingsFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(() => draftOf(initial));
  const { state, save, touched, errors } = useSave<SiteSettings>(formRef);

  function edit(change: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...change }));
    touched();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await save(() => saveSiteSettings(updateOf(draft)));
    if (result) {
      setSaved(result);
      setDraft(draftOf(result));
      onSaved(result);
    }
  }

  const locked = saved.hasPassword && !draft.removePassword;
  return (
    <form className="site-form" aria-labelledby={headingId} onSubmit={handleSubmit} noValidate ref={formRef}>
      {state.status === 'failed' && (
        <div className="form-alert" role="alert">
          <p>{state.message}</p>
        </div>
      )}
      <Field label="Site title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={draft.title}
            onChange={(e) => edit({ title: e.target.value })}
          />
        )}
      </Field>
      <Field label="Tagline" error={errors.tagline}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={draft.tagline}
            onChange={(e) => edit({ tagline: e.target.value })}
          />
        )}
      </Field>
      <Field
        label="Description"
        help="What search engines show for pages without a description of their own; the tagline when empty."
        error={errors.description}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={draft.description}
            onChange={(e) => edit({ description: e.target.value })}
          />
        )}
      </Field>
      <ImageChoice
        label="Favicon"
        help="The small icon in the browser’s tab; a square image works best."
        error={errors.favicon ?? errors['favicon.src']}
        value={draft.favicon}
        onChange={(favicon) => edit({ favicon })}
        clearLabel="Use no favicon"
      />
      <Field
        label="Escape key opens the sign-in for visitors"
        inline
        help="Signed-in owners always go to the config area with Escape."
        error={errors.useEscapeKeyToLogin}
      >
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={draft.useEscapeKeyToLogin}
            onChange={(e) => edit({ useEscapeKeyToLogin: e.target.checked })}
          />
        )}
      </Field>
      <h4 className="form-section-heading">Site password</h4>
      <p className="panel-note">
        {locked
          ? 'This site is password protected: visitors see the lock screen until they enter the password.'
          : 'Anyone can visit this site.'}
      </p>
      <Field
        label={saved.hasPassword ? 'New site password' : 'Site password'}
        help="Leave empty to keep things as they are."
        error={errors.password}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            value={draft.password}
            onChange={(e) => edit({ password: e.target.value, removePassword: false })}
          />
        )}
      </Field>
      {saved.hasPassword && (
        <button
          type="button"
          aria-pressed={draft.removePassword}
          onClick={() => edit({ removePassword: !draft.removePassword, password: '' })}
        >
          Remove the password when saving
        </button>
      )}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={state.status === 'saving'}>
          {state.status === 'saving' ? 'Saving…' : 'Save site settings'}
        </button>
        <p role="status" className="save-status">
          {saveNotice(state)}
        </p>
      </div>
    </form>
  );
}
