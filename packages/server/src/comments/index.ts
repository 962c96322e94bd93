// The comments' door: the demo's comments are written through it.
export { insertComment } from './repository.ts';
