// Adding pictures to a gallery: upload files (several at once; each stored in the asset library and
// added as it arrives), or tick images already in the asset library and add them together.
import type { BodyOf } from '@tessera/site/api/call.ts';
import type { SiteImage } from '@tessera/site/api/routes.gen.ts';
import { useId, useState } from 'react';
import { UploadZone } from '../assets/UploadZone.tsx';
import { announceFilesChanged, type Uploader, uploadFile, useUploads } from '../assets/use-uploads.ts';
import { SiteImageGrid, useSiteImages } from '../pages/fields/site-images.tsx';
import { FieldGroup } from '../ui/Field.tsx';
import '../assets/assets.css';

/** The images to add, in order: at least one. */
export type AssetIds = BodyOf<'POST /api/config/galleries/:id/pictures'>['assetIds'];

/** Only images become pictures: anything else is refused before it is sent. */
const uploadImage: Uploader = (file, onProgress) =>
  file.type.startsWith('image/')
    ? uploadFile(file, onProgress)
    : Promise.reject(new Error(`${file.name} is not an image: a gallery shows pictures.`));

export function AddPictures({ onAdd }: { onAdd: (assetIds: AssetIds) => Promise<void> }) {
  const headingId = useId();
  const [choosing, setChoosing] = useState(false);
  const { uploads, start, clearFinished } = useUploads(uploadImage, (file) => {
    announceFilesChanged();
    void onAdd([file.id]);
  });
  return (
    <section className="add-pictures" aria-labelledby={headingId}>
      <h3 id={headingId} className="form-section-heading">
        Add pictures
      </h3>
      <UploadZone
        uploads={uploads}
        onFiles={start}
        onClear={clearFinished}
        buttonLabel="Upload pictures"
        accept="image/*"
      />
      <button type="button" aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
        Add from the asset library
      </button>
      {choosing && (
        <LibraryChoice
          onAdd={async (ids) => {
            await onAdd(ids);
            setChoosing(false);
          }}
        />
      )}
    </section>
  );
}

/** The site's images as check boxes (thumbnail, named by alt text or file name), added together. */
function LibraryChoice({ onAdd }: { onAdd: (assetIds: AssetIds) => Promise<void> }) {
  const name = useId();
  const images = useSiteImages();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (image: SiteImage, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(image.id);
      else next.delete(image.id);
      return next;
    });
  return (
    <FieldGroup legend="Images in the asset library" className="asset-picker">
      <SiteImageGrid
        images={images}
        controlOf={(image) => ({
          type: 'checkbox',
          name,
          checked: chosen.has(image.id),
          onChange: (event) => toggle(image, event.target.checked),
        })}
      />
      <button
        type="button"
        className="primary"
        disabled={chosen.size === 0}
        onClick={() => {
          const [first, ...rest] = chosen;
          if (first) void onAdd([first, ...rest]);
        }}
      >
        {chosen.size === 1 ? 'Add 1 picture' : `Add ${chosen.size} pictures`}
      </button>
    </FieldGroup>
  );
}
