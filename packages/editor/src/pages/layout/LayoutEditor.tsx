// A page's layout in the config area: its sections in order, each with its settings (background,
// colour theme, width, padding) and its blocks; sections are added, removed and moved with buttons.
// The full drag-and-drop canvas comes later, with Puck.

import { CENTRE, newSection, type Section, type SectionBackground } from '@tessera/site';
import { SECTION_PADDINGS, SECTION_THEMES, SECTION_WIDTHS } from '@tessera/site/blocks/layout.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { Field, FieldGroup } from '../../ui/Field.tsx';
import { AssetPicker } from '../fields/AssetPicker.tsx';
import { type Errors, FocalPointControl } from '../fields/FieldsEditor.tsx';
import { BlockList } from './BlockList.tsx';
import { MoveTools, move } from './MoveTools.tsx';

interface LayoutEditorProps {
  sections: Section[];
  onChange: (sections: Section[]) => void;
  errors: Errors;
}

export function LayoutEditor({ sections, onChange, errors }: LayoutEditorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const focusRequest = useRef<{ sectionId: string; action: 'up' | 'down' | 'heading' } | 'add' | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the sections change
  useEffect(() => {
    const request = focusRequest.current;
    focusRequest.current = null;
    const root = rootRef.current;
    if (!request || !root) return;
    if (request === 'add') {
      root.querySelector<HTMLElement>(':scope > .add-section')?.focus();
      return;
    }
    const section = [...root.querySelectorAll<HTMLElement>(':scope > .section-editor')].find(
      (element) => element.dataset.sectionId === request.sectionId,
    );
    const wanted = section?.querySelector<HTMLButtonElement>(
      `:scope > .section-head [data-action="${request.action}"]`,
    );
    if (wanted && !wanted.disabled) wanted.focus();
    else section?.querySelector<HTMLElement>(':scope > .section-head h4')?.focus();
  }, [sections]);

  return (
    <div className="layout-editor" ref={rootRef}>
      {errors.sections && (
        <p className="field-error" role="alert">
          {errors.sections}
        </p>
      )}
      {sections.length === 0 && <p className="panel-note">This page has no sections yet.</p>}
      {sections.map((section, index) => (
        <SectionEditor
          key={section.id}
          section={section}
          number={index + 1}
          first={index === 0}
          last={index === sections.length - 1}
          path={`sections.${index}`}
          errors={errors}
          onChange={(changed) => onChange(sections.map((s, i) => (i === index ? changed : s)))}
          onMove={(delta) => {
            focusRequest.current = { sectionId: section.id, action: delta < 0 ? 'up' : 'down' };
            onChange(move(sections, index, index + delta));
          }}
          onRemove={() => {
            const next = sections[index + 1] ?? sections[index - 1];
            focusRequest.current = next ? { sectionId: next.id, action: 'heading' } : 'add';
            onChange(sections.filter((_, i) => i !== index));
          }}
        />
      ))}
      <button
        type="button"
        className="add-section"
        onClick={() => {
          const section = newSection();
          focusRequest.current = { sectionId: section.id, action: 'heading' };
          onChange([...sections, section]);
        }}
      >
        Add section
      </button>
    </div>
  );
}

interface SectionEditorProps {
  section: Section;
  number: number;
  first: boolean;
  last: boolean;
  path: string;
  errors: Errors;
  onChange: (section: Section) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

function hasSettingErrors(errors: Errors, path: string): boolean {
  return ['background', 'theme', 'width', 'padding', 'id'].some((key) =>
    Object.keys(errors).some((k) => k === `${path}.${key}` || k.startsWith(`${path}.${key}.`)),
  );
}

function SectionEditor({
  section,
  number,
  first,
  last,
  path,
  errors,
  onChange,
  onMove,
  onRemove,
}: SectionEditorProps) {
  const id = useId();
  const name = `Section ${number}`;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsInError = hasSettingErrors(errors, path);
  useEffect(() => {
    if (settingsInError) setSettingsOpen(true);
  }, [settingsInError]);

  return (
    <section className="section-editor" data-section-id={section.id} aria-labelledby={`${id}-heading`}>
      <div className="section-head">
        <h4 id={`${id}-heading`} tabIndex={-1}>
          {name}
        </h4>
        <MoveTools name={name} first={first} last={last} onMove={onMove} onRemove={onRemove} />
      </div>
      <button
        type="button"
        className="link-button section-settings-toggle"
        aria-expanded={settingsOpen}
        aria-controls={`${id}-settings`}
        onClick={() => setSettingsOpen(!settingsOpen)}
      >
        {name} settings
      </button>
      <div id={`${id}-settings`} className="section-settings" hidden={!settingsOpen}>
        <SectionSettings section={section} path={path} errors={errors} onChange={onChange} />
      </div>
      <BlockList
        blocks={section.blocks}
        onChange={(blocks) => onChange({ ...section, blocks })}
        path={`${path}.blocks`}
        errors={errors}
        name={`section ${number}`}
        container={null}
      />
    </section>
  );
}

const BACKGROUND_KINDS = [
  { value: 'none', label: 'None' },
  { value: 'colour', label: 'Colour' },
  { value: 'image', label: 'Image' },
] as const;

function SectionSettings({
  section,
  path,
  errors,
  onChange,
}: {
  section: Section;
  path: string;
  errors: Errors;
  onChange: (section: Section) => void;
}) {
  const name = useId();
  const { background } = section;
  // The last colour and image chosen stay at hand while the owner switches between the kinds.
  const [lastColour, setLastColour] = useState(background.kind === 'colour' ? background.colour : '#f4efe6');
  const [lastImage, setLastImage] = useState(background.kind === 'image' ? background : null);

  function setBackground(next: SectionBackground) {
    if (next.kind === 'colour') setLastColour(next.colour);
    if (next.kind === 'image') setLastImage(next);
    onChange({ ...section, background: next });
  }

  function chooseKind(kind: SectionBackground['kind']) {
    if (kind === 'none') setBackground({ kind: 'none' });
    if (kind === 'colour') setBackground({ kind: 'colour', colour: lastColour });
    if (kind === 'image') {
      if (lastImage) setBackground(lastImage);
      // No image yet: the picker shows, and the save is refused until one is chosen.
      else onChange({ ...section, background: { kind: 'image' } as unknown as SectionBackground });
    }
  }

  const backgroundPath = `${path}.background`;
  return (
    <>
      <FieldGroup
        legend="Background"
        error={errors[backgroundPath] ?? errors[`${backgroundPath}.kind`]}
        className="radio-group"
      >
        {BACKGROUND_KINDS.map((kind) => (
          <label key={kind.value} className="choice">
            <input
              type="radio"
              name={name}
              checked={background.kind === kind.value}
              onChange={() => chooseKind(kind.value)}
            />{' '}
            {kind.label}
          </label>
        ))}
      </FieldGroup>
      {background.kind === 'colour' && (
        <Field label="Background colour" error={errors[`${backgroundPath}.colour`]}>
          {(control) => (
            <input
              {...control}
              type="color"
              value={background.colour}
              onChange={(e) => setBackground({ kind: 'colour', colour: e.target.value })}
            />
          )}
        </Field>
      )}
      {background.kind === 'image' && (
        <>
          <AssetPicker
            label="Background image"
            error={errors[`${backgroundPath}.image`] ?? errors[`${backgroundPath}.image.src`]}
            value={background.image ?? null}
            onChange={(image) =>
              setBackground({ kind: 'image', image, focalPoint: background.focalPoint ?? CENTRE })
            }
          />
          {background.image && (
            <FocalPointControl
              label="Focal point"
              help="The part of the image kept in view as the section’s shape crops it."
              value={background.focalPoint ?? CENTRE}
              onChange={(focalPoint) => setBackground({ ...background, focalPoint })}
              path={`${backgroundPath}.focalPoint`}
              errors={errors}
            />
          )}
        </>
      )}
      <SettingSelect
        label="Colour theme"
        options={SECTION_THEMES.options}
        value={section.theme}
        error={errors[`${path}.theme`]}
        onChange={(theme) => onChange({ ...section, theme })}
      />
      <SettingSelect
        label="Content width"
        options={SECTION_WIDTHS.options}
        value={section.width}
        error={errors[`${path}.width`]}
        onChange={(width) => onChange({ ...section, width })}
      />
      <SettingSelect
        label="Space above and below"
        options={SECTION_PADDINGS.options}
        value={section.padding}
        error={errors[`${path}.padding`]}
        onChange={(padding) => onChange({ ...section, padding })}
      />
    </>
  );
}

function SettingSelect<V extends string>({
  label,
  options,
  value,
  error,
  onChange,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  error: string | undefined;
  onChange: (value: V) => void;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value as V)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
