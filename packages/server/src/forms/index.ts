// The forms' door: the demo's form and its submissions are written through it.
export { insertForm, insertSubmission } from './repository.ts';
