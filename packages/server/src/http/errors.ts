// One error shape for the whole API: { error: "message", errors: { field: "message" } }.
import type { FastifyReply } from 'fastify';

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
    /** Headers the answer carries, e.g. Retry-After */
    readonly headers?: Record<string, string>,
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

export function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(error.body());
}
