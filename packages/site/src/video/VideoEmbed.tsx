// A video on a published page, server-rendered: a thumbnail overlay (the owner's image, or a neutral
// poster with the video's title) with a play button. The player's address waits in a data attribute;
// the island creates the iframe only when the visitor asks, so nothing is requested from the video's
// host before that (privacy and speed). An invalid source shows the spec's message in the frame.
import { VIDEO_THUMBNAIL_ASPECT_RATIO } from '@tessera/core';
import { CENTRE } from '../blocks/values.ts';
import type { VideoRef } from '../gallery/model.ts';
import type { ImageRef } from '../page/model.ts';
import { Picture } from '../page/Picture.tsx';
import { videoEmbedOf } from './embed.ts';
import { VIDEO_ISLAND } from './events.ts';

export interface VideoEmbedProps {
  video: VideoRef;
  /** The video's name: the poster's text, the play button's and the player's accessible names */
  title: string;
  thumbnail: ImageRef | null;
  /** 'default': the spec's 56.3%; 'thumbnail': 16:9, a gallery's video slide (thumbnail cropped to it) */
  ratio?: 'default' | 'thumbnail';
}

const UNTITLED = 'Video';

export function VideoEmbed({ video, title, thumbnail, ratio = 'default' }: VideoEmbedProps) {
  const embed = videoEmbedOf(video.url);
  const frame = `video-frame video-ratio-${ratio}`;
  if (embed.kind === 'invalid')
    return (
      <div className="video video-invalid">
        <div className={frame}>
          <p className="video-error">{embed.message}</p>
        </div>
      </div>
    );
  const name = title.trim() || UNTITLED;
  const crop =
    ratio === 'thumbnail' ? { ratio: VIDEO_THUMBNAIL_ASPECT_RATIO, focalPoint: CENTRE } : undefined;
  return (
    <div
      className={`video video-${video.mode}`}
      data-island={VIDEO_ISLAND}
      data-video-provider={embed.provider}
      data-video-src={embed.src}
      data-video-title={name}
    >
      <div className={frame}>
        <button type="button" className="video-overlay" aria-label={`Play video: ${name}`}>
          {thumbnail ? (
            <Picture image={thumbnail} crop={crop} />
          ) : (
            <span className="video-poster">{name}</span>
          )}
          <span className="video-play" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
