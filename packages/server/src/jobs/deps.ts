// What a worker's jobs are given, the same in the server (WORKER=inline) and in `npm run worker`.
import type { ChangeBus } from '../changes/bus.ts';
import { publishSiteChange } from '../content/publish.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/transport.ts';
import { Tags } from '../shared/cache-tags.ts';
import type { JobDeps, JobLogger } from './definition.ts';

export function jobDeps(options: {
  db: Db;
  changes: ChangeBus;
  now: () => number;
  log: JobLogger;
  mailer: Mailer;
  mailFrom: string;
  assetsDir: string;
  webhooksToPrivateAddresses?: boolean;
  censusHitRetentionDays?: number;
}): JobDeps {
  const { db, changes, ...rest } = options;
  return {
    db,
    ...rest,
    // A job publishes or unpublishes pages, so every page of the site may show it (navigation, lists).
    siteChanged: (websiteId) => publishSiteChange({ db, changes }, websiteId, [Tags.site]),
  };
}
