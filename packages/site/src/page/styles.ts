// The published site's base stylesheet, inlined in each page: one small request fewer, and no flash.
// Each block type's own styles are in its folder and are added only to pages that contain it
// (page-styles.ts). The focus ring is core's two-tone ring, seen on any background (focus-ring.ts).
import { FOCUS_RING_DECLARATIONS } from '@tessera/core';
import { FOCAL_POINT_STEPS } from '../blocks/values.ts';

/** Focal points in steps of 10%, as classes: an image's position never needs a style="" attribute. */
const FOCAL_CLASSES = FOCAL_POINT_STEPS.map((n) => `.fx-${n}{--fx:${n}%}.fy-${n}{--fy:${n}%}`).join('');

export const SITE_STYLES = `
:root{--ink:#1d1d1f;--muted:#5f6368;--line:#e6e6e6;--accent:#2f5d50;--accent-ink:#fff;--paper:#fbfaf7;--max:68rem;
font-family:ui-serif,Georgia,"Times New Roman",serif;color:var(--ink);background:var(--paper);line-height:1.6}
*{box-sizing:border-box}body{margin:0}
a{color:var(--accent)}:focus-visible{${FOCUS_RING_DECLARATIONS}}
img{max-width:100%;height:auto;display:block}
.skip-link{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem;z-index:10}.skip-link:focus-visible{left:1rem}
.site-header,.site-footer{font-family:ui-sans-serif,system-ui,sans-serif}
.site-header-inner,.site-footer-inner,.site-main{max-width:var(--max);margin:0 auto;padding:0 1.5rem}
.site-header-inner{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:1rem;padding-top:1.5rem;padding-bottom:1.5rem}
.site-title{font-size:1.35rem;font-weight:600;letter-spacing:.02em;text-decoration:none;color:var(--ink)}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:1.25rem}
nav a{text-decoration:none;color:var(--ink)}nav a[aria-current=page]{border-bottom:2px solid var(--accent)}
.site-title{display:flex;align-items:center;gap:.75rem}.site-logo{height:2.75rem;width:auto}
.site-menu summary{cursor:pointer;font-weight:600;padding:.4rem .2rem}.site-menu[open] nav{padding-top:.75rem}.site-menu[open] nav ul{flex-direction:column;gap:.5rem}
.site-cta{padding:.5rem 1.1rem}
.social-links{list-style:none;margin:1rem 0 0;padding:0;display:flex;flex-wrap:wrap;gap:1rem}.footer-text{white-space:pre-line}
.site-main{padding-top:2rem;padding-bottom:4rem;min-height:60vh}
.site-footer{border-top:1px solid var(--line);color:var(--muted);font-size:.9rem}.site-footer-inner{padding-top:2rem;padding-bottom:2rem}
.page-title{font-size:clamp(2rem,4vw,3rem);line-height:1.15;margin:0 0 1rem}.page-description{color:var(--muted);font-size:1.15rem}
.gallery-single figcaption{color:var(--muted);font-size:.9rem;margin-top:.5rem}
.button{display:inline-block;padding:.7rem 1.4rem;border-radius:4px;border:2px solid var(--accent);font:600 1rem ui-sans-serif,system-ui,sans-serif;text-decoration:none;cursor:pointer}
.button-primary{background:var(--accent);color:var(--accent-ink)}.button-secondary{background:transparent;color:var(--accent)}
.button[disabled]{opacity:.55;cursor:not-allowed}
.runtime-dialog::backdrop{background:rgb(0 0 0/.45)}
input,select,textarea{font:inherit;padding:.55rem .7rem;border:1px solid #b9b9b9;border-radius:4px;background:#fff}
.form-notice{color:var(--muted);font-size:.9rem}.form-error{color:#b3261e}
.entry-list{list-style:none;padding:0;margin:0;display:grid;gap:2.5rem}.entry{display:grid;grid-template-columns:minmax(0,16rem) 1fr;gap:1.5rem;align-items:start}
.entry-title{margin:0 0 .25rem;font-size:1.5rem}.entry-title a{color:var(--ink);text-decoration:none}.entry-meta{color:var(--muted);font:.9rem ui-sans-serif,system-ui,sans-serif;margin:0 0 .5rem}
.product-grid{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:1.25rem}
.product-card img{aspect-ratio:1;object-fit:cover;width:100%}
.product-card{display:flex;flex-direction:column;gap:.25rem;font-family:ui-sans-serif,system-ui,sans-serif}.product-card a{color:var(--ink);text-decoration:none}
.product-title{font-weight:600;margin-top:.5rem;display:block}.product-type{color:var(--muted);font-size:.85rem}.product-sold-out{color:#b3261e;font-weight:600}
.product-quick-view{align-self:flex-start;margin-top:.25rem;padding:.35rem .9rem;font-size:.9rem;background:transparent;color:var(--accent)}
.quick-view{width:min(56rem,calc(100vw - 2rem));max-height:calc(100vh - 2rem);border:0;border-radius:8px;padding:1.5rem;background:var(--paper);color:var(--ink)}.quick-view::backdrop{background:rgba(0,0,0,.55)}.quick-view-close{float:right;background:transparent;color:var(--accent)}
.order-lines{width:100%;border-collapse:collapse}.order-lines td,.order-lines th{padding:.4rem .5rem .4rem 0;text-align:left}.order-address-line{display:block}
.product-more-images{list-style:none;padding:0;margin:.5rem 0 0;display:grid;grid-template-columns:repeat(4,1fr);gap:.5rem}.product-more-images img{aspect-ratio:1;object-fit:cover;width:100%;height:auto}
.product-detail-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr));gap:2rem}
.system-page{max-width:36rem;margin:3rem auto;text-align:center}.lock-form{display:flex;flex-direction:column;gap:.6rem;align-items:stretch;text-align:left}
.member-page{max-width:44rem}.member-forms{display:grid;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:2rem;text-align:left}
.member-form,.member-field{display:flex;flex-direction:column;gap:.4rem;text-align:left;margin-bottom:1rem}.member-form[hidden]{display:none}.member-check{display:flex;gap:.5rem;align-items:center}
.pricing-options{border:1px solid var(--line);border-radius:8px;padding:1rem 1.5rem;margin:1.5rem 0}.pricing-toggle{display:flex;gap:1rem;align-items:center;justify-content:center;border:0;padding:0}.pricing-legend{position:absolute;left:-999px}.pricing-price{font-size:1.5rem;font-weight:600}
.search-form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin-bottom:1.5rem}.search-form label{width:100%}.search-count{display:block;margin-bottom:1rem}
.page-layout .site-main,.page-splash .site-main{max-width:none;padding:0}
.section{position:relative;isolation:isolate}.section-inner{margin:0 auto;padding-inline:1.5rem}
.page-post .section-inner{padding-inline:0}
.section-width-narrow>.section-inner{max-width:42rem}.section-width-medium>.section-inner{max-width:56rem}
.section-width-wide>.section-inner{max-width:var(--max)}.section-width-full>.section-inner{max-width:none}
.section-padding-none{padding-block:0}.section-padding-small{padding-block:1.5rem}.section-padding-medium{padding-block:2.5rem}.section-padding-large{padding-block:6rem}
.section-theme-dark{background:#1d1d1f;color:#f5f5f5;--ink:#f5f5f5;--muted:#c9c9c9;--accent:#9fd3c0;--accent-ink:#1d1d1f;--line:#48484a}
.section-theme-accent{background:#2f5d50;color:#fff;--ink:#fff;--muted:#e1ebe7;--accent:#fff;--accent-ink:#2f5d50;--line:#7d9e94}
.section-bg{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;z-index:-1}
.block{margin:0 0 1.75rem}.section-inner>.block:last-child{margin-bottom:0}
.focal{object-position:var(--fx,50%) var(--fy,50%)}${FOCAL_CLASSES}
.splash{min-height:80vh;display:flex;flex-direction:column;justify-content:center;align-items:center;text-align:center}
@media (max-width:40rem){.entry{grid-template-columns:1fr}}
@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}
`;
