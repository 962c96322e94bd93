import { fuzzEveryRoute } from './fuzz-suite.ts';

fuzzEveryRoute('sqlite');
