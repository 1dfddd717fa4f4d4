import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from './envelope';
import { AppError, MSG } from './errors';
import { validationMessage } from './validationMessage';

/**
 * Maps every error to the envelope of SPEC.md §8 and never sends a stack trace. Unknown /api
 * paths answer 404 资源不存在.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(fail(error.statusCode, error.message));
    }
    if ('validation' in error && error.validation) {
      return reply.status(400).send(fail(400, validationMessage(error.validation, error.validationContext)));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type …).
      request.log.info({ err: error }, 'client error');
      const msg =
        status === 413
          ? '请求内容过大'
          : status === 415
            ? '不支持的请求内容类型'
            : status === 404
              ? MSG.notFound
              : '请求参数不合法';
      return reply.status(status).send(fail(status, msg));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(500, MSG.internal));
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send(fail(404, MSG.notFound));
  });
});
