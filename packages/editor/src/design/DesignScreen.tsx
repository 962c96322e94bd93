// The Design screen (issue 40, "Site design", first part; settings permission): the site's palette of
// five colours, its heading and body fonts and its corners. Each change is drawn on the framed page at
// once (look-preview.ts); Save stores it and visitors see it, as the header and footer. The palette's
// contrast is checked as the owner picks, with a warning that does not stop the save.
import {
  DEFAULT_LOOK,
  LOOK_FONT_IDS,
  LOOK_FONTS,
  LOOK_RADIUS_IDS,
  type LookFont,
  type LookPalette,
  type LookRadius,
  lookWarnings,
  type SiteLook,
} from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Field, FieldGroup, FormAlert } from '../ui/Field.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { SaveActions, useSave } from '../ui/use-save.tsx';
import { framedPage, previewLook } from './look-preview.ts';

const COLOURS: { key: keyof LookPalette; label: string; help: string }[] = [
  { key: 'background', label: 'Background', help: 'Behind the page and light sections.' },
  { key: 'text', label: 'Text', help: 'Headings and paragraphs.' },
  { key: 'accent', label: 'Accent', help: 'Links, buttons and accent sections.' },
  { key: 'darkBackground', label: 'Dark sections', help: 'Behind sections with the dark theme.' },
  { key: 'darkAccent', label: 'Accent in dark sections', help: 'Links and buttons there.' },
];

const RADIUS_LABELS: Record<LookRadius, string> = {
  square: 'Square',
  soft: 'Soft (4 px)',
  round: 'Round (8 px)',
};

const fetchLook = () => call('GET /api/config/site-look', { silent: true });

interface DesignScreenProps {
  onBack: () => void;
  /** A save: the frame loads the page again, with the look as visitors now get it */
  onSaved: () => void;
}

export function DesignScreen({ onBack, onSaved }: DesignScreenProps) {
  const { state, retry } = useRemoteData(fetchLook);
  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Design">
      <p className="panel-note">
        Colours, fonts and corners for the whole site. Changes show in the preview as you make them; visitors
        see them once you save.
      </p>
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading the design…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && <LookForm initial={state.data.look} onSaved={onSaved} />}
    </PanelScreen>
  );
}

function LookForm({ initial, onSaved }: { initial: SiteLook; onSaved: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [look, setLook] = useState(initial);
  const { state, save, touched, errors } = useSave<unknown>(formRef);
  const warnings = lookWarnings(look.palette);
  const warningsId = useId();

  // Drawn on the framed page at once; a reload of the frame (a save, another page) starts afresh.
  useEffect(() => {
    const page = framedPage();
    if (page) previewLook(page, look);
  }, [look]);

  function edit(change: Partial<SiteLook>) {
    setLook((current) => ({ ...current, ...change }));
    touched();
  }
  const editColour = (key: keyof LookPalette, value: string) =>
    edit({ palette: { ...look.palette, [key]: value } });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await save(() => call('PUT /api/config/site-look', { body: look, silent: true }));
    if (result) onSaved();
  }

  return (
    <form
      className="site-form design-form"
      aria-label="Design"
      onSubmit={handleSubmit}
      noValidate
      ref={formRef}
    >
      <FormAlert message={state.status === 'failed' ? state.message : null} />
      <FieldGroup legend="Colours" className="design-colours">
        {COLOURS.map(({ key, label, help }) => (
          <Field key={key} label={label} help={help} error={errors[`palette.${key}`]}>
            {(control) => (
              <span className="design-colour">
                <input
                  {...control}
                  type="color"
                  value={look.palette[key]}
                  onChange={(event) => editColour(key, event.target.value)}
                />
                <code aria-hidden="true">{look.palette[key]}</code>
              </span>
            )}
          </Field>
        ))}
      </FieldGroup>
      <div id={warningsId} role="status" className="design-warnings">
        {warnings.length > 0 && (
          <>
            <p className="panel-note">Some colours are hard to read together:</p>
            <ul>
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <FontChoice
        label="Heading font"
        value={look.headingFont}
        onChange={(headingFont) => edit({ headingFont })}
      />
      <FontChoice label="Body font" value={look.bodyFont} onChange={(bodyFont) => edit({ bodyFont })} />
      <FieldGroup legend="Corners" error={errors.radius}>
        {LOOK_RADIUS_IDS.map((radius) => (
          <label key={radius} className="field-inline">
            <input
              type="radio"
              name="radius"
              value={radius}
              checked={look.radius === radius}
              onChange={() => edit({ radius })}
            />{' '}
            {RADIUS_LABELS[radius]}
          </label>
        ))}
      </FieldGroup>
      <p>
        <button type="button" className="link-button" onClick={() => edit(DEFAULT_LOOK)}>
          Use the default design
        </button>
      </p>
      <SaveActions state={state} label="Save design" />
    </form>
  );
}

function FontChoice(props: { label: string; value: LookFont; onChange: (font: LookFont) => void }) {
  return (
    <Field label={props.label} help="Fonts every system has: nothing to download, no shift as pages load.">
      {(control) => (
        <>
          <select
            {...control}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value as LookFont)}
          >
            {LOOK_FONT_IDS.map((font) => (
              <option key={font} value={font}>
                {LOOK_FONTS[font].label}
              </option>
            ))}
          </select>
          {/* A sample in the font (set through the CSSOM, which the config area's CSP allows). */}
          <span className="design-font-sample" aria-hidden="true" ref={(el) => sampleIn(el, props.value)}>
            The quick brown fox jumps over the lazy dog
          </span>
        </>
      )}
    </Field>
  );
}

function sampleIn(element: HTMLElement | null, font: LookFont) {
  if (element) element.style.fontFamily = LOOK_FONTS[font].stack;
}
