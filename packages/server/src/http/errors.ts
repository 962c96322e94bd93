// One error shape for the whole API: { error: "message", errors: { field: "message" } }.
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

export interface ErrorBody {
  error: string;
  errors?: Record<string, string>;
  [extra: string]: unknown;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { error: this.message, ...(this.errors ? { errors: this.errors } : {}), ...this.extra };
  }
}

export const INVALID_INPUT_MESSAGE = 'One or more fields is invalid, please check your entries.';

export function badRequest(errors: Record<string, string>, message = INVALID_INPUT_MESSAGE): HttpError {
  return new HttpError(400, message, errors);
}

export function notFound(message = 'Not found.'): HttpError {
  return new HttpError(404, message);
}

/** Parses input with a Zod schema; a failure becomes a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    // An unexpected field is named as the field itself, so a form can show it where it belongs.
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[[...issue.path, key].join('.')] ??= 'This field is not expected.';
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : '_';
    errors[field] ??= issue.message;
  }
  throw badRequest(errors);
}

export function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(error.body());
}
