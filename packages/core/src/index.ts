// @tessera/core: the spec's rules and enumerations, once. Pure functions and `as const` tables;
// no DOM, no Node APIs, no framework, so the server, the site and the editor can all import it.

export * from './analytics.ts';
export * from './blog.ts';
export * from './cart/index.ts';
export * from './census.ts';
export * from './commerce.ts';
export * from './consent.ts';
export * from './enums.ts';
export * from './form-model.ts';
export * from './forms.ts';
export * from './gallery.ts';
export * from './http.ts';
export * from './images.ts';
export * from './limits.ts';
export * from './links.ts';
export * from './money.ts';
export * from './newsletters.ts';
export * from './overlays.ts';
export * from './pages.ts';
export * from './permissions.ts';
export * from './publication.ts';
export * from './site-bars.ts';
export * from './site-design.ts';
export * from './text.ts';
export * from './uploads.ts';
