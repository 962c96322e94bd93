// What the stacked and strip designs share: the gallery element with its block data for the island
// (motion/), a slide's picture, the previous and next buttons, the live status and the per-block
// sizes. Without JavaScript every slide stays reachable through a link to it (#its-id).
import { focalClasses } from '../../blocks/values.ts';
import { Picture, type PictureCrop } from '../../page/Picture.tsx';
import type { GalleryDesignProps, GallerySettings, GallerySlide } from '../model.ts';
import type { GalleryBlockData } from '../motion/options.ts';
import { BLOCK_DATA_ATTRIBUTE } from '../motion/options.ts';
import { GALLERY_MOTION_ISLAND } from '../motion/trigger.ts';

export type DesignOptions = GalleryBlockData['designOptions'];

/** An id made only of characters safe in an id and in a CSS selector. */
function safe(id: string): string {
  return id.replace(/[^\w-]/g, '');
}

export function galleryId(blockId: string): string {
  return `gallery-${safe(blockId)}`;
}

export function slideId(blockId: string, slide: GallerySlide): string {
  return `${galleryId(blockId)}-slide-${safe(slide.id)}`;
}

/** A setting as a finite number no smaller than 0, for the per-block style rules. */
export function px(value: number): number {
  return Number.isFinite(value) ? Math.max(0, value) : 0;
}

function blockData(settings: GallerySettings, design: 'stacked' | 'strip', options: DesignOptions) {
  const data: GalleryBlockData = {
    design,
    autoplay: settings.autoplay,
    'autoplay-duration': settings.autoplayDuration,
    'active-alignment': settings.activeAlignment,
    thumbnails: settings.thumbnails,
    ...(options && { designOptions: options }),
  };
  return JSON.stringify(data);
}

/** The gallery element's attributes: a labelled region, the island's trigger and its block data. */
export function rootAttributes(
  props: GalleryDesignProps,
  design: 'stacked' | 'strip',
  options: DesignOptions,
) {
  return {
    id: galleryId(props.blockId),
    'aria-label': props.label,
    'aria-roledescription': 'carousel',
    'data-island': GALLERY_MOTION_ISLAND,
    [BLOCK_DATA_ATTRIBUTE]: blockData(props.settings, design, options),
  };
}

/** The slide's image (a video's thumbnail), cropped by the server when the gallery has a fixed ratio. */
export function SlidePicture({
  slide,
  settings,
  sizes,
}: {
  slide: GallerySlide;
  settings: GallerySettings;
  sizes: string;
}) {
  const asset = slide.kind === 'image' ? slide.image : slide.thumbnail;
  if (!asset) return <span className="gm-no-image">{slide.alt || slide.caption}</span>;
  const focalPoint = slide.kind === 'image' ? slide.focalPoint : { x: 50, y: 50 };
  const ratio = settings.imageAspectRatio;
  const crop: PictureCrop | undefined = ratio === 'auto' ? undefined : { ratio, focalPoint };
  return (
    <Picture
      image={{ ...asset, alt: slide.alt }}
      sizes={sizes}
      crop={crop}
      className={focalClasses(focalPoint)}
    />
  );
}

/** A video slide links to its video; the video embed (video/) takes it over on the page. */
export function SlideMedia(props: { slide: GallerySlide; settings: GallerySettings; sizes: string }) {
  const { slide } = props;
  if (slide.kind === 'image') return <SlidePicture {...props} />;
  return (
    <a className="gm-video" href={slide.video.url} data-video-mode={slide.video.mode}>
      <SlidePicture {...props} />
      <span className="gm-play">Play video</span>
    </a>
  );
}

/** Previous and next: hidden until the island makes them work. Its live status says where it is. */
export function Controls() {
  return (
    <>
      <button
        type="button"
        className="gm-step gm-previous"
        data-gm-step="previous"
        aria-label="Previous slide"
        hidden
      >
        ‹
      </button>
      <button type="button" className="gm-step gm-next" data-gm-step="next" aria-label="Next slide" hidden>
        ›
      </button>
    </>
  );
}

export function Status() {
  return <p className="gm-status" aria-live="polite" aria-atomic="true" />;
}

/** The slide's data attributes of the spec's slide element (section 3). */
export function slideAttributes(blockId: string, slide: GallerySlide, index: number) {
  return {
    id: slideId(blockId, slide),
    'data-slide-id': slide.id,
    'data-type': slide.kind,
    'data-caption': slide.caption || undefined,
    'data-click-through-url': slide.clickThroughUrl || undefined,
    'data-current': index === 0 ? '' : undefined,
  };
}
