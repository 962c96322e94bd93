// The client events' door: the trim job deletes those past their retention.
export { deleteEventsBefore } from './repository.ts';
