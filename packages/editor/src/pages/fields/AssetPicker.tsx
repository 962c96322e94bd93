import { type AssetRef, assetRefOf } from '@tessera/site';
import { useId } from 'react';
import { UploadZone } from '../../assets/UploadZone.tsx';
import { announceFilesChanged, uploadFile, useUploads } from '../../assets/use-uploads.ts';
import { FieldGroup } from '../../ui/Field.tsx';
import { SiteImageGrid, useSiteImages } from './site-images.tsx';

interface AssetPickerProps {
  label: string;
  help?: string | undefined;
  error?: string | undefined;
  value: AssetRef | null;
  onChange: (value: AssetRef) => void;
}

/**
 * Picks one of the site's uploaded images: radio buttons with a thumbnail each, so the arrow keys
 * move between them and each is named by its alternative text (or its file name).
 */
export function AssetPicker({ label, help, error, value, onChange }: AssetPickerProps) {
  const name = useId();
  const images = useSiteImages();
  // An image uploaded here is picked at once; every picker's list loads again with it.
  const { uploads, start, clearFinished } = useUploads(uploadFile, (file) => {
    if (file.kind === 'image')
      onChange(assetRefOf({ ...file, width: file.width ?? 1200, height: file.height ?? 800 }));
    announceFilesChanged();
  });
  return (
    <FieldGroup legend={label} help={help} error={error} className="asset-picker">
      <SiteImageGrid
        images={images}
        controlOf={(image) => ({
          type: 'radio',
          name,
          value: image.src,
          checked: value?.src === image.src,
          'aria-invalid': error ? true : undefined,
          onChange: () => onChange(assetRefOf(image)),
        })}
      />
      <UploadZone
        uploads={uploads}
        onFiles={start}
        onClear={clearFinished}
        buttonLabel="Upload an image"
        accept="image/*"
      />
    </FieldGroup>
  );
}
