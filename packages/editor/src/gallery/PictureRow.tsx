// One picture in the gallery's list: a drag handle (pointer, or the keyboard: Space to lift, arrows,
// Space to drop), its thumbnail cropped about its focal point, its caption and alt text, Move up and
// Move down, Edit (its form opens beneath) and Remove, which asks first.
import { useSortable } from '@dnd-kit/react/sortable';
import type { GalleryPicture } from '@tessera/site/api/routes.gen.ts';
import { ladderSrcset } from '@tessera/site/page/Picture.tsx';
import { useEffect, useRef, useState } from 'react';
import { DragHandle } from '../ui/sortable.tsx';
import { type PictureChange, PictureForm } from './PictureForm.tsx';
import { captionOf } from './pictures-model.ts';

interface PictureRowProps {
  picture: GalleryPicture;
  index: number;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onSave: (change: PictureChange) => Promise<GalleryPicture>;
  onRemove: () => void;
}

export function PictureRow({ picture, index, last, onMove, onSave, onRemove }: PictureRowProps) {
  const { ref, handleRef, isDragging } = useSortable({
    id: picture.id,
    index,
    type: 'picture',
    accept: 'picture',
  });
  const [open, setOpen] = useState<'edit' | 'remove' | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const movedBy = useRef<-1 | 1 | null>(null);
  // Moving the row moves its element, which drops the focus: it returns to the arrow pressed, or
  // to the other one once the picture reaches that end.
  useEffect(() => {
    const delta = movedBy.current;
    movedBy.current = null;
    if (delta === -1) (index > 0 ? upRef : downRef).current?.focus();
    if (delta === 1) (last ? upRef : downRef).current?.focus();
  }, [index, last]);
  function moveBy(delta: -1 | 1) {
    movedBy.current = delta;
    onMove(delta);
  }
  // Asked to confirm, the owner lands on the safe answer.
  useEffect(() => {
    if (open === 'remove') keepRef.current?.focus();
  }, [open]);
  const caption = captionOf(picture);
  return (
    <li ref={ref} className="picture-entry" data-dragging={isDragging || undefined} data-id={picture.id}>
      <div className="picture-summary">
        <DragHandle handleRef={handleRef} name={caption} />
        <Thumbnail picture={picture} />
        <span className="picture-words">
          <span className="picture-caption">{caption}</span>
          <span className="picture-alt">{picture.alt ? `Alt text: ${picture.alt}` : 'No alt text'}</span>
        </span>
        <span className="picture-actions">
          <button
            type="button"
            ref={upRef}
            aria-label={`Move ${caption} up`}
            disabled={index === 0}
            onClick={() => moveBy(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            ref={downRef}
            aria-label={`Move ${caption} down`}
            disabled={last}
            onClick={() => moveBy(1)}
          >
            ↓
          </button>
          <button
            type="button"
            aria-label={`Edit ${caption}`}
            aria-expanded={open === 'edit'}
            onClick={() => setOpen(open === 'edit' ? null : 'edit')}
          >
            Edit
          </button>
          <button
            type="button"
            data-action="remove"
            aria-label={`Remove ${caption}`}
            onClick={() => setOpen('remove')}
          >
            Remove
          </button>
        </span>
      </div>
      {open === 'edit' && <PictureForm picture={picture} save={onSave} onDone={() => setOpen(null)} />}
      {open === 'remove' && (
        <fieldset className="file-confirm">
          <legend>Remove {caption} from the gallery?</legend>
          <button type="button" className="danger" onClick={onRemove}>
            Remove
          </button>
          <button type="button" ref={keepRef} onClick={() => setOpen(null)}>
            Keep it
          </button>
        </fieldset>
      )}
    </li>
  );
}

/** The picture as a square about its focal point: what the cropping designs show of it. */
function Thumbnail({ picture }: { picture: GalleryPicture }) {
  if (!picture.image) return <span className="picture-thumbnail picture-missing">Image deleted</span>;
  const srcSet = ladderSrcset(picture.image, { ratio: 1, focalPoint: picture.focalPoint });
  return (
    <img
      className="picture-thumbnail"
      src={picture.image.src}
      srcSet={srcSet}
      sizes="3rem"
      alt=""
      width={48}
      height={48}
      loading="lazy"
    />
  );
}
