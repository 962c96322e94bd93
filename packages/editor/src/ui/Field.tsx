import { type ReactNode, useId } from 'react';

/** What a field's control needs to be tied to its label, its help and its error message. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The ids a control is described by: its error first (read out first), then its help. */
export function describedByOf(id: string, help: string | undefined, error: string | undefined) {
  return [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;
}

/** A field's help and error, with the ids `describedByOf` names. */
export function FieldNotes({
  id,
  help,
  error,
}: {
  id: string;
  help?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
      {help && (
        <p className="field-help" id={`${id}-help`}>
          {help}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </>
  );
}

interface FieldProps {
  label: string;
  help?: string | undefined;
  error?: string | undefined;
  /** A checkbox: its label follows it */
  inline?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled control with its help and its error beside it. The error is tied to the control
 * (aria-describedby, aria-invalid), so it is read out when the control is focused; after a refused
 * save the form moves focus to the first control in error.
 */
export function Field({ label, help, error, inline = false, children }: FieldProps) {
  const id = useId();
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedByOf(id, help, error),
  });
  return (
    <div className={inline ? 'field field-inline' : 'field'}>
      {inline && control}
      <label htmlFor={id}>{label}</label>
      {!inline && control}
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

interface FieldGroupProps {
  legend: string;
  help?: string | undefined;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** Several controls that make one value (radio buttons, a list, an image picker), under one legend. */
export function FieldGroup({ legend, help, error, className, children }: FieldGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={['field-group', className].filter(Boolean).join(' ')}
      aria-describedby={describedByOf(id, help, error)}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <FieldNotes id={id} help={help} error={error} />
      {children}
    </fieldset>
  );
}

interface TextFieldProps {
  label: string;
  help?: string | undefined;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  /** A text area of this many rows instead of one line */
  rows?: number;
}

/** A labelled line (or area) of text: the most common field of every form. */
export function TextField({ label, help, error, value, onChange, rows }: TextFieldProps) {
  return (
    <Field label={label} help={help} error={error}>
      {(control) =>
        rows ? (
          <textarea {...control} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input {...control} type="text" value={value} onChange={(e) => onChange(e.target.value)} />
        )
      }
    </Field>
  );
}

interface CheckboxFieldProps {
  label: string;
  help?: string | undefined;
  error?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled checkbox, its label after it. */
export function CheckboxField({ label, help, error, checked, onChange }: CheckboxFieldProps) {
  return (
    <Field label={label} help={help} error={error} inline>
      {(control) => (
        <input {...control} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      )}
    </Field>
  );
}

/**
 * A refused or failed save, above the form, read out at once. `detail` is the reason beneath a
 * heading message (the server's words under spec 2 §8's 'Unable to update form').
 */
export function FormAlert({ message, detail }: { message: string | null; detail?: string | undefined }) {
  if (message === null) return null;
  return (
    <div className="form-alert" role="alert">
      <p>{message}</p>
      {detail && detail !== message && <p>{detail}</p>}
    </div>
  );
}
