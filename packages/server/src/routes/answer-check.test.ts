// The rule every JSON answer is held to outside production: its schema parses it, and it carries no
// field the schema does not name (the OpenAPI document says additionalProperties: false).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, PUBLIC } from '../http/route.ts';
import { AnswerMismatch, answerIssues, checkAnswer } from './answer-check.ts';

const schema = z.object({
  count: z.number(),
  items: z.array(z.object({ id: z.string() })),
  extra: z.record(z.string(), z.unknown()).optional(),
});

describe('answerIssues', () => {
  it('finds nothing wrong with an answer the schema describes, whatever a record or unknown holds', () => {
    expect(answerIssues(schema, { count: 1, items: [{ id: 'a' }], extra: { any: { thing: 1 } } })).toEqual(
      [],
    );
  });

  it("reports a field of the wrong type with Zod's issue", () => {
    expect(answerIssues(schema, { count: 'three', items: [] })).toMatchObject([
      { code: 'invalid_type', expected: 'number', path: ['count'] },
    ]);
  });

  it('reports a field the schema does not name, at any depth', () => {
    expect(
      answerIssues(schema, { count: 1, secret: 'x', items: [{ id: 'a' }, { id: 'b', hash: 'y' }] }),
    ).toMatchObject([
      { code: 'unrecognized_keys', keys: ['secret'], path: [] },
      { code: 'unrecognized_keys', keys: ['hash'], path: ['items', 1] },
    ]);
  });
});

describe('checkAnswer', () => {
  const route = defineRoute({
    method: 'GET',
    path: '/api/test',
    host: 'site',
    tag: 'test',
    summary: 'A test route',
    answer: { kind: 'json', schema, description: 'A count' },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    handler: async () => ({}),
  });

  it('checks the answer as JSON carries it: a date as text, an undefined field gone', () => {
    const dated = z.object({ at: z.string(), note: z.string().optional() });
    expect(() => checkAnswer(route, dated, { at: new Date(0), note: undefined })).not.toThrow();
  });

  it('throws AnswerMismatch naming the route and the issues', () => {
    expect(() => checkAnswer(route, schema, { count: 'three', items: [] })).toThrow(AnswerMismatch);
    expect(() => checkAnswer(route, schema, { count: 'three', items: [] })).toThrow(
      /^GET \/api\/test \[site\] answered what its schema refuses:\n.*expected number, received string\n\s+→ at count/s,
    );
  });
});
