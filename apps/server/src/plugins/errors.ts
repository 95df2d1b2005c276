// One error shape for every failure (docs/api.md): { statusCode, error, code, message, details? }.
// Bad input is a 4xx with the catalogue's message; only real faults become a 500, without internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@boldcall/shared/messages';
import type { ApiError } from '@boldcall/shared/schemas/api';
import { AppError } from '../platform/errors/app-error.ts';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, code: string, message: string): ApiError {
  return { statusCode, error: STATUS_NAMES[statusCode] ?? 'Error', code, message };
}

/** PostgreSQL's class 22 "data exception" (SQLSTATE 22xxx), possibly wrapped by Drizzle. */
function isDataException(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
      if (err instanceof AppError) {
        const retryAfter = (err as AppError & { retryAfterSeconds?: number }).retryAfterSeconds;
        if (retryAfter) reply.header('retry-after', String(retryAfter));
        return reply.status(err.statusCode).send(errorBody(err.statusCode, err.code, err.message));
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const details = err.validation.map((issue) => ({
          path: [err.validationContext, ...(issue.instancePath || '').split('/').filter(Boolean)]
            .filter(Boolean)
            .join('.'),
          message: issue.message ?? 'Invalid value',
        }));
        const first = details[0]?.message ?? MSG.invalidInput;
        return reply.status(400).send({ ...errorBody(400, 'VALIDATION_ERROR', first), details });
      }
      if (isDataException(err)) {
        // A value PostgreSQL cannot hold (out of range, malformed, NUL…) that got past the
        // schemas: the caller's input, so a 400; logged so the schema can be tightened.
        request.log.warn({ err }, 'database refused a value');
        return reply.status(400).send(errorBody(400, 'INVALID_INPUT', MSG.invalidInput));
      }
      const fe = err as FastifyError;
      const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
      if (status === 429) {
        return reply.status(429).send(errorBody(429, 'RATE_LIMITED', MSG.tooManyAttempts));
      }
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, body too large, wrong content type …).
        return reply.status(status).send(errorBody(status, fe.code ?? 'BAD_REQUEST', fe.message));
      }
      request.log.error({ err }, 'unhandled error');
      return reply.status(500).send(errorBody(500, 'INTERNAL', MSG.unexpected));
    });
  },
  { name: 'errors' },
);
