// Videos: the embed made from an owner's address or embed code, the server-rendered player behind its
// overlay, a gallery's video slide, and the names a gallery listens for.
export {
  FEATURED_IMAGE_NEEDS_EMBED,
  INVALID_VIDEO_EMBED,
  isVimeoBasicAccount,
  VIMEO_BASIC_UNSUPPORTED,
  type VideoEmbed as VideoEmbedOf,
  videoEmbedOf,
} from './embed.ts';
export { VIDEO_HIDDEN_EVENT, VIDEO_ISLAND, VIDEO_SHOWN_EVENT } from './events.ts';
export { isVideoProvider, VIDEO_PLAYER_ORIGINS, type VideoProvider } from './providers.ts';
export { VIDEO_CSS } from './styles.ts';
export { VideoEmbed, type VideoEmbedProps } from './VideoEmbed.tsx';
export { VideoSlide } from './VideoSlide.tsx';
