// The stacked and strip designs' rules, sent with the gallery block's CSS (designs/index.ts). Per-block
// sizes are variables (scoped-style.tsx); the island sets --gm-speed (the transition's seconds) and
// --gm-zoom-time (Ken Burns: autoplay time plus speed) on the gallery element through the CSSOM.
import { FOCUS_RING_DECLARATIONS, GALLERY_MOTION } from '@tessera/core';

const hidden = 'position:absolute;top:0;left:0;width:100%;opacity:0;visibility:hidden';
const stacked = '.gallery-stacked';
const live = `${stacked}[data-hydrated]`;
const sliding = `:is(${live}[data-transition=scroll],${live}[data-transition=swipe],${live}[data-transition=newSwipe])`;
const speed = 'var(--gm-speed,1s)';
const zoom = GALLERY_MOTION.kenBurnsZoom;
const kenBurns = `${live}[data-transition=kenBurns] .gm-slide:is([data-current],[data-leaving])`;

/** The controls both designs share, and the stacked slideshow with its transitions. */
export const stackedCss = `.gm-stage{position:relative}.gm-viewport{position:relative;overflow:hidden;margin:0;padding:0;list-style:none}
${stacked} .gm-slide:not([data-current]){${hidden}}
${stacked}:not([data-hydrated]) .gm-viewport:has(.gm-slide:target) .gm-slide:not(:target){${hidden}}
${stacked}:not([data-hydrated]) .gm-slide:target{position:relative;opacity:1;visibility:visible}
${live} .gm-slide{transition:opacity ${speed},visibility 0s ${speed}}
${live} .gm-slide[data-current]{transition:opacity ${speed}}
${kenBurns}[data-zoom=in] img{animation:gm-zoom-in var(--gm-zoom-time,6s) linear forwards}
${kenBurns}[data-zoom=out] img{animation:gm-zoom-out var(--gm-zoom-time,6s) linear forwards}
@keyframes gm-zoom-in{from{transform:scale(1)}to{transform:scale(${zoom})}}
@keyframes gm-zoom-out{from{transform:scale(${zoom})}to{transform:scale(1)}}
${sliding} .gm-viewport{touch-action:pan-y}
${sliding} .gm-slide{opacity:1;transition:none;transform:translateX(100%)}
${sliding}[data-direction=previous] .gm-slide{transform:translateX(-100%)}
${sliding} .gm-slide[data-current]{transform:translateX(var(--gm-drag,0px));transition:transform ${speed}}
${sliding} .gm-slide[data-dragging]{transition:none}
${sliding} .gm-slide[data-leaving]{transform:translateX(-100%);transition:transform ${speed},visibility 0s ${speed}}
${sliding}[data-direction=previous] .gm-slide[data-leaving]{transform:translateX(100%)}
.gm-step{position:absolute;top:50%;translate:0 -50%;min-width:2.75rem;min-height:2.75rem;border:0;border-radius:50%;background:rgb(0 0 0/.65);color:#fff;font-size:1.5rem;cursor:pointer}
.gm-previous{left:.5rem}.gm-next{right:.5rem}
.gm-autoplay{position:absolute;z-index:1;left:.5rem;top:.5rem;width:2.75rem;height:2.75rem;border:0;border-radius:50%;background:rgb(0 0 0/.65);color:#fff;cursor:pointer}
.gm-autoplay span{display:inline-block;width:.8rem;height:.9rem;box-sizing:border-box;border-inline:.28rem solid}
.gm-autoplay[data-gm-autoplay=play] span{border:0;background:currentColor;clip-path:polygon(15% 0,100% 50%,15% 100%)}
.gm-status{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.gm-pager{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem;margin:.75rem 0 0;padding:0;list-style:none}
.gm-pager a{display:inline-grid;place-items:center;min-width:2rem;min-height:2rem;text-decoration:none}
.gm-pager a[aria-current]{font-weight:700;text-decoration:underline}
.gm-item:focus-visible,.gm-step:focus-visible,.gm-autoplay:focus-visible{${FOCUS_RING_DECLARATIONS}}`;

/** The strip, and the slideshow's linked thumbnail strip. */
export const stripCss = `.gm-scroller{overflow-x:auto;overscroll-behavior-x:contain;position:relative}
.gm-track{display:flex;gap:.5rem;width:max-content;margin:0;padding:0;list-style:none}
.gallery-strip .gm-track img{height:min(var(--gm-strip-height,25rem),70vh);width:auto;max-width:none}
.gm-thumbs{margin-top:var(--gm-thumb-margin,10px)}.gm-thumbs .gm-track{gap:var(--gm-thumb-gap,5px)}
.gm-thumbs .gm-track img{height:var(--gm-thumb-height,80px);width:auto;max-width:none}
.gm-square .gm-track img{aspect-ratio:1;object-fit:cover}
.gm-item{display:block}
.gallery-strip .gm-slide:not([data-current]) img,.gm-thumb:not([data-current]) img{opacity:.65}
.gm-item[aria-current] img{outline:3px solid var(--accent,#2b59c3);outline-offset:-3px}`;
