// What a page the census counts loads once it has loaded, joined in one chunk so that it costs one
// request (census-start.ts imports it): the census's other calls and the real-user performance collector.
export { collectPerformance } from '../performance/collect.ts';
export { installCensusEvents } from './census-events.ts';
