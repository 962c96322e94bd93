// The experiments' door: the demo's split test and who saw which variant are written through it.
export { insertExperiment, insertExposures } from './repository.ts';
