import { fuzzEveryRoute } from './fuzz-suite.ts';

// The full run here: 200 generated inputs a route and the full hostile corpus, over half the route
// table (fuzz-sqlite-2 has the other half: fuzz-suite.ts says why). PostgreSQL gets a budget
// (fuzz-postgres.test.ts says why).
fuzzEveryRoute('sqlite', 'full', 200, { share: { part: 1, of: 2 } });
