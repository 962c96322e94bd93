// The welcome message, queued when an account is created on the platform home.
import type { Db } from '../db/database.ts';
import { queueMail } from './service.ts';
import { welcomeMail } from './templates/Welcome.tsx';

export function queueWelcomeMail(
  db: Db,
  { email, displayName, homeUrl }: { email: string; displayName: string; homeUrl: string },
): Promise<{ id: string }> {
  return queueMail(db, {
    kind: 'welcome',
    to: email,
    websiteId: null,
    ...welcomeMail({ displayName, homeUrl }),
  });
}
