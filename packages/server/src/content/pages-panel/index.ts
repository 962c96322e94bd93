// The pages panel's door: a collection's row as a gallery's settings change it, and a navigation
// link as a template places one.
export { insertNavigationRow, updatePageRow } from './repository.ts';
