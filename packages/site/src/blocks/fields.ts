// Editor fields, declared by each block beside its schema (Puck's `fields` are the model). The config
// area builds a block's panel from them; the server reads them to find the rich text it must sanitise.
// Plain data and functions only: no React, no zod, so the published page's runtime never sees them.
import type { AssetRef, FocalPoint } from './values.ts';

/** The server's checks a field may name: 'video-source' asks whether Vimeo's video is from a Basic account. */
export type ServerCheck = 'video-source';

interface FieldBase {
  label: string;
  /** One line shown under the control */
  help?: string;
  /** Shown only when this is true of the object the field belongs to (e.g. options only for a select) */
  showIf?: (data: never) => boolean;
  /**
   * A check of the value as the owner types it, its message shown as the field's error until the
   * server gives one: for a rule the block keeps rather than refuses (a video's address it cannot
   * embed shows 'Invalid video embed.' on the page). It is given the object the field belongs to as
   * well, for a rule between fields (a video's thumbnail needs a video to embed).
   */
  check?: (value: never, data: never) => string | undefined;
  /** A check only the server can make, asked as the owner types (the config area's server-check.ts) */
  serverCheck?: ServerCheck;
  /** Text no visitor reads as words (a video's address or embed code): left out of the search index */
  notWords?: true;
}

/** One line of plain text. */
export interface TextField extends FieldBase {
  kind: 'text';
  placeholder?: string;
}
/** Several lines of plain text; blank lines separate paragraphs where the block renders them so. */
export interface TextareaField extends FieldBase {
  kind: 'textarea';
  rows?: number;
}
/** Formatted text stored as sanitised HTML (paragraphs, bold, italic, links, lists, h2–h4, line breaks). */
export interface RichTextField extends FieldBase {
  kind: 'richText';
}
/** A link: a path on the site (/shop), a full address, mailto: or tel:. */
export interface LinkField extends FieldBase {
  kind: 'link';
}
export interface NumberField extends FieldBase {
  kind: 'number';
  min?: number;
  max?: number;
  step?: number;
}
export interface ChoiceOption<V extends string | number> {
  value: V;
  label: string;
}
/**
 * A closed set of string values with the words the panel shows for each, in order, written once:
 * the schema takes `values` (`z.enum`), the field takes `options`.
 */
export function choices<const Labels extends Record<string, string>>(labels: Labels) {
  type Value = Extract<keyof Labels, string>;
  const values = Object.keys(labels) as [Value, ...Value[]];
  const options: readonly ChoiceOption<Value>[] = values.map((value) => ({
    value,
    label: labels[value] as string,
  }));
  return { values, options };
}

/** One of a few values, as a drop-down list. */
export interface SelectField<V extends string | number> extends FieldBase {
  kind: 'select';
  options: readonly ChoiceOption<V>[];
}
/** One of a few values, as radio buttons (for two to four short choices). */
export interface RadioField<V extends string | number> extends FieldBase {
  kind: 'radio';
  options: readonly ChoiceOption<V>[];
}
export interface BooleanField extends FieldBase {
  kind: 'boolean';
}
/** An uploaded image of the site. */
export interface AssetField extends FieldBase {
  kind: 'asset';
}
/** The id of another thing of the site, picked from a list of them: a form, a mailing list. */
export interface ReferenceField extends FieldBase {
  kind: 'reference';
  source: 'form' | 'mailingList';
}
/** The point of an image that stays in view when it is cropped. */
export interface FocalPointField extends FieldBase {
  kind: 'focalPoint';
}
/** A list of short strings, edited one per line. */
export interface LinesField extends FieldBase {
  kind: 'lines';
}
/** A list of objects, each edited with its own fields. */
export type ListField<Item> = FieldBase & {
  kind: 'list';
  /** Names one item: 'Item' → 'Item 1', 'Item 2' */
  itemLabel: string;
  fields: Fields<Item>;
  min?: number;
  max?: number;
} & NewListItems<Item>;
/** How the owner adds to a list: one kind of item, or several, never both. */
type NewListItems<Item> =
  | {
      /** A new item, added by one 'Add <itemLabel>' button; called each time, so it can make a fresh id */
      newItem: () => Item;
      newItemKinds?: never;
    }
  | {
      /** Items of different kinds, each with its own add button ('Add image', 'Add video') */
      newItemKinds: readonly { label: string; newItem: () => Item }[];
      newItem?: never;
    };
/** An object of a few values edited together under one legend (a video's address and fit). */
export interface GroupField<Data> extends FieldBase {
  kind: 'group';
  fields: Fields<Data>;
}
/** A value the editor keeps but does not show (an id it makes itself). */
export interface HiddenField {
  kind: 'hidden';
}

/** The kinds of field that can edit a value of type V. */
export type FieldFor<V> = [V] extends [string]
  ?
      | TextField
      | TextareaField
      | RichTextField
      | LinkField
      | SelectField<V>
      | RadioField<V>
      | ReferenceField
      | HiddenField
  : [V] extends [number]
    ? NumberField | SelectField<V> | RadioField<V> | HiddenField
    : // A choice among words and numbers (a gallery's aspect ratio: 'auto' or a ratio)
      [V] extends [string | number]
      ? SelectField<V> | RadioField<V> | HiddenField
      : [V] extends [boolean]
        ? BooleanField | HiddenField
        : [V] extends [AssetRef | null]
          ? AssetField | HiddenField
          : [V] extends [FocalPoint]
            ? FocalPointField | HiddenField
            : [V] extends [readonly string[]]
              ? LinesField | HiddenField
              : [V] extends [readonly (infer Item)[]]
                ? ListField<Item> | HiddenField
                : [V] extends [object]
                  ? GroupField<V> | HiddenField
                  : HiddenField;

/** A field for every key of the data, in the order the panel shows them. */
export type Fields<Data> = { [K in keyof Data]-?: FieldFor<Data[K]> };

/** Any field, for code that walks fields without knowing the block. */
export type AnyField =
  | TextField
  | TextareaField
  | RichTextField
  | LinkField
  | NumberField
  | SelectField<string | number>
  | RadioField<string | number>
  | BooleanField
  | AssetField
  | ReferenceField
  | FocalPointField
  | LinesField
  | ListField<Record<string, unknown>>
  | AnyGroupField
  | HiddenField;

/** A group of any object's fields. */
interface AnyGroupField extends FieldBase {
  kind: 'group';
  fields: Record<string, AnyField>;
}

export type FieldKind = AnyField['kind'];

/** Whether a field is shown for this object's current values. */
export function isFieldShown(field: AnyField, data: Record<string, unknown>): boolean {
  if (field.kind === 'hidden') return false;
  return field.showIf ? (field.showIf as (data: Record<string, unknown>) => boolean)(data) : true;
}

/**
 * A copy of `data` with every rich text value (at any depth of list fields) passed through `clean`.
 * Values that are not strings are left for the schema to refuse.
 */
export function mapRichText(
  fields: Record<string, AnyField>,
  data: unknown,
  clean: (html: string) => string,
): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const copy: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [key, field] of Object.entries(fields)) {
    const value = copy[key];
    if (field.kind === 'richText' && typeof value === 'string') copy[key] = clean(value);
    else if (field.kind === 'list' && Array.isArray(value)) {
      const itemFields = field.fields as Record<string, AnyField>;
      copy[key] = value.map((item) => mapRichText(itemFields, item, clean));
    } else if (field.kind === 'group') {
      copy[key] = mapRichText(field.fields, value, clean);
    }
  }
  return copy;
}
