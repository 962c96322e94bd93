import { fuzzEveryRoute } from './fuzz-suite.ts';

// The lean hostile corpus: what only the parsers and size limits see ran in full on SQLite
// (fuzz-inputs.ts CorpusScope says why); every input a route does not refuse is still sent here.
fuzzEveryRoute('postgres', 'lean');
