// The stacked and strip designs' styles, in a <style> the Content-Security-Policy allows by its hash
// (no style="" anywhere: per-block sizes are rules on the block's id). The island sets --gm-speed
// (the transition's seconds) and --gm-zoom-time (Ken Burns: autoplay time plus speed) on the gallery
// element through the CSSOM, which the policy allows.
import { GALLERY_MOTION } from '@tessera/core';

const hidden = 'position:absolute;top:0;left:0;width:100%;opacity:0;visibility:hidden';
const stacked = '.gallery-stacked';
const live = `${stacked}[data-hydrated]`;
const sliding = `:is(${live}[data-transition=scroll],${live}[data-transition=swipe],${live}[data-transition=newSwipe])`;
const speed = 'var(--gm-speed,1s)';
const zoom = GALLERY_MOTION.kenBurnsZoom;

export const SLIDESHOW_CSS = `.gallery-motion{position:relative;margin:0 0 1.5rem}
.gm-stage{position:relative}.gm-viewport{position:relative;overflow:hidden}
.gm-slide{margin:0}.gm-slide img{display:block}
${stacked} .gm-slide img{width:100%;height:auto}
${stacked} .gm-slide:not([data-current]){${hidden}}
${stacked}:not([data-hydrated]) .gm-viewport:has(.gm-slide:target) .gm-slide:not(:target){${hidden}}
${stacked}:not([data-hydrated]) .gm-slide:target{position:relative;opacity:1;visibility:visible}
${live} .gm-slide{transition:opacity ${speed},visibility 0s ${speed}}
${live} .gm-slide[data-current]{transition:opacity ${speed}}
${live}[data-transition=kenBurns] .gm-viewport img{transform-origin:50% 50%}
${live}[data-transition=kenBurns] .gm-slide:is([data-current],[data-leaving])[data-zoom=in] img{animation:gm-zoom-in var(--gm-zoom-time,6s) linear forwards}
${live}[data-transition=kenBurns] .gm-slide:is([data-current],[data-leaving])[data-zoom=out] img{animation:gm-zoom-out var(--gm-zoom-time,6s) linear forwards}
@keyframes gm-zoom-in{from{transform:scale(1)}to{transform:scale(${zoom})}}
@keyframes gm-zoom-out{from{transform:scale(${zoom})}to{transform:scale(1)}}
${sliding} .gm-viewport{touch-action:pan-y}
${sliding} .gm-slide{opacity:1;transition:none;transform:translateX(100%)}
${sliding}[data-direction=previous] .gm-slide{transform:translateX(-100%)}
${sliding} .gm-slide[data-current]{transform:translateX(var(--gm-drag,0px));transition:transform ${speed}}
${sliding} .gm-slide[data-dragging]{transition:none}
${sliding} .gm-slide[data-leaving]{transform:translateX(-100%);transition:transform ${speed},visibility 0s ${speed}}
${sliding}[data-direction=previous] .gm-slide[data-leaving]{transform:translateX(100%)}
.gm-caption{margin:.5rem 0 0}.gm-meta-top .gm-slide{display:flex;flex-direction:column-reverse}
.gm-video{position:relative;display:block}.gm-play{position:absolute;left:1rem;bottom:1rem;padding:.25rem .5rem;background:#000;color:#fff}
.gm-step{position:absolute;top:50%;translate:0 -50%;min-width:2.75rem;min-height:2.75rem;border:0;border-radius:50%;background:rgb(0 0 0/.6);color:#fff;font-size:1.5rem;cursor:pointer}
.gm-previous{left:.5rem}.gm-next{right:.5rem}
.gm-status{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.gm-scroller{overflow-x:auto;overscroll-behavior-x:contain}
.gm-track{display:flex;gap:.5rem;width:max-content;margin:0;padding:0;list-style:none}
.gm-track img{width:auto;max-width:none}
.gm-item{display:block;border-radius:2px}
.gallery-strip .gm-slide:not([data-current]) img,.gm-thumb:not([data-current]) img{opacity:.65}
.gm-item[aria-current] img{outline:3px solid var(--accent,#2b59c3);outline-offset:-3px}
.gm-square img{aspect-ratio:1;object-fit:cover}.gm-thumb[data-type=video] img{aspect-ratio:16/9;object-fit:cover}
.gm-pager{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem;margin:.75rem 0 0;padding:0;list-style:none}
.gm-pager a{display:inline-grid;place-items:center;min-width:2rem;min-height:2rem;text-decoration:none}
.gm-pager a[aria-current]{font-weight:700;text-decoration:underline}
.gm-item:focus-visible,.gm-step:focus-visible{outline:3px solid #f0b429;outline-offset:2px}`;
