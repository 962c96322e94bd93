// A section's background: none, a colour, or an image with its focal point. The last colour and
// image chosen stay at hand while the owner switches between the kinds.
import { CENTRE, type SectionBackground } from '@tessera/site';
import { useId, useState } from 'react';
import { Field, FieldGroup } from '../../ui/Field.tsx';
import { AssetPicker } from './AssetPicker.tsx';
import { type Errors, FocalPointControl } from './FieldsEditor.tsx';

const BACKGROUND_KINDS = [
  { value: 'none', label: 'None' },
  { value: 'colour', label: 'Colour' },
  { value: 'image', label: 'Image' },
] as const;

interface BackgroundControlProps {
  value: SectionBackground;
  onChange: (background: SectionBackground) => void;
  /** The path of the background in `errors` */
  path: string;
  errors: Errors;
}

export function BackgroundControl({ value: background, onChange, path, errors }: BackgroundControlProps) {
  const name = useId();
  const [lastColour, setLastColour] = useState(background.kind === 'colour' ? background.colour : '#f4efe6');
  const [lastImage, setLastImage] = useState(background.kind === 'image' ? background : null);

  function setBackground(next: SectionBackground) {
    if (next.kind === 'colour') setLastColour(next.colour);
    if (next.kind === 'image' && next.image) setLastImage(next);
    onChange(next);
  }

  function chooseKind(kind: SectionBackground['kind']) {
    if (kind === 'none') setBackground({ kind: 'none' });
    if (kind === 'colour') setBackground({ kind: 'colour', colour: lastColour });
    // No image yet: the picker shows, and the save is refused until one is chosen.
    if (kind === 'image') setBackground(lastImage ?? ({ kind: 'image' } as unknown as SectionBackground));
  }

  return (
    <>
      <FieldGroup legend="Background" error={errors[path] ?? errors[`${path}.kind`]} className="radio-group">
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
        <Field label="Background colour" error={errors[`${path}.colour`]}>
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
            error={errors[`${path}.image`] ?? errors[`${path}.image.src`]}
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
              path={`${path}.focalPoint`}
              errors={errors}
            />
          )}
        </>
      )}
    </>
  );
}
