import { type KeyboardEvent, useId, useState } from 'react';
import { describedByOf, FieldNotes } from '../ui/Field.tsx';

interface ChipsInputProps {
  /** The field's name: 'Tags' */
  label: string;
  /** One of them, for the buttons: 'tag' */
  noun: string;
  help?: string | undefined;
  /** The server's message after a refused save */
  error?: string | undefined;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** core's rule (validateTag, validateCategory): null when the name can be added, else why not */
  validate: (name: string, options: { existing: readonly string[] }) => string | null;
}

/**
 * A list of names typed one at a time: Enter, a comma or the Add button adds what is typed (checked
 * by core's rule, its message shown beside the field); each name has its own Remove button. Every
 * change is announced.
 */
export function ChipsInput({ label, noun, help, error, values, onChange, validate }: ChipsInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const shown = problem ?? error;

  function add() {
    if (text.trim() === '') return;
    const message = validate(text, { existing: values });
    if (message) {
      setProblem(message);
      return;
    }
    const name = text.trim();
    onChange([...values, name]);
    setText('');
    setProblem(null);
    setAnnouncement(`${name} added.`);
  }

  function remove(name: string) {
    onChange(values.filter((value) => value !== name));
    setAnnouncement(`${name} removed.`);
    document.getElementById(`${id}-input`)?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="field chips-field">
      <label htmlFor={`${id}-input`}>{label}</label>
      {values.length > 0 && (
        <ul className="chips" aria-label={label}>
          {values.map((name) => (
            <li key={name} className="chip">
              <span>{name}</span>
              <button type="button" aria-label={`Remove ${noun} ${name}`} onClick={() => remove(name)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="chips-entry">
        <input
          id={`${id}-input`}
          type="text"
          value={text}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedByOf(id, help, shown ?? undefined)}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={handleKeyDown}
        />
        <button type="button" onClick={add}>
          Add {noun}
        </button>
      </div>
      <FieldNotes id={id} help={help} error={shown ?? undefined} />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
