// Radio buttons for one setting: a legend, its options and the field's error (the config area's
// settings screens: the cookie banner, the popup, the mobile info bar).
import { useId } from 'react';
import { FieldGroup } from './Field.tsx';

export type Option<T extends string | number> = { value: T; label: string };

/** A set of radio buttons for one setting. */
export function Choices<T extends string | number>(props: {
  legend: string;
  options: Option<T>[];
  value: T;
  error: string | undefined;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <FieldGroup legend={props.legend} error={props.error} className="radio-group">
      {props.options.map((option) => (
        <label key={option.value} className="choice">
          <input
            type="radio"
            name={name}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
          />{' '}
          {option.label}
        </label>
      ))}
    </FieldGroup>
  );
}
