// What the popup, announcement bar and mobile info bar screens share: the settings read afresh when
// the screen opens, a form saved from the revision it read (a stale save says so and offers a reload),
// and the site in the frame loaded again after a save to show it.
import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';
import { type ReactNode, useRef, useState } from 'react';
import { FormAlert } from '../ui/Field.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { SaveActions, useSave } from '../ui/use-save.tsx';

export const STALE_SETTINGS = 'These settings were changed elsewhere. Reload to see the latest version.';

export interface SettingsFormApi<T> {
  form: T;
  set: <K extends keyof T>(key: K, value: T[K]) => void;
  errors: Record<string, string>;
}

export function OverlaySettingsScreen<T extends { revision: number }>(props: {
  title: string;
  /** What the form is, for screen readers and the Save button ("popup overlay") */
  what: string;
  intro?: ReactNode;
  onBack: () => void;
  onSaved: () => void;
  fetch: () => Promise<T>;
  save: (settings: T) => Promise<T>;
  children: (api: SettingsFormApi<T>) => ReactNode;
}) {
  const { state, retry } = useRemoteData(props.fetch);
  return (
    <PanelScreen backLabel="← Back to site" onBack={props.onBack} title={props.title}>
      {props.intro}
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading the {props.what}…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <SettingsForm<T>
          key={state.data.revision}
          stored={state.data}
          what={props.what}
          save={props.save}
          onReload={retry}
          onSaved={props.onSaved}
        >
          {props.children}
        </SettingsForm>
      )}
    </PanelScreen>
  );
}

function SettingsForm<T extends { revision: number }>(props: {
  stored: T;
  what: string;
  save: (settings: T) => Promise<T>;
  onReload: () => void;
  onSaved: () => void;
  children: (api: SettingsFormApi<T>) => ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { state, save, touched, errors } = useSave<T>(formRef);
  const [form, setForm] = useState(props.stored);
  const [stale, setStale] = useState(false);

  function set<K extends keyof T>(key: K, value: T[K]) {
    setForm((current) => ({ ...current, [key]: value }));
    touched();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setStale(false);
    const saved = await save(async () => {
      try {
        return await props.save(form);
      } catch (error) {
        if (error instanceof DataLayerError && error.status === 409) setStale(true);
        throw error;
      }
    });
    if (!saved) return;
    setForm(saved);
    props.onSaved();
  }

  const label = props.what.charAt(0).toUpperCase() + props.what.slice(1);
  return (
    <form ref={formRef} className="panel-form" onSubmit={submit} aria-label={`${label} settings`}>
      {props.children({ form, set, errors })}
      {stale && (
        <div role="alert" className="form-alert">
          {STALE_SETTINGS}{' '}
          <button type="button" onClick={props.onReload}>
            Reload
          </button>
        </div>
      )}
      {!stale && state.status === 'failed' && <FormAlert message={state.message} />}
      <SaveActions state={state} label={`Save ${props.what}`} />
    </form>
  );
}
