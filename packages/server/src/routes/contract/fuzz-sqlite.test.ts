import { fuzzEveryRoute } from './fuzz-suite.ts';

// The full run here: 200 generated inputs a route and the full hostile corpus. PostgreSQL gets a
// budget (fuzz-postgres.test.ts says why).
fuzzEveryRoute('sqlite', 'full', 200);
