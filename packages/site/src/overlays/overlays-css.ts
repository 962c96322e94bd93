// The overlays' and bars' styles, each added to the page's inline stylesheet only where that part is
// (Document.tsx → page-styles.ts). The bars sit in the page's flow (their space is their own: nothing
// moves when the page loads); the popup is fixed above everything (spec: dialog base z-index 30000),
// dimming the page, its card in one of the nine anchors.
import { MOBILE_INFO_BAR_MAX_WIDTH_PX, MOBILE_MAX_SCREEN_WIDTH } from '@tessera/core';

export const ANNOUNCEMENT_BAR_CSS = `
.announcement-bar{display:flex;align-items:center;justify-content:center;gap:.5rem;padding:.5rem 1rem;background:var(--accent,#2f5d50);color:var(--accent-ink,#fff);font:.95rem/1.4 ui-sans-serif,system-ui,sans-serif;text-align:center}
.announcement-bar-text{margin:0;flex:1}.announcement-bar a{color:inherit;text-decoration:underline;font-weight:600}
.announcement-bar-dismiss{margin:0;flex:none}
.announcement-bar-dismiss button{display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;padding:0;border:0;border-radius:50%;background:transparent;color:inherit;cursor:pointer}
.announcement-bar svg{width:1.1rem;height:1.1rem}
`;

export const MOBILE_INFO_BAR_CSS = `
.mobile-info-bar{font:.9rem/1.3 ui-sans-serif,system-ui,sans-serif;border-bottom:1px solid rgba(0,0,0,.12)}
.mobile-info-bar-light{background:#fff;color:#1d1d1f}.mobile-info-bar-dark{background:#1d1d1f;color:#f5f5f5}
.mobile-info-bar ul{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem 1rem;margin:0;padding:.25rem .75rem;list-style:none}
.mobile-info-bar a{display:inline-flex;align-items:center;gap:.4rem;min-height:2.75rem;color:inherit;text-decoration:none}
.mobile-info-bar a:hover span,.mobile-info-bar a:focus-visible span{text-decoration:underline}
.mobile-info-bar svg{width:1.1rem;height:1.1rem;flex:none}
@media (min-width:${MOBILE_INFO_BAR_MAX_WIDTH_PX + 1}px){.mobile-info-bar{display:none}}
`;

export const POPUP_OVERLAY_CSS = `
.popup-overlay-noscript{margin:0;padding:.6rem 1rem;background:#fff;color:#1d1d1f;border-bottom:1px solid rgba(0,0,0,.12);font:.95rem/1.4 ui-sans-serif,system-ui,sans-serif;text-align:center}
.popup-overlay-noscript a{color:inherit;font-weight:600;text-decoration:underline}
@media (max-width:${MOBILE_MAX_SCREEN_WIDTH}px){.popup-overlay-noscript-no-phones{display:none}}
.popup-overlay{position:fixed;inset:0;z-index:30000;display:flex;padding:1rem;background:rgba(0,0,0,.45);box-sizing:border-box}
.popup-overlay[hidden]{display:none}
.popup-overlay-top-left,.popup-overlay-top-center,.popup-overlay-top-right{align-items:flex-start}
.popup-overlay-middle-left,.popup-overlay-middle-center,.popup-overlay-middle-right{align-items:center}
.popup-overlay-bottom-left,.popup-overlay-bottom-center,.popup-overlay-bottom-right{align-items:flex-end}
.popup-overlay-top-left,.popup-overlay-middle-left,.popup-overlay-bottom-left{justify-content:flex-start}
.popup-overlay-top-center,.popup-overlay-middle-center,.popup-overlay-bottom-center{justify-content:center}
.popup-overlay-top-right,.popup-overlay-middle-right,.popup-overlay-bottom-right{justify-content:flex-end}
.popup-overlay-dialog{position:relative;box-sizing:border-box;width:min(28rem,100%);max-height:100%;overflow:auto;padding:2rem 1.75rem 1.75rem;border-radius:8px;box-shadow:0 12px 40px rgba(0,0,0,.3);background:#fff;color:#1d1d1f;font:1rem/1.5 ui-sans-serif,system-ui,sans-serif}
.popup-overlay-dark .popup-overlay-dialog{background:#1d1d1f;color:#f5f5f5}
.popup-overlay-dark .newsletter-field input{background:#2b2b2e;color:inherit;border-color:#77777c}
.popup-overlay-dark .button-primary{background:#f5f5f5;color:#1d1d1f;border-color:#f5f5f5}
.popup-overlay-title{margin:0 2rem .5rem 0;font-size:1.4rem;line-height:1.25}
.popup-overlay-text{margin:0 0 1rem}
.popup-overlay-close{position:absolute;top:.4rem;right:.4rem;display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;padding:0;border:0;border-radius:50%;background:transparent;color:inherit;cursor:pointer}
.popup-overlay-close svg{width:1.2rem;height:1.2rem}
`;
