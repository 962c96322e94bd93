import { call } from '@tessera/site/api/call.ts';
import type { FormSummary, StoredForm } from '@tessera/site/api/routes.gen.ts';
import { useCallback, useRef, useState } from 'react';
import { formOpenFailureMessage } from '../errors.ts';
import { count } from '../ui/count.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { TextField } from '../ui/Field.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { useRenameDelete } from '../ui/use-rename-delete.ts';
import { SaveActions, useSave } from '../ui/use-save.tsx';
import { useScreenRecord } from '../workspace/screen-record.tsx';
import { CaptchaSettingsScreen } from './CaptchaSettingsScreen.tsx';
import { FormBuilder } from './FormBuilder.tsx';
import { fetchForms } from './forms-api.ts';
import './forms.css';

/** A form whole, with the version a save must name (the builder). */
function fetchForm(formId: string): Promise<StoredForm> {
  return call('GET /api/config/forms/:formId', { params: { formId }, silent: true });
}

function FormRow({
  form,
  onOpen,
  onDeleted,
}: {
  form: FormSummary;
  onOpen: () => void;
  onDeleted: () => void;
}) {
  const row = useRenameDelete(form.name);
  return (
    <li className="newsletter-list">
      <button type="button" className="page-item" onClick={onOpen}>
        <span className="page-item-title">{form.name}</span>
        <span className="page-item-meta">
          {count(form.fieldCount, 'field', 'fields')} ·{' '}
          {count(form.submissionCount, 'submission', 'submissions')}
          {form.unreadCount > 0 ? ` · ${form.unreadCount} unread` : ''}
        </span>
      </button>
      {row.error && (
        <p role="alert" className="field-error">
          {row.error}
        </p>
      )}
      {row.mode === 'confirm-delete' ? (
        <fieldset className="newsletter-confirm">
          <legend>
            Delete {form.name}? Its submissions go with it, and its form blocks will show nothing.
          </legend>
          <button
            type="button"
            className="danger"
            disabled={row.busy}
            onClick={() =>
              void row.remove(async () => {
                await call('DELETE /api/config/forms/:formId', { params: { formId: form.id }, silent: true });
                onDeleted();
              })
            }
          >
            Delete form
          </button>
          <button type="button" ref={row.refs.keepButton} disabled={row.busy} onClick={row.keep}>
            Keep it
          </button>
        </fieldset>
      ) : (
        <div className="newsletter-actions">
          <button type="button" ref={row.refs.deleteButton} onClick={row.confirmDelete}>
            Delete<span className="visually-hidden"> {form.name}</span>
          </button>
        </div>
      )}
    </li>
  );
}

/** The site's forms and, opened, one form's builder (its fieldsets as tabs) and inbox. */
/** Where the forms' record path leads: a form's id (/config/forms/<id>), or the captcha settings. */
const CAPTCHA_RECORD = 'captcha';

export function FormsScreen({ onBack }: { onBack: () => void }) {
  const { state, retry } = useRemoteData(fetchForms);
  const { record, openRecord } = useScreenRecord();
  const captchaOpen = record[0] === CAPTCHA_RECORD;
  const openId = !captchaOpen ? (record[0] ?? null) : null;
  const setOpenId = (id: string | null) => openRecord(id ? [id] : []);
  const setCaptchaOpen = (open: boolean) => openRecord(open ? [CAPTCHA_RECORD] : []);
  const [name, setName] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const { state: saveState, save, touched, errors } = useSave<StoredForm>(formRef);

  if (openId)
    return (
      <OpenForm
        formId={openId}
        onBack={() => {
          setOpenId(null);
          retry();
        }}
      />
    );

  if (captchaOpen) return <CaptchaSettingsScreen onBack={() => setCaptchaOpen(false)} />;

  const forms = state.status === 'ready' ? state.data : [];
  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Forms">
      <p className="panel-note">
        A form block shows one of these forms. What visitors send is kept in each form's inbox.
      </p>
      <button type="button" onClick={() => setCaptchaOpen(true)}>
        Captcha settings
      </button>
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading forms…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && forms.length === 0 && (
        <EmptyState title="No forms yet">
          A form collects what visitors send you: a contact message, a booking request, a survey. Its
          submissions arrive in its inbox here, and by mail if you ask. Create the first one below, then add
          it to a page with the Form block.
        </EmptyState>
      )}
      {forms.length > 0 && (
        <ul className="newsletter-lists" aria-label="Forms">
          {forms.map((form) => (
            <FormRow key={form.id} form={form} onOpen={() => setOpenId(form.id)} onDeleted={retry} />
          ))}
        </ul>
      )}
      {state.status === 'ready' && (
        <form
          ref={formRef}
          className="panel-form"
          onSubmit={async (event) => {
            event.preventDefault();
            const created = await save(() =>
              call('POST /api/config/forms', { body: { name }, silent: true }),
            );
            if (!created) return;
            setName('');
            setOpenId(created.form.id);
          }}
        >
          <h3 className="form-section-heading">New form</h3>
          <TextField
            label="Form name"
            value={name}
            error={errors.name}
            onChange={(v) => {
              setName(v);
              touched();
            }}
          />
          <SaveActions state={saveState} label="Create form" />
        </form>
      )}
    </PanelScreen>
  );
}

function OpenForm({ formId, onBack }: { formId: string; onBack: () => void }) {
  const fetcher = useCallback(() => fetchForm(formId), [formId]);
  // A form that cannot be opened (gone, refused, the server down) says so in spec 2 §8's words.
  const { state, retry } = useRemoteData(fetcher, formOpenFailureMessage);
  return (
    <PanelScreen
      backLabel="← Back to forms"
      onBack={onBack}
      title={state.status === 'ready' ? state.data.form.name : 'Form'}
    >
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading the form…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <FormBuilder key={state.data.version} stored={state.data} onSaved={() => {}} onReload={retry} />
      )}
    </PanelScreen>
  );
}
