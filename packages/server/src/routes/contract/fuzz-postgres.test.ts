import { fuzzEveryRoute } from './fuzz-suite.ts';

// A budget on PostgreSQL: 50 generated inputs a route where SQLite sends 200. They come from the same
// generators and seed; most never reach a query (a write is sent only inputs it must refuse), so the
// full generated run on SQLite proves what more of them would prove here. What the engines treat
// differently comes from the hostile corpus, which is deterministic: every read gets all of it, and
// every write all of it but the inputs only the parsers and size limits see (the lean scope:
// fuzz-inputs.ts CorpusScope says why), so NUL bytes, control characters, invalid UTF-8, JSON
// numbers beyond 2^53 and 1e308, numbers as text and hostile keys reach PostgreSQL wherever a route
// lets them in. Every input a route lets in is sent; of those it must refuse, which stop before any
// query reads them (fuzz-suite.ts withRefusedSample), 1 in 8, as SQLite's run sends them all: they
// were 93% of this file's 30,662 inputs.
fuzzEveryRoute('postgres', 'lean', 50, { refusedEvery: 8 });
