// The gallery block: slides (images and videos) drawn in one of the nine designs
// through gallery/designs/, with the lightbox where its settings turn it on.

import { island as carousel } from '../../gallery/carousel/trigger.ts';
import { gallerySettingsFor } from '../../gallery/defaults.ts';
import { GALLERY_DESIGNS_CSS, GalleryView } from '../../gallery/designs/index.ts';
import { LIGHTBOX_CSS } from '../../gallery/lightbox-styles.ts';
import type { GallerySettings } from '../../gallery/model.ts';
import { island as motion } from '../../gallery/motion/trigger.ts';
import { island as lightbox } from '../../gallery/trigger.ts';
import { VIDEO_CSS } from '../../video/styles.ts';
import { videoThirdParties } from '../../video/third-parties.ts';
import { defineBlock } from '../types.ts';
import { island as video } from '../video/trigger.ts';
import { galleryFields, newImageSlide } from './fields.ts';
import { type GalleryBlockData, galleryBlockSchema, migrateDesignFromVersion1 } from './schema.ts';

/** A design's default settings under the block's keys: the design as the stored widgetDesign. */
function settingsOf({ design, ...settings }: GallerySettings) {
  return { ...settings, widgetDesign: design };
}

export const gallery = defineBlock({
  type: 'gallery',
  version: 2,
  label: 'Gallery',
  category: 'media',
  schema: galleryBlockSchema,
  defaults: {
    label: 'Gallery',
    slides: [newImageSlide()],
    ...settingsOf(gallerySettingsFor('grid')),
  } as GalleryBlockData,
  // Version 2 stores the widget design as widgetDesign and reads `design` as the spec's block data.
  migrate: { 1: migrateDesignFromVersion1 },
  fields: galleryFields,
  // Its designs' (the lightbox, the slideshow's motion, the carousel) and its video slides'.
  islands: [lightbox, motion, carousel, video],
  thirdParties: ({ slides }) =>
    videoThirdParties(slides.flatMap((slide) => (slide.kind === 'video' ? [slide.video.url] : []))),
  css: `${GALLERY_DESIGNS_CSS}\n${LIGHTBOX_CSS}\n${VIDEO_CSS}`,
  render: ({ label, slides, widgetDesign, ...settings }, { block }) => (
    <div className="block-gallery">
      <GalleryView
        blockId={block.id}
        label={label}
        slides={slides}
        settings={{ ...settings, design: widgetDesign }}
      />
    </div>
  ),
  summary: ({ slides, widgetDesign }) =>
    `${slides.length} ${slides.length === 1 ? 'slide' : 'slides'}, ${widgetDesign}`,
});
