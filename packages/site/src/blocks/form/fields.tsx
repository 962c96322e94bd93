// Every field type of the form builder as server-rendered HTML that works without JavaScript. The
// input names are what the server reads (values.ts): a field's id, `<id>.<Part>` for the parts of a
// name, address, phone, date or time, `<id>.<n>` for the n-th statement of a likert field. Each item
// has its error line above its title (spec section 8), hidden until the island fills it.
import {
  COMPOUND_FORM_FIELD_PARTS,
  characterCounter,
  type FormFieldDefinition,
  LIKERT_SCALE,
} from '@tessera/core';
import type { ReactNode } from 'react';

/** The words under each part of a compound field (the spec names the parts, not their labels). */
const PART_LABELS: Record<string, string> = {
  First: 'First name',
  Last: 'Last name',
  Country: 'Country code',
  Areacode: 'Area code',
  Prefix: 'Prefix',
  Line: 'Line',
  Line1: 'Address line 1',
  Line2: 'Address line 2',
  City: 'City',
  State: 'State or province',
  Zip: 'Postal code',
  Month: 'Month (MM)',
  Day: 'Day (DD)',
  Year: 'Year (YYYY)',
  Hour: 'Hour',
  Minute: 'Minute',
  Second: 'Second',
  Ampm: 'AM or PM',
};

const NUMERIC_PARTS = new Set([
  'Country',
  'Areacode',
  'Prefix',
  'Line',
  'Month',
  'Day',
  'Year',
  'Hour',
  'Minute',
  'Second',
]);

/** Element ids of one field on one form (the same form may sit in two blocks of a page). */
export function itemIds(domId: string, field: { id: string }) {
  const base = `${domId}-${field.id}`;
  return {
    input: base,
    error: `${base}-error`,
    description: `${base}-description`,
    counter: `${base}-counter`,
  };
}

/** The parts of a compound field that are shown: a phone's country code only when asked for. */
export function shownParts(field: FormFieldDefinition): readonly string[] {
  const parts = (COMPOUND_FORM_FIELD_PARTS as Record<string, readonly string[]>)[field.type] ?? [];
  return field.type === 'phone' && !field.showCountryCode ? parts.filter((p) => p !== 'Country') : parts;
}

function Title({ field, htmlFor }: { field: FormFieldDefinition; htmlFor?: string }) {
  const text = (
    <>
      {field.label}
      {field.required && <span className="form-required"> (required)</span>}
    </>
  );
  return htmlFor ? (
    <label className="form-title" htmlFor={htmlFor}>
      {text}
    </label>
  ) : (
    text
  );
}

function Description({ field, id }: { field: FormFieldDefinition; id: string }) {
  return field.description ? (
    <p className="form-description" id={id}>
      {field.description}
    </p>
  ) : null;
}

/** A field whose title names one input. */
function SingleInput({ field, ids }: { field: FormFieldDefinition; ids: ReturnType<typeof itemIds> }) {
  const described = field.description ? ids.description : undefined;
  const common = {
    id: ids.input,
    name: field.id,
    required: field.required,
    'aria-describedby': described,
  };
  let control: ReactNode;
  switch (field.type) {
    case 'textarea': {
      const counter = characterCounter('', field.maxLength);
      control = (
        <>
          <textarea {...common} placeholder={field.placeholder || undefined} rows={5} />
          {counter && (
            <p className="form-counter" id={ids.counter} aria-live="polite">
              {counter.text}
            </p>
          )}
        </>
      );
      break;
    }
    case 'select':
      control = (
        <select {...common} defaultValue="">
          <option value="">Select an option</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    case 'currency':
      control = (
        <span className="form-affix">
          <span aria-hidden="true">{field.currencySymbol}</span>
          <input {...common} type="text" inputMode="decimal" placeholder={field.placeholder || undefined} />
        </span>
      );
      break;
    case 'twitter':
      control = (
        <span className="form-affix">
          <span aria-hidden="true">@</span>
          <input {...common} type="text" autoComplete="off" />
        </span>
      );
      break;
    default: {
      const type =
        field.type === 'email'
          ? 'email'
          : field.type === 'number'
            ? 'number'
            : field.type === 'password'
              ? 'password'
              : 'text';
      control = (
        <input
          {...common}
          type={type}
          inputMode={field.type === 'website' ? 'url' : undefined}
          autoComplete={field.type === 'email' ? 'email' : undefined}
          placeholder={field.placeholder || undefined}
        />
      );
    }
  }
  return (
    <>
      <Title field={field} htmlFor={ids.input} />
      <Description field={field} id={ids.description} />
      {control}
    </>
  );
}

/** A field of several inputs (compound parts, choices, likert statements): a fieldset. */
function Group({
  field,
  ids,
  children,
}: {
  field: FormFieldDefinition;
  ids: ReturnType<typeof itemIds>;
  children: ReactNode;
}) {
  return (
    <fieldset className="form-group" aria-describedby={field.description ? ids.description : undefined}>
      <legend className="form-title">
        <Title field={field} />
      </legend>
      <Description field={field} id={ids.description} />
      {children}
    </fieldset>
  );
}

function Parts({ field, ids }: { field: FormFieldDefinition; ids: ReturnType<typeof itemIds> }) {
  return (
    <div className="form-parts">
      {shownParts(field).map((part) => {
        const id = `${ids.input}-${part}`;
        const required = field.required && part !== 'Line2' && part !== 'Second';
        return (
          <span className="form-part" key={part}>
            {part === 'Ampm' ? (
              <select id={id} name={`${field.id}.${part}`} defaultValue="">
                <option value="">–</option>
                <option>AM</option>
                <option>PM</option>
              </select>
            ) : (
              <input
                id={id}
                name={`${field.id}.${part}`}
                type="text"
                inputMode={NUMERIC_PARTS.has(part) ? 'numeric' : undefined}
                required={required}
              />
            )}
            <label htmlFor={id}>{PART_LABELS[part] ?? part}</label>
          </span>
        );
      })}
    </div>
  );
}

function Choices({ field, ids }: { field: FormFieldDefinition; ids: ReturnType<typeof itemIds> }) {
  const type = field.type === 'checkbox' ? 'checkbox' : 'radio';
  return (
    <div className="form-choices">
      {field.options.map((option, index) => {
        const id = `${ids.input}-${index}`;
        return (
          <span className="form-choice" key={option}>
            <input
              id={id}
              type={type}
              name={field.id}
              value={option}
              required={type === 'radio' && field.required}
            />
            <label htmlFor={id}>{option}</label>
          </span>
        );
      })}
    </div>
  );
}

function Likert({ field, ids }: { field: FormFieldDefinition; ids: ReturnType<typeof itemIds> }) {
  return (
    <div className="form-likert">
      {field.options.map((statement, row) => (
        <fieldset className="form-likert-row" key={statement}>
          <legend>{statement}</legend>
          {LIKERT_SCALE.map((point) => {
            const id = `${ids.input}-${row}-${point.value}`;
            return (
              <span className="form-choice" key={point.value}>
                <input
                  id={id}
                  type="radio"
                  name={`${field.id}.${row}`}
                  value={String(point.value)}
                  required={field.required}
                />
                <label htmlFor={id}>{point.label}</label>
              </span>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

/** One field of the form, with its error line above its title. */
export function FormItem({ field, domId }: { field: FormFieldDefinition; domId: string }) {
  const ids = itemIds(domId, field);
  if (field.type === 'hidden')
    return <input type="hidden" name={field.id} value={field.value} data-key={field.key} />;
  if (field.type === 'section')
    return (
      <div className={`form-section${field.underline ? ' form-section-underline' : ''}`}>
        <h3>{field.label}</h3>
        {field.description && <p className="form-description">{field.description}</p>}
      </div>
    );
  const body =
    field.type === 'radio' || field.type === 'checkbox' ? (
      <Group field={field} ids={ids}>
        <Choices field={field} ids={ids} />
      </Group>
    ) : field.type === 'likert' ? (
      <Group field={field} ids={ids}>
        <Likert field={field} ids={ids} />
      </Group>
    ) : shownParts(field).length > 0 ? (
      <Group field={field} ids={ids}>
        <Parts field={field} ids={ids} />
      </Group>
    ) : (
      <SingleInput field={field} ids={ids} />
    );
  return (
    <div className={`form-item form-item-${field.type}`} data-field-id={field.id}>
      <p className="form-item-error" id={ids.error} hidden />
      {body}
    </div>
  );
}
