// Puck's config, built from the block registry: a component per block type (labelled and grouped by
// category as the registry says), a Section component holding blocks, containers' slots as Puck
// slots. Every component renders through the published page's own frames (page/Blocks.tsx) and its
// type's `render`, so the canvas shows what visitors get. Panels are built from each type's `fields`
// with the config area's own accessible controls, as Puck custom fields.
import type { ComponentConfig, Config, CustomField, Field, Fields, SlotComponent } from '@puckeditor/core';
import { createUsePuck } from '@puckeditor/core';
import {
  type AnyBlockDefinition,
  type AnyField,
  BLOCK_CATEGORIES,
  type Block,
  blockDefinitions,
  DEFAULT_SECTION_SETTINGS,
  type SectionBackground,
} from '@tessera/site';
import { isFieldShown } from '@tessera/site/blocks/fields.ts';
import { SECTION_PADDINGS, SECTION_THEMES, SECTION_WIDTHS } from '@tessera/site/blocks/layout.ts';
import { BlockFrame, SectionFrame } from '@tessera/site/page/Blocks.tsx';
import { createContext, type ReactNode, useContext } from 'react';
import { BackgroundControl } from '../pages/fields/BackgroundControl.tsx';
import { FieldControl } from '../pages/fields/FieldsEditor.tsx';
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
  return (
    <FieldControl
      field={field}
      value={value}
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

const CONTAINER_TYPES = blockDefinitions.filter((definition) => definition.slots).map((d) => d.type);

function blockComponent(definition: AnyBlockDefinition): ComponentConfig {
  const ours = definition.fields as Record<string, AnyField>;
  const fields: Fields = {};
  for (const [key, field] of Object.entries(ours))
    if (field.kind !== 'hidden') fields[key] = customField(field, 'data.') as Field;
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
      const data: Record<string, unknown> = {};
      for (const key of Object.keys(ours)) data[key] = props[key];
      const block: Block = { id, type: definition.type, version: definition.version, data };
      const parsed = definition.schema.safeParse(data);
      const count = Number(props[SLOT_COUNT]) || 0;
      const slotNodes = Array.from({ length: count }, (_, i) => {
        const Slot = props[slotProp(i)] as SlotComponent;
        return <Slot key={slotProp(i)} minEmptyHeight={64} />;
      });
      const rendered = parsed.success
        ? definition.render(parsed.data, { block, loaded: undefined, slots: slotNodes })
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
          ref={puck.dragRef}
        />
      );
    },
  };
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
  render: ({ puck, id, [SECTION_SLOT]: Blocks, ...settings }) => {
    const Inner = Blocks as SlotComponent;
    return (
      <SectionFrame section={{ ...DEFAULT_SECTION_SETTINGS, ...(settings as object), id }} ref={puck.dragRef}>
        <Inner className="section-inner" minEmptyHeight={96} />
      </SectionFrame>
    );
  },
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
    render: (props: Props) => {
      const Sections = props[ROOT_SLOT] as SlotComponent;
      return (
        <main id="main" className="site-main">
          <Sections className="sections" minEmptyHeight={160} />
        </main>
      );
    },
  } as Config['root'],
};
