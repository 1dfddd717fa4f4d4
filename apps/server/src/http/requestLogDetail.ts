import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationDetail } from '../system/operationLog';

/** Headers that carry credentials never reach the log. */
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization', 'set-cookie']);

/** The request's headers as the operation log keeps them: everything but credentials. */
function loggedHeaders(request: FastifyRequest): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(request.headers)) if (!SECRET_HEADERS.has(k.toLowerCase())) out[k] = v;
  return out;
}

/**
 * The request as an operation-log row shows it in the 日志详情 drawer (path, headers without
 * credentials, parameters, client, time so far). `params` replaces the body where it must not be
 * kept as sent: an uploaded file, a password.
 */
export function requestLogDetail(
  request: FastifyRequest,
  reply: FastifyReply,
  params: unknown = request.body ?? null,
): OperationDetail {
  return {
    path: request.url.split('?')[0],
    requestHeads: loggedHeaders(request),
    requestParams: params,
    clientInfo: `${request.ip} ${request.headers['user-agent'] ?? ''}`.trim(),
    executeMs: reply.elapsedTime,
  };
}
