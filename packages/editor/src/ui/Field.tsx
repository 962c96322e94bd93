import { type ReactNode, useId } from 'react';

/** What a field's control needs to be tied to its label, its help and its error message. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
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
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, help ? helpId : null].filter(Boolean).join(' ');
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  });
  return (
    <div className={inline ? 'field field-inline' : 'field'}>
      {inline && control}
      <label htmlFor={id}>{label}</label>
      {!inline && control}
      {help && (
        <p className="field-help" id={helpId}>
          {help}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
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
  const describedBy = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className={['field-group', className].filter(Boolean).join(' ')}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
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
      {children}
    </fieldset>
  );
}
