// Bots are not counted (issue 12): a request whose User-Agent isbot recognises (crawlers, monitors,
// headless browsers, HTTP libraries) is turned away before anything is recorded. No User-Agent at
// all is not taken for a bot: isbot cannot tell, and some privacy tools send none.
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';

export function isBotRequest(request: FastifyRequest): boolean {
  return isbot(request.headers['user-agent'] ?? '');
}
