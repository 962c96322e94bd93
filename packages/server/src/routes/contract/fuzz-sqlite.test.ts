import { fuzzEveryRoute } from './fuzz-suite.ts';

// The full hostile corpus here; PostgreSQL gets the lean one (fuzz-inputs.ts CorpusScope says why).
fuzzEveryRoute('sqlite', 'full');
