import { type FormFieldDefinition, formFieldProperties } from '@tessera/core';
import { CheckboxField, Field, TextField } from '../ui/Field.tsx';
import { FIELD_TYPE_LABELS } from './field-types.ts';

interface FieldEditorProps {
  field: FormFieldDefinition;
  index: number;
  count: number;
  /** The last refused save's errors, by path ('form.fields.0.label') */
  errors: Record<string, string>;
  onChange: (field: FormFieldDefinition) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One field of the builder: exactly the properties its type has (core's formFieldProperties). */
export function FieldEditor({ field, index, count, errors, onChange, onMove, onRemove }: FieldEditorProps) {
  const has = new Set<string>(formFieldProperties(field.type, { vanillaFormHandler: true }));
  const error = (property: string) => errors[`form.fields.${index}.${property}`];
  const set = <K extends keyof FormFieldDefinition>(key: K, value: FormFieldDefinition[K]) =>
    onChange({ ...field, [key]: value });
  const name = field.label || field.key || FIELD_TYPE_LABELS[field.type];
  return (
    <li className="form-builder-field">
      <fieldset>
        <legend>
          {FIELD_TYPE_LABELS[field.type]}: {name}
        </legend>
        {field.type !== 'hidden' && (
          <TextField
            label="Title"
            value={field.label}
            error={error('label')}
            onChange={(v) => set('label', v)}
          />
        )}
        {has.has('description') && (
          <TextField
            label="Description"
            rows={2}
            value={field.description}
            error={error('description')}
            onChange={(v) => set('description', v)}
          />
        )}
        {has.has('placeholder') && (
          <TextField
            label="Placeholder"
            value={field.placeholder}
            error={error('placeholder')}
            onChange={(v) => set('placeholder', v)}
          />
        )}
        {has.has('currencySymbol') && (
          <TextField
            label="Currency symbol"
            value={field.currencySymbol}
            error={error('currencySymbol')}
            onChange={(v) => set('currencySymbol', v)}
          />
        )}
        {has.has('options') && (
          <TextField
            label={field.type === 'likert' ? 'Statements, one per line' : 'Options, one per line'}
            rows={4}
            value={field.options.join('\n')}
            error={
              error('options') ??
              Object.entries(errors).find(([k]) => k.startsWith(`form.fields.${index}.options.`))?.[1]
            }
            onChange={(v) => set('options', v.split('\n'))}
          />
        )}
        {has.has('maxLength') && (
          <Field label="Maximum length" help="Leave empty for no limit." error={error('maxLength')}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                value={field.maxLength ?? ''}
                onChange={(e) => set('maxLength', e.target.value === '' ? null : Number(e.target.value))}
              />
            )}
          </Field>
        )}
        {has.has('key') && (
          <TextField
            label="Key"
            help="The name it is read from in the page's address (?key=…)."
            value={field.key}
            error={error('key')}
            onChange={(v) => set('key', v)}
          />
        )}
        {has.has('value') && (
          <TextField
            label="Default value"
            value={field.value}
            error={error('value')}
            onChange={(v) => set('value', v)}
          />
        )}
        {has.has('required') && (
          <CheckboxField label="Required" checked={field.required} onChange={(v) => set('required', v)} />
        )}
        {has.has('showCountryCode') && (
          <CheckboxField
            label="Show country code"
            checked={field.showCountryCode}
            onChange={(v) => set('showCountryCode', v)}
          />
        )}
        {has.has('underline') && (
          <CheckboxField label="Underline" checked={field.underline} onChange={(v) => set('underline', v)} />
        )}
        <div className="form-builder-field-actions">
          <button type="button" disabled={index === 0} onClick={() => onMove(-1)}>
            Move up<span className="visually-hidden"> {name}</span>
          </button>
          <button type="button" disabled={index === count - 1} onClick={() => onMove(1)}>
            Move down<span className="visually-hidden"> {name}</span>
          </button>
          <button type="button" className="danger" onClick={onRemove}>
            Remove<span className="visually-hidden"> {name}</span>
          </button>
        </div>
      </fieldset>
    </li>
  );
}
