// A block's panel, built from its definition's `fields`: one accessible control per field kind, each
// with its label, its help and the server's error for its path beside it.
import { linkTypeOf, ORDER_NOW_LINK_TITLE } from '@tessera/core';
import { type AnyField, type AssetRef, CENTRE, FOCAL_POINT_STEPS, type FocalPoint } from '@tessera/site';
import { isFieldShown } from '@tessera/site/blocks/fields.ts';
import { lazy, Suspense, useId, useState } from 'react';
import { describedByOf, Field, FieldGroup, FieldNotes } from '../../ui/Field.tsx';
import { AssetPicker } from './AssetPicker.tsx';
import { useAnnouncedCheck } from './check-announcer.tsx';
import { ListControl } from './ListControl.tsx';
import { ReferencePicker } from './ReferencePicker.tsx';
import { useServerCheck } from './server-check.ts';

// TipTap is loaded only when a rich text field is shown, in its own chunk of the config area.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

export type Errors = Record<string, string>;

interface FieldsEditorProps {
  fields: Record<string, AnyField>;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  /** The path of `value` in the layout, e.g. 'sections.0.blocks.2.data' */
  path: string;
  errors: Errors;
}

export function FieldsEditor({ fields, value, onChange, path, errors }: FieldsEditorProps) {
  return (
    <>
      {Object.entries(fields).map(([key, field]) =>
        isFieldShown(field, value) ? (
          <FieldControl
            key={key}
            field={field}
            value={value[key]}
            onChange={(next) => onChange({ ...value, [key]: next })}
            data={value}
            path={`${path}.${key}`}
            errors={errors}
          />
        ) : null,
      )}
    </>
  );
}

interface FieldControlProps {
  field: AnyField;
  value: unknown;
  /** The object the field belongs to (a block's data), for a check between fields */
  data?: Record<string, unknown>;
  onChange: (value: unknown) => void;
  path: string;
  errors: Errors;
}

const asString = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A link field's help, and what the link is once it is the online food ordering service's page
 * (first spec document, section 3: its default link title is Order Now).
 */
export function linkHelp(help: string | undefined, value: unknown): string | undefined {
  if (linkTypeOf(asString(value)) !== 'order-now') return help;
  const note = `Your online ordering page: a button to it reads ${ORDER_NOW_LINK_TITLE} unless you give it text.`;
  return help ? `${help} ${note}` : note;
}

/** What the field's own check says of the value as typed, if it has a check. */
function checkMessageOf(field: AnyField, value: unknown, data: Record<string, unknown>): string | undefined {
  const check =
    'check' in field
      ? (field.check as ((value: unknown, data: Record<string, unknown>) => string | undefined) | undefined)
      : undefined;
  return check?.(value, data);
}

export function FieldControl({ field, value, data = {}, onChange, path, errors }: FieldControlProps) {
  const ownCheck = checkMessageOf(field, value, data);
  const serverCheck = useServerCheck(
    'serverCheck' in field ? field.serverCheck : undefined,
    value,
    ownCheck !== undefined,
  );
  const checked = ownCheck ?? serverCheck;
  // The server's error for the field, else its check's message (said as it appears).
  const error = errors[path] ?? checked;
  useAnnouncedCheck(errors[path] ? undefined : checked);
  switch (field.kind) {
    case 'hidden':
      return null;
    case 'text':
    case 'link':
      return (
        <Field
          label={field.label}
          help={field.kind === 'link' ? linkHelp(field.help, value) : field.help}
          error={error}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode={field.kind === 'link' ? 'url' : undefined}
              placeholder={field.kind === 'text' ? field.placeholder : undefined}
              value={asString(value)}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </Field>
      );
    case 'textarea':
      return (
        <Field label={field.label} help={field.help} error={error}>
          {(control) => (
            <textarea
              {...control}
              rows={field.rows ?? 4}
              value={asString(value)}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </Field>
      );
    case 'richText':
      return (
        <RichTextField
          label={field.label}
          help={field.help}
          error={error}
          value={asString(value)}
          onChange={onChange}
        />
      );
    case 'number':
      return (
        <Field label={field.label} help={field.help} error={error}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={field.min}
              max={field.max}
              step={field.step}
              value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
              onChange={(e) => onChange(e.target.value === '' ? null : e.target.valueAsNumber)}
            />
          )}
        </Field>
      );
    case 'select': {
      const index = field.options.findIndex((option) => option.value === value);
      return (
        <Field label={field.label} help={field.help} error={error}>
          {(control) => (
            <select
              {...control}
              value={index < 0 ? '' : String(index)}
              onChange={(e) => onChange(field.options[Number(e.target.value)]?.value)}
            >
              {index < 0 && <option value="">Choose…</option>}
              {field.options.map((option, i) => (
                <option key={String(option.value)} value={String(i)}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    }
    case 'radio':
      return <RadioGroup field={field} value={value} onChange={onChange} error={error} />;
    case 'boolean':
      return (
        <Field label={field.label} help={field.help} error={error} inline>
          {(control) => (
            <input
              {...control}
              type="checkbox"
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
            />
          )}
        </Field>
      );
    case 'asset':
      return (
        <AssetPicker
          label={field.label}
          help={field.help}
          error={error ?? errors[`${path}.src`]}
          value={(value as AssetRef | null) ?? null}
          onChange={onChange}
        />
      );
    case 'reference':
      return (
        <ReferencePicker
          field={field}
          value={typeof value === 'string' ? value : ''}
          error={error}
          onChange={onChange}
        />
      );
    case 'focalPoint':
      return (
        <FocalPointControl
          label={field.label}
          help={field.help}
          value={(value as FocalPoint | undefined) ?? CENTRE}
          onChange={onChange}
          path={path}
          errors={errors}
        />
      );
    case 'lines':
      return (
        <LinesControl
          label={field.label}
          help={field.help}
          error={error ?? firstErrorUnder(errors, path)}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={onChange}
        />
      );
    case 'group':
      return (
        <FieldGroup legend={field.label} help={field.help} error={error} className="group-field">
          <FieldsEditor
            fields={field.fields}
            value={isObject(value) ? value : {}}
            onChange={onChange}
            path={path}
            errors={errors}
          />
        </FieldGroup>
      );
    case 'list':
      return (
        <ListControl
          field={field}
          value={Array.isArray(value) ? (value as Record<string, unknown>[]) : []}
          onChange={onChange}
          path={path}
          errors={errors}
        />
      );
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first error at a path below this one (an option of a list of lines, say). */
function firstErrorUnder(errors: Errors, path: string): string | undefined {
  const key = Object.keys(errors).find((k) => k.startsWith(`${path}.`));
  return key === undefined ? undefined : errors[key];
}

export function RichTextField({
  label,
  help,
  error,
  value,
  onChange,
}: {
  label: string;
  help?: string | undefined;
  error?: string | undefined;
  value: string;
  onChange: (html: string) => void;
}) {
  const id = useId();
  return (
    <div className="field rich-text-field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <Suspense fallback={<p className="panel-note">Loading the text editor…</p>}>
        <RichTextEditor
          labelId={`${id}-label`}
          describedBy={describedByOf(id, help, error)}
          invalid={Boolean(error)}
          value={value}
          onChange={onChange}
        />
      </Suspense>
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

function RadioGroup({
  field,
  value,
  onChange,
  error,
}: {
  field: Extract<AnyField, { kind: 'radio' }>;
  value: unknown;
  onChange: (value: unknown) => void;
  error: string | undefined;
}) {
  const name = useId();
  return (
    <FieldGroup legend={field.label} help={field.help} error={error} className="radio-group">
      {field.options.map((option) => (
        <label key={String(option.value)} className="choice">
          <input
            type="radio"
            name={name}
            checked={value === option.value}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(option.value)}
          />{' '}
          {option.label}
        </label>
      ))}
    </FieldGroup>
  );
}

const across = (n: number) =>
  n === 0 ? 'Left edge' : n === 50 ? 'Centre' : n === 100 ? 'Right edge' : `${n}%`;
const down = (n: number) =>
  n === 0 ? 'Top edge' : n === 50 ? 'Middle' : n === 100 ? 'Bottom edge' : `${n}%`;

export function FocalPointControl({
  label,
  help,
  value,
  onChange,
  path,
  errors,
}: {
  label: string;
  help?: string | undefined;
  value: FocalPoint;
  onChange: (value: FocalPoint) => void;
  path: string;
  errors: Errors;
}) {
  return (
    <FieldGroup legend={label} help={help} error={errors[path]} className="focal-point">
      <FocalAxis
        label="Across"
        error={errors[`${path}.x`]}
        value={value.x}
        name={across}
        onChange={(x) => onChange({ ...value, x })}
      />
      <FocalAxis
        label="Down"
        error={errors[`${path}.y`]}
        value={value.y}
        name={down}
        onChange={(y) => onChange({ ...value, y })}
      />
    </FieldGroup>
  );
}

/** The lines a textarea holds: trimmed, empty ones dropped. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

/**
 * A list of short strings as a textarea, one per line. The text is kept as typed (blank lines,
 * spaces) while it still says the same lines as the value; a value changed from elsewhere shows as
 * itself.
 */
function LinesControl({
  label,
  help,
  error,
  value,
  onChange,
}: {
  label: string;
  help?: string | undefined;
  error?: string | undefined;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const [typed, setTyped] = useState(() => value.join('\n'));
  const text = sameLines(linesOf(typed), value) ? typed : value.join('\n');
  return (
    <Field label={label} help={help} error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={Math.min(8, Math.max(3, value.length + 1))}
          value={text}
          onChange={(e) => {
            setTyped(e.target.value);
            onChange(linesOf(e.target.value));
          }}
        />
      )}
    </Field>
  );
}

/** One axis of a focal point, in named steps ('Left', 'A little left of centre'…). */
function FocalAxis(props: {
  label: string;
  error: string | undefined;
  value: number;
  name: (step: number) => string;
  onChange: (step: number) => void;
}) {
  return (
    <Field label={props.label} error={props.error}>
      {(control) => (
        <select {...control} value={props.value} onChange={(e) => props.onChange(Number(e.target.value))}>
          {FOCAL_POINT_STEPS.map((n) => (
            <option key={n} value={n}>
              {props.name(n)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
