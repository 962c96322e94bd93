// The rules every design shares: the slide list, a slide's picture and caption, the crop a design's
// --g-ratio asks for (at the focal point's object-position), and a video slide's 16:9 thumbnail.
import { FOCUS_RING_DECLARATIONS, VIDEO_THUMBNAIL_ASPECT_RATIO } from '@tessera/core';

export const sharedGalleryCss = `.gallery{container-type:inline-size}
.gallery-slides{list-style:none;margin:0;padding:0}.gallery-slide{margin:0}
.gallery-slide a{display:block;color:inherit}.gallery-slide a:focus-visible{${FOCUS_RING_DECLARATIONS}}
.gallery-image,.gallery-crop,.gallery-video-thumb{display:block;width:100%;height:auto}
.gallery-crop{aspect-ratio:var(--g-ratio);object-fit:var(--g-fit,cover)}
.gallery-slide figcaption{color:var(--muted);font-size:.9rem;margin:.5rem 0}
.gallery-video-thumb{aspect-ratio:${+VIDEO_THUMBNAIL_ASPECT_RATIO.toFixed(4)};object-fit:cover}
.gallery-video-empty{display:grid;place-items:center;background:var(--line)}`;
