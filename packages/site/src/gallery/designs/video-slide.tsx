// A video slide: the spec's slide element (data-type video) around the video behind its 16:9
// thumbnail overlay (video/), which asks nothing of the video's host until the visitor presses play.

import { VideoSlide } from '../../video/VideoSlide.tsx';
import type { GalleryVideoSlide } from '../model.ts';

export function VideoSlideFigure({ slide }: { slide: GalleryVideoSlide }) {
  return (
    <figure className="gallery-slide gallery-video" data-type="video" data-slide-id={slide.id}>
      <VideoSlide slide={slide} />
      {slide.caption && <figcaption>{slide.caption}</figcaption>}
    </figure>
  );
}
