// A video slide until video embeds arrive (video/): its 16:9 thumbnail and caption, no player and no
// third-party request. The video work replaces this with the embed behind its overlay.
import { Picture } from '../../page/Picture.tsx';
import type { GalleryVideoSlide } from '../model.ts';

export function VideoSlidePlaceholder({ slide, sizes }: { slide: GalleryVideoSlide; sizes: string }) {
  return (
    <figure className="gallery-slide gallery-video" data-type="video" data-slide-id={slide.id}>
      {slide.thumbnail ? (
        <Picture
          image={{ ...slide.thumbnail, alt: slide.alt }}
          sizes={sizes}
          className="gallery-video-thumb"
        />
      ) : (
        <span className="gallery-video-thumb gallery-video-empty">{slide.alt || 'Video'}</span>
      )}
      {slide.caption && <figcaption>{slide.caption}</figcaption>}
    </figure>
  );
}
