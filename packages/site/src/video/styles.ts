// The video's styles: sent with the video block, and by a gallery block holding video slides. Classes
// only (the page's CSP forbids style=""). The frame keeps its shape before anything loads; the modes
// are how the thumbnail and the player sit in it (none: as they are; fit: whole, letterboxed;
// fill: covering it, cropped).
import { DEFAULT_VIDEO_ASPECT_RATIO_PERCENT, FOCUS_RING_INSET_DECLARATIONS } from '@tessera/core';

export const VIDEO_CSS = `.video-frame{position:relative;overflow:hidden;width:100%;background:#1d1d1f;color:#fff}
.video-ratio-default{aspect-ratio:100/${DEFAULT_VIDEO_ASPECT_RATIO_PERCENT}}.video-ratio-thumbnail{aspect-ratio:16/9}
.video-frame iframe,.video-overlay{position:absolute;inset:0;width:100%;height:100%;border:0}
.video-overlay{all:unset;position:absolute;inset:0;cursor:pointer;display:flex;align-items:center;justify-content:center}
.video-overlay:focus-visible{${FOCUS_RING_INSET_DECLARATIONS}}
.video-overlay img{position:absolute;inset:0;width:100%;height:100%;object-fit:none}
.video-fit .video-overlay img{object-fit:contain}.video-fill .video-overlay img{object-fit:cover}
.video-fill .video-frame{container-type:size}
.video-fill iframe{left:50%;top:50%;width:max(100cqw,177.78cqh);height:max(100cqh,56.25cqw);transform:translate(-50%,-50%)}
.video-poster{position:absolute;inset:0;display:flex;align-items:flex-end;padding:1rem 1.25rem;background:linear-gradient(160deg,#3a3a3c,#1d1d1f);font:600 1.1rem/1.3 ui-sans-serif,system-ui,sans-serif}
.video-play{position:relative;width:4.5rem;height:4.5rem;border-radius:50%;background:rgba(0,0,0,.72);box-shadow:0 0 0 2px #fff}
.video-play::after{content:"";position:absolute;left:1.75rem;top:1.35rem;border-style:solid;border-width:.9rem 0 .9rem 1.5rem;border-color:transparent transparent transparent #fff}
.video-overlay:hover .video-play{background:#000}
.video-error{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;margin:0;padding:1rem;text-align:center}
.block-video{margin:0}.block-video figcaption{color:var(--muted);font-size:.9rem;margin-top:.5rem}`;
