// The roll-ups' door: the census's writers add a batch's days, visits and dimensions here, the
// performance records share their key order, and the trim job forgets ended visits.
export {
  addDayVisitsAndDimensions,
  addDimensions,
  type DayVisits,
  type DimensionRow,
  dayPagesAdded,
  dayVisitsAdded,
  dimensionsAdded,
  forgetEndedVisits,
  inKeyOrder,
  openVisits,
  type Visit,
  visitsSaved,
} from './repository.ts';
