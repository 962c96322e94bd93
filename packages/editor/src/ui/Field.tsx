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
