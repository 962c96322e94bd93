// A block's `reference` field: one of the site's forms or mailing lists, chosen from a list read
// from the config API, with the spec's words when there are no lists or none is chosen.
import { NEWSLETTER_MESSAGES } from '@tessera/core';
import type { ReferenceField } from '@tessera/site/blocks/fields.ts';
import { useCallback } from 'react';
import { fetchForms } from '../../forms/forms-api.ts';
import { fetchLists } from '../../newsletters/lists-api.ts';
import { Field } from '../../ui/Field.tsx';
import { useRemoteData } from '../../ui/use-remote-data.ts';

const SOURCES = {
  form: { load: fetchForms, none: 'No forms yet: make one on the Forms screen.', unchosen: 'Choose a form.' },
  mailingList: { load: fetchLists, none: NEWSLETTER_MESSAGES.noLists, unchosen: 'A List must be selected' },
} as const;

export function ReferencePicker({
  field,
  value,
  error,
  onChange,
}: {
  field: ReferenceField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const source = SOURCES[field.source];
  const load = useCallback(
    async () => (await source.load()).map((o) => ({ id: o.id, name: o.name })),
    [source],
  );
  const { state, retry } = useRemoteData(load);
  if (state.status === 'loading')
    return (
      <p role="status" className="panel-note">
        Loading {field.label.toLowerCase()}s…
      </p>
    );
  if (state.status === 'failed')
    return (
      <p role="alert" className="field-error">
        {state.message}{' '}
        <button type="button" onClick={retry}>
          Try again
        </button>
      </p>
    );
  if (state.data.length === 0) return <p className="panel-note">{source.none}</p>;
  const missing = value !== '' && !state.data.some((o) => o.id === value);
  return (
    <Field
      label={field.label}
      help={field.help}
      error={
        error ?? (value === '' ? source.unchosen : missing ? 'This one is gone: choose another.' : undefined)
      }
    >
      {(control) => (
        <select {...control} value={missing ? '' : value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Choose…</option>
          {state.data.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
