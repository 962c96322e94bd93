// The performance records' door: the demo's page-speed records are written through it.
export { metricRow, type PerformanceRow, writePerformanceRows } from './repository.ts';
