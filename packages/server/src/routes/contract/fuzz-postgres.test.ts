import { fuzzEveryRoute } from './fuzz-suite.ts';

fuzzEveryRoute('postgres');
