// The site design's door: the header and footer a page renders, and a new site's footer.
export { insertFooter, loadHeaderFooter } from './repository.ts';
