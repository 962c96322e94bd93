// A gallery's video slide: the slide's video behind its 16:9 thumbnail (core's
// VIDEO_THUMBNAIL_ASPECT_RATIO). The gallery design draws the slide element around it (data-type,
// data-slide-id…); this is what goes inside. Videos do not advance a slideshow on click: the overlay
// is a button of its own, which a design's click handling leaves alone.
import type { GalleryVideoSlide } from '../gallery/model.ts';
import { VideoEmbed } from './VideoEmbed.tsx';

export function VideoSlide({ slide }: { slide: GalleryVideoSlide }) {
  return (
    <VideoEmbed
      video={slide.video}
      title={slide.caption || slide.alt}
      thumbnail={slide.thumbnail && { ...slide.thumbnail, alt: slide.alt }}
      ratio="thumbnail"
    />
  );
}
