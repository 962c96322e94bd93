// base: the slides one under another at the full width, each with its caption (the block's
// 'stacked' design, and the design of any name the mapping does not know).
import { DEFAULT_IMAGE_SIZES } from '../../page/Picture.tsx';
import type { GalleryDesignProps } from '../model.ts';
import { cropRatio, frameVars, GalleryFrame, offersLightbox } from './frame.tsx';
import { useScopedVars } from './scoped-style.tsx';
import { GallerySlideView } from './slide.tsx';

export const baseCss = '.gallery-base>.gallery-slides{display:grid;gap:var(--g-gap)}';

export function BaseDesign(props: GalleryDesignProps) {
  const { settings, slides, blockId } = props;
  const ratio = cropRatio(settings);
  const style = useScopedVars(blockId, { root: frameVars(settings, ratio, settings.gutter) });
  const look = {
    sizes: DEFAULT_IMAGE_SIZES,
    cropped: ratio !== null,
    lightbox: offersLightbox(props),
    caption: settings.metaPosition,
  } as const;
  return (
    <GalleryFrame
      props={props}
      style={style}
      renderSlide={(index) => <GallerySlideView slide={slides[index]!} index={index} look={look} />}
    />
  );
}
