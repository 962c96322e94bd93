// list: one slide a row, its picture listImageSize percent of the width and its caption beside it,
// at the top or bottom of the row by meta-position ('none' leaves captions out). In a gallery
// narrower than 600 px the caption goes under the picture.
import type { GalleryDesignProps } from '../model.ts';
import { cropRatio, frameVars, GalleryFrame, offersLightbox, sizesForFraction } from './frame.tsx';
import { useScopedVars } from './scoped-style.tsx';
import { GallerySlideView } from './slide.tsx';

export const listCss = `.gallery-list>.gallery-slides{display:grid;gap:var(--g-gap)}
.gallery-list .gallery-slide{display:grid;grid-template-columns:minmax(0,var(--g-size)) minmax(0,1fr);column-gap:1.5rem}
.gallery-list .gallery-slide>:not(figcaption){grid-column:1;grid-row:1}
.gallery-list .gallery-slide>figcaption{grid-column:2;grid-row:1;margin:0}
.gallery-list.gallery-meta-top figcaption{align-self:start}.gallery-list.gallery-meta-bottom figcaption{align-self:end}
@container (width < 600px){.gallery-list .gallery-slide{display:block}.gallery-list .gallery-slide>figcaption{margin-top:.5rem}}`;

export function ListDesign(props: GalleryDesignProps) {
  const { settings, slides, blockId } = props;
  const ratio = cropRatio(settings);
  const size = settings.listImageSize;
  const style = useScopedVars(blockId, {
    root: { ...frameVars(settings, ratio, settings.gutter), '--g-size': `${size}%` },
  });
  const look = {
    sizes: sizesForFraction(size / 100),
    cropped: ratio !== null,
    lightbox: offersLightbox(props),
    // Beside the picture: its place in the DOM is after it; meta-position aligns it.
    caption: settings.metaPosition === 'none' ? 'none' : 'bottom',
  } as const;
  return (
    <GalleryFrame
      props={props}
      style={style}
      className={`gallery-meta-${settings.metaPosition}`}
      renderSlide={(index) => <GallerySlideView slide={slides[index]!} index={index} look={look} />}
    />
  );
}
