// How long the census keeps its raw hits: the environment may say otherwise (config.ts), the trim job
// (jobs/trim/service.ts) falls back to it. A file of its own so that the configuration, which a
// cluster's primary loads too, loads none of the census's code with it.

/** Raw census hits are kept a month by default: long enough to look into, short enough to stay small. */
export const DEFAULT_CENSUS_HIT_RETENTION_DAYS = 30;
