// The site design's door: the header and footer a page renders, and a new site's header and footer.
export { insertHeaderFooter, loadHeaderFooter } from './repository.ts';
