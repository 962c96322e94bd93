// The lightbox's styles, in the page's HTML only where a gallery offers the lightbox (a <style> the
// Content-Security-Policy allows by its hash, as the page's own). The timings and opacity are the spec's (core's LIGHTBOX_DEFAULTS):
// the overlay fades in over 0.35 s, then the content over 0.6 s; closing fades both out over 0.35 s.
import { DIALOG_BASE_Z_INDEX, FOCUS_RING_DECLARATIONS, LIGHTBOX_DEFAULTS } from '@tessera/core';

const {
  overlayFadeSeconds: overlay,
  contentFadeSeconds: content,
  overlayOpacity,
  padding,
} = LIGHTBOX_DEFAULTS;
// Padding is the spec's 100 px, less on a narrow screen where 100 px a side would leave no picture.
export const LIGHTBOX_CSS = `.lightbox{position:fixed;inset:0;z-index:${DIALOG_BASE_Z_INDEX}}
.lightbox-overlay{position:absolute;inset:0;opacity:0;transition:opacity ${overlay}s}
.lightbox-content{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.75rem;padding:min(${padding}px,12vw);opacity:0;transition:opacity ${content}s ${overlay}s}
.lightbox-open .lightbox-overlay{opacity:${overlayOpacity}}.lightbox-open .lightbox-content{opacity:1}
.lightbox-closing .lightbox-overlay,.lightbox-closing .lightbox-content{opacity:0;transition:opacity ${overlay}s}
.lightbox-figure{margin:0;display:flex;flex-direction:column;align-items:center;gap:.5rem;min-height:0}
.lightbox-image{display:block;max-width:100%;max-height:calc(100vh - 2 * min(${padding}px,12vw) - 5rem);width:auto;height:auto;cursor:pointer}
.lightbox-caption,.lightbox-counter{margin:0;text-align:center}
.lightbox button{position:absolute;min-width:2.75rem;min-height:2.75rem;border:1px solid currentColor;border-radius:4px;background:transparent;color:inherit;font:inherit;font-size:1.25rem;cursor:pointer}
.lightbox-close{top:1rem;right:1rem}.lightbox-caption-toggle{top:1rem;left:1rem;font-size:1rem!important}
.lightbox-previous{left:1rem;top:50%}.lightbox-next{right:1rem;top:50%}
.lightbox-dark{color:#fff}.lightbox-dark .lightbox-overlay{background:#000}
.lightbox-light{color:#111}.lightbox-light .lightbox-overlay{background:#fff}
.lightbox button:focus-visible{${FOCUS_RING_DECLARATIONS}}
@media (prefers-reduced-motion:reduce){.lightbox-overlay,.lightbox-content{transition:none!important}}`;
