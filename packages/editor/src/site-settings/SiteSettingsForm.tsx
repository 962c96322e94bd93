// The site's basic settings: title, tagline, description (the default meta description), favicon,
// useEscapeKeyToLogin, the visitor census switch, comments on blog posts and the site password (PUT /api/config/site-settings). The logo is set with
// the header, where it shows.
import { type BodyOf, call } from '@tessera/site/api/call.ts';
import type { SiteSettings } from '@tessera/site/api/routes.gen.ts';
import { type FormEvent, useRef, useState } from 'react';
import { CheckboxField, FormAlert, TextField } from '../ui/Field.tsx';
import { PasswordFields } from '../ui/PasswordFields.tsx';
import { SaveActions, useSave } from '../ui/use-save.tsx';
import { CommentSettings } from './CommentSettings.tsx';
import { ImageChoice } from './ImageChoice.tsx';

/** The settings this form edits as they are (the password has fields of its own). */
const EDITED = [
  'title',
  'tagline',
  'description',
  'favicon',
  'useEscapeKeyToLogin',
  'censusEnabled',
  'commentsEnabled',
  'commentsModerated',
  'commentsCaptcha',
  'commentProviderShortname',
] as const;
type Edited = Pick<SiteSettings, (typeof EDITED)[number]>;

interface Draft extends Edited {
  /** A new password to set; empty keeps the current one */
  password: string;
  /** The owner asked to take the password away */
  removePassword: boolean;
}

const editedOf = (from: Edited): Edited =>
  Object.fromEntries(EDITED.map((key) => [key, from[key]])) as Edited;

function draftOf(settings: SiteSettings): Draft {
  return { ...editedOf(settings), password: '', removePassword: false };
}

/** The save: every edited setting, and the password only when it changes. */
type SiteSettingsUpdate = BodyOf<'PUT /api/config/site-settings'>;

function updateOf(draft: Draft): SiteSettingsUpdate {
  const update: SiteSettingsUpdate = editedOf(draft);
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
    // `silent`: a failure is shown in the form, not as the system dialog; the answer is every setting as saved.
    const result = await save(() =>
      call('PUT /api/config/site-settings', { body: updateOf(draft), silent: true }),
    );
    if (result) {
      setSaved(result);
      setDraft(draftOf(result));
      onSaved(result);
    }
  }

  return (
    <form className="site-form" aria-labelledby={headingId} onSubmit={handleSubmit} noValidate ref={formRef}>
      <FormAlert message={state.status === 'failed' ? state.message : null} />
      <TextField
        label="Site title"
        error={errors.title}
        value={draft.title}
        onChange={(title) => edit({ title })}
      />
      <TextField
        label="Tagline"
        error={errors.tagline}
        value={draft.tagline}
        onChange={(tagline) => edit({ tagline })}
      />
      <TextField
        label="Description"
        help="What search engines show for pages without a description of their own; the tagline when empty."
        error={errors.description}
        rows={3}
        value={draft.description}
        onChange={(description) => edit({ description })}
      />
      <ImageChoice
        label="Favicon"
        help="The small icon in the browser’s tab; a square image works best."
        error={errors.favicon ?? errors['favicon.src']}
        value={draft.favicon}
        onChange={(favicon) => edit({ favicon })}
        clearLabel="Use no favicon"
      />
      <CheckboxField
        label="Escape key opens the sign-in for visitors"
        help="Signed-in owners always go to the config area with Escape."
        error={errors.useEscapeKeyToLogin}
        checked={draft.useEscapeKeyToLogin}
        onChange={(useEscapeKeyToLogin) => edit({ useEscapeKeyToLogin })}
      />
      <CheckboxField
        label="Count visits (visitor census)"
        help="Counts page views, button clicks, form views and visits for the dashboard, without storing addresses. Off: nothing is counted or sent. Tracking cookies follow the cookie banner’s settings."
        error={errors.censusEnabled}
        checked={draft.censusEnabled}
        onChange={(censusEnabled) => edit({ censusEnabled })}
      />
      <CommentSettings draft={draft} errors={errors} onChange={edit} />
      <PasswordFields
        subject="site"
        hasPassword={saved.hasPassword}
        password={draft.password}
        removePassword={draft.removePassword}
        error={errors.password}
        onChange={edit}
      />
      <SaveActions state={state} label="Save site settings" />
    </form>
  );
}
