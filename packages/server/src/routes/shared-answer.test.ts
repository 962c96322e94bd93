// Which routes may share one answer among every caller of a site: a refusal here is a route that
// would hand one caller's answer to another (it reads an account, a param, a query) or one that is
// not a site's JSON read.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AnyRoute, defineRoute, PUBLIC, SIGNED_IN } from '../http/route.ts';
import { sharedAnswerProblem } from './shared-answer.ts';

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
  it('is a public site GET of JSON with no params or query, reading no account', () => {
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
  });
});
