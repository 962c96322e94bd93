import {
  FORM_FIELD_TYPES,
  type FormDefinition,
  type FormFieldDefinition,
  type FormFieldType,
  INTERFACE_STRINGS,
  movedTo,
  newFormField,
  validateEmail,
} from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { StoredForm } from '@tessera/site/api/routes.gen.ts';
import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { CheckboxField, FormAlert, TextField } from '../ui/Field.tsx';
import { StaleAlert } from '../ui/StaleAlert.tsx';
import { tabIndexForKey } from '../ui/tab-keys.ts';
import { SaveActions, useSave } from '../ui/use-save.tsx';
import { FieldEditor } from './FieldEditor.tsx';
import { FIELD_TYPE_LABELS } from './field-types.ts';
import { Inbox } from './Inbox.tsx';

/** The form model's fieldsets (spec section 3: build 1 … disclaimer 5) as tabs, and the inbox. */
const TABS = [
  { id: 'build', label: 'Build' },
  { id: 'storage', label: 'Storage' },
  { id: 'advanced', label: 'Advanced' },
  { id: 'captcha', label: 'Captcha' },
  { id: 'disclaimer', label: 'Disclaimer' },
  { id: 'inbox', label: 'Inbox' },
] as const;
type Tab = (typeof TABS)[number]['id'];

const STALE = 'This form was changed elsewhere. Reload to see the latest version.';

/** A field id not yet in the form: the type's name, numbered past those taken. */
function freshId(fields: FormFieldDefinition[], type: FormFieldType): string {
  const taken = new Set(fields.map((f) => f.id));
  for (let n = 1; ; n++) if (!taken.has(`${type}-${n}`)) return `${type}-${n}`;
}

/** What is saved: options without blank lines, the notified addresses without blank ones. */
function cleaned(form: FormDefinition): FormDefinition {
  return {
    ...form,
    fields: form.fields.map((f) => ({ ...f, options: f.options.map((o) => o.trim()).filter(Boolean) })),
    storage: {
      ...form.storage,
      notifyEmails: form.storage.notifyEmails.map((e) => e.trim()).filter(Boolean),
    },
  };
}

export function FormBuilder({
  stored,
  onSaved,
  onReload,
}: {
  stored: StoredForm;
  onSaved: (s: StoredForm) => void;
  onReload: () => void;
}) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('build');
  const [form, setForm] = useState(stored.form);
  const [version, setVersion] = useState(stored.version);
  const [addType, setAddType] = useState<FormFieldType>('text');
  const [stale, setStale] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const { state, save, touched, errors } = useSave<StoredForm>(formRef);
  const change = (next: FormDefinition) => {
    setForm(next);
    touched();
  };
  const setFields = (fields: FormFieldDefinition[]) => change({ ...form, fields });
  const emailErrors = form.storage.notifyEmails
    .map((email) => email.trim())
    .filter((email) => email !== '' && validateEmail(email, { required: true }) !== null);

  function onTabKey(event: KeyboardEvent) {
    const to = tabIndexForKey(
      event.key,
      TABS.findIndex((t) => t.id === tab),
      TABS.length,
    );
    const next = to === null ? undefined : TABS[to];
    if (!next) return;
    event.preventDefault();
    setTab(next.id);
    tabRefs.current[next.id]?.focus();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setStale(false);
    const saved = await save(async () => {
      try {
        const { id: formId, ...definition } = cleaned(form);
        return await call('PUT /api/config/forms/:formId', {
          params: { formId },
          body: { form: definition, version },
          silent: true,
        });
      } catch (error) {
        if (error instanceof DataLayerError && error.status === 409) setStale(true);
        throw error;
      }
    });
    if (!saved) return;
    setForm(saved.form);
    setVersion(saved.version);
    onSaved(saved);
  }

  const panel = (() => {
    switch (tab) {
      case 'build':
        return (
          <>
            {form.fields.length === 0 && (
              <p className="panel-note">No fields yet. Add the first one below.</p>
            )}
            <ol className="form-builder-fields" aria-label="Fields">
              {form.fields.map((field, index) => (
                <FieldEditor
                  key={field.id}
                  field={field}
                  index={index}
                  count={form.fields.length}
                  errors={errors}
                  onChange={(next) => setFields(form.fields.map((f, i) => (i === index ? next : f)))}
                  onMove={(by) => setFields(movedTo(form.fields, index, index + by))}
                  onRemove={() => setFields(form.fields.filter((_, i) => i !== index))}
                />
              ))}
            </ol>
            <div className="form-builder-add">
              <label htmlFor={`${id}-add`}>New field type</label>
              <select
                id={`${id}-add`}
                value={addType}
                onChange={(e) => setAddType(e.target.value as FormFieldType)}
              >
                {(Object.keys(FORM_FIELD_TYPES) as FormFieldType[]).map((type) => (
                  <option key={type} value={type}>
                    {FIELD_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
              <button
                type="button"
                onClick={() =>
                  setFields([
                    ...form.fields,
                    newFormField(freshId(form.fields, addType), addType, FIELD_TYPE_LABELS[addType]),
                  ])
                }
              >
                Add field
              </button>
            </div>
          </>
        );
      case 'storage':
        return (
          <>
            <p className="panel-note">
              Every submission is kept in this form's inbox. It can also be mailed and posted on.
            </p>
            <TextField
              label="Notify these addresses, one per line"
              rows={3}
              value={form.storage.notifyEmails.join('\n')}
              error={
                emailErrors.length
                  ? `Please enter a valid email: ${emailErrors.join(', ')}`
                  : Object.entries(errors).find(([k]) => k.startsWith('form.storage.notifyEmails'))?.[1]
              }
              onChange={(v) => change({ ...form, storage: { ...form.storage, notifyEmails: v.split('\n') } })}
            />
            <TextField
              label="Webhook address"
              help="Each submission is posted here as JSON; retried until it is taken."
              value={form.storage.webhookUrl}
              error={errors['form.storage.webhookUrl']}
              onChange={(v) => change({ ...form, storage: { ...form.storage, webhookUrl: v } })}
            />
          </>
        );
      case 'advanced':
        return (
          <>
            <TextField
              label="Submit button text"
              value={form.submitButtonText}
              error={errors['form.submitButtonText']}
              onChange={(v) => change({ ...form, submitButtonText: v })}
            />
            <TextField
              label="Message after sending"
              rows={3}
              value={form.successMessage}
              error={errors['form.successMessage']}
              onChange={(v) => change({ ...form, successMessage: v })}
            />
            <CheckboxField
              label="The message is HTML"
              help="Links and formatting; it is cleaned of anything else when saved."
              checked={form.successHtml}
              onChange={(v) => change({ ...form, successHtml: v })}
            />
            <TextField
              label="Go to this address after sending"
              help="A page of this site (/thanks) or an address (https://…); empty to stay."
              value={form.redirectUrl}
              error={errors['form.redirectUrl']}
              onChange={(v) => change({ ...form, redirectUrl: v })}
            />
          </>
        );
      case 'captcha':
        return (
          <CheckboxField
            label="Ask for a captcha"
            help="The visitor's browser solves a small puzzle before sending (ALTCHA, on this server: no third party, nothing about the visitor). Keeps robots out."
            checked={form.captcha}
            onChange={(v) => change({ ...form, captcha: v })}
          />
        );
      case 'disclaimer':
        return (
          <>
            <CheckboxField
              label="Show a disclaimer to agree to"
              checked={form.disclaimer.enabled}
              onChange={(v) => change({ ...form, disclaimer: { ...form.disclaimer, enabled: v } })}
            />
            <TextField
              label="Disclaimer"
              rows={4}
              value={form.disclaimer.text}
              error={errors['form.disclaimer.text']}
              onChange={(v) => change({ ...form, disclaimer: { ...form.disclaimer, text: v } })}
            />
          </>
        );
      case 'inbox':
        return null;
    }
  })();

  return (
    <>
      <div className="canvas-tabs" role="tablist" aria-label="Form" onKeyDown={onTabKey}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(element) => {
              tabRefs.current[t.id] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`${id}-panel`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'inbox' ? (
          <Inbox formId={form.id} form={form} />
        ) : (
          <form ref={formRef} className="panel-form" onSubmit={submit}>
            <TextField
              label="Form name"
              value={form.name}
              error={errors['form.name']}
              onChange={(v) => change({ ...form, name: v })}
            />
            {panel}
            {stale && <StaleAlert message={STALE} onReload={onReload} />}
            {/* Spec 2 §8's words head any failed save, the reason (the server's, or no answer) beneath. */}
            {!stale && state.status === 'failed' && (
              <FormAlert message={INTERFACE_STRINGS.unableToUpdateForm} detail={state.message} />
            )}
            <SaveActions state={state} label="Save form" />
          </form>
        )}
      </div>
    </>
  );
}
