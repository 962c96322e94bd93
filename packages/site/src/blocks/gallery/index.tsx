// The gallery block: slides (images and videos) drawn in one of the nine designs
// through gallery/designs/, with the lightbox where its settings turn it on.

import { gallerySettingsFor } from '../../gallery/defaults.ts';
import { GALLERY_DESIGNS_CSS, GalleryView } from '../../gallery/designs/index.ts';
import { LIGHTBOX_CSS } from '../../gallery/lightbox-styles.ts';
import { VIDEO_CSS } from '../../video/styles.ts';
import { defineBlock } from '../types.ts';
import { galleryFields, newImageSlide } from './fields.ts';
import { type GalleryBlockData, galleryBlockSchema } from './schema.ts';

export const gallery = defineBlock({
  type: 'gallery',
  version: 1,
  label: 'Gallery',
  category: 'media',
  schema: galleryBlockSchema,
  defaults: {
    label: 'Gallery',
    slides: [newImageSlide()],
    ...gallerySettingsFor('grid'),
  } as GalleryBlockData,
  fields: galleryFields,
  css: `${GALLERY_DESIGNS_CSS}\n${LIGHTBOX_CSS}\n${VIDEO_CSS}`,
  render: ({ label, slides, ...settings }, { block }) => (
    <div className="block-gallery">
      <GalleryView blockId={block.id} label={label} slides={slides} settings={settings} />
    </div>
  ),
  summary: ({ slides, design }) => `${slides.length} ${slides.length === 1 ? 'slide' : 'slides'}, ${design}`,
});
