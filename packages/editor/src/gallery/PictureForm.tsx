// One picture's words and crop: its caption (the item's title, naming its link and shown in the
// lightbox), its alt text (what a screen reader says of the image) and its focal point (kept in view
// where the gallery's design crops it), with the block fields' own focal point control.
import { MAX_PICTURE_ALT_LENGTH } from '@tessera/core';
import type { BodyOf } from '@tessera/site/api/call.ts';
import type { GalleryPicture } from '@tessera/site/api/routes.gen.ts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FocalPointControl } from '../pages/fields/FieldsEditor.tsx';
import { TextField } from '../ui/Field.tsx';
import { SaveActions, useSave } from '../ui/use-save.tsx';
import { captionOf } from './pictures-model.ts';

/** What a save changes: any of the caption, the alt text and the focal point. */
export type PictureChange = BodyOf<'PUT /api/config/galleries/:id/pictures/:pictureId'>;

interface PictureFormProps {
  picture: GalleryPicture;
  save: (change: PictureChange) => Promise<GalleryPicture>;
  onDone: () => void;
}

export function PictureForm({ picture, save: send, onDone }: PictureFormProps) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<PictureChange>({
    caption: picture.caption,
    alt: picture.alt,
    focalPoint: picture.focalPoint,
  });
  const { state, save, touched, errors } = useSave<GalleryPicture>(formRef);

  function edit(change: PictureChange) {
    setDraft((current) => ({ ...current, ...change }));
    touched();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save(() => send(draft));
  }

  return (
    <form
      className="site-form picture-form"
      aria-labelledby={headingId}
      onSubmit={handleSubmit}
      noValidate
      ref={formRef}
    >
      <h3 id={headingId} className="visually-hidden">
        Edit {captionOf(picture)}
      </h3>
      {state.status === 'failed' && (
        <div className="form-alert" role="alert">
          <p>{state.message}</p>
        </div>
      )}
      <TextField
        label="Caption"
        help="Names the picture’s link and shows in the lightbox."
        error={errors.caption}
        value={draft.caption ?? ''}
        onChange={(caption) => edit({ caption })}
      />
      <TextField
        label="Alt text"
        help={`What a screen reader says of the image (at most ${MAX_PICTURE_ALT_LENGTH} characters).`}
        error={errors.alt}
        value={draft.alt ?? ''}
        onChange={(alt) => edit({ alt })}
        rows={2}
      />
      <FocalPointControl
        label="Focal point"
        help="Kept in view where the gallery’s design crops the picture."
        value={draft.focalPoint ?? picture.focalPoint}
        onChange={(focalPoint) => edit({ focalPoint })}
        path="focalPoint"
        errors={errors}
      />
      <SaveActions state={state} label="Save picture" />
      <button type="button" className="link-button" onClick={onDone}>
        Close
      </button>
    </form>
  );
}
