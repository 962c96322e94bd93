// The census's door: the hits the cluster's one writer writes (cluster/census-writer.ts), its trims
// (jobs/trim) and the demo's conversions.
export {
  deleteDayVisitorsBefore,
  deleteRawRowsBefore,
  type HitRow,
  insertDemoConversions,
  writeHits,
} from './repository.ts';
