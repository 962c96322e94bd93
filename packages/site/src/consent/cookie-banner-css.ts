// The banner's styles, added to the page's inline stylesheet only where the banner is (page-styles.ts).
// Themes are two sets of colours; a bar is sticky in the page's flow (its space is its own, so it
// covers nothing and nothing moves when it goes), a popup is fixed in its corner above the page
// (spec: dialog base z-index 30000).
export const COOKIE_BANNER_CSS = `
.cookie-banner{--cb-bg:#1d1d1f;--cb-ink:#f5f5f5;--cb-accent:#f5f5f5;--cb-accent-ink:#1d1d1f;z-index:30000;background:var(--cb-bg);color:var(--cb-ink);font:.95rem/1.5 ui-sans-serif,system-ui,sans-serif}
.cookie-banner-light{--cb-bg:#fff;--cb-ink:#1d1d1f;--cb-accent:#2f5d50;--cb-accent-ink:#fff}
.cookie-banner[hidden]{display:none}.skip-link{z-index:30001}
body:has(.cookie-banner[hidden]) .cookie-banner-skip-link{display:none}
.cookie-banner-bar{position:sticky;left:0;right:0;box-shadow:0 0 0 1px rgba(0,0,0,.12)}
.cookie-banner-top{top:0}.cookie-banner-bottom{bottom:0}
.cookie-banner-popup{position:fixed;width:min(24rem,calc(100vw - 2rem));margin:1rem;border-radius:8px;box-shadow:0 6px 28px rgba(0,0,0,.3)}
.cookie-banner-top-left{top:0;left:0}.cookie-banner-top-right{top:0;right:0}.cookie-banner-bottom-left{bottom:0;left:0}.cookie-banner-bottom-right{bottom:0;right:0}
.cookie-banner-form{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 1.5rem;max-width:var(--max,68rem);margin:0 auto;padding:1rem 1.5rem}
.cookie-banner-popup .cookie-banner-form{flex-direction:column;align-items:stretch;padding:1.25rem}.cookie-banner-popup .cookie-banner-text{flex:none}
.cookie-banner-text{flex:1 1 20rem}.cookie-banner-text>*{margin:0 0 .5rem}.cookie-banner-text>:last-child{margin-bottom:0}
.cookie-banner-text a{color:inherit;text-decoration:underline}
.cookie-banner-actions{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem}
.cookie-banner button{font:inherit;font-weight:600;color:inherit;cursor:pointer}
.cookie-banner-cta-text button{background:none;border:0;padding:.5rem .25rem;text-decoration:underline}
.cookie-banner-cta-button button{padding:.55rem 1.2rem;border:2px solid var(--cb-accent);border-radius:4px;background:transparent}
.cookie-banner-cta-button .cookie-banner-accept{background:var(--cb-accent);color:var(--cb-accent-ink)}
.cookie-banner-cta-icon button{display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;padding:0;border:2px solid currentColor;border-radius:50%;background:transparent}
.cookie-banner svg{width:1.25rem;height:1.25rem}
`;
