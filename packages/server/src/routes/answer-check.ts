// Whether a route's JSON answer is what its answer schema, and so the OpenAPI document, says. Outside
// production the app checks every JSON answer a handler returns (register.ts, config.ts checkAnswers),
// and the answers contract suite (contract/answers.test.ts) checks what arrives with the same rule.
import { z } from 'zod';
import type { AnyRoute } from '../http/route.ts';

/**
 * What the schema finds wrong with an answer as it travels (its JSON), none when it matches. The
 * schema is used as is: answer schemas describe the output and none transforms or fills a default;
 * one that did would be run here on its input side and would need z.encode instead. A field the
 * schema does not name is wrong too: the document says `additionalProperties: false`, where a Zod
 * object drops the field when it parses, so a field the parse dropped is reported.
 */
export function answerIssues(schema: z.ZodType, json: unknown): z.core.$ZodIssue[] {
  const parsed = schema.safeParse(json);
  return parsed.success ? undeclaredFields(json, parsed.data, []) : parsed.error.issues;
}

/** Zod's issues as it prints them, a line each with where in the answer. */
export function describeIssues(issues: z.core.$ZodIssue[]): string {
  return z.prettifyError(new z.ZodError(issues));
}

type Container = Record<string, unknown>;

function isContainer(value: unknown): value is Container {
  return value !== null && typeof value === 'object';
}

/** The fields of the answer its parsed form lacks, at every depth. */
function undeclaredFields(answer: unknown, parsed: unknown, path: PropertyKey[]): z.core.$ZodIssue[] {
  if (!isContainer(answer) || !isContainer(parsed)) return [];
  const keys = Object.keys(answer);
  const dropped = keys.filter((key) => !Object.hasOwn(parsed, key));
  const here: z.core.$ZodIssue[] = dropped.length
    ? [
        {
          code: 'unrecognized_keys',
          keys: dropped,
          path,
          message: `Undeclared field(s): ${dropped.join(', ')}`,
        },
      ]
    : [];
  const below = keys
    .filter((key) => Object.hasOwn(parsed, key))
    .flatMap((key) =>
      undeclaredFields(answer[key], parsed[key], [...path, Array.isArray(answer) ? Number(key) : key]),
    );
  return [...here, ...below];
}

/** A JSON answer that is not what its route's schema, and so the OpenAPI document, says: the server's fault. */
export class AnswerMismatch extends Error {
  override name = 'AnswerMismatch';

  constructor(
    readonly route: string,
    /** Zod's issues, logged with the error */
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${route} answered what its schema refuses:\n${describeIssues(issues)}`);
  }
}

/** Throws AnswerMismatch unless the handler's result, as JSON (dates as text, undefined fields gone), matches. */
export function checkAnswer(route: AnyRoute, schema: z.ZodType, result: unknown): void {
  const issues = answerIssues(schema, JSON.parse(JSON.stringify(result)));
  if (issues.length) throw new AnswerMismatch(`${route.method} ${route.path} [${route.host}]`, issues);
}
