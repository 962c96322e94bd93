// Scheduled publication's door: jobs/publication marks a page or post scheduled, and publishes it
// (with its layout's draft) when its time comes.
export { type Publishable, publishAllDue, publishIfDue, setScheduled } from './repository.ts';
