// What the primary and its workers say to each other, in a module of its own so the primary loads
// none of the server to know it.

/** Set by the primary for the one worker that seeds the database and runs the jobs. */
export const FIRST_WORKER_ENV = 'TESSERA_FIRST_WORKER';
/** What the first worker tells the primary once it listens: the lines to print when all do. */
export const BANNER_MESSAGE = 'tessera:banner';
