import type { OutboxMessage } from '@tessera/site/config-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';

/** The site's own mail, newest first (GET /api/config/outbox: admins only). */
export async function fetchOutbox(): Promise<OutboxMessage[]> {
  const answer = await request<{ messages: OutboxMessage[] }>({
    method: 'GET',
    url: '/api/config/outbox',
    silent: true,
  });
  return answer.messages;
}
