// Which routes may share one answer among every caller of a site: a refusal here is a route that
// would hand one caller's answer to another (it reads an account, a param, a query) or one that is
// not a site's JSON read.
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AnyRoute, defineRoute, PUBLIC, SIGNED_IN } from '../http/route.ts';
import { answerFirst, sharedAnswerProblem } from './shared-answer.ts';

const shared = (changes: Partial<AnyRoute>): AnyRoute =>
  ({
    ...defineRoute({
      method: 'GET',
      path: '/api/things',
      host: 'site',
      tag: 'test',
      summary: 'Things',
      answer: { kind: 'json', schema: z.object({}), description: 'Things' },
      access: PUBLIC,
      crumb: false,
      rateLimit: null,
      sharedAnswer: { tags: ['site'] },
      handler: async () => ({}),
    }),
    ...changes,
  }) as AnyRoute;

describe('a shared answer', () => {
  it('is a public site GET of JSON with no params, query or rate limit, reading no account', () => {
    expect(sharedAnswerProblem(shared({}))).toBeNull();
    expect(sharedAnswerProblem(shared({ method: 'POST' }))).toBe('a shared answer is a site GET');
    expect(sharedAnswerProblem(shared({ host: 'any' }))).toBe('a shared answer is a site GET');
    expect(sharedAnswerProblem(shared({ access: SIGNED_IN }))).toBe('a shared answer reads no account');
    expect(sharedAnswerProblem(shared({ readsAccount: true }))).toBe('a shared answer reads no account');
    expect(sharedAnswerProblem(shared({ path: '/api/things/:id' }))).toBe(
      'a shared answer is one per site: no params or query',
    );
    expect(sharedAnswerProblem(shared({ query: z.object({ q: z.string() }) }))).toBe(
      'a shared answer is one per site: no params or query',
    );
    expect(sharedAnswerProblem(shared({ answer: { kind: 'empty', description: 'Nothing' } }))).toBe(
      'a shared answer is JSON',
    );
    expect(sharedAnswerProblem(shared({ rateLimit: { max: 10, windowMs: 60_000 } }))).toBe(
      'a shared answer has no rate limit',
    );
  });
});

describe('answerFirst', () => {
  it('answers ahead of the server’s one handler, which gets every request it leaves', async () => {
    const server = createServer((_request, response) => response.end('handler'));
    answerFirst(server, (request, response) => {
      if (request.url !== '/first') return false;
      response.end('shortcut');
      return true;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const body = (path: string) =>
      new Promise<string>((resolve, reject) => {
        get({ port, path }, (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve(text));
        }).on('error', reject);
      });
    try {
      expect([await body('/first'), await body('/other')]).toEqual(['shortcut', 'handler']);
    } finally {
      server.close();
    }
  });

  it('refuses a server whose handlers it cannot tell', () => {
    const server = createServer(() => {});
    server.on('request', () => {});
    expect(() => answerFirst(server, () => false)).toThrow('Expected Fastify’s one request handler');
  });
});
