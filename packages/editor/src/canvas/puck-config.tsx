// Puck's config, built from the block registry: a component per block type (labelled and grouped by
// category as the registry says), a Section component holding blocks, containers' slots as Puck
// slots. Every component renders through the published page's own frames (page/Blocks.tsx) and its
// type's `render`, so the canvas shows what visitors get. Panels are built from each type's `fields`
// with the config area's own accessible controls, as Puck custom fields.
import type {
  ComponentConfig,
  Config,
  CustomField,
  Field,
  Fields,
  Overrides,
  RichtextField,
  SlotComponent,
} from '@puckeditor/core';
import { createUsePuck } from '@puckeditor/core';
import {
  type AnyBlockDefinition,
  type AnyField,
  BLOCK_CATEGORIES,
  type Block,
  blockDefinitions,
  DEFAULT_SECTION_SETTINGS,
  type Section,
  type SectionBackground,
} from '@tessera/site';
import { call } from '@tessera/site/api/call.ts';
import { isFieldShown } from '@tessera/site/blocks/fields.ts';
import { SECTION_PADDINGS, SECTION_THEMES, SECTION_WIDTHS } from '@tessera/site/blocks/section.ts';
import { BlockFrame, SectionFrame } from '@tessera/site/page/Blocks.tsx';
import {
  createContext,
  Fragment,
  isValidElement,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from 'react';
import { BackgroundControl } from '../pages/fields/BackgroundControl.tsx';
import { FieldControl } from '../pages/fields/FieldsEditor.tsx';
import { InlineEditor } from './InlineEditor.tsx';
import { KEPT_BLOCK, ROOT_SLOT, SECTION, SECTION_SLOT, SLOT_COUNT, slotProp } from './puck-data.ts';

/** The last refused save's errors, keyed by item id and path (item-errors.ts). */
export const ItemErrorsContext = createContext<Record<string, string>>({});

const usePuckSelector = createUsePuck();

type Props = Record<string, unknown> & { id: string };

/** The id of the section or block whose panel is showing. */
function useSelectedId(): string {
  return usePuckSelector((puck) => String(puck.selectedItem?.props.id ?? ''));
}

/** One of our fields in Puck's panel, with the error the last save had for it. */
function PanelField({
  field,
  name,
  value,
  onChange,
  prefix,
}: {
  field: AnyField;
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** 'data.' for a block's data, '' for a section's settings */
  prefix: string;
}) {
  const errors = useContext(ItemErrorsContext);
  const id = useSelectedId();
  // The selected item's values, for a check between its fields (a video's thumbnail and address).
  const data = usePuckSelector((puck) => puck.selectedItem?.props as Record<string, unknown> | undefined);
  return (
    <FieldControl
      field={field}
      value={value}
      {...(data ? { data } : {})}
      onChange={onChange}
      path={`${id}.${prefix}${name}`}
      errors={errors}
    />
  );
}

function customField(field: AnyField, prefix: string): CustomField<unknown> {
  return {
    type: 'custom',
    label: 'label' in field ? field.label : '',
    render: ({ name, value, onChange }) => (
      <PanelField field={field} name={name} value={value} onChange={onChange} prefix={prefix} />
    ),
  };
}

// What the server keeps of rich text (content/rich-text.ts): paragraphs, bold, italic, links, lists,
// headings 2 to 4. Puck's editor offers no more, so nothing the owner types in place is dropped.
const RICH_TEXT_OPTIONS: RichtextField['options'] = {
  heading: { levels: [2, 3, 4] },
  blockquote: false,
  code: false,
  codeBlock: false,
  horizontalRule: false,
  strike: false,
  underline: false,
  textAlign: false,
  link: { openOnClick: false, autolink: false, protocols: ['mailto', 'tel'] },
};

/**
 * A rich text field is Puck's own, so Puck edits it in place on the canvas (it hands the block an
 * inline editor for it, see `inlineEditors`); the side panel shows our rich text control for it
 * (`richTextPanel`), with its labelled formatting toolbar, both on the same value.
 */
function panelField(field: AnyField): Field {
  if (field.kind === 'richText')
    return { type: 'richtext', label: field.label, contentEditable: true, options: RICH_TEXT_OPTIONS };
  return customField(field, 'data.') as Field;
}

/**
 * Puck renders a block with an in-place editor element instead of a rich text field's HTML: the
 * element carries the HTML as its `value`, which the schema checks, and the element itself goes to
 * the block's render as `inline`.
 */
function inlineEditors(ours: Record<string, AnyField>, props: Record<string, unknown>) {
  const data: Record<string, unknown> = {};
  const inline: Record<string, ReactNode> = {};
  for (const key of Object.keys(ours)) {
    const value = props[key];
    const field = ours[key];
    if (field?.kind === 'richText' && isValidElement<{ value?: unknown }>(value)) {
      data[key] = value.props.value ?? '';
      inline[key] = (
        <InlineEditor label={field.label} blockId={String(props.id)}>
          {value}
        </InlineEditor>
      );
    } else data[key] = value;
  }
  return { data, inline };
}

/** Puck's `fieldTypes` override: a rich text field in the side panel is our control. */
export const richTextPanel: NonNullable<Overrides['fieldTypes']>['richtext'] = ({
  field,
  name,
  value,
  onChange,
}) => (
  <PanelField
    field={{ kind: 'richText', label: field.label ?? '' }}
    name={name}
    value={value}
    onChange={onChange}
    prefix="data."
  />
);

function BackgroundField({
  value,
  onChange,
}: {
  value: SectionBackground;
  onChange: (v: SectionBackground) => void;
}) {
  const errors = useContext(ItemErrorsContext);
  const id = useSelectedId();
  return <BackgroundControl value={value} onChange={onChange} path={`${id}.background`} errors={errors} />;
}

/** What a block shows on the canvas while its data is not yet something the page would show. */
function Placeholder({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="canvas-placeholder">
      <strong>{label}</strong> {children}
    </p>
  );
}

/**
 * A slot's zone, by calling the slot rather than rendering it as `<Slot />`: Puck makes a new slot
 * function whenever the slot's content changes, and as a component type that remounts every block
 * inside it, on every keystroke, taking the focus out of the text being edited in place.
 */
function zone(slot: unknown, props: Parameters<SlotComponent>[0]): ReactNode {
  return (slot as SlotComponent)(props);
}

/**
 * What a block type's `load` gives for `data`, read by the server as for a published page (its
 * BlockDataSources, the only ones); null when it could not be read, which the block shows as nothing found.
 */
const loadedOnServer = (type: string, data: Record<string, unknown>) =>
  call('POST /api/config/block-data/:type', { params: { type }, body: { data }, silent: true }).then(
    (answer) => answer.loaded,
    () => null,
  );

/**
 * A block whose type reads server data (`load`: a form, a mailing list), rendered once it has it:
 * read again whenever its data changes (another form picked).
 */
function LoadedBlock({
  definition,
  block,
  data,
  slots,
  inline,
  dragRef,
}: {
  definition: AnyBlockDefinition;
  block: Block;
  data: unknown;
  slots: ReactNode[];
  inline: Record<string, ReactNode>;
  dragRef: ((element: Element | null) => void) | null;
}) {
  // Read again only when the data changes: the effect reads the data from its JSON, its key.
  const key = JSON.stringify(data);
  const [loaded, setLoaded] = useState<{ key: string; value: unknown } | null>(null);
  useEffect(() => {
    let current = true;
    void loadedOnServer(definition.type, JSON.parse(key)).then((value) => {
      if (current) setLoaded({ key, value });
    });
    return () => {
      current = false;
    };
  }, [definition, key]);
  if (loaded?.key !== key)
    return (
      <div className={`block block-${definition.type}-wrapper`} data-block-id={block.id} ref={dragRef}>
        <Placeholder label={definition.label}>Loading…</Placeholder>
      </div>
    );
  return (
    <BlockFrame
      block={{ ...block, loaded: loaded.value }}
      definition={definition}
      data={data}
      slots={slots}
      inline={inline}
      ref={dragRef}
    />
  );
}

const CONTAINER_TYPES = blockDefinitions.filter((definition) => definition.slots).map((d) => d.type);

function blockComponent(definition: AnyBlockDefinition): ComponentConfig {
  const ours = definition.fields as Record<string, AnyField>;
  const fields: Fields = {};
  for (const [key, field] of Object.entries(ours))
    if (field.kind !== 'hidden') fields[key] = panelField(field);
  const defaultProps = structuredClone(definition.defaults) as Record<string, unknown>;
  const slots = definition.slots;
  if (slots) {
    const counts = Array.from({ length: slots.max - slots.min + 1 }, (_, i) => slots.min + i);
    fields[SLOT_COUNT] = customField(
      {
        kind: 'select',
        label: `Number of ${slots.label.toLowerCase()}s`,
        options: counts.map((n) => ({ value: n, label: String(n) })),
      },
      '',
    ) as Field;
    defaultProps[SLOT_COUNT] = slots.min;
    for (let i = 0; i < slots.max; i++) {
      fields[slotProp(i)] = { type: 'slot', disallow: [SECTION, ...CONTAINER_TYPES] };
      defaultProps[slotProp(i)] = [];
    }
  }
  const conditional = Object.values(ours).some((field) => 'showIf' in field && field.showIf);

  return {
    label: definition.label,
    fields,
    defaultProps,
    inline: true,
    // Fields shown only for some values (a focal point once the image is cropped) come and go.
    ...(conditional
      ? {
          resolveFields: (data: { props: Record<string, unknown> }) =>
            Object.fromEntries(
              Object.entries(fields).filter(([key]) => {
                const field = ours[key];
                return !field || isFieldShown(field, data.props);
              }),
            ),
        }
      : {}),
    // Fewer slots: the blocks of those that go join the last one kept, so nothing is lost.
    ...(slots
      ? {
          resolveData: (
            data: { props: Record<string, unknown> },
            { changed }: { changed: Partial<Record<string, boolean>> },
          ) => {
            if (!changed[SLOT_COUNT]) return data;
            const count = Number(data.props[SLOT_COUNT]) || slots.min;
            const props = { ...data.props };
            const moved: unknown[] = [];
            for (let i = count; i < slots.max; i++) {
              moved.push(...((props[slotProp(i)] as unknown[]) ?? []));
              props[slotProp(i)] = [];
            }
            props[slotProp(count - 1)] = [...((props[slotProp(count - 1)] as unknown[]) ?? []), ...moved];
            return { ...data, props };
          },
        }
      : {}),
    render: ({ puck, id, ...props }) => {
      const { data, inline } = inlineEditors(ours, props);
      const block: Block = { id, type: definition.type, version: definition.version, data };
      const parsed = definition.schema.safeParse(data);
      const count = Number(props[SLOT_COUNT]) || 0;
      const slotNodes = Array.from({ length: count }, (_, i) => (
        <Fragment key={slotProp(i)}>{zone(props[slotProp(i)], { minEmptyHeight: 64 })}</Fragment>
      ));
      if (parsed.success && definition.load)
        return (
          <LoadedBlock
            definition={definition}
            block={block}
            data={parsed.data}
            slots={slotNodes}
            inline={inline}
            dragRef={puck.dragRef}
          />
        );
      const rendered = parsed.success
        ? definition.render(parsed.data, { block, loaded: undefined, slots: slotNodes, inline })
        : null;
      if (!rendered)
        return (
          <div className={`block block-${definition.type}-wrapper`} data-block-id={id} ref={puck.dragRef}>
            <Placeholder label={definition.label}>
              {parsed.success ? 'Nothing to show yet.' : parsed.error.issues[0]?.message}
            </Placeholder>
          </div>
        );
      return (
        <BlockFrame
          block={block}
          definition={definition}
          data={parsed.data}
          slots={slotNodes}
          inline={inline}
          ref={puck.dragRef}
        />
      );
    },
  };
}

/** Which variant of a split test a section is (the Split tests tab names and manages the test). */
function SplitLabel({ split }: { split: Section['split'] }) {
  if (!split) return null;
  return (
    <p className="split-label">
      Split test · variant {split.variant} {split.variant === 'A' ? '(original)' : '(copy)'}
    </p>
  );
}

const sectionSelect = (label: string, options: readonly { value: string; label: string }[]) =>
  customField({ kind: 'select', label, options }, '') as Field;

const sectionComponent: ComponentConfig = {
  label: 'Section',
  fields: {
    background: {
      type: 'custom',
      label: 'Background',
      render: ({ value, onChange }) => <BackgroundField value={value} onChange={onChange} />,
    },
    theme: sectionSelect('Colour theme', SECTION_THEMES.options),
    width: sectionSelect('Content width', SECTION_WIDTHS.options),
    padding: sectionSelect('Space above and below', SECTION_PADDINGS.options),
    [SECTION_SLOT]: { type: 'slot', disallow: [SECTION] },
  },
  defaultProps: { ...structuredClone(DEFAULT_SECTION_SETTINGS), [SECTION_SLOT]: [] },
  inline: true,
  render: ({ puck, id, [SECTION_SLOT]: blocks, ...settings }) => (
    <SectionFrame section={{ ...DEFAULT_SECTION_SETTINGS, ...(settings as object), id }} ref={puck.dragRef}>
      <SplitLabel split={(settings as Partial<Section>).split} />
      {zone(blocks, { className: 'section-inner', minEmptyHeight: 96 })}
    </SectionFrame>
  ),
};

const keptComponent: ComponentConfig = {
  label: 'Kept block',
  fields: {},
  inline: true,
  render: ({ puck, id, block }) => (
    <div className="block" data-block-id={id} ref={puck.dragRef}>
      <Placeholder label={`${String((block as Block).type)} block`}>
        This block was made by another version of Tessera and cannot be edited here. It is kept as it is
        unless you remove it.
      </Placeholder>
    </div>
  ),
};

const components: Record<string, ComponentConfig> = {
  [SECTION]: sectionComponent,
  [KEPT_BLOCK]: keptComponent,
};
for (const definition of blockDefinitions) components[definition.type] = blockComponent(definition);

/** The palette: every block type under its category, sections first among the layout ones. */
const categories = Object.fromEntries([
  ...BLOCK_CATEGORIES.map((category) => [
    category.id,
    {
      title: category.label,
      components: [
        ...(category.id === 'layout' ? [SECTION] : []),
        ...blockDefinitions.filter((d) => d.category === category.id).map((d) => d.type),
      ],
      defaultExpanded: true,
    },
  ]),
  ['other', { visible: false }],
]);

export const puckConfig: Config = {
  components: components as Config['components'],
  categories,
  root: {
    fields: { [ROOT_SLOT]: { type: 'slot', allow: [SECTION] } },
    render: (props: Props) => (
      <main id="main" className="site-main">
        {zone(props[ROOT_SLOT], { className: 'sections', minEmptyHeight: 160 })}
      </main>
    ),
  } as Config['root'],
};
